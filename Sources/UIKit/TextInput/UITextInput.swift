import Foundation

/// A text input the system's text services can work with, as UIKit's `UITextInput`: positions and
/// ranges, the selection, marked (composing) text for input methods, replacement and geometry.
/// The engine's `UITextField` and `UITextView` adopt it. Apple's protocol has further members
/// (tokenizer, input delegate, writing direction) that nothing here uses yet.
@preconcurrency @MainActor
public protocol UITextInput: UIKeyInput {
  func text(in range: UITextRange) -> String?
  func replace(_ range: UITextRange, withText text: String)

  var selectedTextRange: UITextRange? { get set }
  /// The composing text of an input method; nil when nothing is marked.
  var markedTextRange: UITextRange? { get }
  var markedTextStyle: [NSAttributedString.Key: Any]? { get set }
  func setMarkedText(_ markedText: String?, selectedRange: NSRange)
  func unmarkText()

  var beginningOfDocument: UITextPosition { get }
  var endOfDocument: UITextPosition { get }
  func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
  func position(from position: UITextPosition, offset: Int) -> UITextPosition?
  func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int)
    -> UITextPosition?
  func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
  func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int

  func caretRect(for position: UITextPosition) -> CGRect
  func firstRect(for range: UITextRange) -> CGRect
  func closestPosition(to point: CGPoint) -> UITextPosition?
}
