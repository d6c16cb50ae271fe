import Foundation
import OpenStreetMap
@_spi(Hail) import UIKit

/// Adds map geometry to a context's current path, projected into the drawing's points and thinned:
/// a point closer than `minimumStep` to the last one kept is dropped, so a tile at a low zoom does not
/// send Cairo hundreds of sub-pixel segments per street. The last point of a part is always kept, so
/// lines still meet exactly where features join (and across tile edges, where both tiles keep it).
struct PolylineEmitter {
  let transform: MetreToPointTransform
  /// Points closer than this (in drawing points) to the previous kept point are skipped.
  var minimumStep: Double = 0.35

  /// Adds `part` as an open subpath.
  func addLine(_ part: some BidirectionalCollection<MapPoint>, to context: CGContext) {
    emit(part, to: context, close: false)
  }

  /// Adds `ring` as a closed subpath (for fills with the even-odd rule).
  func addRing(_ ring: some BidirectionalCollection<MapPoint>, to context: CGContext) {
    emit(ring, to: context, close: true)
  }

  /// Adds `ring` as a closed subpath that turns clockwise on the map, reversed if it turns the other
  /// way: rings that all turn one way fill their union by the nonzero rule, where two overlap too.
  /// (The drawing's y runs down, which flips every ring's turn alike: they still agree.)
  func addClockwiseRing(_ ring: some BidirectionalCollection<MapPoint>, to context: CGContext) {
    if Self.turnsClockwise(ring) {
      emit(ring, to: context, close: true)
    } else {
      emit(ring.reversed(), to: context, close: true)
    }
  }

  /// Whether `ring` turns clockwise on the map (y up): its signed area, by the shoelace formula
  /// about its first point (which keeps the products small), is negative.
  static func turnsClockwise(_ ring: some Collection<MapPoint>) -> Bool {
    guard let origin = ring.first else { return true }
    var twiceArea = 0.0
    var previous = origin
    for point in ring.dropFirst() {
      twiceArea +=
        (previous.x - origin.x) * (point.y - origin.y) - (point.x - origin.x) * (previous.y - origin.y)
      previous = point
    }
    return twiceArea < 0
  }

  /// The projected points of `part` with the same thinning, for label placement.
  func points(_ part: some BidirectionalCollection<MapPoint>) -> [CGPoint] {
    var result: [CGPoint] = []
    result.reserveCapacity(part.count)
    let squaredStep = minimumStep * minimumStep
    for (offset, point) in zip(part.indices, part) {
      let projected = transform.apply(point)
      if let last = result.last, offset != part.indices.last {
        let dx = Double(projected.x - last.x)
        let dy = Double(projected.y - last.y)
        if dx * dx + dy * dy < squaredStep { continue }
      }
      result.append(projected)
    }
    return result
  }

  private func emit<Points: BidirectionalCollection<MapPoint>>(
    _ part: Points, to context: CGContext, close: Bool
  ) {
    guard part.count >= 2 else { return }
    let squaredStep = minimumStep * minimumStep
    var last = transform.apply(part[part.startIndex])
    context.move(to: last)
    let lastIndex = part.index(before: part.endIndex)
    var index = part.index(after: part.startIndex)
    while index <= lastIndex {
      let projected = transform.apply(part[index])
      let dx = Double(projected.x - last.x)
      let dy = Double(projected.y - last.y)
      if index == lastIndex || dx * dx + dy * dy >= squaredStep {
        context.addLine(to: projected)
        last = projected
      }
      index = part.index(after: index)
    }
    if close { context.closePath() }
  }
}
