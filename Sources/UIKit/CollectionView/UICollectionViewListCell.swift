import Foundation

/// A cell of a list section: content from `defaultContentConfiguration()` between accessories — a
/// delete control at the leading edge, disclosure chevrons, checkmarks and labels at the trailing
/// one, each shown by the collection view's editing mode as the accessory's `displayed` asks.
/// Accessories lie in array order on each side; the trailing ones end 16 pt from the edge with
/// 16 pt between them and before the content (the table cell's accessory margin; Apple publishes
/// no figure).
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  static let accessoryMargin = TableCellAccessoryView.trailingMargin

  open var accessories: [UICellAccessory] = [] {
    didSet { rebuildAccessoryViews() }
  }
  /// The views of `accessories`, in their order.
  private var accessoryViews: [UIView] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// A list row's content (`UIListContentConfiguration.cell()`), to fill in and assign to
  /// `contentConfiguration`.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// Places the accessories shown in the current editing mode and the content view between them.
  override open func layoutSubviews() {
    super.layoutSubviews()
    let height = bounds.height
    var leading: CGFloat = 0
    var trailing = bounds.width
    var trailingViews: [(view: UIView, width: CGFloat)] = []
    for (accessory, view) in zip(accessories, accessoryViews) {
      let shown = accessory.isDisplayed(editing: isEditingInCollection)
      view.isHidden = !shown || accessory.isHidden
      guard shown else { continue }
      let width = reservedWidth(accessory, view)
      if accessory.isLeading {
        view.frame = CGRect(x: leading, y: 0, width: width, height: height)
        leading += width
      } else {
        trailingViews.append((view, width))
      }
    }
    for (view, width) in trailingViews.reversed() {
      trailing -= Self.accessoryMargin + width
      let size = view.frame.size == .zero ? view.intrinsicContentSize : view.frame.size
      view.frame = CGRect(
        x: trailing + (width - size.width) / 2, y: (height - size.height) / 2, width: size.width,
        height: size.height)
    }
    if !trailingViews.isEmpty { trailing -= Self.accessoryMargin }
    contentView.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: height)
  }

  /// The width an accessory takes: its reserved width, or its view's.
  private func reservedWidth(_ accessory: UICellAccessory, _ view: UIView) -> CGFloat {
    switch accessory.reservedLayoutWidth {
    case .custom(let width): max(0, width)
    case .actual, .standard, nil: view.frame.width
    }
  }

  private func rebuildAccessoryViews() {
    for view in accessoryViews { view.removeFromSuperview() }
    accessoryViews = accessories.map(makeView)
    for view in accessoryViews { addSubview(view) }
    setNeedsLayout()
  }

  private func makeView(_ accessory: UICellAccessory) -> UIView {
    switch accessory.kind {
    case .disclosureIndicator:
      return TableCellAccessoryView(type: .disclosureIndicator, tint: accessory.tintColor)
    case .checkmark:
      return TableCellAccessoryView(type: .checkmark, tint: accessory.tintColor)
    case .delete(let handler):
      let control = TableCellEditingControl(style: .delete)
      control.frame.size = CGSize(width: TableCellEditingControl.width, height: bounds.height)
      if let handler { control.addAction(UIAction { _ in handler() }, for: .touchUpInside) }
      return control
    case .label(let text, let font):
      let label = UILabel()
      label.text = text
      label.font = font ?? .systemFont(ofSize: 17)
      label.textColor = accessory.tintColor ?? .secondaryLabel
      label.sizeToFit()
      return label
    }
  }
}
