import Foundation

/// Turns a route's edges into turn-by-turn steps: a step where the road's name changes, at a real
/// turn (more than two roads meet and the route bends more than slightly), at a U-turn, and one
/// step for a whole roundabout (counting its exits, as OSRM's guidance does); then the arrival.
struct StepBuilder {
  let store: MapStore
  let edges: [Int]
  /// The index in `coordinates` where each edge starts.
  let boundaries: [Int]
  let coordinates: [Coordinate]
  /// The graph, read once (a computed `store.data.graph` copied its fifteen columns, retains and
  /// all, at every use).
  private let graph: RoadGraph
  private let mapPoints: Column<FixedCoordinate>
  /// Each edge's record (`EdgeRecords`), by position in `edges`: read in one short loop before the
  /// steps are made, so their cache misses overlap rather than come one after another inside the
  /// steps' loop, behind its branches.
  private let records: [EdgeRecords.Record]

  init(store: MapStore, edges: [Int], boundaries: [Int], coordinates: [Coordinate]) {
    self.store = store
    self.edges = edges
    self.boundaries = boundaries
    self.coordinates = coordinates
    graph = store.data.graph
    mapPoints = store.data.points
    let all = store.edgeRecords.wrapped
    records = edges.map { all[$0] }
    // The names compared where the road feature changes, asked for before the loop that compares them.
    let data = store.data
    for (index, record) in records.enumerated()
    where index == 0 || record.feature != records[index - 1].feature {
      let feature = Int(record.feature)
      data.featureName.prefetch(feature)
      data.featureNameZh.prefetch(feature)
      data.featureNameEn.prefetch(feature)
    }
  }

  func steps() -> [RouteStep] {
    guard !edges.isEmpty, coordinates.count >= 1 else { return [] }
    // (coordinate index, manoeuvre, position in `edges` of the edge driven after it, position of
    // the step's first edge: the roundabout's first, before its exit)
    var marks: [(index: Int, maneuver: RouteStep.Maneuver, edge: Int, first: Int)] = [
      (0, .depart(bearing: TurnCost.startBearing(coordinates)), 0, 0)
    ]
    var index = 1
    while index < edges.count {
      let previous = edges[index - 1]
      let next = edges[index]
      if records[index].has(.roundabout) && !records[index - 1].has(.roundabout) {
        // Count the exits passed until the one the route takes.
        var exits = 0
        var last = index
        while last < edges.count && records[last].has(.roundabout) {
          let node = Int(records[last].target)
          let leaves = (Int(graph.edgeStart[node])..<Int(graph.edgeStart[node + 1])).contains {
            !graph.has(.roundabout, $0) && $0 != graph.reverse(ofEdge: edges[last])
          }
          if leaves { exits += 1 }
          last += 1
          if last < edges.count && !records[last].has(.roundabout) { break }
        }
        marks.append((boundaries[index], .roundabout(exit: max(exits, 1)), min(last, edges.count - 1), index))
        index = last + 1
        continue
      }
      // The other direction of the same chain.
      let isUTurn = records[index].chain == records[index - 1].chain && next != previous
      // One road feature has one name: its three name columns are read only where the feature changes.
      let renamed =
        records[index].feature != records[index - 1].feature
        && nameKey(Int(records[index].feature)) != nameKey(Int(records[index - 1].feature))
      let isJunction = records[index - 1].roads > 2
      // The angle (two bearings, each a cosine and an arctangent) only where it can make a step:
      // most of a long route's nodes join two roads of one name, and at most junctions the route
      // surely goes on (nil: `TurnCost.surelyGoesOn`, no arctangent).
      if isUTurn || renamed || isJunction,
        let direction = isUTurn
          ? .uTurn : turn(from: records[index - 1], to: records[index], exactly: renamed)
      {
        let bends = direction != .straight && direction != .slightLeft && direction != .slightRight
        if isUTurn || renamed || bends {
          marks.append((boundaries[index], .turn(direction), index, index))
        }
      }
      index += 1
    }
    var steps: [RouteStep] = []
    for (position, mark) in marks.enumerated() {
      let isLast = position + 1 == marks.count
      let end = isLast ? coordinates.count - 1 : marks[position + 1].index
      let slice = Array(coordinates[mark.index...max(end, mark.index)])
      // The edges driven on the step: from its own up to the next step's.
      let first = mark.edge
      let covered = first..<(isLast ? edges.count : max(marks[position + 1].edge, first + 1))
      let distance = (mark.first..<(isLast ? edges.count : marks[position + 1].first)).reduce(0) {
        $0 + metres(onEdgeAt: $1)
      }
      steps.append(
        RouteStep(
          maneuver: mark.maneuver, road: name(records[mark.edge]), distance: distance, coordinates: slice,
          isLocalAccessOnly: covered.contains { records[$0].has(.restricted) }))
    }
    steps.append(
      RouteStep(
        maneuver: .arrive, road: name(records[edges.count - 1]), distance: 0,
        coordinates: [coordinates[coordinates.count - 1]],
        isLocalAccessOnly: false))
    return steps
  }

