import Foundation
import HailApp
@_spi(Hail) import UIKit

/// The home screen on a device, from a fresh start of the application on `environment`: on a
/// virtual clock at t = 0 (what replays, the demo tour and the benchmarks drive with touches, wheel
/// steps and time), or on the monotonic clock for a real window.
@MainActor
public final class HomeScreenSession {
  public let environment: HailEnvironment
  public let window: UIWindow
  public let home: HomeViewController
  @_spi(Hail) public let fingers: TouchInjector
  @_spi(Hail) public let keys: KeyPressInjector

  /// Starts the application on `environment`'s system side, configures the device's screen, and
  /// shows the root view controller built on its app side. `log` receives what the app only logs
  /// (the original's button taps); silent by default.
  public init(
    environment: HailEnvironment, device: Device, scale: CGFloat? = nil,
    log: @escaping (String) -> Void = { _ in }
  ) {
    self.environment = environment
    (window, home) = device.startApplication(on: environment.system, scale: scale) {
      let home = HomeViewController(environment: environment.app)
      home.log = log
      return home
    }
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
