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
  /// Each road edge's stored bearings (`TurnGraph.edgeDeparture`, `edgeArrival`): a turn's angle
  /// is their difference, with no point read and no trigonometry.
  private let departure: Column<Double>
  private let arrival: Column<Double>
  /// Each edge's record (`EdgeRecords`), by position in `edges`: what `makeRoute` read for the
  /// route (a via-way copy's record is its edge's).
  private let records: [EdgeRecords.Record]

  init(
    store: MapStore, edges: [Int], records: [EdgeRecords.Record], boundaries: [Int], coordinates: [Coordinate]
  ) {
    precondition(records.count == edges.count, "a record for each edge")
    self.store = store
    self.edges = edges
    self.records = records
    self.boundaries = boundaries
    self.coordinates = coordinates
    graph = store.data.graph
    departure = store.data.turns.edgeDeparture
    arrival = store.data.turns.edgeArrival
    // What the steps' loop compares and measures, asked for before it: the names where the road
    // feature changes, the bearings wherever an angle may be read.
    let data = store.data
    for (index, record) in records.enumerated() {
      let isNewFeature = index == 0 || record.feature != records[index - 1].feature
      if isNewFeature {
        let feature = Int(record.feature)
        data.featureName.prefetch(feature)
        data.featureNameZh.prefetch(feature)
        data.featureNameEn.prefetch(feature)
      }
      if index > 0, isNewFeature || records[index - 1].roads > 2 {
        arrival.prefetch(edges[index - 1])
        departure.prefetch(edges[index])
      }
    }
  }

  func steps() -> [RouteStep] {
    guard !edges.isEmpty, coordinates.count >= 1 else { return [] }
    // (coordinate index, manoeuvre, position in `edges` of the edge driven after it, position of
    // the step's first edge: the roundabout's first, before its exit)
    var marks: [(index: Int, maneuver: RouteStep.Maneuver, edge: Int, first: Int)] = []
    // Room for a step at every edge, so neither list is copied as it grows (a long route has
    // hundreds of steps).
    marks.reserveCapacity(edges.count + 1)
    marks.append((0, .depart(bearing: TurnCost.startBearing(coordinates)), 0, 0))
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
      // The angle only where it can make a step: most of a long route's nodes join two roads of
      // one name.
      if isUTurn || renamed || isJunction {
        let direction: RouteStep.TurnDirection =
          isUTurn
          ? .uTurn
          : RouteStep.TurnDirection(
            angle: TurnCost.angle(arrival: arrival[previous], departure: departure[next]))
        let bends = direction != .straight && direction != .slightLeft && direction != .slightRight
        if isUTurn || renamed || bends {
          marks.append((boundaries[index], .turn(direction), index, index))
        }
      }
      index += 1
    }
    var steps: [RouteStep] = []
    steps.reserveCapacity(marks.count + 1)
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
