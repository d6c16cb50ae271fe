import Foundation

/// A continuous two-finger pinch: begins once the distance between the fingers has changed by more
/// than `UIPinchGestureRecognizer.hysteresis`, then reports `scale` (the distance now over the
/// distance at touch-down) and its velocity (scale per second).
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
  /// How much the span must change before the pinch begins: the pan's hysteresis, so a two-finger
  /// drag does not read as a pinch (UIKit documents no figure).
  @_spi(Hail) public static let hysteresis: CGFloat = PanHysteresis.distance

  /// The span now over the span when the fingers went down (or since `scale` was last set).
  open var scale: CGFloat = 1 {
    didSet { if scale.isFinite, scale > 0, currentSpan > 0 { initialSpan = currentSpan / scale } }
  }

  /// How fast `scale` changes, per second, fitted over the recent samples.
  open var velocity: CGFloat {
    tracker.velocity(at: UIApplication.shared.clock.now).x
  }

  private var initialSpan: CGFloat = 0
  private var currentSpan: CGFloat = 0
  private var tracker = VelocityTracker()

  override open var isContinuous: Bool { true }

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    ignoreTouchesBeyondTwo(touches, with: event)
    guard numberOfTouches == 2 else { return }
    initialSpan = twoFingerSpan
    currentSpan = initialSpan
    tracker.reset()
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches == 2, initialSpan > 0 else { return }
    currentSpan = twoFingerSpan
    let ratio = currentSpan / initialSpan
    tracker.addSample(CGPoint(x: ratio, y: 0), at: event.timestamp)
    switch state {
    case .possible:
      if abs(currentSpan - initialSpan) > Self.hysteresis {
        setScaleQuietly(ratio)
        state = .began
      }
    case .began, .changed:
      setScaleQuietly(ratio)
      state = .changed
    default:
      break
    }
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    endTwoFingerGesture()
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    cancelTwoFingerGesture()
  }

  override open func reset() {
    initialSpan = 0
    currentSpan = 0
    tracker.reset()
    setScaleQuietly(1)
  }

  /// Sets `scale` as the gesture measures it (the setter's rebasing is for the app's resets).
  private func setScaleQuietly(_ value: CGFloat) {
    let span = currentSpan
    currentSpan = 0
    scale = value
    currentSpan = span
  }
}
