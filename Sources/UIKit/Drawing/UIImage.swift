@_spi(Hail) import CoreGraphics
import Foundation
import Synchronization

/// An immutable bitmap with a scale: `size` is in points, the `cgImage` in pixels.
public final class UIImage: NSObject, Sendable {
  /// Which way up the bitmap is. Only `.up` exists here: CoreGraphics' PNG reader does not read
  /// EXIF orientation, and nothing in the app rotates images.
  public enum Orientation: Int, Sendable {
    case up = 0
  }

  /// The bitmap; nil for an empty `UIImage()`.
  public let cgImage: CGImage?
  /// Pixels per point.
  public let scale: CGFloat
  public let imageOrientation: Orientation
  /// Whether the image draws its own colours or is a shape filled with the tint colour
  /// (`UIImage+RenderingMode.swift`).
  public let renderingMode: RenderingMode
  /// The system symbol the image draws as a vector, for `UIImage(systemName:)`.
  let symbol: SystemSymbol?
  /// The colour of `withTintColor(_:)`, drawn through the image's alpha.
  let fixedTintColor: UIColor?
  /// The traits an image asset registered it with; nil for an image made otherwise.
  let registeredTraits: UITraitCollection?
  /// The asset grouping this image with its variants (`UIImage+Asset.swift`): the one that made it,
  /// else one made on first use holding just this image.
  let assetSlot: Mutex<UIImageAsset?>

  /// An empty image: zero size, no bitmap (as UIKit's `UIImage()`).
  override public init() {
    cgImage = nil
    scale = 1
    imageOrientation = .up
    renderingMode = .automatic
    symbol = nil
    fixedTintColor = nil
    registeredTraits = nil
    assetSlot = Mutex(nil)
  }

  /// An image of `cgImage` at `scale` pixels per point; a scale that is not a positive finite
  /// number is taken as 1.
  public convenience init(cgImage: CGImage, scale: CGFloat = 1, orientation: Orientation = .up) {
    self.init(cgImage: cgImage, scale: scale, renderingMode: .automatic, symbol: nil, tint: nil)
  }

  init(
    cgImage: CGImage?, scale: CGFloat, renderingMode: RenderingMode, symbol: SystemSymbol?, tint: UIColor?,
    asset: UIImageAsset? = nil, traits: UITraitCollection? = nil
  ) {
    self.cgImage = cgImage
    self.scale = scale.isFinite && scale > 0 ? scale : 1
    self.imageOrientation = .up
    self.renderingMode = renderingMode
    self.symbol = symbol
    self.fixedTintColor = tint
    self.registeredTraits = traits
    self.assetSlot = Mutex(asset)
  }

  /// Reads a PNG file. The scale comes from an "@2x" / "@3x" suffix of the file name, as UIKit's,
  /// else 1. A missing, unreadable or corrupt file gives nil.
  public convenience init?(contentsOfFile path: String) {
    let url = URL(fileURLWithPath: path)
    guard let image = try? CGImage.load(pngAt: url) else { return nil }
    self.init(
      cgImage: image, scale: UIImage.scale(fromFileName: url.deletingPathExtension().lastPathComponent))
  }

  /// Decodes PNG bytes at `scale`; nil when they are not a PNG.
  public convenience init?(data: Data, scale: CGFloat = 1) {
    guard let image = try? CGImage(pngData: data) else { return nil }
    self.init(cgImage: image, scale: scale)
  }

  /// The size in points: pixels divided by the scale (a symbol's em square).
  public var size: CGSize {
    if let symbol { return symbol.size }
    guard let cgImage else { return .zero }
    return CGSize(width: CGFloat(cgImage.width) / scale, height: CGFloat(cgImage.height) / scale)
  }

  /// The image as PNG bytes; nil for an empty image.
  public func pngData() -> Data? { cgImage?.pngData() }

  /// Draws the image scaled into `rect` of the current context: its own colours, or the colour of
  /// `withTintColor(_:)` (a symbol without one draws black, as UIKit's).
  @preconcurrency @MainActor
  public func draw(in rect: CGRect) {
    draw(in: rect, tintColor: nil)
  }

  /// Draws the image at its point size with its top-left corner at `point`.
  @preconcurrency @MainActor
  public func draw(at point: CGPoint) {
    draw(in: CGRect(origin: point, size: size))
  }

  /// "name@2x" → 2, "name@3x" → 3, anything else → 1.
  static func scale(fromFileName name: String) -> CGFloat {
    guard let at = name.lastIndex(of: "@"), name.hasSuffix("x"),
      let value = Int(name[name.index(after: at)..<name.index(before: name.endIndex)]), value > 0
    else { return 1 }
    return CGFloat(value)
  }
}
