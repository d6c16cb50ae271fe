import Foundation

/// A set of touches that changed together at one moment.
@preconcurrency @MainActor
open class UIEvent: NSObject {
  public enum EventType: Int, Sendable {
    case touches, motion, remoteControl, presses, scroll, hover, transform
  }

  public let type: EventType
  public let timestamp: TimeInterval
  /// Every touch of the sequence, including the ones that did not change (phase `.stationary`).
  public let allTouches: Set<UITouch>?

  init(type: EventType = .touches, timestamp: TimeInterval, touches: Set<UITouch>?) {
    self.type = type
    self.timestamp = timestamp
    self.allTouches = touches
  }

  public func touches(for view: UIView) -> Set<UITouch>? {
    allTouches?.filter { $0.view === view }
  }

  public func touches(for window: UIWindow) -> Set<UITouch>? {
    allTouches?.filter { $0.window === window }
  }

  public func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
    allTouches?.filter { touch in touch.gestureRecognizers?.contains { $0 === gesture } ?? false }
  }
}
