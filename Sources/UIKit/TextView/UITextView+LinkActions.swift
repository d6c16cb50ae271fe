import Foundation

/// A long press on a link (Apple's `UITextItemInteraction.presentActions`): the delegate's
/// `textView(_:shouldInteractWith:in:interaction:)` is asked with `.presentActions` and, on true,
/// the link's actions show in an action sheet from the nearest view controller, as iOS 10–12 did
/// (iOS 13 shows a context menu with a preview, which the engine does not have): the URL as title,
/// then opening it (Call for `tel:`, New Message for `mailto:`), copying it, and Cancel. UIKit's
/// own strings follow the environment's language, as the search bar's.
extension UITextView {
  /// Recognizes a press held on a link for the long-press recognizer's default 0.5 s (Apple docs,
  /// `minimumPressDuration`); it does not begin elsewhere, so it never takes a tap's place.
  func addLinkPress() {
    let press = UILongPressGestureRecognizer { [weak self] press in
      guard let self, press.state == .began, let link = link(at: press.location(in: self)) else { return }
      pressed(link)
    }
    linkPress = press
    addGestureRecognizer(press)
  }

  /// Whether the link press may begin at the touch: only on a link of an interactive view.
  func linkPressShouldBegin(_ press: UIGestureRecognizer) -> Bool {
    linksAreInteractive && link(at: press.location(in: self)) != nil
  }

  func pressed(_ link: TextLink) {
    let presents =
      textViewDelegate?.textView(
        self, shouldInteractWith: link.url, in: link.range, interaction: .presentActions) ?? true
    guard presents, let presenter = actionPresenter else { return }
    presenter.present(Self.actions(for: link.url), animated: true)
  }

  /// The action sheet for `url`.
  static func actions(for url: URL) -> UIAlertController {
    let scheme = url.scheme?.lowercased()
    let isPhone = scheme == "tel"
    let isMail = scheme == "mailto"
    let title =
      isPhone || isMail ? String(url.absoluteString.drop { $0 != ":" }.dropFirst()) : url.absoluteString
    let sheet = UIAlertController(title: title, message: nil, preferredStyle: .actionSheet)
    let open =
      isPhone
      ? UISearchBar.localized(english: "Call", chinese: "呼叫")
      : isMail
        ? UISearchBar.localized(english: "New Message", chinese: "新邮件")
        : UISearchBar.localized(english: "Open", chinese: "打开")
    sheet.addAction(UIAlertAction(title: open, style: .default) { _ in UIApplication.shared.open(url) })
    sheet.addAction(
      UIAlertAction(title: UISearchBar.localized(english: "Copy", chinese: "拷贝"), style: .default) { _ in
        UIPasteboard.general.string = isPhone || isMail ? title : url.absoluteString
      })
    sheet.addAction(
      UIAlertAction(title: UISearchBar.localized(english: "Cancel", chinese: "取消"), style: .cancel))
    return sheet
  }

  /// The view controller showing this view, or what it presents on top.
  private var actionPresenter: UIViewController? {
    var responder: UIResponder? = self
    while let current = responder, !(current is UIViewController) { responder = current.next }
    guard var controller = responder as? UIViewController else { return nil }
    while let presented = controller.presentedViewController, !presented.isBeingDismissed {
      controller = presented
    }
    return controller
  }
}
