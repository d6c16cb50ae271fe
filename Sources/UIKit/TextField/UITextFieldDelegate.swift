import Foundation

/// What a text field asks and tells its delegate while it is edited (Apple docs,
/// UITextFieldDelegate). Every method is optional in UIKit; here each has a default in an
/// extension, giving UIKit's answer when the delegate does not implement it.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
  /// Asked before the field becomes first responder; false keeps it from editing.
  func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
  func textFieldDidBeginEditing(_ textField: UITextField)
  /// Asked before the field resigns first responder; false keeps it editing (a forced
  /// `endEditing(true)` does not ask).
  func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
  func textFieldDidEndEditing(_ textField: UITextField)
  /// Told why editing ended; the default calls `textFieldDidEndEditing(_:)`, as UIKit does when a
  /// delegate implements only that one.
  func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
  /// Asked before every change of the text: typing, deleting, pasting, input-method composition.
  /// `range` is in UTF-16 units of the current text; false rejects the change.
  func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool
  func textFieldDidChangeSelection(_ textField: UITextField)
  /// Asked when the clear button is tapped; false keeps the text.
  func textFieldShouldClear(_ textField: UITextField) -> Bool
  /// Asked when the return key is pressed; true lets the field send `.editingDidEndOnExit`.
  func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
  public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidBeginEditing(_ textField: UITextField) {}
  public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
  public func textFieldDidEndEditing(_ textField: UITextField) {}
  public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
    textFieldDidEndEditing(textField)
  }
  public func textField(
    _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
  ) -> Bool { true }
  public func textFieldDidChangeSelection(_ textField: UITextField) {}
  public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
  public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
