import Foundation

/// The base of buttons and other controls: state (enabled, selected, highlighted), touch tracking,
/// and actions sent for control events, as UIKit's `UIControl`.
///
/// Tracking follows one touch from touch-down (see `UIControl+Tracking.swift` for the events):
/// the control stays highlighted while the finger is within `touchTrackingMargin` of its bounds,
/// and lifting there sends `.touchUpInside`.
///
/// Actions are `UIAction`s (`addAction(_:for:)`) or closures with a weakly held target
/// (`addTarget(_:action:for:)`), since selectors need the Objective-C runtime.
@preconcurrency @MainActor
open class UIControl: UIView {
  /// How far outside its bounds a touch still counts as inside a control, in points. Apple does not
  /// document it; uikit-behaviour.md, "Hit testing and events": "commonly measured at about 70 pt".
  /// Not UIKit API.
  @_spi(Hail) public static let touchTrackingMargin: CGFloat = 70

  /// A disabled control takes no touches and draws its `.disabled` appearance. Disabling a control
  /// while it tracks a touch ends the tracking without sending events.
  open var isEnabled = true {
    didSet {
      guard isEnabled != oldValue else { return }
      if !isEnabled { stopTracking() }
      controlStateDidChange()
    }
  }

  open var isSelected = false {
    didSet { if isSelected != oldValue { controlStateDidChange() } }
  }

  /// True while a touch that began on the control is within the tracking area.
  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { controlStateDidChange() } }
  }

  /// The state flags together.
  open var state: State {
    var state = State.normal
    if isHighlighted { state.insert(.highlighted) }
    if !isEnabled { state.insert(.disabled) }
    if isSelected { state.insert(.selected) }
    return state
  }

  /// Whether the control is following a touch (what `beginTracking` and `continueTracking` answered).
  public internal(set) var isTracking = false
  /// Whether the tracked touch is within the tracking area (bounds plus `touchTrackingMargin`).
  public internal(set) var isTouchInside = false

  /// The touch being tracked; controls follow one finger.
  var trackedTouch: UITouch?
  /// The actions and targets, in the order they were added.
  var registrations: [ControlActionRegistration] = []

  /// A control that runs `primaryAction` for `.primaryActionTriggered` (iOS 14; Apple: "subclasses
  /// may alter or add behaviors around the usage of primaryAction": the value controls send that
  /// event with each `.valueChanged`).
  // In the class body: subclasses (UIButton) declare their own.
  public convenience init(frame: CGRect, primaryAction: UIAction?) {
    self.init(frame: frame)
    if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
  }

  // MARK: Tracking (overridable, so in the class body)

  /// A touch began on the control; return whether to keep tracking it (default true).
  open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch moved; return whether to keep tracking it (default true).
  open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

  /// The tracked touch lifted.
  open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

  /// The tracked touch was cancelled.
  open func cancelTracking(with event: UIEvent?) {}

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard trackedTouch == nil, let touch = touches.first else { return }
    trackedTouch = touch
    trackTouchDown(touch, with: event)
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    trackTouchMoved(touch, with: event)
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    trackTouchEnded(touch, with: event)
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = trackedTouch, touches.contains(touch) else { return }
    trackTouchCancelled(with: event)
  }

  // MARK: Hit testing and gestures

  /// A disabled control takes no touches: they go to the view behind it.
  override open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard isEnabled else { return nil }
    return super.hitTest(point, with: event)
  }

  /// A single-finger single tap on a control is the control's, not an ancestor's tap recognizer's:
  /// Apple's UIGestureRecognizer guide, "Interacting with Other User Interface Controls" ("A single
  /// finger single tap on a UIButton, UISwitch, UIStepper, UISegmentedControl, and UIPageControl").
  /// A recognizer attached to the control itself still wins, as Apple documents for changing a
  /// control's default action.
  override open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let tap = gestureRecognizer as? UITapGestureRecognizer, let owner = tap.view, owner !== self,
      isDescendant(of: owner)
    else { return true }
    return !(tap.numberOfTapsRequired == 1 && tap.numberOfTouchesRequired == 1)
  }

  /// Called whenever `isEnabled`, `isSelected` or `isHighlighted` changes; subclasses update their
  /// appearance here.
  func controlStateDidChange() {}

  /// Events a subclass sends together with `.touchUpInside` (a button: `.primaryActionTriggered`).
  var touchUpInsideCompanionEvents: Event { [] }
}
