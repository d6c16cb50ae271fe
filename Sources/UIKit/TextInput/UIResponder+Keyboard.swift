import Foundation

/// The keyboard's notifications and their user-info keys (Apple docs, UIResponder, "Responding to
/// keyboard notifications"). The names and keys are UIKit's strings. The engine posts them through
/// `NotificationCenter.default` with a nil object; frames are `NSValue`s holding a `CGRect` in
/// screen coordinates, duration and curve `NSNumber`s.
extension UIResponder {
  nonisolated public static let keyboardWillShowNotification = NSNotification.Name(
    "UIKeyboardWillShowNotification")
  nonisolated public static let keyboardDidShowNotification = NSNotification.Name(
    "UIKeyboardDidShowNotification")
  nonisolated public static let keyboardWillHideNotification = NSNotification.Name(
    "UIKeyboardWillHideNotification")
  nonisolated public static let keyboardDidHideNotification = NSNotification.Name(
    "UIKeyboardDidHideNotification")
  nonisolated public static let keyboardWillChangeFrameNotification = NSNotification.Name(
    "UIKeyboardWillChangeFrameNotification")
  nonisolated public static let keyboardDidChangeFrameNotification = NSNotification.Name(
    "UIKeyboardDidChangeFrameNotification")

  nonisolated public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
  nonisolated public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
  nonisolated public static let keyboardAnimationDurationUserInfoKey =
    "UIKeyboardAnimationDurationUserInfoKey"
  nonisolated public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
  nonisolated public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// UIKit's `NSValue` geometry boxes (UIGeometry.h), as keyboard notifications carry frames.
extension NSValue {
  public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
  public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
  public convenience init(cgSize size: CGSize) { self.init(size: size) }
  public var cgRectValue: CGRect { rectValue }
  public var cgPointValue: CGPoint { pointValue }
  public var cgSizeValue: CGSize { sizeValue }
}
