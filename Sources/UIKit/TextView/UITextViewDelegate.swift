import Foundation

/// What a text view asks and tells its delegate while it is edited (Apple docs,
/// UITextViewDelegate); a scroll view delegate too. Every method is optional in UIKit; here each
/// has a default in an extension giving UIKit's answer.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
  func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
  func textViewDidBeginEditing(_ textView: UITextView)
  func textViewShouldEndEditing(_ textView: UITextView) -> Bool
  func textViewDidEndEditing(_ textView: UITextView)
  /// Asked before every change by the user (typing, return, deleting, pasting, composing);
  /// `range` in UTF-16 units of the current text. False rejects it.
  func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
    -> Bool
  /// Told after the user changed the text (not after `text` is set from code).
  func textViewDidChange(_ textView: UITextView)
  func textViewDidChangeSelection(_ textView: UITextView)
  /// Asked when the user acts on a link (iOS 10): true lets the text view do the default (a tap
  /// opens `URL` through `UIApplication.open`). `characterRange` is the link's, in UTF-16 units.
  func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool
  /// The iOS 7 form, asked in its place when a delegate implements only this one (as UIKit does);
  /// Apple's availability, which Linux builds do not enforce.
  @available(
    iOS, introduced: 7.0, deprecated: 10.0, message: "Use textView(_:shouldInteractWith:in:interaction:)"
  )
  func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange) -> Bool
  /// Asked on a tap on a text item (iOS 17): the action to perform, `defaultAction` for the
  /// system's (a link opens its URL); nil asks for the item's menu instead (Apple docs: "If a nil
  /// action is provided, the text view will request a menu to be presented on primary action if
  /// possible").
  func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
    -> UIAction?
  /// Asked before a text item's menu shows (iOS 17: a long press, or a tap whose primary action is
  /// nil): the menu to show, `defaultMenu` for the system's; nil shows none.
  func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
    -> UITextItem.MenuConfiguration?
  /// Told as a text item's menu is about to show (iOS 17); animations added to `animator` run
  /// alongside its appearance.
  func textView(
    _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
    animator: any UIContextMenuInteractionAnimating)
  /// Told as a text item's menu is about to go (iOS 17), by a tap outside it or on an action;
  /// animations added to `animator` run alongside its dismissal.
  func textView(
    _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
    animator: any UIContextMenuInteractionAnimating)
}

extension UITextViewDelegate {
  public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidBeginEditing(_ textView: UITextView) {}
  public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
  public func textViewDidEndEditing(_ textView: UITextView) {}
  public func textView(
    _ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String
  )
    -> Bool
  { true }
  public func textViewDidChange(_ textView: UITextView) {}
  public func textViewDidChangeSelection(_ textView: UITextView) {}
  /// Without an implementation: the iOS 7 form's answer, true by default.
  public func textView(
    _ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange,
    interaction: UITextItemInteraction
  ) -> Bool {
    self.textView(textView, shouldInteractWith: URL, in: characterRange)
  }
  @available(
    iOS, introduced: 7.0, deprecated: 10.0, message: "Use textView(_:shouldInteractWith:in:interaction:)"
  )
  public func textView(_ textView: UITextView, shouldInteractWith URL: URL, in characterRange: NSRange)
    -> Bool
  {
    true
  }
  /// Without an implementation: the system's action, except that a link asks the iOS 10 method
  /// first, as iOS 17 does for a delegate written before it; a link it declines does nothing (an
  /// action without effect, so no menu is asked for either).
  public func textView(_ textView: UITextView, primaryActionFor textItem: UITextItem, defaultAction: UIAction)
    -> UIAction?
  {
    guard case .link(let url) = textItem.content else { return defaultAction }
    let allowed = self.textView(
      textView, shouldInteractWith: url, in: textItem.range, interaction: .invokeDefaultAction)
    return allowed ? defaultAction : UIAction(title: defaultAction.title) { _ in }
  }
  /// Without an implementation: the system's menu where it has actions, a link's only if the
  /// iOS 10 method allows `.presentActions`.
  public func textView(_ textView: UITextView, menuConfigurationFor textItem: UITextItem, defaultMenu: UIMenu)
    -> UITextItem.MenuConfiguration?
  {
    if case .link(let url) = textItem.content,
      !self.textView(textView, shouldInteractWith: url, in: textItem.range, interaction: .presentActions)
    {
      return nil
    }
    return defaultMenu.children.isEmpty ? nil : UITextItem.MenuConfiguration(menu: defaultMenu)
  }
  public func textView(
    _ textView: UITextView, textItemMenuWillDisplayFor textItem: UITextItem,
    animator: any UIContextMenuInteractionAnimating
  ) {}
  public func textView(
    _ textView: UITextView, textItemMenuWillEndFor textItem: UITextItem,
    animator: any UIContextMenuInteractionAnimating
  ) {}
}

extension UITextView {
  /// Posted with the text view as object when it becomes first responder.
  nonisolated public static let textDidBeginEditingNotification = NSNotification.Name(
    "UITextViewTextDidBeginEditingNotification")
  /// Posted with the text view as object after each change of its text by the user.
  nonisolated public static let textDidChangeNotification = NSNotification.Name(
    "UITextViewTextDidChangeNotification")
  /// Posted with the text view as object when it stops being first responder.
  nonisolated public static let textDidEndEditingNotification = NSNotification.Name(
    "UITextViewTextDidEndEditingNotification")
}
