import Foundation

extension UIApplication {
  /// Runs `work` once, on the next frame of the run loop: how the frameworks call completion
  /// handlers and delegates asynchronously on the main thread, never inside the call that started
  /// the request (Apple's use the main dispatch queue, which a virtual clock cannot drive).
  @_spi(Hail) public func performOnNextFrame(_ work: @escaping @MainActor () -> Void) {
    // The application holds the link until it fires; the closure must not hold it too, or a
    // reset before that frame leaves the link and `work` (and all it captures) in a cycle.
    CADisplayLink { fired in
      fired.invalidate()
      work()
    }.add(to: self)
  }
}
