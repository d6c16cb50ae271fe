@_spi(Hail) import CoreGraphics
import Dispatch
@_spi(Hail) import UIKit

/// A tile view's drawing made on the map's tile queue, off the frame, and handed to the view on a
/// fixed later frame (`handOverFrame`): the main thread waits for it then if it is not done yet,
/// or, past the frame's patience (`UIApplication.queueWaitDeadline()`), draws it itself, so which
/// tiles show in which frame depends on frames alone, never on how fast the other thread was. A
/// replay on the virtual clock shows the same pixels in the same frames on every machine.
@preconcurrency @MainActor
final class MapTileRaster {
  let view: MapTileView
  /// The camera scale the tile is drawn for (its bounds are `MapTileView.side` times it).
  let scale: CGFloat
  let handOverFrame: Int
  /// What the drawing was made under: the view's appearance, its requests to be drawn again
  /// (`MapTileView.displayRequests`) and its fill; a view that changed any of them since is
  /// drawn again instead, as `CATiledLayer` drops a tile drawn before `setNeedsDisplay()`.
  private let style: UIUserInterfaceStyle
  private let displayRequests: Int
  private let bitmap: MapTileBitmap
  private let result: QueueResult<CGImage?>

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
    displayRequests = view.displayRequests
    let bitmap = MapTileBitmap(
      drawing: drawing, side: MapTileView.side * scale, screenScale: UIScreen.main.scale,
      fill: view.drawnContentFill)
    self.bitmap = bitmap
    let result = QueueResult<CGImage?>(nil)
    self.result = result
    queue.async(execute: result.work { bitmap.draw() })
  }

  /// Lets the queue skip the drawing if it has not begun: nobody will take it.
  func cancel() {
    result.cancel()
  }

  /// Gives the view its drawing (waiting for it until `deadline`, as long as it takes when nil, then
  /// drawing it here), unless the view no longer wants it: drawn whole meanwhile at that scale,
  /// changed as `style` says, or showing a drawing already while the camera now comes to rest at
  /// `restingScale`, another scale (a new zoom began). True when the view took it, sized for
  /// `scale`. Waited for before the checks, so a drawing under way when the view changed is let end
  /// and not begun again here for nothing.
  func handOver(restingScale: CGFloat, deadline: Dispatch.DispatchTime?) -> Bool {
    let done = result.isDone(by: deadline)
    let stale = view.isDrawn && !MapTileView.isSameScale(restingScale, scale)
    guard !stale, !view.isDrawn(at: scale) || view.isPartlyDrawn,
      view.traitCollection.userInterfaceStyle == style, view.displayRequests == displayRequests
    else {
      if !done { cancel() }
      return false
    }
    guard let image = result.value(makingHereBy: deadline),
      image.width == Int((bitmap.side * bitmap.screenScale).rounded(.up))
    else { return false }
    view.rasterize(at: scale)
    return view.takeDrawing(image, scale: bitmap.screenScale, filledWith: bitmap.fill, part: nil)
  }
}
