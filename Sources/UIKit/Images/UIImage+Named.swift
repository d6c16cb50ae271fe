import Foundation

extension UIImage {
  /// The image `name` from the app's main bundle (see `init(named:in:compatibleWith:)`).
  public convenience init?(named name: String) {
    self.init(named: name, in: nil, compatibleWith: nil)
  }

  /// The image `name` from `bundle`'s resources (the main bundle when nil; a package target's
  /// resources are `Bundle.module`). Looked up as UIKit does for loose files: `name@Nx.png` for the
  /// screen's scale first, then the other scales, then `name.png` (or `name` itself when it has an
  /// extension); then an asset catalog's `name.imageset` folder copied with the resources. The
  /// trait collection's display scale, when it has one, stands for the screen's. A missing or
  /// unreadable image gives nil.
  public convenience init?(
    named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?
  ) {
    guard !name.isEmpty,
      let file = ImageResource.find(
        name, in: bundle ?? .main, preferredScale: UIImage.preferredScale(traitCollection?.displayScale)),
      let image = UIImage(contentsOfFile: file.path)
    else { return nil }
    self.init(cgImage: image.cgImage, scale: image.scale, renderingMode: .automatic, symbol: nil, tint: nil)
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
  /// The file for `name`, preferring `preferredScale`, then higher scales, then lower.
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
    return imageSet(base, under: root, scales: scales)
  }

  /// `preferred`, then the scales above it, then those below (UIKit takes a sharper image over a
  /// blurrier one).
  static func scaleOrder(preferred: Int) -> [Int] {
    let all = [1, 2, 3]
    return [preferred] + all.filter { $0 > preferred } + all.filter { $0 < preferred }.reversed()
  }

  /// A PNG in `name.imageset` inside any `.xcassets` folder at the top of `root`, by the same
  /// scale order (read from the files' `@Nx` suffixes).
  private static func imageSet(_ name: String, under root: URL, scales: [Int]) -> URL? {
    let manager = FileManager.default
    let catalogs = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).filter {
      $0.hasSuffix(".xcassets")
    }
    for catalog in catalogs.sorted() {
      let folder = root.appendingPathComponent(catalog).appendingPathComponent("\(name).imageset")
      let files = ((try? manager.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
        $0.hasSuffix(".png")
      }
      let ranked = files.sorted { rank($0, scales) < rank($1, scales) }
      if let best = ranked.first { return folder.appendingPathComponent(best) }
    }
    return nil
  }

  private static func rank(_ file: String, _ scales: [Int]) -> Int {
    let scale = Int(UIImage.scale(fromFileName: (file as NSString).deletingPathExtension))
    return scales.firstIndex(of: scale) ?? scales.count
  }
}
