import Foundation

extension UIImage {
  /// The image `name` from the app's main bundle (see `init(named:in:compatibleWith:)`).
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image `name` from `bundle`'s resources (the main bundle when nil; a package target's
  /// resources are `Bundle.module`). Looked up as UIKit does for loose files: `name@Nx.png` for the
  /// screen's scale first, then the other scales, then `name.png` (or `name` itself when it has an
  /// extension); then an asset catalog's `name.imageset` copied with the resources, whose images
  /// (scales, appearances, idioms) become the image's `imageAsset`, and which gives the variant for
  /// `traitCollection` (for `UITraitCollection.current` when nil; views show the variant for their
  /// own traits). The trait collection's display scale, when it has one, stands for the screen's. A
  /// missing or unreadable image gives nil.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard !name.isEmpty else { return nil }
    let bundle = bundle ?? .main
    if let file = ImageResource.find(
      name, in: bundle, preferredScale: UIImage.preferredScale(traitCollection?.displayScale)),
      let image = UIImage(contentsOfFile: file.path)
    {
      self.init(cgImage: image.cgImage, scale: image.scale, renderingMode: .automatic, symbol: nil, tint: nil)
      return
    }
    guard let asset = AssetCatalog.asset(named: name, in: bundle) else { return nil }
    let chosen = asset.image(with: traitCollection ?? .current)
    self.init(
      cgImage: chosen.cgImage, scale: chosen.scale, renderingMode: chosen.renderingMode, symbol: nil,
      tint: nil,
      asset: asset, traits: chosen.registeredTraits)
  }

  /// The image `name` from `bundle`, with `configuration` (iOS 13; accepted: bitmaps have no
  /// configuration to apply).
  public convenience init?(named name: String, in bundle: Bundle?, with configuration: Configuration?) {
    self.init(named: name, in: bundle, compatibleWith: nil)
  }

  /// The trait collection's display scale when it has one; else the screen's when asked on the
  /// main thread, where UIKit's objects live; else 3, the densest screen's.
  static func preferredScale(_ displayScale: CGFloat?) -> CGFloat {
    if let displayScale, displayScale > 0 { return displayScale }
    guard Thread.isMainThread else { return 3 }
    return MainActor.assumeIsolated { UIScreen.main.scale }
  }
}

/// Finds image files among a bundle's resources.
enum ImageResource {
  /// The loose file for `name`, preferring `preferredScale`, then higher scales, then lower.
  static func find(_ name: String, in bundle: Bundle, preferredScale: CGFloat) -> URL? {
    guard let root = bundle.resourceURL ?? Optional(bundle.bundleURL) else { return nil }
    let base = (name as NSString).deletingPathExtension
    let givenExtension = (name as NSString).pathExtension
    let fileExtension = givenExtension.isEmpty ? "png" : givenExtension
    let scales = scaleOrder(preferred: Int(preferredScale.rounded()))
    let names = scales.map { "\(base)@\($0)x.\(fileExtension)" } + ["\(base).\(fileExtension)"]
    let manager = FileManager.default
    for candidate in names {
      let url = root.appendingPathComponent(candidate)
      if manager.fileExists(atPath: url.path) { return url }
    }
    return nil
  }

  /// `preferred`, then the scales above it, then those below (UIKit takes a sharper image over a
  /// blurrier one).
  static func scaleOrder(preferred: Int) -> [Int] {
    let all = [1, 2, 3]
    return [preferred] + all.filter { $0 > preferred } + all.filter { $0 < preferred }.reversed()
  }
}
