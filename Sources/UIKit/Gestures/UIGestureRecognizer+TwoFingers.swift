import Foundation

/// What the two-finger gestures (pinch, rotation) share: they follow the first two touches only,
/// and a lifted or cancelled finger ends the gesture.
extension UIGestureRecognizer {
  /// Stops following the touches that went down after the first two.
  func ignoreTouchesBeyondTwo(_ touches: Set<UITouch>, with event: UIEvent) {
    guard numberOfTouches > 2 else { return }
    for touch in touches where !activeTouches.prefix(2).contains(where: { $0 === touch }) {
      ignore(touch, for: event)
    }
  }

  /// The first two touches down, in window coordinates, if two are.
  var twoFingerPoints: (CGPoint, CGPoint)? {
    let points = activeTouches.prefix(2).map { $0.location(in: nil) }
    return points.count == 2 ? (points[0], points[1]) : nil
  }

  /// The distance between the two fingers (0 without two).
  var twoFingerSpan: CGFloat {
    guard let points = twoFingerPoints else { return 0 }
    return hypot(points.1.x - points.0.x, points.1.y - points.0.y)
  }

  /// A finger lifted: the gesture ends once fewer than two are down (fails if it had not begun).
  func endTwoFingerGesture() {
    guard numberOfTouches < 2 else { return }
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  /// A finger was cancelled: so is the gesture (it fails if it had not begun).
  func cancelTwoFingerGesture() {
    state = (state == .began || state == .changed) ? .cancelled : .failed
  }
}
