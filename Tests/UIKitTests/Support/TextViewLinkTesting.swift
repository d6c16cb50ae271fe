import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// A text view delegate that records what `textView(_:shouldInteractWith:in:interaction:)` is
/// asked, and answers `allows`.
@MainActor
final class LinkRecordingDelegate: UITextViewDelegate {
  var asked: [(url: URL, range: NSRange, interaction: UITextItemInteraction)] = []
  var allows = true
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool {
    asked.append((URL, characterRange, interaction))
    return allows
  }
}

extension UITextView {
  /// The middle of the first line of the characters in `range`, in window coordinates.
  func windowPoint(of range: NSRange) -> CGPoint {
    let rect = firstRect(for: UITextRange(range))
    return convert(CGPoint(x: rect.midX, y: rect.midY), to: nil)
  }
}

extension HeadlessWindow {
  /// A finger held at `point` past the long-press recognizer's 0.5 s, then lifted.
  func press(at point: CGPoint, for seconds: TimeInterval = 0.6) {
    fingers.down(at: point)
    advance(seconds)
    fingers.up()
    nextFrame()
  }
}
