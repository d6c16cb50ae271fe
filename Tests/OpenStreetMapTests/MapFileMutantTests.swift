import Foundation
import Testing

@testable import OpenStreetMap

/// Maps whose checksum is right but whose contents are not: each mutant is encoded afresh (so its
/// CRC matches) and must be refused on open with a message naming what is wrong.
@Suite struct MapFileMutantTests {
  static let original: Result<MapData, any Error> = Result { try TestData.map().data }
  /// The unmutated map's indexes, stored beside every mutant's data.
  static let indexes: Result<MapIndexes, any Error> = Result { try TestData.map().indexes }

  /// Opens the mutant; the error, or nil when it opened.
  static func open(
    _ mutate: (inout MapData) -> Void, indexes mutateIndexes: (inout MapIndexes) -> Void = { _ in }
  )
    throws -> MapError?
  {
    var data = try original.get()
    mutate(&data)
    var indexes = try Self.indexes.get()
    mutateIndexes(&indexes)
    let bytes = MapFile.encode(data, indexes)
    do {
      _ = try bytes.withUnsafeBytes { try MapFile.decode($0, path: "mutant.hailmap") }
      return nil
    } catch let error as MapError {
      return error
    }
  }

  static func reason(_ mutate: (inout MapData) -> Void) throws -> String? {
    guard case .badMapFile(_, let reason) = try open(mutate) else { return nil }
    return reason
  }

  @Test func theUnmutatedMapOpens() throws {
    #expect(try Self.open { _ in } == nil)
  }

