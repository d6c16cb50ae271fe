import Foundation

/// The constraints a stack view makes, named as UIKit names them: `UISV-canvas-connection` (the end
/// views to the stack's edges), `UISV-spacing`, `UISV-fill-equally`, `UISV-fill-proportionally`,
/// `UISV-distributing` (equal gaps or centre distances, through spacer guides), `UISV-alignment`,
/// `UISV-canvas-fit` (a stack not sized from outside hugs its views), `UISV-hiding` (hidden views
/// collapse to zero length), `UISV-ambiguity-suppression` (which view a fill stretches on a tie).
extension UIStackView {
  /// The `along` and `across` attributes for the stack's axis.
  private struct Axes {
    let leading: NSLayoutConstraint.Attribute
    let trailing: NSLayoutConstraint.Attribute
    let size: NSLayoutConstraint.Attribute
    let center: NSLayoutConstraint.Attribute
    let crossLeading: NSLayoutConstraint.Attribute
    let crossTrailing: NSLayoutConstraint.Attribute
    let crossSize: NSLayoutConstraint.Attribute
    let crossCenter: NSLayoutConstraint.Attribute

    init(_ axis: NSLayoutConstraint.Axis) {
      let horizontal = axis == .horizontal
      leading = horizontal ? .leading : .top
      trailing = horizontal ? .trailing : .bottom
      size = horizontal ? .width : .height
      center = horizontal ? .centerX : .centerY
      crossLeading = horizontal ? .top : .leading
      crossTrailing = horizontal ? .bottom : .trailing
      crossSize = horizontal ? .height : .width
      crossCenter = horizontal ? .centerY : .centerX
    }
  }

  /// Replaces the arrangement with one made from the current views and properties.
  func rebuildArrangement() {
    NSLayoutConstraint.deactivate(arrangement)
    for guide in spacers { removeLayoutGuide(guide) }
    spacers = []
    arrangement = []
    let canvas: AnyObject = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
    let axes = Axes(axis)
    let visible = arrangedSubviews.filter { !$0.isHidden }
    arrangeAlong(visible, canvas, axes)
    for view in arrangedSubviews { align(view, to: visible.first, canvas, axes) }
    collapseHidden(canvas, axes)
    if alignment != .fill {
      add(
        "UISV-canvas-fit", canvas, axes.crossSize, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel)
    }
    NSLayoutConstraint.activate(arrangement)
  }

  private func arrangeAlong(_ views: [UIView], _ canvas: AnyObject, _ axes: Axes) {
    guard let first = views.first, let last = views.last else { return }
    add("UISV-canvas-connection", first, axes.leading, .equal, canvas, axes.leading)
    add("UISV-canvas-connection", last, axes.trailing, .equal, canvas, axes.trailing)
    let proportions = proportionalShares(views)
    for (index, view) in views.enumerated() {
      if distribution == .fill {
        // UIKit resolves ties in hugging by index; here the last view of the least hugging ones
        // stretches: a very weak pull to zero length, a hair weaker for each later view.
        add(
          "UISV-ambiguity-suppression", view, axes.size, .equal, nil, .notAnAttribute,
          priority: UILayoutPriority(25 + 0.01 * Float(views.count - index)))
      }
      if distribution == .fillEqually, index > 0 {
        add("UISV-fill-equally", view, axes.size, .equal, first, axes.size)
      }
      if let share = proportions?[index] {
        // Each view's share of the length left after the spacings, in proportion to its intrinsic size.
        let spacings = zip(views, views.dropFirst()).map { spacing(after: $0.0) }.reduce(0, +)
        add(
          "UISV-fill-proportionally", view, axes.size, .equal, canvas, axes.size, multiplier: share,
          constant: -spacings * share, priority: .required - 1)
      }
      guard index + 1 < views.count else { continue }
      connect(view, views[index + 1], spacing(after: view), axes)
    }
    if distribution == .equalSpacing || distribution == .equalCentering {
      add("UISV-canvas-fit", canvas, axes.size, .equal, nil, .notAnAttribute, priority: .fittingSizeLevel)
    }
  }

  /// One gap: exact for the fill distributions, at least the spacing for the spaced ones, which
  /// also keep their gaps (or centre distances) equal through spacer guides.
  private func connect(_ view: UIView, _ next: UIView, _ gap: CGFloat, _ axes: Axes) {
    let baselines = isBaselineRelativeArrangement && axis == .vertical
    let from = baselines ? NSLayoutConstraint.Attribute.lastBaseline : axes.trailing
    let to = baselines ? NSLayoutConstraint.Attribute.firstBaseline : axes.leading
    switch distribution {
    case .fill, .fillEqually, .fillProportionally:
      add("UISV-spacing", next, to, .equal, view, from, constant: gap)
    case .equalSpacing, .equalCentering:
      add("UISV-spacing", next, to, .greaterThanOrEqual, view, from, constant: gap)
      let guide = UILayoutGuide()
      guide.identifier = "UISV-distributing-edge"
      addLayoutGuide(guide)
      let centring = distribution == .equalCentering
      add("UISV-distributing-edge", guide, axes.leading, .equal, view, centring ? axes.center : from)
      add("UISV-distributing-edge", guide, axes.trailing, .equal, next, centring ? axes.center : to)
      if let firstSpacer = spacers.first {
        // UIKit lets spacing win over equal centring when the views do not fit.
        add(
          "UISV-distributing", guide, axes.size, .equal, firstSpacer, axes.size,
          priority: centring ? .required - 1 : .required)
      }
      spacers.append(guide)
    }
  }

