import Foundation
@_spi(Hail) import UIKit

/// Strokes a polyline, from `strokeStart` to `strokeEnd` of its length.
@preconcurrency @MainActor
open class MKPolylineRenderer: MKOverlayPathRenderer {
  /// Where along the line, as a fraction of its length, the stroke begins and ends (MapKit's
  /// defaults: 0 and 1). A change makes the path again and draws it again.
  open var strokeStart: CGFloat = 0 {
    didSet { trimChanged() }
  }
  open var strokeEnd: CGFloat = 1 {
    didSet { trimChanged() }
  }

  /// Guards `trim`, read by drawing on the overlay queue.
  private nonisolated let trimLock = NSLock()
  private nonisolated(unsafe) var trim: (start: CGFloat, end: CGFloat) = (0, 1)

  public nonisolated init(polyline: MKPolyline) {
    super.init(overlay: polyline)
  }

  public nonisolated override init(overlay: any MKOverlay) {
    super.init(overlay: overlay)
  }

  /// The line drawn; nil when the renderer was made for another kind of overlay.
  public nonisolated var polyline: MKPolyline! { overlay as? MKPolyline }

  private func trimChanged() {
    let start = min(max(strokeStart, 0), 1)
    let end = min(max(strokeEnd, 0), 1)
    trimLock.withLock { trim = (start, end) }
    invalidatePath()
    setNeedsDisplay()
  }

  /// The line's points in the renderer's points, cut to `strokeStart`…`strokeEnd` of its length.
  open nonisolated override func createPath() {
    guard let polyline, polyline.pointCount > 1 else { return }
    let (start, end) = trimLock.withLock { trim }
    guard start < end else { return }
    let points = UnsafeBufferPointer(start: polyline.points(), count: polyline.pointCount).map(point(for:))
    let path = CGMutablePath()
    if start == 0, end == 1 {
      path.addLines(between: points)
    } else {
      path.addLines(between: Self.cut(points, from: start, to: end))
    }
    self.path = path
  }

  /// The part of the line through `points` from `start` to `end` of its length.
  nonisolated static func cut(_ points: [CGPoint], from start: CGFloat, to end: CGFloat) -> [CGPoint] {
    var lengths = [CGFloat](repeating: 0, count: points.count)
    for index in points.indices.dropFirst() {
      let a = points[index - 1]
      let b = points[index]
      lengths[index] = lengths[index - 1] + hypot(b.x - a.x, b.y - a.y)
    }
    let total = lengths.last ?? 0
    guard total > 0 else { return [] }
    func at(_ distance: CGFloat) -> (point: CGPoint, index: Int) {
      let index = max(lengths.firstIndex { $0 >= distance } ?? points.count - 1, 1)
      let span = lengths[index] - lengths[index - 1]
      let t = span > 0 ? (distance - lengths[index - 1]) / span : 0
      let a = points[index - 1]
      let b = points[index]
      return (CGPoint(x: a.x + (b.x - a.x) * t, y: a.y + (b.y - a.y) * t), index)
    }
    let first = at(start * total)
    let last = at(end * total)
    return [first.point] + points[first.index..<last.index] + [last.point]
  }
}
