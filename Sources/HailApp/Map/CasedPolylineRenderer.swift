import MapKit
import UIKit

/// A line with a darker casing in one overlay, as navigation apps draw a route: the casing is the
/// renderer's own stroke (`strokeColor`, `lineWidth`), and the line is stroked over it, narrower,
/// in the same drawing. Two overlays (a casing polyline under a line polyline) draw the same
/// pixels, but the map then keeps and composites two bitmaps of the route's size on every frame
/// that moves or zooms it. The line is the whole path (`strokeStart` and `strokeEnd` trim the
/// casing only), in a colour resolved once, when the renderer is made.
final class CasedPolylineRenderer: MKPolylineRenderer {
  /// The line over the casing; its width in screen points.
  private nonisolated let lineColor: CGColor
  private nonisolated let innerWidth: CGFloat

  init(polyline: MKPolyline, casing: UIColor, casingWidth: CGFloat, line: UIColor, lineWidth: CGFloat) {
    lineColor = line.cgColor
    innerWidth = lineWidth
    super.init(polyline: polyline)
    strokeColor = casing
    self.lineWidth = casingWidth
  }

  /// The casing as `MKPolylineRenderer` strokes it, then the line along the same path with the
  /// renderer's joins and caps.
  override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
    super.draw(mapRect, zoomScale: zoomScale, in: context)
    guard let path = self.path else { return }
    applyStrokeProperties(to: context, atZoomScale: zoomScale)
    context.setStrokeColor(lineColor)
    context.setLineWidth(innerWidth / (zoomScale > 0 ? zoomScale : 1))
    context.addPath(path)
    context.strokePath()
  }
}
