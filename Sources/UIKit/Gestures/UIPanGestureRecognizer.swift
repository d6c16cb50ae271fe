import Foundation

/// A continuous drag: begins once the touches' centroid has moved `PanHysteresis.distance` from where
/// it went down, then reports translation and a smoothed velocity.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
  open var minimumNumberOfTouches = 1
  open var maximumNumberOfTouches = Int.max
  /// The scroll events the gesture also follows: none by default (Apple: "Setting this mask enables
  /// the pan gesture to recognize scroll events, like a mouse scroll movement").
  open var allowedScrollTypesMask: UIScrollTypeMask = []

  /// The centroid where the gesture's translation is measured from, in window coordinates.
  private var origin: CGPoint = .zero
  /// The centroid now, in window coordinates.
  private var current: CGPoint = .zero
  private var tracker = VelocityTracker()

  override open var isContinuous: Bool { true }

  /// How far the touches have moved since touch-down (or since `setTranslation`), in `view`'s
  /// coordinate system (its scale and rotation; its own position and scroll do not matter).
  open func translation(in view: UIView?) -> CGPoint {
    vectorInView(CGPoint(x: current.x - origin.x, y: current.y - origin.y), view)
  }

  /// Makes the translation read `translation` from now on.
  open func setTranslation(_ translation: CGPoint, in view: UIView?) {
    let inWindow = vectorInWindow(translation, from: view)
    origin = CGPoint(x: current.x - inWindow.x, y: current.y - inWindow.y)
  }

  /// The velocity in points per second in `view`'s coordinate system, fitted over the recent samples.
  open func velocity(in view: UIView?) -> CGPoint {
    vectorInView(tracker.velocity(at: UIApplication.shared.clock.now), view)
  }

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if numberOfTouches > maximumNumberOfTouches {
      for touch in touches { ignore(touch, for: event) }
      return
    }
    // Before the gesture begins, a finger coming or going restarts the hysteresis: movement made
    // with fewer fingers than `minimumNumberOfTouches` must not count toward beginning.
    followCentroid(resetOrigin: state == .possible)
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    current = centroid()
    tracker.addSample(current, at: event.timestamp)
    switch state {
    case .possible:
      let moved = CGPoint(x: current.x - origin.x, y: current.y - origin.y)
      guard numberOfTouches >= minimumNumberOfTouches, PanHysteresis.isExceeded(by: moved) else { break }
      switch beginDecision(translation: moved) {
      case .begin: state = .began
      case .wait: break
      case .fail: state = .failed
      }
    case .began, .changed:
      state = .changed
    default:
      break
    }
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if numberOfTouches > 0 {
      followCentroid(resetOrigin: state == .possible)
      return
    }
    tracker.addSample(centroid(), at: event.timestamp)
    state = (state == .began || state == .changed) ? .ended : .failed
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = (state == .began || state == .changed) ? .cancelled : .failed
  }

  override open func reset() {
    tracker.reset()
    origin = .zero
    current = .zero
  }

  /// One wheel notch at `point` (window coordinates) moving by `translation`: with `.discrete`
  /// allowed, a whole gesture — began and ended with the notch's translation, no touches — since a
  /// notch has no finger to follow (UIKit does not document how it groups notches into gestures).
  /// Returns whether the recognizer took it.
  func scrollWheel(translation: CGPoint, at point: CGPoint) -> Bool {
    guard isEnabled, allowedScrollTypesMask.contains(.discrete), state == .possible,
      delegate?.gestureRecognizerShouldBegin(self) ?? true
    else { return false }
    origin = point
    current = CGPoint(x: point.x + translation.x, y: point.y + translation.y)
    scrollLocation = point
    applyState(.began)
    applyState(.ended)
    scrollLocation = nil
    resetToPossible()
    return true
  }

  /// The pointer, during a scroll gesture (which has no touches to locate it by).
  private var scrollLocation: CGPoint?

  override open func location(in view: UIView?) -> CGPoint {
    guard let scrollLocation else { return super.location(in: view) }
    return view?.convert(scrollLocation, from: nil) ?? scrollLocation
  }

  /// A subclass's last word once past the hysteresis (the scroll view checks its direction here).
  func beginDecision(translation: CGPoint) -> PanBeginDecision { .begin }

  /// Keeps the translation continuous when a finger is added or lifted: the centroid jumps, the
  /// origin jumps with it.
  private func followCentroid(resetOrigin: Bool) {
    let newCentroid = centroid()
    if resetOrigin {
      origin = newCentroid
      tracker.reset()
    } else {
      origin = CGPoint(x: origin.x + newCentroid.x - current.x, y: origin.y + newCentroid.y - current.y)
    }
    current = newCentroid
    tracker.addSample(current, at: UIApplication.shared.clock.now)
  }

  private func centroid() -> CGPoint {
    location(in: nil)
  }

  private func vectorInView(_ vector: CGPoint, _ view: UIView?) -> CGPoint {
    guard let view else { return vector }
    let zero = view.convert(CGPoint.zero, from: nil)
    let end = view.convert(vector, from: nil)
    return CGPoint(x: end.x - zero.x, y: end.y - zero.y)
  }

  private func vectorInWindow(_ vector: CGPoint, from view: UIView?) -> CGPoint {
    guard let view else { return vector }
    let zero = view.convert(CGPoint.zero, to: nil)
    let end = view.convert(vector, to: nil)
    return CGPoint(x: end.x - zero.x, y: end.y - zero.y)
  }
}

/// What a pan past its hysteresis does: begin, wait for a clearer movement, or give up.
enum PanBeginDecision {
  case begin, wait, fail
}
