@_spi(Hail) import CoreGraphics
import Foundation

/// What a text view scrolls: its text, selection and marked text drawn at the container's origin.
/// A subview, because a scroll view's own drawing stays put while its subviews scroll.
@preconcurrency @MainActor
final class TextViewContentView: UIView {
  weak var textView: UITextView?

  required init?(coder: NSCoder) {
    return nil
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    isUserInteractionEnabled = false
  }

  override func draw(_ rect: CGRect) {
    guard let textView, let context = UIGraphicsGetCurrentContext() else { return }
    let content = textView.editor.content
    textView.geometry.draw(
      at: textView.textOrigin, color: textView.textColor ?? .label,
      selection: textView.isFirstResponder ? content.selection : nil,
      selectionColor: textView.tintColor.withAlphaComponent(0.2), marked: content.markedRange, in: context)
  }
}
