import Foundation

extension UIApplication {
  /// Runs `work` once, on the next frame of the run loop: how the frameworks call completion
  /// handlers and delegates asynchronously on the main thread, never inside the call that started
  /// the request (Apple's use the main dispatch queue, which a virtual clock cannot drive).
  @_spi(Hail) public func performOnNextFrame(_ work: @escaping @MainActor () -> Void) {
    var link: CADisplayLink?
    link = CADisplayLink { fired in
      fired.invalidate()
      link = nil
      work()
    }
    link?.add(to: self)
  }
}
