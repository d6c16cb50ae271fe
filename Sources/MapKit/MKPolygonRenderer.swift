import Foundation
@_spi(Hail) import UIKit

/// Fills and strokes a polygon, its holes left open.
@preconcurrency @MainActor
open class MKPolygonRenderer: MKOverlayPathRenderer {
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
