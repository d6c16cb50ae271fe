import Foundation

/// What acting on a text item does (iOS 17's text items): a tap asks the delegate's
/// `textView(_:primaryActionFor:defaultAction:)` and performs what it returns, or shows the item's
/// menu when it returns nil; a long press asks `textView(_:menuConfigurationFor:defaultMenu:)` and
/// shows the menu it returns as UIKit's context menu (`ContextMenuView`): the item lifted on a
/// platter over the dimmed window, its actions beside it, the delegate told as it shows and goes
/// (`textView(_:textItemMenuWillDisplayFor:animator:)`, `textView(_:textItemMenuWillEndFor:animator:)`). A link's default action opens it; its default menu, titled with the URL
/// (or the number or address), opens it (Call for `tel:`, New Message for `mailto:`) and copies it
/// (to `UIPasteboard.general`). Attachments and tags have no system action or menu items (UIKit
/// documents none): only the delegate gives them some. UIKit's own strings follow the
/// environment's language, as the search bar's.
extension UITextView {
  /// Recognizes a press held on a text item for the long-press recognizer's default 0.5 s (Apple
  /// docs, `minimumPressDuration`); it does not begin elsewhere, so it never takes a tap's place.
  func addLinkPress() {
    let press = UILongPressGestureRecognizer { [weak self] press in
      guard let self, press.state == .began, let item = textItem(at: press.location(in: self)) else { return }
      presentMenu(for: item)
    }
    linkPress = press
    addGestureRecognizer(press)
  }

  /// Whether the link press may begin at the touch: only on a text item of an interactive view.
  func linkPressShouldBegin(_ press: UIGestureRecognizer) -> Bool {
    linksAreInteractive && textItem(at: press.location(in: self)) != nil
  }

  /// A tap on `item`: the delegate's primary action (the default one without a delegate), or
  /// the item's menu when there is none.
  func interact(with item: UITextItem) {
    let defaultAction = Self.defaultAction(for: item)
    let action: UIAction? =
      textViewDelegate.map { $0.textView(self, primaryActionFor: item, defaultAction: defaultAction) }
      ?? defaultAction
    guard let action else { return presentMenu(for: item) }
    action.perform(sender: self)
  }

  /// The menu the delegate chooses for `item` (the default one without a delegate), shown with
  /// its preview if it has an action to show.
  func presentMenu(for item: UITextItem) {
    let defaultMenu = Self.defaultMenu(for: item)
    let configuration: UITextItem.MenuConfiguration? =
      textViewDelegate.map { $0.textView(self, menuConfigurationFor: item, defaultMenu: defaultMenu) }
      ?? (defaultMenu.children.isEmpty ? nil : UITextItem.MenuConfiguration(menu: defaultMenu))
    let rects = lineRects(of: item.range)
    guard let configuration, let window, let first = rects.first else { return }
    let anchor = convert(rects.dropFirst().reduce(first) { $0.union($1) }, to: window)
    let preview: UIView? =
      switch configuration.preview {
      case .default: ContextMenuPreview.lifting(rects, of: self, in: window)
      case .view(let view): ContextMenuPreview.showing(view, centredOn: anchor)
      case nil: nil
      }
    guard
      let menu = ContextMenuView(
        menu: configuration.menu, preview: preview, anchor: anchor, sender: self, over: window)
    else { return }
    let animator = ContextMenuAnimator()
    textViewDelegate?.textView(self, textItemMenuWillDisplayFor: item, animator: animator)
    menu.willDismiss = { [weak self] animator in
      guard let self else { return }
      textViewDelegate?.textView(self, textItemMenuWillEndFor: item, animator: animator)
    }
    menu.present(in: window, with: animator)
  }

  /// What a tap on `item` does without a delegate: a link opens; other items have no default, so
  /// their action does nothing.
  static func defaultAction(for item: UITextItem) -> UIAction {
    guard case .link(let url) = item.content else { return UIAction { _ in } }
    return UIAction(title: openTitle(for: url)) { _ in UIApplication.shared.open(url) }
  }

  /// The system's menu for `item`: for a link, open and copy under the URL; empty otherwise.
  static func defaultMenu(for item: UITextItem) -> UIMenu {
    guard case .link(let url) = item.content else { return UIMenu() }
    let scheme = url.scheme?.lowercased()
    let bare = scheme == "tel" || scheme == "mailto"
    let title = bare ? String(url.absoluteString.drop { $0 != ":" }.dropFirst()) : url.absoluteString
    return UIMenu(
      title: title,
      children: [
        defaultAction(for: item),
        UIAction(title: UISearchBar.localized(english: "Copy", chinese: "拷贝")) { _ in
          UIPasteboard.general.string = bare ? title : url.absoluteString
        },
      ])
  }

  /// Opening a link: calling a number, writing to an address, or opening anything else.
  private static func openTitle(for url: URL) -> String {
    switch url.scheme?.lowercased() {
    case "tel": UISearchBar.localized(english: "Call", chinese: "呼叫")
    case "mailto": UISearchBar.localized(english: "New Message", chinese: "新邮件")
    default: UISearchBar.localized(english: "Open", chinese: "打开")
    }
  }
}
