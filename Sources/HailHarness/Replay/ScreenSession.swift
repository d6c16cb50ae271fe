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
  /// Aimed touches that found no point on their view, as "t = …: aimed at ID, hit ID" lines.
  public private(set) var missedTouches: [String] = []
  /// Where each finger of an aimed touch went down: its moves and lift are offsets from there.
  private var aimedDowns: [Int: CGPoint] = [:]

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
    case .aimed(let touch):
      return performAimed(touch)
    case .snapshot, .screenshot:
      break
    }
    return nil
  }

  private func performAimed(_ touch: ReplayScript.AimedTouch) -> UIView? {
    if touch.phase == .down {
      let aim = TouchAim(touch, in: window)
      if !aim.onTarget {
        let hit = aim.hit.map { $0.accessibilityIdentifier ?? String(describing: type(of: $0)) } ?? "nothing"
        missedTouches.append(
          "t = \(String(format: "%.2f", now)) s: aimed at \(touch.identifier), hit \(hit)")
      }
      aimedDowns[touch.finger] = aim.point
    }
    let start = aimedDowns[touch.finger] ?? CGPoint(x: window.bounds.midX, y: window.bounds.midY)
    let point = CGPoint(x: start.x + touch.offset.width, y: start.y + touch.offset.height)
    switch touch.phase {
    case .down: return fingers.down(at: point, finger: touch.finger)
    case .move: fingers.move(to: point, finger: touch.finger)
    case .up:
      fingers.up(at: point, finger: touch.finger)
      aimedDowns[touch.finger] = nil
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
