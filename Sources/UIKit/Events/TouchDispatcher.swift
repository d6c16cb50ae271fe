import Foundation

/// A window's touch delivery: gesture recognizers first, then the hit view, with UIKit's rules
/// (uikit-behaviour.md, "Hit testing and events"):
/// - the window hit-tests on touch-down only; later phases go to the same view;
/// - recognizers on the hit view and its ancestors (innermost first) see each touch before the view;
/// - a recognizer that begins makes the recognizers it cannot work with fail, and with
///   `cancelsTouchesInView` the view gets `touchesCancelled` and no more of that touch;
/// - `require(toFail:)` holds a recognition back until the other recognizer fails;
/// - `delaysTouchesBegan` holds the view's touchesBegan back while that recognizer may still begin.
@preconcurrency @MainActor
final class TouchDispatcher {
  /// The recognizers in play: following touches, or waiting (for a failure, for another tap).
  private var recognizers: [UIGestureRecognizer] = []
  /// Touches whose touchesBegan is held back from the view.
  private var heldTouches: [UITouch] = []
  /// The fingers down on this window now, with or without a recognizer following them.
  private var touchesInFlight: [UITouch] = []

  func dispatch(_ event: UIEvent, in window: UIWindow) {
    guard let touches = event.allTouches else { return }
    abandonDetachedRecognizers()
    let changed = touches.filter { $0.phase != .stationary }.sorted { $0.timestamp < $1.timestamp }
    for touch in changed where touch.phase == .began {
      touchesInFlight.append(touch)
      begin(touch, in: window, event: event)
    }
    deliverToRecognizers(changed, event: event)
    releaseHeldTouches(event: event)
    deliverToViews(changed, event: event)
    sendPendingCancellations(event: event)
    retireFinishedRecognizers()
    touchesInFlight.removeAll { !$0.isActive }
  }

  /// The application's reset with fingers still down: every touch in flight is cancelled and every
  /// recognizer in play goes back to `possible` (its `reset()` runs), letting go of its touches. A
  /// touch keeps its view and a recognizer its touches, so left in flight the view, its recognizers
  /// and the touch would keep one another alive. Unlike a window leaving the screen in UIKit, no
  /// action and no `touchesCancelled` is sent: the screen is being thrown away, and the test that
  /// owned it has returned, so the objects its callbacks capture (`unowned` ones included) may be
  /// gone.
  func abandonTouchesInFlight(at time: TimeInterval) {
    for touch in touchesInFlight where touch.isActive {
      touch.phase = .cancelled
      touch.timestamp = time
    }
    touchesInFlight.removeAll()
    heldTouches.removeAll()
    let abandoned = recognizers
    recognizers.removeAll()
    for recognizer in abandoned {
      recognizer.environment = nil
      recognizer.resetToPossible()
    }
  }

  /// Whether no recognizer is in play: no frame can change anything here until a touch arrives.
  var isIdle: Bool { recognizers.isEmpty && heldTouches.isEmpty }

  /// Gives time-based recognizers their frame, then applies what they decided.
  func frameTick(at time: TimeInterval) {
    guard !recognizers.isEmpty else { return }
    abandonDetachedRecognizers()
    for recognizer in recognizers {
      recognizer.frameTick(at: time)
    }
    let event = UIEvent(timestamp: time, touches: Set(heldTouches))
    // No event follows for a touch that lifted while held (a double tap's first tap), so its end
    // goes out here, right after the began it was held with.
    deliverToViews(releaseHeldTouches(event: event).filter { !$0.isActive }, event: event)
    sendPendingCancellations(event: event)
    retireFinishedRecognizers()
  }

  // MARK: Touch-down