  /// The road feature's name as the interned string indices (equal names have equal indices), so comparing
  /// the roads at every edge of a long route decodes no strings.
  private func nameKey(_ feature: Int) -> SIMD3<Int32> {
    let data = store.data
    return SIMD3(data.featureName[feature], data.featureNameZh[feature], data.featureNameEn[feature])
  }

  private func name(_ edge: EdgeRecords.Record) -> PlaceName {
    let data = store.data
    let feature = Int(edge.feature)
    return PlaceName(
      local: data.string(data.featureName[feature]), chinese: data.string(data.featureNameZh[feature]),
      english: data.string(data.featureNameEn[feature]))
  }

  /// The direction the route turns where `arriving` meets `departing`, from the bearing each road
  /// has 10 m from the node (`TurnCost.lookahead`); nil where it surely keeps within a slight turn
  /// (`TurnCost.surelyGoesOn`) unless the direction is needed `exactly` (a step is made anyway).
  private func turn(
    from arriving: EdgeRecords.Record, to departing: EdgeRecords.Record, exactly: Bool
  ) -> RouteStep.TurnDirection? {
    let back = TurnCost.lookahead(points(arriving, reversed: true))
    let ahead = TurnCost.lookahead(points(departing, reversed: false), sharing: back)
    if !exactly, let back, let ahead, TurnCost.surelyGoesOn(back, ahead) { return nil }
    let arrival = (TurnCost.bearing(back) + 180).truncatingRemainder(dividingBy: 360)
    return RouteStep.TurnDirection(
      angle: TurnCost.angle(arrival: arrival, departure: TurnCost.bearing(ahead)))
  }

  /// The edge's coordinates in driving order (or from its end back), without copying them.
  private func points(_ edge: EdgeRecords.Record, reversed: Bool) -> ChainPoints {
    ChainPoints(
      points: mapPoints, first: Int(edge.firstPoint), last: Int(edge.lastPoint),
      fromFirst: edge.isForward != reversed)
  }

  /// Metres driven on `edges[position]`: the stored length of a whole edge (the import's sum of its
  /// segments' haversines, as a `Float`), so a long route's steps measure no segment again; the
  /// first and last edges, which the route may enter or leave part-way, segment by segment.
  private func metres(onEdgeAt position: Int) -> Double {
    guard position == 0 || position == edges.count - 1 else {
      return Double(records[position].length)
    }
    let end = position + 1 < edges.count ? boundaries[position + 1] : coordinates.count - 1
    guard boundaries[position] < end else { return 0 }
    return (boundaries[position]..<end).reduce(0) { $0 + coordinates[$1].distance(to: coordinates[$1 + 1]) }
  }
}

/// A chain's points from its first or from its last, read in place (a plain collection rather than
/// a lazy map, whose closure call per point was a tenth of a long route's steps).
struct ChainPoints: RandomAccessCollection {
  let points: Column<FixedCoordinate>
  let first: Int
  let last: Int
  let fromFirst: Bool

  var startIndex: Int { 0 }
  var endIndex: Int { last - first + 1 }
  subscript(position: Int) -> Coordinate { points[fromFirst ? first + position : last - position].coordinate }
}
