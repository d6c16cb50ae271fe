import Foundation

/// Closes the sea from `natural=coastline` chains in an extract cut to a box, the way osmcoastline
/// builds water polygons, adapted to clipped data.
///
/// OpenStreetMap's coastline has land on its **left** and water on its **right** (osmcoastline's
/// rule; OSM wiki Tag:natural=coastline), so an island's closed ring runs counter-clockwise. An
/// extract cuts the mainland's coastline open: each cut chain enters the box somewhere on its
/// boundary and leaves it somewhere else. The water lies to the right of every chain, so from where
/// a chain leaves the box the sea's outline follows the boundary **clockwise** (keeping the water on
/// its right, as the chain did) to the next chain's start, along that chain, and so on until it
/// comes back to the first chain. Each such cycle is one sea polygon; its ring runs clockwise.
///
/// - Closed rings inside the box are islands: holes in the sea polygon around them. When every
///   chain is a closed ring (no coast crosses the box), the sea is the whole box minus the islands.
/// - A chain that does not start and end on the boundary (usually broken at a gap in the extract)
///   cannot be closed and is dropped and counted, as osmcoastline leaves out what it cannot close.
struct CoastlineCloser {
  /// A sea polygon: its clockwise outer ring, then its islands (counter-clockwise), all closed.
  typealias Polygon = [[MapPoint]]

  var box: BoundaryBox
  /// How far from the boundary a chain may end and still count as cut by it, in plane units. The
  /// extract's last node before the cut lies up to one coastline segment inside the box; such an
  /// end is extended straight to the nearest edge (where the cut segment crossed is unknown).
  var tolerance: Double

  private(set) var seas: [Polygon] = []
  /// Open chains (or their clipped pieces) that could not be closed.
  private(set) var droppedChains = 0

  /// One clipped chain that starts and ends on the boundary.
  private struct Crossing {
    var points: [MapPoint]
    var start: Double
    var end: Double
  }

  init(box: BoundaryBox, tolerance: Double) {
    self.box = box
    self.tolerance = tolerance
  }

  /// Closes the sea from coastline chains, each in the coastline's own direction.
  mutating func close(_ chains: [[MapPoint]]) {
    var islands: [[MapPoint]] = []
    var crossings: [Crossing] = []
    var allClosed = true
    for chain in chains where chain.count >= 2 {
      let closed = chain.count >= 4 && chain.first == chain.last
      if closed && chain.allSatisfy(box.rect.contains) {
        islands.append(chain)
        continue
      }
      allClosed = false
      for piece in box.clip(closed ? rotatedToStartOutside(chain) : chain) {
        if let crossing = crossing(piece) { crossings.append(crossing) } else { droppedChains += 1 }
      }
    }
    if allClosed && !islands.isEmpty {
      let corners = box.corners.map(\.point)
      seas = [[corners + [corners[0]]] + islands]
      return
    }
    seas = joined(crossings).map { [$0] }
    for island in islands {
      if let sea = seas.indices.first(where: { RingGeometry.contains(seas[$0][0], island[0]) }) {
        seas[sea].append(island)
      }
    }
  }

  /// A closed ring that crosses the boundary, restarted at a vertex outside the box so that
  /// clipping yields whole pieces (none split at the ring's seam).
  private func rotatedToStartOutside(_ ring: [MapPoint]) -> [MapPoint] {
    guard let outside = ring.firstIndex(where: { !box.rect.contains($0) }) else { return ring }
    let open = ring.dropLast()
    return Array(open[outside...] + open[..<outside]) + [ring[outside]]
  }

  /// The piece as a boundary-to-boundary crossing, its ends extended onto the boundary when they
  /// lie within `tolerance` of it; nil when an end is further inside (a dangling chain).
  private func crossing(_ piece: [MapPoint]) -> Crossing? {
    guard let first = piece.first, let last = piece.last,
      box.distanceToBoundary(first) <= tolerance, box.distanceToBoundary(last) <= tolerance
    else { return nil }
    var points = piece
    let start = box.nearestBoundaryPoint(first)
    let end = box.nearestBoundaryPoint(last)
    if start != first { points.insert(start, at: 0) }
    if end != last { points.append(end) }
    return Crossing(points: points, start: box.perimeterPosition(start), end: box.perimeterPosition(end))
  }

  /// The sea's outer rings: from each crossing's end, clockwise along the boundary to the nearest
  /// crossing start, until the walk returns to where it began. A walk that runs into a crossing
  /// already used (coastline directions that contradict each other) is dropped with its crossings.
  private mutating func joined(_ crossings: [Crossing]) -> [[MapPoint]] {
    let next = crossings.map { from in
      crossings.indices.min { a, b in
        clockwise(from.end, crossings[a].start) < clockwise(from.end, crossings[b].start)
      }!
    }
    var used = [Bool](repeating: false, count: crossings.count)
    var rings: [[MapPoint]] = []
    for first in crossings.indices where !used[first] {
      var ring: [MapPoint] = []
      var walk: [Int] = []
      var current = first
      while true {
        used[current] = true
        walk.append(current)
        ring += crossings[current].points
        let following = next[current]
        ring += box.cornersClockwise(from: crossings[current].end, to: crossings[following].start)
        if following == first { break }
        if used[following] {
          droppedChains += walk.count
          ring = []
          break
        }
        current = following
      }
      if !ring.isEmpty { rings.append(ring + [ring[0]]) }
    }
    return rings
  }

  /// The distance walking clockwise along the boundary from one perimeter position to another.
  private func clockwise(_ from: Double, _ to: Double) -> Double {
    let distance = to - from
    return distance < 0 ? distance + box.perimeter : distance
  }
}
