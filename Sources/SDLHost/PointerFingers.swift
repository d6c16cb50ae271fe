import Foundation
@_spi(Hail) import UIKit

/// Turns the mouse into fingers: the left button is finger 0; a drag that starts with Ctrl held is
/// a pinch around the window's centre, with finger 1 mirrored through it (centre − (p − centre)),
/// the way the iOS Simulator's Option-drag pinches.
@MainActor
final class PointerFingers {
  private let injector: TouchInjector
  private let onTouchDown: (@MainActor (TouchDownRecord) -> Void)?
  private var pinching = false

  init(window: UIWindow, onTouchDown: (@MainActor (TouchDownRecord) -> Void)?) {
    injector = TouchInjector(window: window)
    self.onTouchDown = onTouchDown
  }

  func down(at point: CGPoint, pinch: Bool) {
    guard injector.activeFingers.isEmpty else { return }
    pinching = pinch
    record(point, hit: injector.down(at: point, finger: 0))
    if pinch {
      let mirrored = mirror(point)
      record(mirrored, hit: injector.down(at: mirrored, finger: 1))
    }
  }

  func move(to point: CGPoint) {
    injector.move(to: point, finger: 0)
    if pinching { injector.move(to: mirror(point), finger: 1) }
  }

  func up(at point: CGPoint) {
    injector.up(at: point, finger: 0)
    if pinching { injector.up(at: mirror(point), finger: 1) }
    pinching = false
  }

  /// The window goes away with fingers down: they are cancelled, as when the system takes them.
  func cancelAll() {
    for finger in injector.activeFingers { injector.cancel(finger: finger) }
    pinching = false
  }

  private func mirror(_ point: CGPoint) -> CGPoint {
    let bounds = injector.window.bounds
    return CGPoint(x: 2 * bounds.midX - point.x, y: 2 * bounds.midY - point.y)
  }

  private func record(_ point: CGPoint, hit: UIView?) {
    guard let onTouchDown else { return }
    let name = hit.map { $0.accessibilityIdentifier ?? String(describing: type(of: $0)) }
    let within = sequence(first: hit, next: { $0?.superview }).lazy.compactMap { $0?.accessibilityIdentifier }
      .first
    onTouchDown(
      TouchDownRecord(time: UIApplication.shared.clock.now, location: point, view: name, within: within))
  }
}
