import Foundation

/// Lays out a row or column of arranged subviews with constraints, as UIKit's `UIStackView`. The
/// stack makes the constraints itself (identified `UISV-…` as UIKit names them; see
/// `UIStackView+Arrangement.swift`) during the update-constraints pass, after any change of its
/// arranged views, their visibility, or its properties.
@preconcurrency @MainActor
open class UIStackView: UIView {
  /// How arranged views share the stack's length.
  public enum Distribution: Int, Sendable {
    case fill = 0
    case fillEqually = 1
    case fillProportionally = 2
    case equalSpacing = 3
    case equalCentering = 4
  }

  /// Where arranged views sit across the stack.
  public enum Alignment: Int, Sendable {
    case fill = 0
    case leading = 1
    case firstBaseline = 2
    case center = 3
    case trailing = 4
    case lastBaseline = 5

    public static var top: Alignment { .leading }
    public static var bottom: Alignment { .trailing }
  }

  /// `customSpacing(after:)` for a view without custom spacing.
  public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
  /// A spacing that asks for the system's standard spacing (8 pt, as the anchors'
  /// `equalToSystemSpacing…`).
  public static let spacingUseSystem = CGFloat.leastNormalMagnitude

  public private(set) var arrangedSubviews: [UIView] = []

  open var axis: NSLayoutConstraint.Axis = .horizontal {
    didSet { if axis != oldValue { setNeedsArrangement() } }
  }

  open var distribution: Distribution = .fill {
    didSet { if distribution != oldValue { setNeedsArrangement() } }
  }

  open var alignment: Alignment = .fill {
    didSet { if alignment != oldValue { setNeedsArrangement() } }
  }

  open var spacing: CGFloat = 0 {
    didSet { if spacing != oldValue { setNeedsArrangement() } }
  }

  /// Vertical stacks: spacing runs from one view's last baseline to the next one's first.
  open var isBaselineRelativeArrangement = false {
    didSet { if isBaselineRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  /// Arranged views fill the layout margins guide instead of the bounds.
  open var isLayoutMarginsRelativeArrangement = false {
    didSet { if isLayoutMarginsRelativeArrangement != oldValue { setNeedsArrangement() } }
  }

  var customSpacings: [ObjectIdentifier: CGFloat] = [:]
  /// The constraints and spacer guides of the current arrangement.
  var arrangement: [NSLayoutConstraint] = []
  var spacers: [UILayoutGuide] = []

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init(coder: NSCoder) {
    super.init(frame: .zero)
  }

  public convenience init(arrangedSubviews views: [UIView]) {
    self.init(frame: .zero)
    for view in views { addArrangedSubview(view) }
  }

  open func addArrangedSubview(_ view: UIView) {
    insertArrangedSubview(view, at: arrangedSubviews.count)
  }

  /// Inserts `view` among the arranged views (adding it as a subview if it is not one), and stops
  /// it translating its autoresizing mask, as UIKit does.
  open func insertArrangedSubview(_ view: UIView, at stackIndex: Int) {
    arrangedSubviews.removeAll { $0 === view }
    arrangedSubviews.insert(view, at: min(max(stackIndex, 0), arrangedSubviews.count))
    view.translatesAutoresizingMaskIntoConstraints = false
    if view.superview !== self { addSubview(view) }
    setNeedsArrangement()
  }

  /// Stops arranging `view`; it stays a subview (remove it from the superview to take it out).
  open func removeArrangedSubview(_ view: UIView) {
    guard arrangedSubviews.contains(where: { $0 === view }) else { return }
    arrangedSubviews.removeAll { $0 === view }
    customSpacings[ObjectIdentifier(view)] = nil
    setNeedsArrangement()
  }

  open func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: UIView) {
    customSpacings[ObjectIdentifier(arrangedSubview)] = spacing
    setNeedsArrangement()
  }

  open func customSpacing(after arrangedSubview: UIView) -> CGFloat {
    customSpacings[ObjectIdentifier(arrangedSubview)] ?? UIStackView.spacingUseDefault
  }

  /// A subview leaving the stack leaves the arranged views too.
  open override func willRemoveSubview(_ subview: UIView) {
    super.willRemoveSubview(subview)
    removeArrangedSubview(subview)
  }

  open override func updateConstraints() {
    rebuildArrangement()
    super.updateConstraints()
  }

  /// Arranged views' visibility changes collapse them (animatable: lay out inside `UIView.animate`);
  /// intrinsic size changes reshape a proportional fill.
  override func subviewLayoutInputsDidChange(_ subview: UIView, hidden: Bool) {
    guard arrangedSubviews.contains(where: { $0 === subview }) else { return }
    if hidden || distribution == .fillProportionally { setNeedsArrangement() }
  }

  func setNeedsArrangement() {
    setNeedsUpdateConstraints()
    setNeedsLayout()
  }
}
