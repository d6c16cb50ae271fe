import Foundation

/// Turns a sequence of touches into a gesture with a state machine, as UIKit's recognizers do:
/// `possible` → `began` → `changed`… → `ended` / `cancelled` for continuous gestures, `possible` →
/// `recognized` (`ended`) for discrete ones, or `possible` → `failed`.
///
/// Recognizers attached to the hit view and its ancestors see each touch before the view does. When
/// one begins (or recognizes), recognizers that cannot recognize with it fail, and with
/// `cancelsTouchesInView` the view gets `touchesCancelled`.
///
/// Actions are closures, since selectors need the Objective-C runtime:
/// `UIPanGestureRecognizer(target: self, action: ViewController.handlePan)` or
/// `UITapGestureRecognizer { tap in … }`.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
  public enum State: Int, Sendable {
    case possible, began, changed, ended, cancelled, failed
    public static let recognized = State.ended
  }

  open weak var delegate: (any UIGestureRecognizerDelegate)?
  /// Disabling a recognizer in the middle of a gesture cancels it.
  open var isEnabled = true {
    didSet {
      if !isEnabled, state == .began || state == .changed { state = .cancelled }
    }
  }
  public internal(set) weak var view: UIView?
  /// When the gesture is recognized, the view's touches are cancelled (UIKit's default: true).
  open var cancelsTouchesInView = true
  /// Holds the view's touchesBegan back while this recognizer may still recognize (default false).
  open var delaysTouchesBegan = false
  /// UIKit's default is true; here ended touches are never held back (see docs/ARCHITECTURE.md).
  open var delaysTouchesEnded = true

  private var currentState = State.possible
  /// A recognition waiting for recognizers this one requires to fail.
  var deferredState: State?
  var requiredToFail: [WeakRecognizer] = []
  private var actions: [(UIGestureRecognizer) -> Void] = []
  /// The touches this recognizer is following, in the order they began.
  var trackedTouches: [UITouch] = []
  weak var environment: TouchDispatcher?

  public required override init() {
    super.init()
  }

  /// A recognizer that calls `handler` on each state change that sends actions.
  @_spi(Hail) public convenience init(handler: @escaping (UIGestureRecognizer) -> Void) {
    self.init()
    actions.append(handler)
  }

  /// Whether the gesture goes through began/changed (continuous) or is recognized at once (discrete).
  open var isContinuous: Bool { false }

  /// The recognizer's state. Subclasses set it from their touch handlers; the engine applies UIKit's
  /// rules on the way (delegate and view vetoes, failure requirements, exclusion).
  open var state: State {
    get { currentState }
    set { environmentAwareTransition(to: newValue) }
  }

  /// The touches down now (ended ones are kept until the gesture resets, for `location(in:)`).
  open var numberOfTouches: Int { activeTouches.count }

  var activeTouches: [UITouch] { trackedTouches.filter(\.isActive) }

  /// The centroid of the touches down (of the last ones, once all have lifted), in `view`'s
  /// coordinates (the window's when nil).
  open func location(in view: UIView?) -> CGPoint {
    let touches = activeTouches.isEmpty ? trackedTouches : activeTouches
    guard !touches.isEmpty else { return .zero }
    let points = touches.map { $0.location(in: view) }
    let count = CGFloat(points.count)
    return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
  }

  open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
    guard trackedTouches.indices.contains(touchIndex) else { return .zero }
    return trackedTouches[touchIndex].location(in: view)
  }

  /// Adds an action: a closure that receives the recognizer.
  @_spi(Hail) open func addTarget(_ action: @escaping (UIGestureRecognizer) -> Void) {
    actions.append(action)
  }

  /// This recognizer recognizes only after `otherGestureRecognizer` has failed.
  open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
    requiredToFail.append(WeakRecognizer(otherGestureRecognizer))
  }

  /// Stops following `touch`; its later phases are not delivered to this recognizer.
  open func ignore(_ touch: UITouch, for event: UIEvent) {
    trackedTouches.removeAll { $0 === touch }
    touch.gestureRecognizers?.removeAll { $0 === self }
  }

  /// Called when the gesture is over and the recognizer goes back to `possible`.
  open func reset() {}

  open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
  open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

  /// Called once a frame while the recognizer is in play, for gestures that depend on time
  /// (a multi-tap window, a touch delay).
  func frameTick(at time: TimeInterval) {}

  /// Whether the recognizer stays in play with no touch down (a tap waiting for its next tap).
  var waitsForMoreTouches: Bool { false }

  func sendActions() {
    for action in actions {
      action(self)
    }
  }

  /// Sets the state directly (after the engine's checks) and sends the actions the change calls for.
  func applyState(_ newState: State) {
    let oldState = currentState
    currentState = newState
    let sendsActions: Bool
    switch newState {
    case .began, .changed: sendsActions = true
    case .ended: sendsActions = true
    case .cancelled: sendsActions = oldState == .began || oldState == .changed
    case .possible, .failed: sendsActions = false
    }
    if sendsActions { sendActions() }
  }

  func resetToPossible() {
    currentState = .possible
    deferredState = nil
    trackedTouches.removeAll()
    reset()
  }

  private func environmentAwareTransition(to newState: State) {
    if let environment {
      environment.transition(self, to: newState)
    } else {
      applyState(newState)
    }
  }
}

/// A weak reference, for the failure requirements (UIKit does not retain the other recognizer).
@preconcurrency @MainActor
struct WeakRecognizer {
  weak var recognizer: UIGestureRecognizer?
  init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}

/// Typed target-action, as close to UIKit's `init(target:action:)` as Swift without selectors gets:
/// `UIPanGestureRecognizer(target: self, action: ViewController.handlePan)` where
/// `func handlePan(_ pan: UIPanGestureRecognizer)`. The target is not retained, as in UIKit.
@preconcurrency @MainActor
public protocol GestureRecognizerTargetAction: UIGestureRecognizer {}

extension UIGestureRecognizer: GestureRecognizerTargetAction {}

extension GestureRecognizerTargetAction {
  public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> (Self) -> Void) {
    self.init()
    addTarget(target, action: action)
  }

  /// A recognizer that calls `handler` with itself, typed.
  @_spi(Hail) public init(handler: @escaping (Self) -> Void) {
    self.init()
    addTarget { recognizer in
      if let recognizer = recognizer as? Self { handler(recognizer) }
    }
  }

  /// A recognizer calling a method that takes no argument (`#selector(tapped)` in UIKit).
  public init<Target: AnyObject>(target: Target, action: @escaping (Target) -> () -> Void) {
    self.init()
    addTarget(target, action: action)
  }

  public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> () -> Void) {
    addTarget { [weak target] _ in
      guard let target else { return }
      action(target)()
    }
  }

  public func addTarget<Target: AnyObject>(_ target: Target, action: @escaping (Target) -> (Self) -> Void) {
    addTarget { [weak target] recognizer in
      guard let target, let recognizer = recognizer as? Self else { return }
      action(target)(recognizer)
    }
  }
}
