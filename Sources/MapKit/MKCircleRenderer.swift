import Foundation
@_spi(Hail) import UIKit

/// Fills a circle and strokes it from `strokeStart` to `strokeEnd` of its circumference.
@preconcurrency @MainActor
open class MKCircleRenderer: MKOverlayPathRenderer {
  /// Where around the circle, as a fraction of its circumference, the stroke begins and ends: "the
  /// unit distance along the circle where the stroke starts… A unit distance of 0 represents the
  /// top of the circle and the stroke draws in a clockwise direction" (MapKit, iOS 14; defaults 0
  /// and 1), clamped to 0…1 where drawn. The fill is whole whatever they are. A change draws the
  /// circle again.
  open var strokeStart: CGFloat = 0 {
    didSet { setStrokeRange(from: strokeStart, to: strokeEnd) }
  }
  open var strokeEnd: CGFloat = 1 {
    didSet { setStrokeRange(from: strokeStart, to: strokeEnd) }
  }

  public nonisolated init(circle: MKCircle) {
    super.init(overlay: circle)
  }

  public nonisolated override init(overlay: any MKOverlay) {
    super.init(overlay: overlay)
  }

  /// The circle drawn; nil when the renderer was made for another kind of overlay.
  public nonisolated var circle: MKCircle! { overlay as? MKCircle }

  /// The circle inscribed in its bounding square, in the renderer's points, from its top clockwise
  /// on the map (where `strokeStart` measures from): increasing angles, y growing southwards.
  open nonisolated override func createPath() {
    guard let circle, circle.radius > 0 else { return }
    let square = rect(for: circle.bounds)
    let path = CGMutablePath()
    path.addArc(
      center: CGPoint(x: square.midX, y: square.midY), radius: square.width / 2, startAngle: -.pi / 2,
      endAngle: 3 * .pi / 2, clockwise: false)
    path.closeSubpath()
    self.path = path
  }
}
