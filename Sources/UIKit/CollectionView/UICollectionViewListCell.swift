import Foundation

/// A cell of a list section: content from `defaultContentConfiguration()` between accessories — a
/// delete control or multiselect circle at the leading edge, disclosure chevrons, checkmarks,
/// labels, outline disclosures and reorder controls at the trailing one, each shown by the
/// collection view's editing mode as the accessory's `displayed` asks. Accessories lie in array
/// order on each side; the trailing ones end 16 pt from the edge with 16 pt between them and before
/// the content (the table cell's accessory margin; Apple publishes no figure). The content (and
/// with `indentsAccessories` the leading accessories) moves in by `indentationLevel` ×
/// `indentationWidth`.
@preconcurrency @MainActor
open class UICollectionViewListCell: UICollectionViewCell {
  static let accessoryMargin = TableCellAccessoryView.trailingMargin

  open var accessories: [UICellAccessory] = [] {
    didSet { rebuildAccessoryViews() }
  }
  /// How deep the item is in an outline; a diffable data source sets it from the section snapshot.
  open var indentationLevel = 0 {
    didSet { setNeedsLayout() }
  }
  /// The indent per level: `UITableViewCell.indentationWidth`'s documented 10 pt (Apple documents
  /// no default for list cells).
  open var indentationWidth: CGFloat = 10 {
    didSet { setNeedsLayout() }
  }
  /// Whether the leading accessories move in with the content (Apple's default: true).
  open var indentsAccessories = true {
    didSet { setNeedsLayout() }
  }
  override open var isSelected: Bool {
    didSet {
      for case let circle as MultiselectAccessoryView in accessoryViews { circle.isChecked = isSelected }
    }
  }
  override var isExpandedInOutline: Bool {
    didSet {
      for case let chevron as OutlineDisclosureControl in accessoryViews {
        chevron.setExpanded(isExpandedInOutline, animated: window != nil)
      }
    }
  }
  /// The views of `accessories`, in their order.
  private var accessoryViews: [UIView] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// Whether a tap anywhere on the cell expands or collapses its item (a shown `.header`-style
  /// outline disclosure).
  var togglesOutlineOnTap: Bool {
    accessories.contains { $0.togglesOnCellTap && $0.isDisplayed(editing: isEditingInCollection) }
  }

  /// A list row's content (`UIListContentConfiguration.cell()`), to fill in and assign to
  /// `contentConfiguration`.
  open func defaultContentConfiguration() -> UIListContentConfiguration { .cell() }

  /// Places the accessories shown in the current editing mode and the content view between them.
  override open func layoutSubviews() {
    super.layoutSubviews()
    let height = bounds.height
    let indent = CGFloat(max(indentationLevel, 0)) * indentationWidth
    var leading: CGFloat = indentsAccessories ? indent : 0
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
      // A reorder control takes the row's height, so the whole edge is its handle.
      if view is TableCellReorderControl { view.frame.size.height = height }
      let size = view.frame.size == .zero ? view.intrinsicContentSize : view.frame.size
      view.frame = CGRect(
        x: trailing + (width - size.width) / 2, y: (height - size.height) / 2, width: size.width,
        height: size.height)
    }
    if !trailingViews.isEmpty { trailing -= Self.accessoryMargin }
    if !indentsAccessories { leading += indent }
    contentView.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: height)
  }

  /// The width an accessory takes: its reserved width, or its view's.
  private func reservedWidth(_ accessory: UICellAccessory, _ view: UIView) -> CGFloat {
    switch accessory.reservedLayoutWidth {
    case .custom(let width): max(0, width)
    case .actual, .standard: view.frame.width
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
      label.font = font
      label.textColor = accessory.tintColor ?? .secondaryLabel
      label.sizeToFit()
      return label
    case .reorder(let separated):
      let control = TableCellReorderControl(tint: accessory.tintColor, separated: separated)
      control.frame.size = CGSize(width: TableCellReorderControl.width, height: bounds.height)
      control.pan.addTarget { [unowned self] in
        self.collectionView?.reorderPan($0 as! UIPanGestureRecognizer, cell: self)
      }
      return control
    case .multiselect:
      let circle = MultiselectAccessoryView(tint: accessory.tintColor)
      circle.isChecked = isSelected
      return circle
    case .outlineDisclosure(_, let handler):
      let chevron = OutlineDisclosureControl(tint: accessory.tintColor)
      chevron.setExpanded(isExpandedInOutline, animated: false)
      chevron.addAction(
        UIAction { [unowned self] _ in
          if let handler { handler() } else { self.collectionView?.toggleOutline(of: self) }
        }, for: .touchUpInside)
      return chevron
    }
  }
}
