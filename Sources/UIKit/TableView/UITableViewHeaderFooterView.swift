import Foundation

/// A section's header or footer that a table reuses as it reuses cells: register its class with
/// `register(_:forHeaderFooterViewReuseIdentifier:)` and dequeue it in the delegate's
/// `viewForHeaderInSection`/`viewForFooterInSection`. A section title from the data source
/// (`titleForHeaderInSection`) shows in one too, in its `textLabel`, as in UIKit, so
/// `headerView(forSection:)` and `willDisplayHeaderView` see it.
///
/// The text label looks as the table's style asks. Apple publishes none of the figures; they
/// approximate iOS 13–15 (measured from screenshots): a plain table's header is 17 pt semibold
/// `.label`, centred on a `.secondarySystemBackground` band; a grouped table's is 13 pt
/// `.secondaryLabel`, upper-cased (UIKit upper-cases the label's text), 6 pt above the section; a
/// footer is 13 pt `.secondaryLabel`, 6 pt below the section. Text starts 16 pt in (20 pt more in
/// `.insetGrouped`, the rows' inset).
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
  static let inset: CGFloat = 16
  static let gap: CGFloat = 6

  /// Where a header or footer view is shown, which decides its label's look.
  struct Placement: Equatable {
    var style: UITableView.Style
    var isFooter: Bool
  }

  public let reuseIdentifier: String?
  /// Where the view's content goes; it fills the view, above the background.
  public let contentView = UIView()
  /// Shown behind the content in place of the default background (a plain header's band).
  open var backgroundView: UIView? {
    didSet {
      oldValue?.removeFromSuperview()
      restyle()
    }
  }
  /// The label for the header's or footer's text, made on first use.
  open var textLabel: UILabel? {
    if let label { return label }
    let made = UILabel()
    contentView.addSubview(made)
    label = made
    restyle()
    return made
  }
  /// Content described as a value, shown in the view it makes, which fills the content view.
  open var contentConfiguration: (any UIContentConfiguration)? {
    didSet {
      configuredContentView = contentView.show(contentConfiguration, replacing: configuredContentView)
    }
  }

  /// Set by the table that shows the view.
  var placement = Placement(style: .plain, isFooter: false) {
    didSet { if placement != oldValue { restyle() } }
  }
  /// Whether the table made the view to show a section's title (it reuses it for titles only).
  var showsTableTitle = false
  private var label: UILabel?
  private var configuredContentView: (any UIView & UIContentView)?
  /// The default background: the band behind a plain table's header.
  private let band = UIView()

  public init(reuseIdentifier: String?) {
    self.reuseIdentifier = reuseIdentifier
    super.init(frame: .zero)
    for view in [band, contentView] {
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
    }
    band.isUserInteractionEnabled = false
    restyle()
  }

  /// A view without a reuse identifier.
  public override convenience init(frame: CGRect) {
    self.init(reuseIdentifier: nil)
    self.frame = frame
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// What the table calls to make a registered class: a convenience initializer every subclass
  /// inherits (when it overrides `init(reuseIdentifier:)` and `init?(coder:)`, as iOS subclasses
  /// do), dispatching to the subclass's own `init(reuseIdentifier:)`.
  public required convenience init(registeredWith reuseIdentifier: String) {
    self.init(reuseIdentifier: reuseIdentifier)
  }

  /// Resets state before the table hands the view out again.
  open func prepareForReuse() {}

  /// Whether the text label has text.
  var hasText: Bool { label?.text != nil }

  /// The height the content fits at `width`: what its content view's constraints need (width
  /// required, height as small as they allow, as UIKit sizes self-sizing headers), or what a
  /// content configuration's view fits; nil for content with neither.
  func fittingHeight(width: CGFloat) -> CGFloat? {
    let height: CGFloat
    if !contentView.allInstalledConstraints().isEmpty {
      height =
        contentView.systemLayoutSizeFitting(
          CGSize(width: width, height: UIView.layoutFittingCompressedSize.height),
          withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel
        ).height
    } else if let configuredContentView {
      height = configuredContentView.sizeThatFits(CGSize(width: width, height: 0)).height
    } else {
      return nil
    }
    return height.isFinite && height > 0 ? height : nil
  }

  /// Places the text label by the table's style.
  override open func layoutSubviews() {
    super.layoutSubviews()
    backgroundView?.frame = bounds
    guard let label else { return }
    let isGroupedHeader = placement.style != .plain && !placement.isFooter
    if isGroupedHeader, let text = label.text, text != text.uppercased() { label.text = text.uppercased() }
    let inset = Self.inset + (placement.style == .insetGrouped ? 20 : 0)
    let width = max(contentView.bounds.width - 2 * inset, 0)
    let height = min(label.sizeThatFits(CGSize(width: width, height: 0)).height, contentView.bounds.height)
    let y: CGFloat =
      if placement.isFooter {
        Self.gap
      } else if isGroupedHeader {
        contentView.bounds.height - Self.gap - height
      } else {
        (contentView.bounds.height - height) / 2
      }
    label.frame = CGRect(x: inset, y: y, width: width, height: height)
  }

  /// Styles the label and background for the placement.
  private func restyle() {
    let plainHeader = placement.style == .plain && !placement.isFooter
    if let backgroundView, backgroundView.superview !== self {
      backgroundView.frame = bounds
      insertSubview(backgroundView, at: 0)
    }
    band.isHidden = backgroundView != nil
    band.backgroundColor = plainHeader ? .secondarySystemBackground : nil
    if let label {
      label.font = plainHeader ? .systemFont(ofSize: 17, weight: .semibold) : .systemFont(ofSize: 13)
      label.textColor = plainHeader ? .label : .secondaryLabel
      label.numberOfLines = placement.isFooter ? 0 : 1
    }
    setNeedsLayout()
  }
}
