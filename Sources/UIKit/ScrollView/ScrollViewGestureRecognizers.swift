import Foundation

/// The scroll view's own pan (UIKit's is the private UIScrollViewPanGestureRecognizer): it tells the
/// scroll view when a finger lands and lifts, and begins only in a direction the view can scroll.
@preconcurrency @MainActor
final class ScrollViewPanGestureRecognizer: UIPanGestureRecognizer {
  weak var scrollView: UIScrollView?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    scrollView?.fingerDidTouchDown()
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesEnded(touches, with: event)
    if numberOfTouches == 0 { scrollView?.fingerDidLift() }
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesCancelled(touches, with: event)
    scrollView?.fingerDidLift()
  }

  override func beginDecision(translation: CGPoint) -> PanBeginDecision {
    scrollView?.panBeginDecision(translation: translation, touches: activeTouches) ?? .fail
  }
}

/// Holds touch-down back from the scroll view's content for a moment, so that a drag that starts on
/// a button scrolls instead of pressing it (`delaysContentTouches`). It never recognizes: it fails
/// after `delay`, or when the finger lifts first (a quick tap then reaches the content whole).
@preconcurrency @MainActor
final class ScrollViewDelayedTouchesBeganGestureRecognizer: UIGestureRecognizer {
  /// UIKit documents no figure; its private touch delay is commonly measured at 150 ms.
  static let delay: TimeInterval = 0.15
  private var touchDownTime: TimeInterval?

  required init() {
    super.init()
    delaysTouchesBegan = true
    cancelsTouchesInView = false
  }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    if touchDownTime == nil { touchDownTime = event.timestamp }
  }

  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    state = .failed
  }

  override func frameTick(at time: TimeInterval) {
    if let touchDownTime, time - touchDownTime >= Self.delay, state == .possible { state = .failed }
  }

  override func reset() {
    touchDownTime = nil
  }
}
