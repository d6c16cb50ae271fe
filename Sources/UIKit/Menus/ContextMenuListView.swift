import Foundation

/// A context menu's list: the menu's title (when it has one) in small grey type, then its visible
/// actions one a row (submenus' in their place, as `UIMenu.visibleActions`), hairlines between
/// them, on a rounded box. A row shows the action's title, in red when destructive and grey when
/// disabled, and its image at the trailing edge, as UIKit's context menus do.
///
/// UIKit documents no size: the list is 250 pt wide (an approximation of iOS 17's), rows are the
/// 44 pt of Apple's minimum tap target (Human Interface Guidelines, "Buttons"), titles the body
/// style's 17 pt, the box and the insets the action sheet's (`ActionSheetContentView`).
@preconcurrency @MainActor
final class ContextMenuListView: UIView {
  static let width: CGFloat = 250
  static let rowHeight: CGFloat = 44
  /// The title's row: 13 pt type with the action sheet's 14 pt above and below.
  static let titleHeight: CGFloat = 13 + 2 * ActionSheetContentView.textVerticalInset

  let rows: [ContextMenuRow]
  private let titleLabel: UILabel?
  private var separators: [UIView] = []
  /// Called with the action of a row tapped.
  var choose: (UIAction) -> Void = { _ in }

  /// The list of `menu`'s visible actions; nil when it has none.
  init?(menu: UIMenu) {
    let actions = menu.visibleActions
    guard !actions.isEmpty else { return nil }
    rows = actions.map { ContextMenuRow(action: $0) }
    titleLabel = menu.title.isEmpty ? nil : UILabel()
    super.init(frame: .zero)
    backgroundColor = AlertChromeView.boxColor
    layer.cornerRadius = ActionSheetContentView.cornerRadius
    clipsToBounds = true
    if let titleLabel {
      titleLabel.text = menu.title
      titleLabel.font = .systemFont(ofSize: 13)
      titleLabel.textColor = .secondaryLabel
      titleLabel.textAlignment = .center
      addSubview(titleLabel)
    }
    for (index, row) in rows.enumerated() {
      if index > 0 || titleLabel != nil {
        let line = UIView()
        line.backgroundColor = .separator
        separators.append(line)
        addSubview(line)
      }
      // The row holds this action, so the row is captured weakly too: a strong capture kept every
      // row (and its label and image) alive after its menu had gone (LeakSanitizer found them).
      row.addAction(
        UIAction { [weak self, weak row] _ in
          guard let self, let row else { return }
          choose(row.action)
        }, for: .touchUpInside)
      addSubview(row)
    }
  }

  required init?(coder: NSCoder) { nil }

  /// The menu's title as shown; nil without one.
  var title: String? { titleLabel?.text }

  /// The list's height: the title's row and one row per action.
  var height: CGFloat {
    (titleLabel == nil ? 0 : Self.titleHeight) + CGFloat(rows.count) * Self.rowHeight
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let hairline = 1 / UIScreen.main.scale
    let inset = ActionSheetContentView.textInset
    var y: CGFloat = 0
    if let titleLabel {
      titleLabel.frame = CGRect(x: inset, y: 0, width: bounds.width - 2 * inset, height: Self.titleHeight)
      y = Self.titleHeight
    }
    var lines = separators.makeIterator()
    for (index, row) in rows.enumerated() {
      if index > 0 || titleLabel != nil, let line = lines.next() {
        line.frame = CGRect(x: 0, y: y, width: bounds.width, height: hairline)
      }
      row.frame = CGRect(x: 0, y: y, width: bounds.width, height: Self.rowHeight)
      y += Self.rowHeight
    }
  }
}

/// One action of a context menu's list; darkens while touched, as the alert's rows.
@preconcurrency @MainActor
final class ContextMenuRow: UIControl {
  let action: UIAction
  let label = UILabel()
  let imageView = UIImageView()

  init(action: UIAction) {
    self.action = action
    super.init(frame: .zero)
    accessibilityIdentifier = action.title
    label.text = action.title
    label.font = .systemFont(ofSize: 17)
    let disabled = action.attributes.contains(.disabled)
    let color: UIColor =
      disabled ? .tertiaryLabel : action.attributes.contains(.destructive) ? .systemRed : .label
    label.textColor = color
    imageView.image = action.image
    imageView.tintColor = color
    imageView.contentMode = .center
    isEnabled = !disabled
    for view in [label, imageView] as [UIView] {
      view.isUserInteractionEnabled = false
      addSubview(view)
    }
  }

  required init?(coder: NSCoder) { nil }

  override var isHighlighted: Bool {
    didSet { backgroundColor = isHighlighted ? AlertChromeView.highlightColor : nil }
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let inset = ActionSheetContentView.textInset
    let side = action.image == nil ? 0 : bounds.height
    imageView.frame = CGRect(x: bounds.width - side, y: 0, width: side, height: bounds.height)
    label.frame = CGRect(
      x: inset, y: 0, width: bounds.width - inset - max(side, inset), height: bounds.height)
  }
}
