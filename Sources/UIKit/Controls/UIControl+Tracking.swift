import Foundation

/// UIControl's touch tracking, in UIKit's order (as the open-source UIKit re-implementation
/// Chameleon, UIControl.m, also does it):
/// - down: highlighted, `beginTracking`, then `.touchDown` (with `.touchDownRepeat` on a multi-tap);
/// - move: inside-ness and highlight follow the finger, `continueTracking`, then `.touchDragInside`
///   or `.touchDragOutside`, with `.touchDragEnter` / `.touchDragExit` when it crossed the edge;
/// - up: not highlighted, `endTracking`, then `.touchUpInside` or `.touchUpOutside`;
/// - cancel: not highlighted, `cancelTracking`, then `.touchCancel`.
/// Events are sent only while tracking, so a `beginTracking` or `continueTracking` that answers
/// false silences the rest of the touch. Each step's events go out as one mask: an action added for
/// several of them runs once.
extension UIControl {
  /// Whether `touch` is within the bounds grown by `touchTrackingMargin` on every side.
  func isWithinTrackingArea(_ touch: UITouch) -> Bool {
    let margin = UIControl.touchTrackingMargin
    return bounds.insetBy(dx: -margin, dy: -margin).contains(touch.location(in: self))
  }

  func trackTouchDown(_ touch: UITouch, with event: UIEvent?) {
    isTouchInside = true
    isHighlighted = true
    isTracking = beginTracking(touch, with: event)
    guard isTracking else { return }
    sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
  }

  func trackTouchMoved(_ touch: UITouch, with event: UIEvent?) {
    let wasInside = isTouchInside
    isTouchInside = isWithinTrackingArea(touch)
    isHighlighted = isTouchInside
    guard isTracking else { return }
    isTracking = continueTracking(touch, with: event)
    guard isTracking else { return }
    var events: Event = isTouchInside ? .touchDragInside : .touchDragOutside
    if isTouchInside != wasInside { events.insert(isTouchInside ? .touchDragEnter : .touchDragExit) }
    sendActions(for: events)
  }

  func trackTouchEnded(_ touch: UITouch, with event: UIEvent?) {
    isTouchInside = isWithinTrackingArea(touch)
    isHighlighted = false
    if isTracking {
      endTracking(touch, with: event)
      sendActions(
        for: isTouchInside ? Event.touchUpInside.union(touchUpInsideCompanionEvents) : .touchUpOutside)
    }
    stopTracking()
  }

  func trackTouchCancelled(with event: UIEvent?) {
    isHighlighted = false
    if isTracking {
      cancelTracking(with: event)
      sendActions(for: .touchCancel)
    }
    stopTracking()
  }

  /// Forgets the touch and clears the tracking state.
  func stopTracking() {
    trackedTouch = nil
    isTracking = false
    isTouchInside = false
    isHighlighted = false
  }
}
