import Foundation

extension MapStore {
  /// How far from a road a route's start or end may be, in metres, before it is off the map.
  public static let snapLimit = 250.0
  /// OSRM's `--small-component-size` default: a strongly connected part of the network with fewer
  /// edges is a fragment (a car park, a one-way stub cut by the extract's edge), snapped to only when
  /// both ends of a route lie in it.
  static let smallComponentSize = 1000

  /// The nearest point on a road a route may start or end on (any component) within `limit`
  /// metres, or nil.
  public func snap(_ coordinate: Coordinate, within limit: Double = MapStore.snapLimit) -> RoadPosition? {
    require(.routing)
    return snapCandidates(coordinate, within: limit)?.nearest
  }

  /// The snapping candidates of a route's two ends; throws `MapError.offMap` for an end with no
  /// road in reach.
  func snapCandidates(_ start: Coordinate, _ end: Coordinate) throws -> (Candidates, Candidates) {
    guard let origin = snapCandidates(start) else { throw MapError.offMap(start) }
    guard let destination = snapCandidates(end) else { throw MapError.offMap(end) }
    return (origin, destination)
  }

  /// The route's two ends by OSRM's rule (`BasePlugin::SnapPhantomNodes`): the nearest roads,
  /// unless they are not both in one fragment, in which case each end in a fragment moves to the
  /// nearest road of the main network (if one is in reach).
  func snapEnds(_ origin: Candidates, _ destination: Candidates) -> (RoadPosition, RoadPosition) {
    let originComponent = component(ofChain: origin.nearest.chain)
    let destinationComponent = component(ofChain: destination.nearest.chain)
    if isTiny(originComponent) && isTiny(destinationComponent) && originComponent == destinationComponent {
      return (origin.nearest, destination.nearest)
    }
    return (origin.big ?? origin.nearest, destination.big ?? destination.nearest)
  }

  /// A coordinate's snapping candidates: the nearest road point, and where that is in a fragment,
  /// the nearest one in a component that is not.
  struct Candidates {
    var nearest: RoadPosition
    var big: RoadPosition?
  }

  /// The nearest snappable road point, and the nearest one in a component that is not a fragment.
  func snapCandidates(_ coordinate: Coordinate, within limit: Double = MapStore.snapLimit) -> Candidates? {
    guard let nearest = nearestPosition(coordinate, within: limit) else { return nil }
    var big: RoadPosition?
    if isTiny(component(ofChain: nearest.chain)) && !isTiny(components.largest) {
      big = nearestPosition(coordinate, within: limit) { !self.isTiny($0) }
    }
    return Candidates(nearest: nearest, big: big)
  }

  /// The nearest point within `limit` metres on a snappable road whose component passes `accept`
  /// (any road when nil: then no segment's component is looked up, three reads all over the map).
  /// Looks in a small square first and widens it only while nothing is found, so a query near a
  /// road reads a few grid cells.
  func nearestPosition(
    _ coordinate: Coordinate, within limit: Double, where accept: ((Int) -> Bool)? = nil
  ) -> RoadPosition? {
    guard coordinate.isValid else { return nil }
    let query = WebMercator.project(coordinate)
    let scale = WebMercator.scale(atLatitude: coordinate.latitude)
    let reach = limit * scale
    var radius = min(reach, 30 * scale)
    while true {
      var best: (squared: Double, segment: Int, fraction: Double)?
      let limitSquared = radius * radius
      // The square's segments gathered and their points asked for before any is measured: at 100×
      // a tile's segments lie all over the points column, and the measuring loop waited on each.
      var segments: [Int] = []
      indexes.segmentTiles.forEachCandidate(in: MapRect(center: query, width: 2 * radius, height: 2 * radius))
      {
        segments.append($0)
        // Both ends: 16 bytes a point, so one segment in four crosses a cache line.
        indexes.points.prefetch($0)
        indexes.points.prefetch($0 + 1)
      }
      for segment in segments {
        let (t, _, squared) = query.nearest(onSegmentFrom: points[segment], to: points[segment + 1])
        guard squared <= limitSquared, best == nil || (squared, segment) < (best!.squared, best!.segment),
          accept?(component(ofChain: Int(indexes.pointChain[segment]))) ?? true
        else { continue }
        best = (squared, segment, t)
      }
      if let best { return position(best.segment, best.fraction, coordinate) }
      if radius >= reach { return nil }
      radius = min(radius * 3, reach)
    }
  }

  private func position(_ segment: Int, _ fraction: Double, _ query: Coordinate) -> RoadPosition {
    let chain = Int(indexes.pointChain[segment])
    let a = data.points[segment].coordinate
    let b = data.points[segment + 1].coordinate
    let snapped = Coordinate(
      latitude: a.latitude + fraction * (b.latitude - a.latitude),
      longitude: a.longitude + fraction * (b.longitude - a.longitude))
    var offset = 0.0
    for index in Int(data.graph.chainFirstPoint[chain])..<segment {
      offset += data.points[index].coordinate.distance(to: data.points[index + 1].coordinate)
    }
    offset += a.distance(to: snapped)
    return RoadPosition(
      chain: chain, segment: segment, fraction: fraction, coordinate: snapped,
      offset: min(offset, chainLength(chain)), distanceFromQuery: snapped.distance(to: query))
  }

  /// The chain's component (both directions of a two-way road share one).
  func component(ofChain chain: Int) -> Int {
    let graph = data.graph
    let edge =
      graph.chainForwardEdge[chain] >= 0 ? graph.chainForwardEdge[chain] : graph.chainBackwardEdge[chain]
    return Int(data.turns.edgeComponent[Int(edge)])
  }

  func isTiny(_ component: Int) -> Bool {
    Int(data.turns.componentSize[component]) < MapStore.smallComponentSize
  }

  func chainLength(_ chain: Int) -> Double { Self.chainLength(chain, data.graph) }

  static func chainLength(_ chain: Int, _ graph: RoadGraph) -> Double {
    let edge =
      graph.chainForwardEdge[chain] >= 0 ? graph.chainForwardEdge[chain] : graph.chainBackwardEdge[chain]
    return Double(graph.edgeLength[Int(edge)])
  }
}
