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

  /// The attributes the view wants, for self-sizing with an estimated size: its fitting size.
  open func preferredLayoutAttributesFitting(
    _ layoutAttributes: UICollectionViewLayoutAttributes
  ) -> UICollectionViewLayoutAttributes {
    layoutAttributes
  }
}
