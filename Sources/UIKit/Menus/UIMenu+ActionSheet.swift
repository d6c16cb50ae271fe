import Foundation

extension UIMenu {
  /// The menu as the engine shows it, an action sheet (iOS shows a context menu, which the engine
  /// does not have): the menu's title, its visible actions in order with submenus' in their place
  /// (destructive ones in red, disabled ones greyed), then Cancel in the environment's language.
  /// Choosing one performs it with `sender`. Nil when no action is visible.
  func actionSheet(sender: AnyObject?) -> UIAlertController? {
    let actions = visibleActions
    guard !actions.isEmpty else { return nil }
    let sheet = UIAlertController(
      title: title.isEmpty ? nil : title, message: nil, preferredStyle: .actionSheet)
    for action in actions {
      let style: UIAlertAction.Style = action.attributes.contains(.destructive) ? .destructive : .default
      let button = UIAlertAction(title: action.title, style: style) { [weak sender] _ in
        action.perform(sender: sender)
      }
      button.isEnabled = !action.attributes.contains(.disabled)
      sheet.addAction(button)
    }
    sheet.addAction(
      UIAlertAction(title: UISearchBar.localized(english: "Cancel", chinese: "取消"), style: .cancel))
    return sheet
  }
}
