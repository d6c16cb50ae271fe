import Foundation

extension UIImage {
  /// The asset holding this image's variants (iOS 8). Images from an asset catalog or from
  /// `UIImageAsset.image(with:)` have theirs; any other image gets one on first use, holding just
  /// itself, so that apps can register variants beside it (`image.imageAsset?.register(dark, with:
  /// UITraitCollection(userInterfaceStyle: .dark))`, a common iOS idiom).
  public var imageAsset: UIImageAsset? {
    if let asset = assetSlot.withLock({ $0 }) { return asset }
    let made = UIImageAsset()
    made.register(self, with: traitCollection)
    return assetSlot.withLock { slot in
      if slot == nil { slot = made }
      return slot
    }
  }

  /// The traits the image is for: those an asset registered it with, else its scale alone.
  public var traitCollection: UITraitCollection {
    registeredTraits ?? UITraitCollection(displayScale: scale)
  }

  /// The asset, when the image has one already (reading `imageAsset` would make one).
  var existingAsset: UIImageAsset? { assetSlot.withLock { $0 } }

  /// Whether the image has variants a view must choose between by its traits.
  @_spi(Hail) public var hasTraitVariants: Bool { (existingAsset?.variantCount ?? 0) > 1 }

  /// The variant a view with `traits` shows: the asset's best image for them, drawn with this
  /// image's rendering mode and tint colour where it has its own; this image without variants.
  @_spi(Hail) public func variant(for traits: UITraitCollection) -> UIImage {
    guard hasTraitVariants, let asset = existingAsset else { return self }
    var chosen = asset.image(with: traits)
    if renderingMode != .automatic, chosen.renderingMode != renderingMode {
      chosen = chosen.withRenderingMode(renderingMode)
    }
    if let fixedTintColor, chosen.fixedTintColor == nil {
      chosen = chosen.withTintColor(fixedTintColor, renderingMode: chosen.renderingMode)
    }
    return chosen
  }

  /// The main screen's scale and idiom, which a lookup without them takes (an iPhone here).
  static func preferredScreenTraits() -> (displayScale: CGFloat, userInterfaceIdiom: UIUserInterfaceIdiom) {
    (preferredScale(nil), .phone)
  }
}
