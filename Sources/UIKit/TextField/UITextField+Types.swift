import Foundation

extension UITextField {
  /// The field's border (UIKit's raw values). UIKit's default is `.none`.
  public enum BorderStyle: Int, Sendable {
    case none, line, bezel, roundedRect
  }

  /// When an overlay view (clear button, left or right view) shows (UIKit's raw values).
  public enum ViewMode: Int, Sendable {
    case never, whileEditing, unlessEditing, always

    /// Whether the overlay shows for a field that is or is not editing.
    func shows(editing: Bool) -> Bool {
      switch self {
      case .never: false
      case .whileEditing: editing
      case .unlessEditing: !editing
      case .always: true
      }
    }
  }

  /// Why editing ended (UIKit's raw values).
  public enum DidEndEditingReason: Int, Sendable {
    case committed
    case cancelled
  }

  /// Posted with the field as object when it becomes first responder, after the delegate heard it.
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextFieldTextDidBeginEditingNotification")
  /// Posted with the field as object after each change of its text by the user.
  nonisolated public static let textDidChangeNotification = NSNotification.Name(
    "UITextFieldTextDidChangeNotification")
  /// Posted with the field as object when it stops being first responder.
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextFieldTextDidEndEditingNotification")
}

extension UIControl.Event {
  /// Editing events of text fields (Apple's raw values, UIControl.h).
  public static let editingDidBegin = UIControl.Event(rawValue: 1 << 16)
  public static let editingChanged = UIControl.Event(rawValue: 1 << 17)
  public static let editingDidEnd = UIControl.Event(rawValue: 1 << 18)
  /// The return key ended editing (sent when `textFieldShouldReturn` allows it).
  public static let editingDidEndOnExit = UIControl.Event(rawValue: 1 << 19)
}
