import Foundation

/// A continuous two-finger rotation: `rotation` is the angle, in radians, the line between the
/// fingers has turned since they went down (positive clockwise on screen, as UIKit's), and
/// `velocity` its rate in radians per second.
///
/// It begins once the fingers have turned far enough that each has moved
/// `UIRotationGestureRecognizer.hysteresis` along its arc (half the span times the angle): the pan's
/// hysteresis, as the pinch uses it, so two fingers resting together do not read as a rotation
/// (UIKit documents no figure).
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
  @_spi(Hail) public static let hysteresis: CGFloat = PanHysteresis.distance

  /// The angle turned since the fingers went down (or since `rotation` was last set), in radians.
  open var rotation: CGFloat = 0 {
    didSet { if rotation.isFinite, !isMeasuring { baseAngle = currentAngle - rotation } }
  }

  /// How fast `rotation` changes, in radians per second, fitted over the recent samples.
  open var velocity: CGFloat {
    tracker.velocity(at: UIApplication.shared.clock.now).x
  }

  /// The angle the line between the fingers makes, unwrapped so it turns continuously.
  private var currentAngle: CGFloat = 0
  /// The angle `rotation` is measured from.
  private var baseAngle: CGFloat = 0
  private var isMeasuring = false
  private var tracker = VelocityTracker()

  override open var isContinuous: Bool { true }

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    ignoreTouchesBeyondTwo(touches, with: event)
    guard numberOfTouches == 2, let angle = lineAngle() else { return }
    currentAngle = angle
    baseAngle = angle
    tracker.reset()
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches == 2, let angle = lineAngle() else { return }
    // Unwrap: the step from the last angle is taken in (−π, π].
    var step = angle - currentAngle
    step -= 2 * .pi * (step / (2 * .pi)).rounded()
    currentAngle += step
    let turned = currentAngle - baseAngle
    tracker.addSample(CGPoint(x: turned, y: 0), at: event.timestamp)
    switch state {
    case .possible:
      if abs(turned) * twoFingerSpan / 2 > Self.hysteresis {
        setRotationQuietly(turned)
        state = .began
      }
    case .began, .changed:
      setRotationQuietly(turned)
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
    currentAngle = 0
    baseAngle = 0
    tracker.reset()
    setRotationQuietly(0)
  }

  /// Sets `rotation` as the gesture measures it (the setter's rebasing is for the app's resets).
  private func setRotationQuietly(_ value: CGFloat) {
    isMeasuring = true
    rotation = value
    isMeasuring = false
  }

  private func lineAngle() -> CGFloat? {
    guard let points = twoFingerPoints, points.0 != points.1 else { return nil }
    return atan2(points.1.y - points.0.y, points.1.x - points.0.x)
  }
}
