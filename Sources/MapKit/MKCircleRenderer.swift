import Foundation
@_spi(Hail) import UIKit

/// Fills and strokes a circle.
@preconcurrency @MainActor
open class MKCircleRenderer: MKOverlayPathRenderer {
  public nonisolated init(circle: MKCircle) {
    super.init(overlay: circle)
  }

  public nonisolated override init(overlay: any MKOverlay) {
    super.init(overlay: overlay)
  }

  /// The circle drawn; nil when the renderer was made for another kind of overlay.
  public nonisolated var circle: MKCircle! { overlay as? MKCircle }

  /// The circle inscribed in its bounding square, in the renderer's points.
  open nonisolated override func createPath() {
    guard let circle, circle.radius > 0 else { return }
    path = CGPath(ellipseIn: rect(for: circle.bounds), transform: nil)
  }
}
