import Foundation

/// The checks that read the values, not only the offsets: a file can pass its CRC and its array
/// bounds and still hold what no import writes (a coordinate beyond the pole, a negative cost, an
/// edge that runs between other nodes than its road's), which would surface later as nonsense
/// routes or a search that never ends. Each failure names what and where.
extension MapValidator {
  static func validateCoordinates(_ name: String, _ coordinates: Column<FixedCoordinate>, path: String) throws
  {
    func fail(_ what: String) -> MapError { MapError.badMapFile(path: path, reason: what) }
    // Magnitudes, not `abs`, which traps on Int32.min (a file holding it crashed here, unnamed).
    // One pass over the values in place first (about 2.4 million points at 100×) for the largest
    // magnitudes, which the compiler vectorizes (a test that stops at the first failure it does
    // not: 15 instructions a point); the index is looked for only in a file that fails.
    let (latitude, longitude) = coordinates.withUnsafeBufferPointer { buffer in
      var largest: (latitude: UInt32, longitude: UInt32) = (0, 0)
      for coordinate in buffer {
        largest.latitude = max(largest.latitude, coordinate.latitudeE7.magnitude)
        largest.longitude = max(largest.longitude, coordinate.longitudeE7.magnitude)
      }
      return largest
    }
    if latitude <= 900_000_000 && longitude <= 1_800_000_000 { return }
    if let index = coordinates.firstIndex(where: { $0.latitudeE7.magnitude > 900_000_000 }) {
      throw fail("\(name) \(index) has latitude \(coordinates[index].coordinate.latitude)°, beyond ±90°")
    }
    if let index = coordinates.firstIndex(where: { $0.longitudeE7.magnitude > 1_800_000_000 }) {
      throw fail("\(name) \(index) has longitude \(coordinates[index].coordinate.longitude)°, beyond ±180°")
    }
  }

  static func validateCosts(_ data: MapData, path: String) throws {
    func fail(_ what: String) -> MapError { MapError.badMapFile(path: path, reason: what) }
    let graph = data.graph
    for (name, values) in [
      ("length", graph.edgeLength), ("time", graph.edgeTime), ("weight", graph.edgeWeight),
    ] where !areCosts(values) {
      if let edge = values.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
        throw fail("edge \(edge) has \(name) \(values[edge]): costs are finite and not negative")
      }
    }
    for (name, values) in [("weight", data.turns.turnWeight), ("time", data.turns.turnTime)]
    where !areCosts(values) {
      if let turn = values.firstIndex(where: { !$0.isFinite || $0 < 0 }) {
        throw fail("turn \(turn) has \(name) \(values[turn]): costs are finite and not negative")
      }
    }
    for (name, values) in [("departure", data.turns.edgeDeparture), ("arrival", data.turns.edgeArrival)] {
      // 360 itself can be stored: a bearing a hair west of north rounds up to it. The negated
      // test refuses NaN too.
      if let edge = values.firstIndex(where: { !($0 >= 0 && $0 <= 360) }) {
        throw fail("edge \(edge) has \(name) bearing \(values[edge]): bearings lie in [0, 360]")
      }
    }
  }

  /// Whether every value is finite and not negative, in one pass the compiler vectorizes: such a
  /// `Float`'s bits, read as an integer, lie below +infinity's (sign clear, exponent not all ones),
  /// -0 (sign alone) being a zero. Only a file that fails is searched for where.
  static func areCosts(_ values: Column<Float>) -> Bool {
    values.withUnsafeBufferPointer { buffer in
      var largest: UInt32 = 0
      for value in buffer {
        let bits = value.bitPattern
        largest = max(largest, bits == (-Float.zero).bitPattern ? 0 : bits)
      }
      return largest < Float.infinity.bitPattern
    }
  }

  /// Each road edge leaves the node its chain starts from in its direction and reaches the node at
  /// the other end (else a route would jump between roads, or circle), and each chain starts and
  /// ends at its nodes' positions.
  static func validateChainEnds(_ data: MapData, path: String) throws {
    func fail(_ what: String) -> MapError { MapError.badMapFile(path: path, reason: what) }
    let graph = data.graph
    for node in 0..<graph.nodeCount {
      for edge in Int(graph.edgeStart[node])..<Int(graph.edgeStart[node + 1]) {
        let chain = Int(graph.edgeChain[edge])
        let forward = graph.chainForwardEdge[chain] == Int32(edge)
        let (from, to) =
          forward
          ? (graph.chainFromNode[chain], graph.chainToNode[chain])
          : (graph.chainToNode[chain], graph.chainFromNode[chain])
        guard from == Int32(node), to == graph.edgeTarget[edge] else {
          throw fail(
            "edge \(edge) runs from node \(node) to \(graph.edgeTarget[edge]), its chain \(chain) from \(from) to \(to)"
          )
        }
      }
    }
    for chain in 0..<graph.chainFirstPoint.count {
      let first = data.points[Int(graph.chainFirstPoint[chain])]
      let last = data.points[Int(graph.chainLastPoint[chain])]
      guard first == data.points[Int(graph.nodePoint[Int(graph.chainFromNode[chain])])],
        last == data.points[Int(graph.nodePoint[Int(graph.chainToNode[chain])])]
      else { throw fail("chain \(chain) does not start and end at its nodes") }
    }
  }
}
