import Dispatch

extension UIApplication {
  /// When this frame's waits for drawings made on background queues end, on Dispatch's clock (in
  /// UIKit `DispatchTime` is the engine's, which a headless run holds still): one
  /// `SystemEnvironment.queuePatience` after the frame's first such wait, shared by all of them, so
  /// a frame handing over many tiles, labels and overlays of queues kept from every core waits that
  /// long once, not once each; nil when the environment gives no patience (wait whole). Keyed on
  /// `framesRun`: a wait outside a frame (code laying out between frames) shares the last frame's
  /// deadline, past already, and makes what is late at once.
  @_spi(Hail) public func queueWaitDeadline() -> Dispatch.DispatchTime? {
    guard let patience = environment.queuePatience else { return nil }
    if let queueWait, queueWait.frame == framesRun { return queueWait.deadline }
    let deadline = Dispatch.DispatchTime.now() + patience
    queueWait = (framesRun, deadline)
    return deadline
  }
}
