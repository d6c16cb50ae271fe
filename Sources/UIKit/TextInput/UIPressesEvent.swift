import Foundation

/// An event of physical presses (hardware keys), as UIKit's `UIPressesEvent`.
@preconcurrency @MainActor
open class UIPressesEvent: UIEvent {
  public let allPresses: Set<UIPress>
  /// Set when the presses reached the end of the responder chain (the application) with no
  /// responder handling them, so the host may use the key itself (Esc quits the window).
  var reachedApplication = false

  init(timestamp: TimeInterval, presses: Set<UIPress>) {
    allPresses = presses
    super.init(type: .presses, timestamp: timestamp, touches: nil)
  }

  /// The presses delivered to `gesture` (none here: recognizers take no presses yet).
  public func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> { [] }
}
