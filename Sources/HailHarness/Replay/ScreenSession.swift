import Foundation
@_spi(Hail) import UIKit

/// A root view controller on a device, from a fresh start of the application on `system`: on a
/// virtual clock at t = 0, driven by touches, wheel steps, typed text, keys and time. Replays run
/// on one; the home screen's session is one (`HomeScreenSession`), and any other screen can be
/// (the view-controller flows the replay tests drive).
@MainActor
public class ScreenSession {
  public let window: UIWindow
  public let rootViewController: UIViewController
  @_spi(Hail) public let fingers: TouchInjector
  @_spi(Hail) public let keys: KeyPressInjector

  /// Starts the application on `system`, configures the device's screen, and shows the controller
  /// `makeRoot` builds (after the start, so it sees the fresh application).
  @_spi(Hail) public init(
    system: SystemEnvironment, device: Device, scale: CGFloat? = nil, root makeRoot: () -> UIViewController
  ) {
    (window, rootViewController) = device.startApplication(on: system, scale: scale, root: makeRoot)
    fingers = TouchInjector(window: window)
    keys = KeyPressInjector(window: window)
  }

  public var now: TimeInterval { UIApplication.shared.clock.now }

  /// Runs the frames up to `time`.
  public func advance(to time: TimeInterval) {
    UIApplication.shared.advance(to: time)
  }

  /// Applies a touch or wheel step now; returns the view a touch-down hit.
  @discardableResult
  public func perform(_ action: ReplayScript.Action) -> UIView? {
    switch action {
    case .touch(.down, let x, let y, let finger):
      return fingers.down(at: CGPoint(x: x, y: y), finger: finger)
    case .touch(.move, let x, let y, let finger):
      fingers.move(to: CGPoint(x: x, y: y), finger: finger)
    case .touch(.up, let x, let y, let finger):
      fingers.up(at: CGPoint(x: x, y: y), finger: finger)
    case .wheel(let dx, let dy, let x, let y):
      window.sendScrollWheel(translation: CGPoint(x: dx, y: dy), at: CGPoint(x: x, y: y))
    case .text(let text):
      keys.type(text)
    case .key(let key):
      keys.press(key.keyCode)
    case .snapshot, .screenshot:
      break
    }
    return nil
  }

  /// Whether something in the window takes typed text now (a text field is editing).
  public var acceptsText: Bool { keys.acceptsText }
}

extension ReplayScript.ReplayKey {
  /// The hardware key it presses.
  var keyCode: UIKeyboardHIDUsage {
    switch self {
    case .return: .keyboardReturnOrEnter
    case .backspace: .keyboardDeleteOrBackspace
    case .escape: .keyboardEscape
    case .tab: .keyboardTab
    case .delete: .keyboardDeleteForward
    case .left: .keyboardLeftArrow
    case .right: .keyboardRightArrow
    case .up: .keyboardUpArrow
    case .down: .keyboardDownArrow
    case .home: .keyboardHome
    case .end: .keyboardEnd
    }
  }
}
