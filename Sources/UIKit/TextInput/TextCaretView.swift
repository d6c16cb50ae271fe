@_spi(Hail) import EngineTime
import Foundation

/// The blinking insertion point of a text input, a subview so that a blink repaints only its own
/// pixels. It shows for half a second and hides for half a second, starting over visible whenever
/// the text or the caret moves, so it stays solid while the user types. The half period is
/// Flutter's `_kCursorBlinkHalfPeriod` (500 ms), which Flutter's iOS-style text fields use to
/// match iOS; Apple documents no blink rate. A repeating `Timer` in the common modes toggles it,
/// so a headless wait skips the frames between blinks. iOS fades the caret; here it switches,
/// which keeps golden images exact.
@preconcurrency @MainActor
final class TextCaretView: UIView {
  /// UIKit's caret width (`caretRect(for:)` of UITextField and UITextView is 2 pt wide).
  static let width: CGFloat = 2
  static let blinkHalfPeriod: TimeInterval = 0.5

  private var blinkTimer: Timer?

  /// Whether the caret should show at all (its input is editing with an empty selection).
  var isActive = false {
    didSet { if isActive != oldValue { restartBlink() } }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isUserInteractionEnabled = false
    isHidden = true
  }

  /// Shows the caret now and starts the cycle over (after typing or moving the caret); hides it
  /// and stops the timer when the caret is not active.
  func restartBlink() {
    blinkTimer?.invalidate()
    blinkTimer = nil
    isHidden = !isActive
    guard isActive else { return }
    let timer = Timer(timeInterval: Self.blinkHalfPeriod, repeats: true) { [weak self] _ in
      self?.isHidden.toggle()
    }
    RunLoop.main.add(timer, forMode: .common)
    blinkTimer = timer
  }
}
