@_spi(Hail) import CoreGraphics
import Foundation

extension CGPath {
  /// The part of the path from `start` to `end` of its length, each clamped to 0…1, as a stroke
  /// from `strokeStart` to `strokeEnd` draws it: Core Animation's shape layers ("values in between
  /// are interpolated linearly along the path length", `CAShapeLayer.strokeEnd`) and MapKit's
  /// polyline, polygon and circle renderers. All of the path (closed subpaths kept closed) from 0
  /// to 1; nil when the ends meet or cross, where nothing is stroked.
  @_spi(Hail) public func strokedPart(from start: CGFloat, to end: CGFloat) -> CGPath? {
    let start = min(max(start, 0), 1)
    let end = min(max(end, 0), 1)
    guard end > start else { return nil }
    guard start > 0 || end < 1 else { return self }
    let measure = PathMeasure(self)
    return measure.trimmed(from: start * measure.length, to: end * measure.length)
  }
}