  /// Places a view across the stack per `alignment`.
  private func align(_ view: UIView, to first: UIView?, _ canvas: AnyObject, _ axes: Axes) {
    let baseline: NSLayoutConstraint.Attribute? =
      axis == .horizontal
      ? (alignment == .firstBaseline ? .firstBaseline : alignment == .lastBaseline ? .lastBaseline : nil)
      : nil
    switch alignment {
    case .fill:
      add("UISV-alignment", view, axes.crossLeading, .equal, canvas, axes.crossLeading)
      add("UISV-alignment", view, axes.crossTrailing, .equal, canvas, axes.crossTrailing)
    case .leading where baseline == nil, .firstBaseline where baseline == nil:
      add("UISV-alignment", view, axes.crossLeading, .equal, canvas, axes.crossLeading)
      add("UISV-spanning-boundary", view, axes.crossTrailing, .lessThanOrEqual, canvas, axes.crossTrailing)
    case .trailing where baseline == nil, .lastBaseline where baseline == nil:
      add("UISV-alignment", view, axes.crossTrailing, .equal, canvas, axes.crossTrailing)
      add("UISV-spanning-boundary", view, axes.crossLeading, .greaterThanOrEqual, canvas, axes.crossLeading)
    case .center:
      add("UISV-alignment", view, axes.crossCenter, .equal, canvas, axes.crossCenter)
      add("UISV-spanning-boundary", view, axes.crossLeading, .greaterThanOrEqual, canvas, axes.crossLeading)
    default:
      // Baselines line up with the first visible view's; the group rises until one view meets the
      // top (a weak pull up on each), and none leaves the stack.
      if let baseline, let first, first !== view {
        add("UISV-alignment", view, baseline, .equal, first, baseline)
      }
      add("UISV-spanning-boundary", view, axes.crossLeading, .greaterThanOrEqual, canvas, axes.crossLeading)
      add("UISV-spanning-boundary", view, axes.crossTrailing, .lessThanOrEqual, canvas, axes.crossTrailing)
      add(
        "UISV-spanning-fit", view, axes.crossLeading, .equal, canvas, axes.crossLeading,
        priority: .fittingSizeLevel)
    }
  }

  /// Hidden views keep their place in the order at zero length, where the previous visible view
  /// ends (or the stack begins).
  private func collapseHidden(_ canvas: AnyObject, _ axes: Axes) {
    var previous: (item: AnyObject, attribute: NSLayoutConstraint.Attribute) = (canvas, axes.leading)
    for view in arrangedSubviews {
      if view.isHidden {
        add("UISV-hiding", view, axes.size, .equal, nil, .notAnAttribute)
        add("UISV-hiding", view, axes.leading, .equal, previous.item, previous.attribute)
      } else {
        previous = (view, axes.trailing)
      }
    }
  }

  /// The spacing after `view`: its custom spacing, else the stack's; the system value where asked.
  private func spacing(after view: UIView) -> CGFloat {
    let custom = customSpacings[ObjectIdentifier(view)] ?? spacing
    return custom == UIStackView.spacingUseSystem ? systemSpacing : custom
  }

  /// For `.fillProportionally`: each view's fraction of the total intrinsic length (nil when the
  /// distribution is another, or no view has an intrinsic length: then it fills as `.fill`).
  private func proportionalShares(_ views: [UIView]) -> [CGFloat]? {
    guard distribution == .fillProportionally else { return nil }
    let lengths = views.map { view -> CGFloat in
      let size = view.intrinsicContentSize
      return max(0, axis == .horizontal ? size.width : size.height)
    }
    let total = lengths.reduce(0, +)
    return total > 0 ? lengths.map { $0 / total } : nil
  }

  private func add(
    _ identifier: String, _ first: AnyObject, _ firstAttribute: NSLayoutConstraint.Attribute,
    _ relation: NSLayoutConstraint.Relation, _ second: AnyObject?,
    _ secondAttribute: NSLayoutConstraint.Attribute,
    multiplier: CGFloat = 1, constant: CGFloat = 0, priority: UILayoutPriority = .required
  ) {
    let constraint = NSLayoutConstraint(
      first: first, firstAttribute, relation, second: second, secondAttribute, multiplier: multiplier,
      constant: constant)
    constraint.identifier = identifier
    constraint.priority = priority
    arrangement.append(constraint)
  }
}
