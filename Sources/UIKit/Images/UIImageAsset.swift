import Foundation
import Synchronization

/// Variants of one piece of artwork for different traits, as UIKit's `UIImageAsset` (iOS 8): light
/// and dark images, 2x and 3x bitmaps. Images from an asset catalog come with one
/// (`UIImage(named:)`), any image has one (`UIImage.imageAsset`), and image views show the variant
/// for their own traits, again when the traits change.
///
/// The asset keeps each variant's pixels and drawing settings, not the `UIImage` registered: the
/// images it hands out point back to it, so holding the registered images too would make a cycle.
open class UIImageAsset: NSObject, @unchecked Sendable {
  /// A registered image: its traits (scale always set) and what it draws.
  struct Variant {
    var traits: UITraitCollection.Values
    var cgImage: CGImage?
    var scale: CGFloat
    var renderingMode: UIImage.RenderingMode
    var symbol: SystemSymbol?
    var tint: UIColor?
  }

  private let variants = Mutex<[Variant]>([])

  public override init() {
    super.init()
  }

  /// There are no archives here (as `UIView`'s coder initializer).
  public init?(coder: NSCoder) {
    return nil
  }

  /// Registers `image` for `traitCollection`, replacing an image registered with the same traits.
  /// A collection without a display scale is taken as 1x (Apple docs, "Register an image").
  open func register(_ image: UIImage, with traitCollection: UITraitCollection) {
    let variant = Variant(
      traits: Self.registered(traitCollection.values), cgImage: image.cgImage, scale: image.scale,
      renderingMode: image.renderingMode, symbol: image.symbol, tint: image.fixedTintColor)
    variants.withLock { variants in
      variants.removeAll { $0.traits == variant.traits }
      variants.append(variant)
    }
  }

  /// Removes the image registered with exactly these traits (Apple: "The traits in both collections
  /// must match exactly").
  open func unregister(imageWith traitCollection: UITraitCollection) {
    let traits = Self.registered(traitCollection.values)
    variants.withLock { $0.removeAll { $0.traits == traits } }
  }

  /// The registered image that best fits `traitCollection`, pointing back to this asset. A
  /// collection without a scale or idiom takes the main screen's (Apple docs, "Retrieve an
  /// image"). An empty asset gives an empty image.
  open func image(with traitCollection: UITraitCollection) -> UIImage {
    let wanted = Self.wanted(traitCollection.values)
    guard let variant = variants.withLock({ Self.best(of: $0, for: wanted) }) else { return UIImage() }
    return UIImage(
      cgImage: variant.cgImage, scale: variant.scale, renderingMode: variant.renderingMode,
      symbol: variant.symbol, tint: variant.tint, asset: self,
      traits: UITraitCollection(values: variant.traits))
  }

  /// iOS 13's forms: the configuration's trait collection (every trait unspecified without one).
  open func register(_ image: UIImage, with configuration: UIImage.Configuration) {
    register(image, with: configuration.traitCollection ?? UITraitCollection())
  }

  open func unregisterImage(with configuration: UIImage.Configuration) {
    unregister(imageWith: configuration.traitCollection ?? UITraitCollection())
  }

  open func image(with configuration: UIImage.Configuration) -> UIImage {
    image(with: configuration.traitCollection ?? UITraitCollection())
  }

  /// How many images are registered (a view needs to look again on a trait change only when
  /// there is more than one).
  var variantCount: Int { variants.withLock { $0.count } }

  /// Traits as stored: a missing scale is 1x.
  private static func registered(_ values: UITraitCollection.Values) -> UITraitCollection.Values {
    var values = values
    if values.displayScale <= 0 { values.displayScale = 1 }
    return values
  }

  /// Traits as looked up: a missing scale or idiom is the main screen's.
  private static func wanted(_ values: UITraitCollection.Values) -> UITraitCollection.Values {
    var values = values
    let screen = UIImage.preferredScreenTraits()
    if values.displayScale <= 0 { values.displayScale = screen.displayScale }
    if values.userInterfaceIdiom == .unspecified { values.userInterfaceIdiom = screen.userInterfaceIdiom }
    return values
  }

  /// Among the variants whose traits other than the scale are all unspecified or equal to
  /// `wanted`'s, the one that specifies the most of them, then the nearest scale (the wanted one,
  /// else the next sharper, else the sharpest below, as files are picked by scale). With no such
  /// variant, the same order over all of them, so a view always shows something.
  static func best(of variants: [Variant], for wanted: UITraitCollection.Values) -> Variant? {
    let fitting = variants.filter { fits($0.traits, wanted) }
    let pool = fitting.isEmpty ? variants : fitting
    return pool.min { rank($0, wanted) < rank($1, wanted) }
  }

  private static func fits(_ traits: UITraitCollection.Values, _ wanted: UITraitCollection.Values) -> Bool {
    var merged = wanted
    var specified = traits
    specified.displayScale = 0
    merged.merge(specified)
    return merged == wanted
  }

  /// Smaller is better: more specified traits first, then the scale's distance (sharper first).
  private static func rank(_ variant: Variant, _ wanted: UITraitCollection.Values) -> (Int, Int, CGFloat) {
    var traits = variant.traits
    traits.displayScale = 0
    let specified = traits.specifiedCount
    let scale = variant.traits.displayScale
    let scaleRank = scale == wanted.displayScale ? 0 : scale > wanted.displayScale ? 1 : 2
    return (-specified, scaleRank, abs(scale - wanted.displayScale))
  }
}
