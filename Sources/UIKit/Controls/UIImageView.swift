import Foundation

/// Shows an image fitted to its bounds per `contentMode`, as UIKit's `UIImageView`.
@preconcurrency @MainActor
open class UIImageView: UIView {
  open var image: UIImage? {
    didSet { if image !== oldValue { contentDidChange() } }
  }

  /// Shown instead of `image` while `isHighlighted`, when set.
  open var highlightedImage: UIImage? {
    didSet { if highlightedImage !== oldValue { contentDidChange() } }
  }

  open var isHighlighted = false {
    didSet { if isHighlighted != oldValue { contentDidChange() } }
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    // UIKit: image views do not take touches.
    isUserInteractionEnabled = false
    isOpaque = false
  }

  /// An image view sized to `image` (in points).
  public convenience init(image: UIImage?) {
    self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
    self.image = image
  }

  public convenience init(image: UIImage?, highlightedImage: UIImage?) {
    self.init(image: image)
    self.highlightedImage = highlightedImage
  }

  /// The image shown now.
  var displayedImage: UIImage? {
    isHighlighted ? highlightedImage ?? image : image
  }

  /// The image's size in points (zero without one), whatever `size` asks.
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    displayedImage?.size ?? .zero
  }

  override open var intrinsicContentSize: CGSize {
    guard let image = displayedImage else {
      return CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }
    return image.size
  }

  /// Draws the image into the current context where `contentMode` puts it.
  override open func draw(_ rect: CGRect) {
    guard let image = displayedImage else { return }
    image.draw(in: contentMode.rect(forContentOf: image.size, in: bounds))
  }

  private func contentDidChange() {
    setNeedsLayout()
    superview?.setNeedsLayout()
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }
}
