import Foundation

/// A cell's editing mode: whether it is on, the control its table chose, whether it may be
/// dragged, and the control views, made on first use.
struct CellEditingState {
  var isEditing = false
  var style = UITableViewCell.EditingStyle.none
  var canReorder = false
  var control: TableCellEditingControl?
  var reorderControl: TableCellReorderControl?
}

extension UITableViewCell {
  /// Lays out the row's parts across: the editing control and the content's indent at the
  /// leading edge, the reorder control or the accessory at the trailing one, the content view
  /// between them. Frames start at x = 0 whatever the bounds' origin, which a swipe moves.
  func layoutRowParts() {
    let height = bounds.height
    var leading: CGFloat = 0
    var trailing = layoutAccessory()
    let showsControl = isEditing && editingStyle != .none
    if showsControl, editingState.control?.style != editingStyle {
      editingState.control?.removeFromSuperview()
      let control = TableCellEditingControl(style: editingStyle)
      control.addAction(
        UIAction { [unowned self] _ in self.tableView?.editingControlTapped(in: self) }, for: .touchUpInside)
      // Where the control comes in from: just off the leading edge.
      control.frame = CGRect(
        x: -TableCellEditingControl.width, y: 0, width: TableCellEditingControl.width, height: height)
      addSubview(control)
      editingState.control = control
    }
    if let control = editingState.control {
      let width = TableCellEditingControl.width
      control.frame = CGRect(x: showsControl ? 0 : -width, y: 0, width: width, height: height)
      control.alpha = showsControl ? 1 : 0
      if showsControl, shouldIndentWhileEditing { leading = width }
    }
    let showsReorder = isEditing && editingState.canReorder
    if showsReorder, editingState.reorderControl == nil {
      let reorder = TableCellReorderControl()
      reorder.frame = CGRect(x: bounds.width, y: 0, width: TableCellReorderControl.width, height: height)
      reorder.pan.addTarget { [unowned self] in
        self.tableView?.reorderPan($0 as! UIPanGestureRecognizer, cell: self)
      }
      addSubview(reorder)
      editingState.reorderControl = reorder
    }
    if let reorder = editingState.reorderControl {
      let width = TableCellReorderControl.width
      reorder.frame = CGRect(
        x: showsReorder ? bounds.width - width : bounds.width, y: 0, width: width, height: height)
      reorder.alpha = showsReorder ? 1 : 0
      reorder.isUserInteractionEnabled = showsReorder
      if showsReorder { trailing = min(trailing, bounds.width - width) }
    }
    contentView.frame = CGRect(x: leading, y: 0, width: max(0, trailing - leading), height: height)
  }
}

/// The delete (a red circle with a bar) or insert (a green circle with a cross) control at a row's
/// leading edge in editing mode; tapping it asks the table to delete (after confirming) or insert.
@preconcurrency @MainActor
final class TableCellEditingControl: UIControl, EngineContentDrawing {
  /// The control's width, which the content moves aside by: the engine's figure (Apple publishes
  /// none), close to where iOS indents the content in editing mode.
  static let width: CGFloat = 38
  let style: UITableViewCell.EditingStyle

  init(style: UITableViewCell.EditingStyle) {
    self.style = style
    super.init(frame: .zero)
    backgroundColor = .clear
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func draw(_ rect: CGRect) {
    let circle = CGRect(x: 8, y: bounds.midY - 11, width: 22, height: 22)
    (style == .insert ? UIColor.systemGreen : UIColor.systemRed).setFill()
    UIBezierPath(ovalIn: circle).fill()
    UIColor.white.setFill()
    UIBezierPath(rect: CGRect(x: circle.minX + 5, y: circle.midY - 1, width: 12, height: 2)).fill()
    if style == .insert {
      UIBezierPath(rect: CGRect(x: circle.midX - 1, y: circle.minY + 5, width: 2, height: 12)).fill()
    }
  }
}

/// The three grey bars at a movable row's trailing edge in editing mode; dragging them moves the row.
@preconcurrency @MainActor
final class TableCellReorderControl: UIView, EngineContentDrawing {
  /// The engine's figure (Apple publishes none).
  static let width: CGFloat = 44
  let pan = UIPanGestureRecognizer()
  /// The bars' colour in place of the system's (a list cell's `.reorder` accessory's tint).
  private let tint: UIColor?
  /// Whether a hairline separates the control from the content (a list cell's
  /// `showsVerticalSeparator`).
  private let separated: Bool

  init(tint: UIColor? = nil, separated: Bool = false) {
    self.tint = tint
    self.separated = separated
    super.init(frame: .zero)
    backgroundColor = .clear
    addGestureRecognizer(pan)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func draw(_ rect: CGRect) {
    if separated {
      UIColor.separator.setFill()
      UIBezierPath(rect: CGRect(x: 0, y: 0, width: 0.5, height: bounds.height)).fill()
    }
    (tint ?? .tertiaryLabel).setFill()
    for line in -1...1 {
      let y = bounds.midY + CGFloat(line) * 5 - 0.75
      UIBezierPath(rect: CGRect(x: 12, y: y, width: 20, height: 1.5)).fill()
    }
  }
}
