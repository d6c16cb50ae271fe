import Foundation

/// A discrete tap: `numberOfTouchesRequired` fingers down and up, `numberOfTapsRequired` times,
/// each tap within `UITapGestureRecognizer.maximumTapInterval` of the last, without moving more
/// than `allowableMovement`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
  /// How far a finger may wander before the tap fails (UIKit does not document it; 10 pt, as
  /// UILongPressGestureRecognizer's documented default `allowableMovement`).
  @_spi(Hail) public static let allowableMovement: CGFloat = 10
  /// The longest pause between the taps of a multi-tap (commonly measured at about 0.35 s).
  @_spi(Hail) public static let maximumTapInterval: TimeInterval = TouchInjector.multiTapInterval

  open var numberOfTapsRequired = 1
  open var numberOfTouchesRequired = 1

  private var tapsDone = 0
  private var fingersThisTap = 0
  private var startLocations: [ObjectIdentifier: CGPoint] = [:]
  private var nextTapDeadline: TimeInterval?

  override var waitsForMoreTouches: Bool { tapsDone > 0 && state == .possible }

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    nextTapDeadline = nil
    for touch in touches {
      startLocations[ObjectIdentifier(touch)] = touch.location(in: nil)
    }
    fingersThisTap = max(fingersThisTap, numberOfTouches)
    if numberOfTouches > numberOfTouchesRequired { state = .failed }
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    for touch in touches {
      guard let start = startLocations[ObjectIdentifier(touch)] else { continue }
      let location = touch.location(in: nil)
      if hypot(location.x - start.x, location.y - start.y) > Self.allowableMovement {
        state = .failed
        return
      }
    }
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches == 0 else { return }
    guard fingersThisTap == numberOfTouchesRequired else {
      state = .failed
      return
    }
    tapsDone += 1
    fingersThisTap = 0
    if tapsDone >= numberOfTapsRequired {
      state = .ended
    } else {
      nextTapDeadline = event.timestamp + Self.maximumTapInterval
    }
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func frameTick(at time: TimeInterval) {
    if let nextTapDeadline, time > nextTapDeadline, state == .possible {
      self.nextTapDeadline = nil
      state = .failed
    }
  }

  override open func reset() {
    tapsDone = 0
    fingersThisTap = 0
    startLocations.removeAll()
    nextTapDeadline = nil
  }
}
