import Foundation

/// A view a collection view shows for a supplementary element (a header, a footer) and recycles;
/// the base class of its cells.
@preconcurrency @MainActor
open class UICollectionReusableView: UIView {
  open internal(set) var reuseIdentifier: String?

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// What the collection view calls to make a registered class: a convenience initializer every
  /// subclass inherits (when it overrides `init(frame:)` and `init?(coder:)`, as iOS subclasses do),
  /// dispatching to the subclass's own `init(frame:)`.
  public required convenience init(registeredWith reuseIdentifier: String) {
    self.init(frame: .zero)
    self.reuseIdentifier = reuseIdentifier
  }

  /// Resets state before the collection view hands the view out again.
  open func prepareForReuse() {}

  /// Takes the layout's attributes; the collection view has set the frame, alpha and transform.
  open func apply(_ layoutAttributes: UICollectionViewLayoutAttributes) {}

  /// The dimensions the layout estimates for this view, set by the collection view before it asks
  /// for `preferredLayoutAttributesFitting`.
  var estimatedAxes: EstimatedAxes = []

  /// The attributes the view wants, for self-sizing with an estimated size: the size its subviews'
  /// Auto Layout constraints give it from the attributes' size, the estimated dimensions as small
  /// as the constraints allow (`fittingSizeLevel`), the others kept (`required`); a view without
  /// constraints keeps the attributes. (Cells fit their content view instead.)
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    guard !estimatedAxes.isEmpty, !allInstalledConstraints().isEmpty,
      let copy = layoutAttributes.copy() as? UICollectionViewLayoutAttributes
    else { return layoutAttributes }
    let fitted = systemLayoutSizeFitting(
      layoutAttributes.size,
      withHorizontalFittingPriority: estimatedAxes.contains(.width) ? .fittingSizeLevel : .required,
      verticalFittingPriority: estimatedAxes.contains(.height) ? .fittingSizeLevel : .required)
    guard fitted.width.isFinite, fitted.height.isFinite, fitted.width > 0, fitted.height > 0 else {
      return layoutAttributes
    }
    copy.size = fitted
    return copy
  }
}
