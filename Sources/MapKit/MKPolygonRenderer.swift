import Foundation
@_spi(Hail) import UIKit

/// Fills a polygon, its holes left open, and strokes its outline and holes from `strokeStart` to
/// `strokeEnd` of their length.
@preconcurrency @MainActor
open class MKPolygonRenderer: MKOverlayPathRenderer {
  /// Where along the outline, then each hole in turn, as a fraction of their whole length, the
  /// stroke begins and ends: "the unit distance along the polygon where the stroke starts" (MapKit,
  /// iOS 14; defaults 0 and 1, the outline closed), clamped to 0…1 where drawn; the order, the
  /// outline from its first point then the holes, is Hail's, as Apple documents none. The fill is
  /// whole whatever they are. A change draws the polygon again.
  open var strokeStart: CGFloat = 0 {
    didSet { setStrokeRange(from: strokeStart, to: strokeEnd) }
  }
  open var strokeEnd: CGFloat = 1 {
    didSet { setStrokeRange(from: strokeStart, to: strokeEnd) }
  }

  public nonisolated init(polygon: MKPolygon) {
    super.init(overlay: polygon)
  }

  public nonisolated override init(overlay: any MKOverlay) {
    super.init(overlay: overlay)
  }

  /// The polygon drawn; nil when the renderer was made for another kind of overlay.
  public nonisolated var polygon: MKPolygon! { overlay as? MKPolygon }

  /// The outline and each hole as closed subpaths, in the renderer's points.
  open nonisolated override func createPath() {
    guard let polygon, polygon.pointCount > 2 else { return }
    let path = CGMutablePath()
    for ring in [polygon] + (polygon.interiorPolygons ?? []) where ring.pointCount > 2 {
      path.addLines(
        between: UnsafeBufferPointer(start: ring.points(), count: ring.pointCount).map(point(for:)))
      path.closeSubpath()
    }
    self.path = path
  }

  /// Fills by the even-odd rule, so the holes stay open whichever way their points run.
  open nonisolated override func fillPath(_ path: CGPath, in context: CGContext) {
    guard style.fill != nil else { return }
    context.addPath(path)
    context.fillPath(using: .evenOdd)
  }
}
