import Foundation

/// One press of a physical button or key, from down to up, as UIKit's `UIPress`. The same object
/// is delivered for every phase of that key.
@preconcurrency @MainActor
open class UIPress: NSObject {
  public enum Phase: Int, Sendable {
    case began, changed, stationary, ended, cancelled
  }

  /// Buttons of a remote or game controller (UIKit's raw values); keyboard keys carry `key` instead.
  public enum PressType: Int, Sendable {
    case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
    case pageUp = 30, pageDown = 31
  }

  public internal(set) var phase: Phase
  public internal(set) var timestamp: TimeInterval
  public let type: PressType
  /// The keyboard key, for a press of a hardware key.
  public let key: UIKey?
  /// The responder the press was delivered to first.
  public internal(set) weak var responder: UIResponder?
  public internal(set) weak var window: UIWindow?
  /// How far a pressure-sensitive button is pressed: 1 down, 0 up.
  public var force: CGFloat { phase == .ended || phase == .cancelled ? 0 : 1 }

  init(key: UIKey, phase: Phase, timestamp: TimeInterval, window: UIWindow?) {
    self.key = key
    self.phase = phase
    self.timestamp = timestamp
    self.window = window
    // Apple documents the types for remote and game-controller buttons only; the arrow keys map to
    // the arrows and every other key reads `.select` here.
    switch key.keyCode {
    case .keyboardUpArrow: type = .upArrow
    case .keyboardDownArrow: type = .downArrow
    case .keyboardLeftArrow: type = .leftArrow
    case .keyboardRightArrow: type = .rightArrow
    default: type = .select
    }
  }
}