  @Test func aCoordinateBeyondThePoleIsNamed() throws {
    #expect(
      try Self.reason { $0.points[7].latitudeE7 = 950_000_000 } == "point 7 has latitude 95.0°, beyond ±90°")
    #expect(
      try Self.reason { $0.addressCoordinate[2].longitudeE7 = -1_850_000_000 }
        == "address 2 has longitude -185.0°, beyond ±180°")
    // The most negative fixed-point value, whose `abs` does not exist in 32 bits, is named too.
    #expect(
      try Self.reason { $0.poiCoordinate[1].latitudeE7 = .min }
        == "place 1 has latitude -214.7483648°, beyond ±90°")
  }

  @Test func referencesOutsideTheirArraysAreNamed() throws {
    #expect(
      try Self.reason { $0.graph.edgeTarget[3] = Int32($0.graph.nodeCount + 5) } == "edge target out of range"
    )
    #expect(
      try Self.reason { $0.graph.chainLastPoint[4] = Int32($0.points.count + 10) }
        == "chain points out of range")
    #expect(try Self.reason { $0.turns.turnTarget[9] = -2 } == "turn target out of range")
    #expect(
      try Self.reason { $0.featureName[0] = Int32($0.strings.count) } == "string reference out of range")
  }

  /// The indexes are read in place as stored: a tile listing an item that does not exist, or a
  /// reverse turn past the turns, is refused like bad data.
  @Test func storedIndexesAreChecked() throws {
    func reason(_ mutate: (inout MapIndexes) -> Void) throws -> String? {
      guard case .badMapFile(_, let reason) = try Self.open({ _ in }, indexes: mutate) else { return nil }
      return reason
    }
    #expect(
      try reason {
        $0.featureTiles = TileIndex(
          keys: $0.featureTiles.keys, tileStart: $0.featureTiles.tileStart,
          items: Column($0.featureTiles.items.map { _ in Int32.max }), levelMask: $0.featureTiles.levelMask)
      } == "bad feature tile index")
    #expect(try reason { $0.reverseTurn[0] = -1 } == "bad reverse turns")
    #expect(try reason { $0.pointChain[0] = 1_000_000 } == "bad point chains")
    #expect(try reason { $0.nodeRoads.append(0) } == "node arrays differ in length")
    // The contraction hierarchy: an arc to no node, a cost a search could loop on, a shortcut made of
    // itself (unpacking would not end), two nodes of one rank.
    #expect(try reason { $0.hierarchy.arcs[0].node = Int32.max } == "contraction hierarchy arcs out of range")
    #expect(
      try reason { $0.hierarchy.arcs[$0.hierarchy.arcs.count - 1].weight = -1 }
        == "contraction hierarchy costs negative or not finite")
    #expect(
      try reason { indexes in
        indexes.hierarchy.shortcutSecond[0] = Int32(try! TestData.map().turnGraph.turnCount)
      } == "contraction hierarchy shortcuts not made of earlier arcs")
    #expect(try reason { $0.hierarchy.start[1] = -1 } == "bad contraction hierarchy offsets")
    #expect(
      try reason { $0.hierarchy.rank[0] = $0.hierarchy.rank[1] }
        == "contraction hierarchy ranks not a numbering of the nodes")
    // Its core: a table that is not square, a cost a join would subtract or not compare, a node
    // that costs something to reach from itself.
    let coreFault = "contraction hierarchy core costs negative, not numbers or not 0 to themselves"
    #expect(try reason { $0.hierarchy.core.cost.append(0) } == "bad contraction hierarchy core size")
    #expect(try reason { $0.hierarchy.core.cost[1] = -1 } == coreFault)
    #expect(try reason { $0.hierarchy.core.cost[2] = .nan } == coreFault)
    #expect(try reason { $0.hierarchy.core.cost[$0.hierarchy.core.size + 1] = 3 } == coreFault)
    #expect(try reason { $0.hierarchy.core.cost[1] = .infinity } == nil)
    // The search index: a key or posting of no unit, a key of no kind, an entry of no place, a
    // prominence search would divide by, offsets past the end, a column cut short.
    #expect(
      try reason { $0.search.keyUnit[3] = Int32($0.search.unitCount) }
        == "bad search index: a key names no unit")
    #expect(
      try reason { $0.search.postingUnit[0] = -1 } == "bad search index: a posting names no unit")
    #expect(try reason { $0.search.keyKind[0] = 9 } == "bad search index: a key of an unknown kind")
    #expect(
      try reason { $0.search.entrySource[0] = Int32.min }
        == "bad search index: an entry names no place or street")
    #expect(
      try reason { $0.search.entryProminence[1] = 0 }
        == "bad search index: a prominence is not a positive number")
    #expect(try reason { $0.search.unitStart[1] = -1 } == "bad search index: bad unit offsets")
    #expect(
      try reason { $0.search.postingStart[$0.search.bigrams.count] += 1 }
        == "bad search index: bad posting offsets")
    #expect(try reason { $0.search.keyKind.append(0) } == "search index arrays differ in length")
  }

  /// The summary made at import: a component link or flag out of range, a largest component that
  /// is none, keys a bisection would miss, a name of no string, a length or opening place that is no
  /// number or off the globe.
  @Test func theSummaryIsChecked() throws {
    func reason(_ mutate: (inout MapSummary) -> Void) throws -> String? {
      guard case .badMapFile(_, let reason) = try Self.open({ _ in }, indexes: { mutate(&$0.summary) })
      else { return nil }
      return reason
    }
    let summary = try Self.indexes.get().summary
    #expect(summary.components.successors.count > 0 && summary.addressNames.streetKeys.count > 1)
    #expect(summary.addressNames.cityKeys.count > 0 && summary.addressNames.defaults[0] >= 0)
    #expect(try reason { $0.components.successors[0] = -1 } == "bad component index")
    #expect(try reason { $0.components.successors[0] = Int32($0.components.count) } == "bad component index")
    #expect(try reason { $0.components.reachFlags[0] = 4 } == "bad component index")
    #expect(
      try reason { $0.components.largestColumn[0] = Int32($0.components.count) } == "bad component index")
    #expect(
      try reason { $0.components.successorStart[1] = Int32($0.components.successors.count + 1) }
        == "bad component index")
    #expect(
      try reason { $0.components.reachFlags.append(0) } == "component index arrays differ in length")
    #expect(
      try reason { $0.addressNames.streetKeys[1] = $0.addressNames.streetKeys[0] } == "bad address names")
    #expect(try reason { $0.addressNames.cityOthers[0].y = -2 } == "bad address names")
    #expect(try reason { $0.addressNames.defaults[1] = Int32.max } == "bad address names")
    #expect(try reason { $0.addressNames.defaults.append(0) } == "address name arrays differ in length")
    #expect(try reason { $0.drivableRoadLength = .nan } == "bad drivable road length")
    #expect(try reason { $0.drivableRoadLength = -1 } == "bad drivable road length")
    #expect(try reason { $0.drivableRoadLength = 1e300 } == "bad drivable road length")
    #expect(try reason { $0.openingCoordinate.longitude = .nan } == "opening place off the globe")
    #expect(try reason { $0.openingCoordinate.latitude = 89 } == nil)
    #expect(try reason { $0.openingCoordinate.latitude = 91 } == "opening place off the globe")
  }

  @Test func offsetsPastTheEndAreNamed() throws {
    #expect(try Self.reason { $0.partStarts[$0.partStarts.count - 1] += 1 } == "bad part offsets")
    #expect(try Self.reason { $0.graph.edgeStart[5] = Int32($0.graph.edgeCount + 1) } == "bad edge offsets")
    #expect(try Self.reason { $0.turns.turnStart[1] = -1 } == "bad turn offsets")
  }

  /// A chain whose edge is another chain's: following edge → chain → edge would loop between roads.
  @Test func chainsAndEdgesThatPointElsewhereAreNamed() throws {
    #expect(
      try Self.reason { data in
        let other = data.graph.chainForwardEdge.firstIndex {
          $0 >= 0 && $0 != data.graph.chainForwardEdge[0]
        }!
        data.graph.chainForwardEdge[0] = data.graph.chainForwardEdge[other]
      } == "edge and chain disagree")
    // An edge that reaches another node than its road's end.
    let message = try #require(
      try Self.reason { data in
        let edge = 10
        data.graph.edgeTarget[edge] = (data.graph.edgeTarget[edge] + 1) % Int32(data.graph.nodeCount)
      })
    #expect(message.hasPrefix("edge 10 runs from node"))
  }

  @Test func negativeAndNonFiniteCostsAreNamed() throws {
    #expect(
      try Self.reason { $0.graph.edgeWeight[12] = -1 }
        == "edge 12 has weight -1.0: costs are finite and not negative")
    #expect(
      try Self.reason { $0.turns.turnTime[3] = .nan }
        == "turn 3 has time nan: costs are finite and not negative")
  }

  @Test func bearingsOutsideACircleAreNamed() throws {
    #expect(
      try Self.reason { $0.turns.edgeDeparture[4] = 361 }
        == "edge 4 has departure bearing 361.0: bearings lie in [0, 360]")
    #expect(
      try Self.reason { $0.turns.edgeArrival[0] = .nan }
        == "edge 0 has arrival bearing nan: bearings lie in [0, 360]")
    #expect(
      try Self.reason { $0.turns.edgeArrival[7] = -0.5 }
        == "edge 7 has arrival bearing -0.5: bearings lie in [0, 360]")
    #expect(
      try Self.reason { $0.turns.edgeArrival[7] = -.nan }?.hasPrefix("edge 7 has arrival bearing") == true)
    #expect(try Self.reason { $0.turns.edgeDeparture[3] = -0.0 } == nil)
    #expect(try Self.reason { $0.turns.edgeDeparture[2] = 360 } == nil)
    #expect(try Self.reason { $0.turns.edgeArrival.append(0) } == "bearing arrays differ in length")
  }

  /// Zeros of both signs, the extremes, infinities and NaNs.
  static let edgeValues: [Float] = [
    0, -Float.zero, Float.leastNonzeroMagnitude, 1, Float.greatestFiniteMagnitude,
    -Float.leastNonzeroMagnitude, -1, Float.infinity, -Float.infinity, Float.nan, -Float.nan,
    -Float.greatestFiniteMagnitude,
  ]

  /// The costs' one-pass test (on the values' bits) against the definition, at the edges.
  @Test(arguments: edgeValues)
  func costsTestedByTheirBits(value: Float) {
    let column = Column<Float>([3, 0.5, value, 7])
    #expect(MapValidator.areCosts(column) == (value.isFinite && !(value < 0)))
  }

  /// 300 seeded mutants, each one value of one graph or geometry array set to something else: each
  /// either opens and answers queries (a value no check can tell from a real one) or is refused with
  /// a reason; none crashes.
  @Test func randomMutantsOpenAndAnswerOrAreRefused() throws {
    var state: UInt64 = 2024
    func next(_ bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(max(bound, 1)))
    }
    var refused = 0
    for _ in 0..<300 {
      let field = next(8)
      let original = try Self.original.get()
      var data = original
      func pick(_ count: Int) -> Int { next(count) }
      let values: [Int32] = [-1, 0, 1, Int32.max, -7, Int32(next(100_000))]
      let value = values[next(values.count)]
      switch field {
      case 0: data.graph.edgeTarget[pick(data.graph.edgeCount)] = value
      case 1: data.graph.edgeChain[pick(data.graph.edgeCount)] = value
      case 2: data.graph.chainFirstPoint[pick(data.graph.chainFirstPoint.count)] = value
      case 3: data.graph.chainBackwardEdge[pick(data.graph.chainBackwardEdge.count)] = value
      case 4: data.turns.turnTarget[pick(data.turns.turnCount)] = value
      case 5: data.partStarts[pick(data.partStarts.count)] = value
      case 6: data.featurePartStarts[pick(data.featurePartStarts.count)] = value
      default: data.turns.nodeEdge[pick(data.turns.nodeCount)] = value
      }
      let bytes = MapFile.encode(data, try Self.indexes.get())
      do {
        let decoded = try bytes.withUnsafeBytes { try MapFile.decode($0, path: "mutant.hailmap") }
        let map = MapStore(decoded.0, decoded.1)
        _ = map.features(in: map.bounds)
        _ = try? map.route(
          from: Coordinate(latitude: 60.1699, longitude: 24.9384),
          to: Coordinate(latitude: 60.1718, longitude: 24.9490))
      } catch MapError.badMapFile {
        refused += 1
      }
    }
    #expect(refused > 200)
  }
}
