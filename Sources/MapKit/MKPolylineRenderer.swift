import Foundation
@_spi(Hail) import UIKit

/// Strokes a polyline, from `strokeStart` to `strokeEnd` of its length.
@preconcurrency @MainActor
open class MKPolylineRenderer: MKOverlayPathRenderer {
  /// Where along the line, as a fraction of its length, the stroke begins and ends: "the unit
  /// distance along the line where the stroke starts" (MapKit, iOS 14; defaults 0 and 1), clamped
  /// to 0…1 where drawn. A change draws the line again.
  open var strokeStart: CGFloat = 0 {
    didSet { setStrokeRange(from: strokeStart, to: strokeEnd) }
  }
  open var strokeEnd: CGFloat = 1 {
    didSet { setStrokeRange(from: strokeStart, to: strokeEnd) }
  }

  public nonisolated init(polyline: MKPolyline) {
    super.init(overlay: polyline)
  }

  public nonisolated override init(overlay: any MKOverlay) {
    super.init(overlay: overlay)
  }

  /// The line drawn; nil when the renderer was made for another kind of overlay.
  public nonisolated var polyline: MKPolyline! { overlay as? MKPolyline }

  /// The line's points in the renderer's points.
  open nonisolated override func createPath() {
    guard let polyline, polyline.pointCount > 1 else { return }
    let path = CGMutablePath()
    path.addLines(
      between: UnsafeBufferPointer(start: polyline.points(), count: polyline.pointCount).map(point(for:)))
    self.path = path
  }
}
