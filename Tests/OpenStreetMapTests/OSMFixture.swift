import Foundation
import OpenStreetMap

/// A small hand-made OpenStreetMap extract, written as `.osm` XML (which readosm reads as it reads
/// PBF) and imported: nodes placed in metres east and north of a point in Helsinki.
struct OSMFixture {
  static let origin = Coordinate(latitude: 60.17, longitude: 24.94)

  private var nodes: [(id: Int64, x: Double, y: Double, tags: [String: String])] = []
  private var ways: [(id: Int64, refs: [Int64], tags: [String: String])] = []
  private var relations:
    [(id: Int64, members: [(type: String, ref: Int64, role: String)], tags: [String: String])] =
      []

  /// Adds a node `x` metres east and `y` metres north of the origin.
  mutating func node(_ id: Int64, _ x: Double, _ y: Double, _ tags: [String: String] = [:]) {
    nodes.append((id, x, y, tags))
  }

  mutating func way(_ id: Int64, _ refs: [Int64], _ tags: [String: String]) { ways.append((id, refs, tags)) }

  /// A `type=restriction` relation: from way, via node or ways, to way.
  mutating func restriction(
    _ id: Int64, _ value: String, from: Int64, viaNode: Int64? = nil, viaWays: [Int64] = [], to: Int64,
    tags: [String: String] = [:]
  ) {
    var members: [(String, Int64, String)] = [("way", from, "from")]
    if let viaNode { members.append(("node", viaNode, "via")) }
    members += viaWays.map { ("way", $0, "via") }
    members.append(("way", to, "to"))
    relations.append(
      (id, members, tags.merging(["type": "restriction", "restriction": value]) { a, _ in a }))
  }

  /// The coordinate `x` metres east and `y` metres north of the origin.
  static func coordinate(_ x: Double, _ y: Double) -> Coordinate {
    Coordinate(
      latitude: origin.latitude + y / 111_195.0,
      longitude: origin.longitude + x / (111_195.0 * cos(origin.latitude * .pi / 180)))
  }

  var xml: String {
    func attributes(_ tags: [String: String]) -> String {
      tags.sorted { $0.key < $1.key }.map { "<tag k=\"\(escape($0.key))\" v=\"\(escape($0.value))\"/>" }
        .joined()
    }
    var text = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<osm version=\"0.6\" generator=\"hail-tests\">\n"
    for node in nodes {
      let point = OSMFixture.coordinate(node.x, node.y)
      text += String(
        format: "<node id=\"%lld\" version=\"1\" lat=\"%.7f\" lon=\"%.7f\">", node.id, point.latitude,
        point.longitude)
      text += attributes(node.tags) + "</node>\n"
    }
    for way in ways {
      text += "<way id=\"\(way.id)\" version=\"1\">" + way.refs.map { "<nd ref=\"\($0)\"/>" }.joined()
      text += attributes(way.tags) + "</way>\n"
    }
    for relation in relations {
      text += "<relation id=\"\(relation.id)\" version=\"1\">"
      text += relation.members.map { "<member type=\"\($0.type)\" ref=\"\($0.ref)\" role=\"\($0.role)\"/>" }
        .joined()
      text += attributes(relation.tags) + "</relation>\n"
    }
    return text + "</osm>\n"
  }

  /// Writes the XML to a temporary `.osm` file and imports it.
  func map() throws -> MapStore { try importExtract().map }

  /// Writes the XML to a temporary `.osm` file and imports it, with the import's statistics.
  func importExtract(progress: ((ImportProgress) -> Void)? = nil) throws -> (
    map: MapStore, statistics: ImportStatistics
  ) {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let path = directory.appendingPathComponent("fixture.osm").path
    try xml.write(toFile: path, atomically: true, encoding: .utf8)
    return try MapStore.importExtract(at: path, progress: progress)
  }

  private func escape(_ text: String) -> String {
    text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "\"", with: "&quot;")
      .replacingOccurrences(of: "<", with: "&lt;")
  }

  // MARK: Common shapes

  /// A square grid of two-way residential streets, `count` × `count` nodes `spacing` metres apart,
  /// node ids `1000 + row * count + column`, horizontal ways `2000 + row * count + column` (from
  /// the node to its east neighbour), vertical ways `3000 + …` (to its north neighbour).
  /// `overrides` adds tags to single ways.
  mutating func grid(
    count: Int, spacing: Double, tags: [String: String] = ["highway": "residential"],
    overrides: [Int64: [String: String]] = [:]
  ) {
    let tagged = { (id: Int64) in tags.merging(overrides[id] ?? [:]) { $1 } }
    for row in 0..<count {
      for column in 0..<count {
        node(OSMFixture.gridNode(row, column, count), Double(column) * spacing, Double(row) * spacing)
      }
    }
    for row in 0..<count {
      for column in 0..<count {
        let here = OSMFixture.gridNode(row, column, count)
        if column + 1 < count {
          let id = 2000 + Int64(row * count + column)
          way(id, [here, OSMFixture.gridNode(row, column + 1, count)], tagged(id))
        }
        if row + 1 < count {
          let id = 3000 + Int64(row * count + column)
          way(id, [here, OSMFixture.gridNode(row + 1, column, count)], tagged(id))
        }
      }
    }
  }

  static func gridNode(_ row: Int, _ column: Int, _ count: Int) -> Int64 {
    1000 + Int64(row * count + column)
  }
}
