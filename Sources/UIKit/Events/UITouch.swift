import Foundation

/// One finger on the screen, from touch-down to lift-off. The same object is delivered for every
/// phase of that finger, as in UIKit.
@preconcurrency @MainActor
open class UITouch: NSObject {
  public enum Phase: Int, Sendable {
    case began, moved, stationary, ended, cancelled
  }

  public enum TouchType: Int, Sendable {
    case direct, indirect, pencil, indirectPointer
  }

  public internal(set) var phase: Phase = .began
  public internal(set) var timestamp: TimeInterval
  /// How many taps in quick succession at about the same place this touch is part of (1 for a single).
  public internal(set) var tapCount: Int
  public internal(set) var type: TouchType = .direct
  /// The view the touch was hit-tested to on touch-down; it keeps receiving the touch.
  public internal(set) var view: UIView?
  public internal(set) weak var window: UIWindow?
  /// The recognizers that receive this touch (on the hit view and its ancestors).
  public internal(set) var gestureRecognizers: [UIGestureRecognizer]? = []

  /// Delivery to the hit view: held back by a recognizer that delays touchesBegan, delivered, and
  /// cancelled (once a recognizer with `cancelsTouchesInView` took the touch).
  var isHeldFromView = false
  var wasDeliveredToView = false
  var isCancelledForView = false
  var wasCancelSentToView = false

  var isActive: Bool { phase != .ended && phase != .cancelled }

  /// Where the finger is, in window coordinates.
  var locationInWindow: CGPoint
  var previousLocationInWindow: CGPoint

  init(location: CGPoint, timestamp: TimeInterval, tapCount: Int, window: UIWindow) {
    self.locationInWindow = location
    self.previousLocationInWindow = location
    self.timestamp = timestamp
    self.tapCount = tapCount
    self.window = window
  }

  /// The touch's location in `view`'s coordinates (the window's when nil).
  public func location(in view: UIView?) -> CGPoint {
    convertFromWindow(locationInWindow, to: view)
  }

  /// The location of the previous phase of this touch, in `view`'s coordinates.
  public func previousLocation(in view: UIView?) -> CGPoint {
    convertFromWindow(previousLocationInWindow, to: view)
  }

  private func convertFromWindow(_ point: CGPoint, to view: UIView?) -> CGPoint {
    guard let view, let window else { return point }
    return view.convert(point, from: window)
  }
}
