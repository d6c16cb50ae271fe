import Foundation

/// Reads an asset catalog's image set (`NAME.imageset` in a `.xcassets` folder copied with a
/// bundle's resources) into a `UIImageAsset`: each image of its `Contents.json` registered with
/// the traits Xcode writes there — `scale` ("2x"), `idiom` ("universal", "iphone", "ipad") and
/// `appearances` (`luminosity` light or dark, `contrast` high) — and the set's
/// `template-rendering-intent` as the rendering mode. A set without a readable `Contents.json`
/// registers its PNGs by their `@Nx` suffixes.
enum AssetCatalog {
  /// The asset for the image set `name`, from the first catalog (by name) that has one.
  static func asset(named name: String, in bundle: Bundle) -> UIImageAsset? {
    guard let root = bundle.resourceURL ?? Optional(bundle.bundleURL) else { return nil }
    let manager = FileManager.default
    let catalogs = ((try? manager.contentsOfDirectory(atPath: root.path)) ?? []).filter {
      $0.hasSuffix(".xcassets")
    }
    for catalog in catalogs.sorted() {
      let folder = root.appendingPathComponent(catalog).appendingPathComponent("\(name).imageset")
      let entries = self.entries(in: folder)
      let asset = UIImageAsset()
      var registered = 0
      for entry in entries {
        guard let image = UIImage(contentsOfFile: folder.appendingPathComponent(entry.file).path) else {
          continue
        }
        let scaled = UIImage(
          cgImage: image.cgImage, scale: entry.scale ?? image.scale, renderingMode: entry.renderingMode,
          symbol: nil, tint: nil)
        var traits = entry.traits
        traits.displayScale = scaled.scale
        asset.register(scaled, with: UITraitCollection(values: traits))
        registered += 1
      }
      if registered > 0 { return asset }
    }
    return nil
  }

  /// One image of a set: its file and the traits it is for.
  struct Entry {
    var file: String
    var scale: CGFloat?
    var traits = UITraitCollection.Values()
    var renderingMode = UIImage.RenderingMode.automatic
  }

  /// The set's images from `Contents.json`, else its PNG files.
  static func entries(in folder: URL) -> [Entry] {
    if let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
      let contents = (try? JSONSerialization.jsonObject(with: data)) as? [String: Any],
      let images = contents["images"] as? [[String: Any]]
    {
      let properties = contents["properties"] as? [String: Any]
      let mode = renderingMode(properties?["template-rendering-intent"] as? String)
      return images.compactMap { entry(from: $0, renderingMode: mode) }
    }
    let files = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    return files.filter { $0.hasSuffix(".png") }.sorted().map { Entry(file: $0) }
  }

  /// An image entry; nil for an empty slot (no `filename`) or an unknown appearance.
  static func entry(from image: [String: Any], renderingMode: UIImage.RenderingMode) -> Entry? {
    guard let file = image["filename"] as? String, !file.isEmpty else { return nil }
    var entry = Entry(file: file, renderingMode: renderingMode)
    if let scale = image["scale"] as? String, let value = Double(scale.dropLast()), scale.hasSuffix("x"),
      value > 0
    {
      entry.scale = CGFloat(value)
    }
    switch image["idiom"] as? String {
    case "iphone": entry.traits.userInterfaceIdiom = .phone
    case "ipad": entry.traits.userInterfaceIdiom = .pad
    case "tv": entry.traits.userInterfaceIdiom = .tv
    case "car": entry.traits.userInterfaceIdiom = .carPlay
    case "mac": entry.traits.userInterfaceIdiom = .mac
    case "vision": entry.traits.userInterfaceIdiom = .vision
    default: break
    }
    for appearance in image["appearances"] as? [[String: Any]] ?? [] {
      switch (appearance["appearance"] as? String, appearance["value"] as? String) {
      case ("luminosity", "light"): entry.traits.userInterfaceStyle = .light
      case ("luminosity", "dark"): entry.traits.userInterfaceStyle = .dark
      case ("contrast", "high"): entry.traits.accessibilityContrast = .high
      default: return nil
      }
    }
    return entry
  }

  private static func renderingMode(_ intent: String?) -> UIImage.RenderingMode {
    switch intent {
    case "template": .alwaysTemplate
    case "original": .alwaysOriginal
    default: .automatic
    }
  }
}
