@_spi(Hail) import CoreGraphics
import Dispatch
import EngineTime
import Synchronization

/// The keyboard's keys drawn on the panel's own queue, as iOS draws its keyboard outside the app's
/// main thread: started when the keyboard is shown, while the frame goes on with the app's work,
/// and taken by the render (`KeyboardPanel.preparedContent`), which waits for it if it is not done.
/// The bitmap is the one `ContentCache` would make for the panel, so the pixels are the same as
/// drawing it in `draw(_:)`.
@preconcurrency @MainActor
final class KeyboardRaster {
  /// What was drawn: the look, in a bitmap of this size whose corner is at `origin` of the panel.
  let look: KeyboardLook
  let pixelSize: ContentCache.PixelSize
  let origin: CGPoint
  private let result = QueueResult<CGImage?>(nil)
  private let queue: EngineTime.DispatchQueue

  /// Starts drawing on `queue`, once `waitForTurn` returns, when one is given (a drawing that no
  /// frame waits for yet, made in the time between frames).
  init(
    look: KeyboardLook, pixelSize: ContentCache.PixelSize, origin: CGPoint,
    styles: (letter: CGTextStyle, function: CGTextStyle), on queue: EngineTime.DispatchQueue,
    waitForTurn: (@Sendable () -> Void)? = nil
  ) {
    self.look = look
    self.pixelSize = pixelSize
    self.origin = origin
    self.queue = queue
    let result = result
    queue.async(
      execute: result.work {
        waitForTurn?()
        guard let context = ContentCache.bitmap(pixelSize) else { return nil }
        context.translateBy(x: -origin.x, y: -origin.y)
        look.draw(in: context, letterStyle: styles.letter, functionStyle: styles.function)
        return context.makeImageSharingBitmap()
      })
  }

  /// The bitmap, once drawn (nil if it could not be made or the drawing was cancelled first).
  func image() -> CGImage? { drawn }

  /// Waited for once: the queue signals once.
  private lazy var drawn: CGImage? = result.wait(on: queue)

  /// Nobody will take the bitmap: the queue skips it if it has not begun.
  func cancel() {
    result.cancel()
  }

  /// Let go untaken (the panel gone with it): the queue skips the drawing if it has not begun.
  deinit {
    result.cancel()
  }
}
