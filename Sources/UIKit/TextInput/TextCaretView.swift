import Foundation

/// The blinking insertion point of a text input, a subview so that a blink repaints only its own
/// pixels. It shows for half a second and hides for half a second, starting over visible whenever
/// the text or the caret moves, so it stays solid while the user types. The half period is
/// Flutter's `_kCursorBlinkHalfPeriod` (500 ms), which Flutter's iOS-style text fields use to
/// match iOS; Apple documents no blink rate. iOS fades the caret; here it switches, which keeps
/// golden images exact.
@preconcurrency @MainActor
final class TextCaretView: UIView {
  /// UIKit's caret width (`caretRect(for:)` of UITextField and UITextView is 2 pt wide).
  static let width: CGFloat = 2
  static let blinkHalfPeriod: TimeInterval = 0.5

  /// When the current blink cycle started (the caret is visible for the first half period).
  private(set) var blinkStart: TimeInterval = 0
  private var displayLink: CADisplayLink?

  /// Whether the caret should show at all (its input is editing with an empty selection).
  var isActive = false {
    didSet {
      guard isActive != oldValue else { return }
      if isActive { startBlinking() } else { stopBlinking() }
    }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isHidden = true
  }

  /// Whether a caret whose cycle started at `start` shows at `time`.
  static func isVisible(at time: TimeInterval, blinkStart start: TimeInterval) -> Bool {
    let halfPeriods = ((time - start) / blinkHalfPeriod).rounded(.down)
    return Int(halfPeriods) % 2 == 0
  }

  /// Shows the caret now and starts the cycle over (after typing or moving the caret).
  func restartBlink() {
    blinkStart = UIApplication.shared.clock.now
    if isActive { isHidden = false }
  }

  private func startBlinking() {
    restartBlink()
    let link = CADisplayLink { [weak self] link in self?.tick(at: link.timestamp) }
    link.add()
    displayLink = link
  }

  private func stopBlinking() {
    displayLink?.invalidate()
    displayLink = nil
    isHidden = true
  }

  private func tick(at time: TimeInterval) {
    let visible = Self.isVisible(at: time, blinkStart: blinkStart)
    if isHidden == visible { isHidden = !visible }
  }
}
