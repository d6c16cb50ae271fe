@_spi(Hail) import CoreGraphics
import Dispatch
@_spi(Hail) import UIKit

/// A tile view's drawing made on the map's tile queue, off the frame, and handed to the view on a
/// fixed later frame (`handOverFrame`): the main thread waits for it then if it is not done yet,
/// so which tiles show in which frame depends on frames alone, never on how fast the other thread
/// was. A replay on the virtual clock shows the same pixels in the same frames on every machine.
@preconcurrency @MainActor
final class MapTileRaster {
  let view: MapTileView
  /// The camera scale the tile is drawn for (its bounds are `MapTileView.side` times it).
  let scale: CGFloat
  let handOverFrame: Int
  /// The appearance the drawing was made under: a tile whose view changed it since is drawn again.
  let style: UIUserInterfaceStyle
  private let screenScale: CGFloat
  private let result: Result

  /// What the queue leaves for the main thread: written there before `done` is signalled, read
  /// here only after waiting on it, so the semaphore orders the two.
  private final class Result: @unchecked Sendable {
    var image: CGImage?
    let done = DispatchSemaphore(value: 0)
  }

  /// Starts drawing `view` for camera scale `scale` at the screen's scale on `queue`, with
  /// `drawing` (made under the view's traits by its source).
  init(
    view: MapTileView, scale: CGFloat, drawing: @escaping MapTileDrawing, on queue: DispatchQueue,
    handOverFrame: Int
  ) {
    self.view = view
    self.scale = scale
    self.handOverFrame = handOverFrame
    style = view.traitCollection.userInterfaceStyle
    screenScale = UIScreen.main.scale
    let result = Result()
    self.result = result
    let width = MapTileView.side * scale
    let pixels = Int((width * screenScale).rounded(.up))
    let (fill, screenScale) = (view.drawnContentFill, screenScale)
    queue.async {
      defer { result.done.signal() }
      guard let context = CGContext(bitmapWidth: pixels, height: pixels, scale: screenScale) else { return }
      if let fill {
        // As the main thread's drawing starts an opaque view's bitmap (`drawnContentFill`).
        context.setFillColor(fill)
        context.fill(CGRect(x: 0, y: 0, width: width + 1, height: width + 1))
      }
      MapTileView.fit(context, width: width)
      drawing(context, CGSize(width: MapTileView.side, height: MapTileView.side))
      result.image = context.makeImageSharingBitmap()
    }
  }

  /// Gives the view its drawing (waiting for it if need be), sized for `scale`, unless it no longer
  /// wants it: drawn meanwhile at that scale, or now under another appearance. True when taken.
  func handOver() -> Bool {
    result.done.wait()
    guard let image = result.image, view.traitCollection.userInterfaceStyle == style,
      !view.isDrawn(at: scale)
    else { return false }
    view.rasterize(at: scale)
    return view.takeDrawnContent(image, scale: screenScale)
  }
}
