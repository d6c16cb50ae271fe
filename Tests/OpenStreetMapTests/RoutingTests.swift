import Foundation
import OpenStreetMap
import Testing

/// Plain Dijkstra over the public turn graph: the reference the A* router must match. It leaves
/// `source` by any of its edges (paying the edge) and arrives at `target` by any edge into it.
private func dijkstra(_ map: MapStore, from source: Int, to target: Int, metric: RouteMetric) -> Double {
  let graph = map.graph
  let turns = map.turnGraph
  let cost = { (node: Int) -> Double in
    let edge = graph.edge(turns.edge(ofNode: node))
    return metric == .time ? edge.weight : edge.length
  }
  var best = [Double](repeating: .infinity, count: turns.nodeCount)
  var done = [Bool](repeating: false, count: turns.nodeCount)
  for edge in graph.edges(from: source) { best[edge.id] = cost(edge.id) }
  while true {
    var next = -1
    for node in 0..<turns.nodeCount where !done[node] && best[node] < .infinity {
      if next < 0 || best[node] < best[next] { next = node }
    }
    guard next >= 0 else { return .infinity }
    if graph.edge(turns.edge(ofNode: next)).target == target { return best[next] }
    done[next] = true
    for turn in turns.turns(from: next) {
      let candidate = best[next] + (metric == .time ? turn.weight : 0) + cost(turn.target)
      best[turn.target] = min(best[turn.target], candidate)
    }
  }
}

@Suite struct RoutingTests {
  @Test(arguments: RouteMetric.allCases)
  func routesEqualBruteForceDijkstra(metric: RouteMetric) throws {
    let map = try TestData.map()
    var generator = SeededGenerator(seed: metric == .time ? 1 : 2)
    var found = 0
    for _ in 0..<50 {
      let a = Int.random(in: 0..<map.graph.nodeCount, using: &generator)
      let b = Int.random(in: 0..<map.graph.nodeCount, using: &generator)
      guard a != b else { continue }
      let expected = dijkstra(map, from: a, to: b, metric: metric)
      let route = map.route(fromNode: a, toNode: b, metric: metric)
      #expect((route == nil) == (expected == .infinity), "\(a)→\(b): reachability differs")
      guard let route, expected < .infinity else { continue }
      found += 1
      #expect(
        abs(route.cost - expected) < 1e-6 * max(1, expected),
        "\(a)→\(b): \(route.cost) vs Dijkstra \(expected)")
      if metric == .distance { #expect(abs(route.distance - expected) < 1e-3 * max(1, expected)) }
      #expect(route.nodes.first == a && route.nodes.last == b)
    }
    #expect(found >= 30)
  }

  @Test func routesNeverDriveAOnewayBackwards() throws {
    let map = try TestData.map()
    // Segments of one-way roads, driven the wrong way (unless a two-way road shares them).
    var forbidden: Set<[Double]> = []
    var allowed: Set<[Double]> = []
    for road in map.features(in: map.bounds, kinds: [.road]) {
      for (a, b) in zip(road.parts[0], road.parts[0].dropFirst()) {
        switch road.oneway {
        case 1: forbidden.insert([b.x, b.y, a.x, a.y]); allowed.insert([a.x, a.y, b.x, b.y])
        case -1: forbidden.insert([a.x, a.y, b.x, b.y]); allowed.insert([b.x, b.y, a.x, a.y])
        default: allowed.formUnion([[a.x, a.y, b.x, b.y], [b.x, b.y, a.x, a.y]])
        }
      }
    }
    forbidden.subtract(allowed)
    #expect(forbidden.count > 50, "the extract should have one-way streets")
    var generator = SeededGenerator(seed: 3)
    let (southWest, northEast) = map.coordinateBounds
    var routes = 0
    for _ in 0..<60 {
      func random() -> Coordinate {
        Coordinate(
          latitude: Double.random(in: southWest.latitude...northEast.latitude, using: &generator),
          longitude: Double.random(in: southWest.longitude...northEast.longitude, using: &generator))
      }
      guard let route = try? map.route(from: random(), to: random()) else { continue }
      routes += 1
      let points = route.coordinates.map(WebMercator.project)
      for (a, b) in zip(points, points.dropFirst()) {
        #expect(!forbidden.contains([a.x, a.y, b.x, b.y]), "a route drives a one-way backwards")
      }
    }
    #expect(routes >= 30)
  }

  @Test func aRouteAcrossTheCentreHasSensibleFigures() throws {
    let map = try TestData.map()
    let route = try map.route(
      from: Coordinate(latitude: 60.1710, longitude: 24.9414),
      to: Coordinate(latitude: 60.1680, longitude: 24.9500))
    #expect(route.distance > 500 && route.distance < 3_000)
    #expect(route.expectedTravelTime > 30 && route.expectedTravelTime < 600)
    #expect(route.coordinates.count >= 2)
    let shortest = try map.route(
      from: Coordinate(latitude: 60.1710, longitude: 24.9414),
      to: Coordinate(latitude: 60.1680, longitude: 24.9500),
      metric: .distance)
    #expect(shortest.distance <= route.distance + 1e-6)
    #expect(shortest.expectedTravelTime >= route.expectedTravelTime - 1e-6)
  }

  @Test func offMapPointsAreATypedError() throws {
    let map = try TestData.map()
    let station = Coordinate(latitude: 60.1710, longitude: 24.9414)
    let tokyo = Coordinate(latitude: 35.68, longitude: 139.76)
    #expect(throws: MapError.offMap(tokyo)) { try map.route(from: station, to: tokyo) }
  }
}

@Suite struct GeocodingAndSearchTests {
  @Test func theRailwayStationAreaHasAnAddress() throws {
    let address = try TestData.map().reverseGeocode(Coordinate(latitude: 60.1710, longitude: 24.9414))
    let english = address.formatted(.english)
    #expect(english.contains("Kaivokatu") || english.contains("Rautatientori"), "got \(english)")
    #expect(english.hasSuffix(", Helsinki"))
    #expect(address.distance < 60)
    let chinese = address.formatted(.chinese)
    #expect(chinese.contains("号") || address.houseNumber == nil, "got \(chinese)")
  }

  @Test func geocodingOffTheMapThrows() throws {
    #expect(throws: MapError.self) {
      try TestData.map().reverseGeocode(Coordinate(latitude: 0, longitude: 0))
    }
  }

  @Test func kaisaniemiFindsThePark() throws {
    let results = try TestData.map().search(
      "kaisaniemi", near: Coordinate(latitude: 60.1710, longitude: 24.9414))
    let top = results.prefix(3)
    #expect(top.contains { $0.name.local == "Kaisaniemen puisto" && $0.categoryValue == "park" }, "\(top)")
  }

  @Test func searchIgnoresCaseAndDiacritics() throws {
    let map = try TestData.map()
    let plain = map.search("stockmann")
    #expect(plain.first?.name.local == "Stockmann")
    #expect(map.search("STÖCKMANN").map(\.name) == plain.map(\.name))
    #expect(map.search("").isEmpty)
  }

  @Test func prefixMatchesComeFirstThenDistanceOverProminence() throws {
    let results = try TestData.map().search("kaisa", limit: 20)
    #expect(!results.isEmpty)
    #expect(
      zip(results, results.dropFirst()).allSatisfy { a, b in
        a.matchRank < b.matchRank
          || (a.matchRank == b.matchRank && a.distance / a.prominence <= b.distance / b.prominence)
      })
  }
}