  private func begin(_ touch: UITouch, in window: UIWindow, event: UIEvent) {
    touch.view = window.hitTest(touch.location(in: window), with: event)
    // A view that is not multiple-touch enabled gets only the first touch of a multi-touch
    // sequence (Apple docs, isMultipleTouchEnabled); its recognizers still see every touch.
    if let view = touch.view, !view.isMultipleTouchEnabled,
      event.allTouches?.contains(where: { $0 !== touch && $0.view === view && $0.isActive }) == true
    {
      touch.isCancelledForView = true
    }
    var candidates: [UIGestureRecognizer] = []
    var view = touch.view
    while let current = view {
      candidates += current.attachedRecognizers.filter { recognizer in
        recognizer.isEnabled
          && (recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: touch) ?? true)
      }
      view = current.superview
    }
    let receiving = candidates.filter { $0.state == .possible || $0.state == .began || $0.state == .changed }
    touch.gestureRecognizers = receiving
    for recognizer in receiving {
      recognizer.trackedTouches.append(touch)
      recognizer.environment = self
      if !recognizers.contains(where: { $0 === recognizer }) { recognizers.append(recognizer) }
    }
    if receiving.contains(where: { $0.delaysTouchesBegan && $0.state == .possible }) {
      touch.isHeldFromView = true
      heldTouches.append(touch)
    }
  }

  // MARK: Recognizers

  private func deliverToRecognizers(_ touches: [UITouch], event: UIEvent) {
    for recognizer in recognizers {
      let state = recognizer.state
      guard recognizer.isEnabled, state == .possible || state == .began || state == .changed else { continue }
      let mine = touches.filter { touch in recognizer.trackedTouches.contains { $0 === touch } }
      guard !mine.isEmpty else { continue }
      let byPhase = Dictionary(grouping: mine, by: \.phase)
      if let began = byPhase[.began] { recognizer.touchesBegan(Set(began), with: event) }
      if let moved = byPhase[.moved] { recognizer.touchesMoved(Set(moved), with: event) }
      if let ended = byPhase[.ended] { recognizer.touchesEnded(Set(ended), with: event) }
      if let cancelled = byPhase[.cancelled] { recognizer.touchesCancelled(Set(cancelled), with: event) }
    }
  }

  /// The state change `recognizer` asks for, after UIKit's checks.
  func transition(_ recognizer: UIGestureRecognizer, to newState: UIGestureRecognizer.State) {
    let oldState = recognizer.state
    let isRecognition = oldState == .possible && (newState == .began || newState == .ended)
    switch newState {
    case _ where isRecognition:
      attemptRecognition(recognizer, as: newState)
    case .failed:
      fail(recognizer)
    case .changed where oldState == .possible:
      return  // not a valid transition: a gesture changes only after it began
    default:
      recognizer.applyState(newState)
    }
  }

  private func attemptRecognition(_ recognizer: UIGestureRecognizer, as state: UIGestureRecognizer.State) {
    // UIKit asks the touched views as well as the recognizer's own (Apple's
    // gestureRecognizerShouldBegin(_:) docs: a UISlider refuses its superview's swipe this way).
    var askedViews: [UIView] = []
    for view in [recognizer.view] + recognizer.trackedTouches.map(\.view) {
      if let view, !askedViews.contains(where: { $0 === view }) { askedViews.append(view) }
    }
    let vetoed =
      !(recognizer.delegate?.gestureRecognizerShouldBegin(recognizer) ?? true)
      || askedViews.contains { !$0.gestureRecognizerShouldBegin(recognizer) }
    let preventedByActive = recognizers.contains { other in
      other !== recognizer && (other.state == .began || other.state == .changed)
        && sharesTouches(other, recognizer) && !canRecognizeTogether(other, recognizer)
        && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
    }
    let required = recognizers.filter { requires(recognizer, toFail: $0) }
    if vetoed || preventedByActive || required.contains(where: { $0.state.hasRecognized }) {
      return fail(recognizer)
    }
    if required.contains(where: { $0.state == .possible }) {
      recognizer.deferredState = state
      return
    }
    recognizer.deferredState = nil
    for other in recognizers where other !== recognizer && other.state == .possible {
      let blocked =
        requires(other, toFail: recognizer)
        || (sharesTouches(other, recognizer) && !canRecognizeTogether(other, recognizer)
          && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer))
      if blocked { fail(other) }
    }
    if recognizer.cancelsTouchesInView {
      for touch in recognizer.trackedTouches { touch.isCancelledForView = true }
    }
    recognizer.applyState(state)
  }

  private func fail(_ recognizer: UIGestureRecognizer) {
    recognizer.deferredState = nil
    recognizer.applyState(.failed)
    for waiting in recognizers where waiting.deferredState != nil && requires(waiting, toFail: recognizer) {
      if let state = waiting.deferredState {
        waiting.deferredState = nil
        attemptRecognition(waiting, as: state)
      }
    }
  }

  private func requires(_ recognizer: UIGestureRecognizer, toFail other: UIGestureRecognizer) -> Bool {
    guard recognizer !== other else { return false }
    return recognizer.requiredToFail.contains { $0.recognizer === other }
      || recognizer.delegate?.gestureRecognizer(recognizer, shouldRequireFailureOf: other) == true
      || other.delegate?.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer) == true
  }

  private func canRecognizeTogether(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
    first.delegate?.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second) == true
      || second.delegate?.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first) == true
  }

  private func sharesTouches(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
    first.trackedTouches.contains { touch in second.trackedTouches.contains { $0 === touch } }
  }

  /// A recognizer whose view left the window, or that was removed from its view, cannot go on: its
  /// gesture is cancelled (it fails if it had not begun), at the next event or frame. UIKit does not
  /// document this; the choice keeps actions from running for a view that is gone.
  private func abandonDetachedRecognizers() {
    for recognizer in recognizers where recognizer.view?.window == nil {
      switch recognizer.state {
      case .began, .changed: recognizer.applyState(.cancelled)
      case .possible: fail(recognizer)
      case .ended, .cancelled, .failed: break
      }
    }
  }

  /// Recognizers whose gesture is over and whose touches have lifted go back to `possible`.
  private func retireFinishedRecognizers() {
    let finished = recognizers.filter { recognizer in
      guard !recognizer.trackedTouches.contains(where: \.isActive) else { return false }
      switch recognizer.state {
      case .ended, .cancelled, .failed: return true
      case .possible: return recognizer.deferredState == nil && !recognizer.waitsForMoreTouches
      case .began, .changed: return false
      }
    }
    guard !finished.isEmpty else { return }
    recognizers.removeAll { recognizer in finished.contains { $0 === recognizer } }
    for recognizer in finished {
      recognizer.environment = nil
      recognizer.resetToPossible()
    }
  }

  // MARK: Views

  /// Sends the held touchesBegan of the touches no recognizer delays any more, and returns them.
  /// Only began: the touch's current phase is the caller's to deliver, once.
  @discardableResult
  private func releaseHeldTouches(event: UIEvent) -> [UITouch] {
    var released: [UITouch] = []
    for touch in heldTouches {
      let stillDelayed = touch.gestureRecognizers?.contains { $0.delaysTouchesBegan && $0.state == .possible }
      guard stillDelayed != true else { continue }
      touch.isHeldFromView = false
      heldTouches.removeAll { $0 === touch }
      guard !touch.isCancelledForView, let view = touch.view else { continue }
      touch.wasDeliveredToView = true
      let phase = touch.phase
      touch.phase = .began
      view.touchesBegan([touch], with: event)
      touch.phase = phase
      released.append(touch)
    }
    return released
  }

  private func deliverToViews(_ touches: [UITouch], event: UIEvent) {
    let deliverable = touches.filter { touch in
      guard touch.view != nil, !touch.isHeldFromView, !touch.isCancelledForView else { return false }
      return touch.phase == .began ? !touch.wasDeliveredToView : touch.wasDeliveredToView
    }
    for (_, group) in Dictionary(grouping: deliverable, by: { ObjectIdentifier($0.view!) }) {
      let view = group[0].view!
      let byPhase = Dictionary(grouping: group, by: \.phase)
      if let began = byPhase[.began] {
        for touch in began { touch.wasDeliveredToView = true }
        view.touchesBegan(Set(began), with: event)
      }
      if let moved = byPhase[.moved] { view.touchesMoved(Set(moved), with: event) }
      if let ended = byPhase[.ended] { view.touchesEnded(Set(ended), with: event) }
      if let cancelled = byPhase[.cancelled] { view.touchesCancelled(Set(cancelled), with: event) }
    }
  }

  private func sendPendingCancellations(event: UIEvent) {
    let taken = recognizers.flatMap(\.trackedTouches).filter {
      $0.isCancelledForView && $0.wasDeliveredToView && !$0.wasCancelSentToView
    }
    var seen = Set<ObjectIdentifier>()
    for touch in taken where seen.insert(ObjectIdentifier(touch)).inserted {
      touch.wasCancelSentToView = true
      touch.view?.touchesCancelled([touch], with: event)
    }
  }
}

extension UIGestureRecognizer.State {
  /// Began, changing, or recognized: the gesture happened.
  var hasRecognized: Bool { self == .began || self == .changed || self == .ended }
}
