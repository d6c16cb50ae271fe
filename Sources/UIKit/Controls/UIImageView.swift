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

  /// A symbol configuration applied over a symbol image's own (iOS 13), for its size and weight.
  open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
    didSet { if preferredSymbolConfiguration != oldValue { contentDidChange() } }
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

  /// The image shown now, with `preferredSymbolConfiguration` applied to a symbol (kept until the
  /// image or the configuration changes, since applying one draws the symbol's bitmap).
  var displayedImage: UIImage? {
    let set = isHighlighted ? highlightedImage ?? image : image
    let shown = set.map(variant(of:))
    guard let shown, let preferredSymbolConfiguration, shown.isSymbolImage else { return shown }
    if let configured, configured.source === shown, configured.configuration == preferredSymbolConfiguration {
      return configured.image
    }
    let image = shown.applyingSymbolConfiguration(preferredSymbolConfiguration) ?? shown
    configured = (shown, preferredSymbolConfiguration, image)
    return image
  }
  private var configured: (source: UIImage, configuration: UIImage.SymbolConfiguration, image: UIImage)?

  /// The variant of an image with an asset that fits the view's traits (kept until the image or
  /// the traits change).
  private func variant(of image: UIImage) -> UIImage {
    guard image.hasTraitVariants else { return image }
    let traits = traitCollection
    if let chosen, chosen.source === image, chosen.traits == traits { return chosen.image }
    let variant = image.variant(for: traits)
    chosen = (image, traits, variant)
    return variant
  }
  private var chosen: (source: UIImage, traits: UITraitCollection, image: UIImage)?

  /// An image with variants shows the one for the new traits, which may be another size.
  @_spi(Hail) override open func traitsDidChange(from previous: UITraitCollection?) {
    super.traitsDidChange(from: previous)
    let images = [image, highlightedImage].compactMap { $0 }
    if previous != nil, images.contains(where: \.hasTraitVariants) { contentDidChange() }
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

  /// Draws the image into the current context where `contentMode` puts it; a template image
  /// (a symbol, or `.alwaysTemplate`) in the tint colour.
  override open func draw(_ rect: CGRect) {
    guard let image = displayedImage else { return }
    image.draw(in: contentMode.rect(forContentOf: image.size, in: bounds), tintColor: tintColor)
  }

  /// A template image redraws in the new colour.
  override open func tintColorDidChange() {
    if displayedImage?.drawsAsTemplate == true { setNeedsDisplay() }
  }

  private func contentDidChange() {
    setNeedsLayout()
    superview?.setNeedsLayout()
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }
}
