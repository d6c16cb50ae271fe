@_spi(Hail) import CoreGraphics
import Dispatch
@_spi(Hail) import UIKit

/// An overlay's drawing made on the map's overlay queue, off the frame, as MapKit draws overlays
/// on threads of its own, and handed to the overlay's view on a fixed later frame
/// (`handOverFrame`), the main thread waiting for it then if it is not done, or drawing it itself
/// past the frame's patience (`take()`): which drawing shows in which frame depends on frames
/// alone, so a replay shows the same pixels on every machine (as `MapTileRaster` does for tiles).
@preconcurrency @MainActor
final class MapOverlayRaster {
  /// The map rectangle drawn, and the map points per point it was drawn at.
  let rect: MKMapRect
  let scale: Double
  let handOverFrame: Int
  /// The view's bounds size for the drawing, and its pixels per point.
  let size: CGSize
  let screenScale: CGFloat
  let fill: CGColor?
  /// The appearance the drawing was made under.
  let style: UIUserInterfaceStyle
  private let result: QueueResult<CGImage?>

  /// Starts drawing `rect` of `renderer`'s overlay at `scale` on `queue`, for a view filled with
  /// `fill` and showing `style`. The renderer copies what its drawing reads first, under `traits`.
  init(
    renderer: MKOverlayRenderer, rect: MKMapRect, scale: Double, traits: UITraitCollection,
    style: UIUserInterfaceStyle, fill: CGColor?, on queue: DispatchQueue, handOverFrame: Int
  ) {
    self.rect = rect
    self.style = style
    self.scale = scale
    self.handOverFrame = handOverFrame
    self.fill = fill
    let size = CGSize(width: rect.width / scale, height: rect.height / scale)
    let screenScale = UIScreen.main.scale
    self.size = size
    self.screenScale = screenScale
    traits.performAsCurrent { renderer.prepareForDrawing() }
    let result = QueueResult<CGImage?>(nil)
    self.result = result
    queue.async(
      execute: result.work {
        Self.draw(renderer, rect: rect, scale: scale, size: size, screenScale: screenScale)
      })
  }

  private nonisolated static func draw(
    _ renderer: MKOverlayRenderer, rect: MKMapRect, scale: Double, size: CGSize, screenScale: CGFloat
  ) -> CGImage? {
    let width = Int((size.width * screenScale).rounded(.up))
    let height = Int((size.height * screenScale).rounded(.up))
    guard width > 0, height > 0,
      let context = CGContext(bitmapWidth: width, height: height, scale: screenScale)
    else { return nil }
    MapOverlayView.draw(renderer, mapRect: rect, mapPointsPerPoint: scale, in: context)
    return context.makeImageSharingBitmap()
  }

  /// Lets the queue skip the drawing if it has not begun: nobody will take it.
  func cancel() {
    result.cancel()
  }

  /// The drawing, waiting for it if it is not done, or drawn here if the overlay queue has not
  /// drawn it by the frame's deadline for queues (`UIApplication.queueWaitDeadline()`,
  /// `QueueResult.value(makingHereBy:)`; MapKit may call a renderer's `draw(_:zoomScale:in:)` on
  /// several threads at once); nil if none could be made. Drawn here, it reads the renderer as it
  /// stands at the hand-over, not as it stood when the queue was given it: the same pixels when
  /// nothing it draws from changed between the two, but a stroke range (`strokeStart`,
  /// `strokeEnd`) or path changed meanwhile shows a frame early, and a custom renderer whose `draw`
  /// reads other state or the current traits (`UITraitCollection.current` is the main thread's
  /// here) draws what it reads then.
  func take() -> CGImage? {
    result.value(makingHereBy: UIApplication.shared.queueWaitDeadline())
  }
}
