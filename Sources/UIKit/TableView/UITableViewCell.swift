import Foundation

/// A row of a table: a content view to put subviews in, selection and highlight states, and a
/// reuse identifier so the table can recycle it.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
  public enum CellStyle: Int, Sendable {
    case `default`, value1, value2, subtitle
  }

  public enum SelectionStyle: Int, Sendable {
    case none, blue, gray, `default`
  }

  public enum SeparatorStyle: Int, Sendable {
    case none, singleLine, singleLineEtched
  }

  public enum AccessoryType: Int, Sendable {
    case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
  }

  /// The control a row shows in editing mode (raw values as in UIKit's headers).
  public enum EditingStyle: Int, Sendable {
    case none, delete, insert
  }

  public let reuseIdentifier: String?
  public let style: CellStyle
  /// Where the cell's content goes; it fills the cell.
  public let contentView: UIView
  open var selectionStyle = SelectionStyle.default
  open var accessoryType = AccessoryType.none {
    didSet { setNeedsLayout() }
  }
  /// A view at the trailing edge in place of the accessory type's.
  open var accessoryView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      setNeedsLayout()
    }
  }
  open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
  open var backgroundView: UIView? {
    didSet { replace(oldValue, with: backgroundView, at: 0) }
  }
  /// Shown behind the content while the cell is highlighted or selected (a light grey by default).
  open var selectedBackgroundView: UIView? {
    didSet { replace(oldValue, with: selectedBackgroundView, at: backgroundView == nil ? 0 : 1) }
  }

  /// The style's label for the main text, made on first use.
  open var textLabel: UILabel? {
    makeStandardViews()
    return standardViews?.text
  }
  /// The style's secondary label; nil in `.default` style.
  open var detailTextLabel: UILabel? {
    makeStandardViews()
    return standardViews?.detail
  }
  open var imageView: UIImageView? {
    makeStandardViews()
    return standardViews?.image
  }
  /// Content described as a value (`UIListContentConfiguration` or the app's own), shown in the
  /// view it makes, which fills the content view.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet { installContentConfiguration() }
  }
  var standardViews: (text: UILabel, detail: UILabel?, image: UIImageView)?
  var configuredContentView: (any UIView & UIContentView)?
  var standardAccessory: TableCellAccessoryView?

  public private(set) var isSelected = false
  public private(set) var isHighlighted = false
  weak var tableView: UITableView?

  /// Whether the cell shows its editing controls; setting it is `setEditing(_:animated: false)`.
  open var isEditing: Bool {
    get { editingState.isEditing }
    set { setEditing(newValue, animated: false) }
  }
  /// The editing control the table gives the row (its delegate's `editingStyleForRowAt`).
  open var editingStyle: EditingStyle { editingState.style }
  /// Whether the content moves aside for the editing control (UIKit's default: true).
  open var shouldIndentWhileEditing = true
  var editingState = CellEditingState()

  /// The selected background: a light grey (0.85 white) on light, `systemGray4`'s dark grey
  /// (58, 58, 60) on dark, approximating iOS's selection (Apple publishes no value).
  static let selectionColor = UIColor.dynamic(
    light: UIColor(white: 0.85, alpha: 1),
    dark: UIColor(red: 58.0 / 255, green: 58.0 / 255, blue: 60.0 / 255, alpha: 1))

  public init(style: CellStyle, reuseIdentifier: String?) {
    self.style = style
    self.reuseIdentifier = reuseIdentifier
    contentView = UITableViewCellContentView()
    super.init(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
    backgroundColor = .systemBackground
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
    let selected = UIView(frame: bounds)
    selected.backgroundColor = Self.selectionColor
    selected.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    selected.alpha = 0
    selectedBackgroundView = selected
  }

  /// A `.default` cell without a reuse identifier (so `UITableViewCell()` makes one, as in UIKit).
  public override convenience init(frame: CGRect) {
    self.init(style: .default, reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// What the table calls to make a registered cell class: a convenience initializer that every
  /// subclass inherits (when it overrides `init(style:reuseIdentifier:)` and `init?(coder:)`, as
  /// iOS subclasses do), and that dispatches to the subclass's own `init(style:reuseIdentifier:)`.
  public required convenience init(registeredWith reuseIdentifier: String) {
    self.init(style: .default, reuseIdentifier: reuseIdentifier)
  }

  /// Resets state before the table hands the cell out again.
  open func prepareForReuse() {}

  /// Shows or hides the editing controls: the delete or insert control at the leading edge (the
  /// content moves aside for it) and the reorder control in place of the accessory; animated, they
  /// slide in over the table's 0.3 s.
  open func setEditing(_ editing: Bool, animated: Bool) {
    guard editing != editingState.isEditing else { return }
    editingState.isEditing = editing
    setNeedsLayout()
    guard animated else { return layoutIfNeeded() }
    UIView.animate(
      withDuration: 0.3, delay: 0, options: [.allowUserInteraction], animations: { self.layoutIfNeeded() })
  }

  /// The list configuration of the cell's style, to fill in and assign to `contentConfiguration`.
  open func defaultContentConfiguration() -> UIListContentConfiguration { styleConfiguration }

  /// Places the accessory, narrows the content view before it, and lays out the style's labels.
  override open func layoutSubviews() {
    super.layoutSubviews()
    layoutRowParts()
    layoutStandardViews()
  }

  open func setSelected(_ selected: Bool, animated: Bool) {
    isSelected = selected
    updateSelectionBackground(animated: animated)
  }

  open func setHighlighted(_ highlighted: Bool, animated: Bool) {
    isHighlighted = highlighted
    updateSelectionBackground(animated: animated)
  }

  /// Unhandled touches on the content reach the cell, which lets its table highlight and select it.
  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    tableView?.cellTouchBegan(self)
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    guard let touch = touches.first else { return }
    tableView?.cellTouchEnded(self, inside: bounds.contains(touch.location(in: self)))
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    tableView?.cellTouchCancelled(self)
  }

  /// The selection background fades in and out (deselectRow(at:animated:) fades over 0.25 s, the
  /// duration UIKit's table animations commonly measure).
  private func updateSelectionBackground(animated: Bool) {
    guard selectionStyle != .none, let view = selectedBackgroundView else { return }
    let alpha: CGFloat = isSelected || isHighlighted ? 1 : 0
    if animated {
      UIView.animate(
        withDuration: 0.25, delay: 0, options: [.allowUserInteraction], animations: { view.alpha = alpha })
    } else {
      view.alpha = alpha
    }
  }

  private func replace(_ old: UIView?, with new: UIView?, at index: Int) {
    old?.removeFromSuperview()
    guard let new else { return }
    new.frame = bounds
    insertSubview(new, at: index)
  }
}

/// The cell's content view; named as UIKit's private class is, so a hit on it reads the same.
final class UITableViewCellContentView: UIView {}
