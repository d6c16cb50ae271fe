@_spi(Hail) import CoreGraphics
import Foundation

extension UIImage {
  /// Whether an image draws its own colours or only its shape in the tint colour, as UIKit's
  /// `UIImage.RenderingMode` (Apple's raw values).
  public enum RenderingMode: Int, Sendable {
    /// Decided by where it is drawn: a symbol, or an image in a `.system` button, as a template.
    case automatic = 0
    case alwaysOriginal = 1
    case alwaysTemplate = 2
  }

  /// The same image drawn in `renderingMode`.
  public func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
    UIImage(
      cgImage: cgImage, scale: scale, renderingMode: renderingMode, symbol: symbol, tint: fixedTintColor,
      asset: existingAsset, traits: registeredTraits)
  }

  /// The image's shape in `color` wherever it is drawn (iOS 13): its alpha filled with the colour,
  /// rendering mode `.alwaysOriginal`, as UIKit's.
  public func withTintColor(_ color: UIColor) -> UIImage {
    withTintColor(color, renderingMode: .alwaysOriginal)
  }

  public func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
    UIImage(
      cgImage: cgImage, scale: scale, renderingMode: renderingMode, symbol: symbol, tint: color,
      asset: existingAsset, traits: registeredTraits)
  }

  /// Whether drawing in a view with `tintColor` fills the shape with it: `.alwaysTemplate`, or
  /// `.automatic` for a symbol (UIKit draws symbol images as templates).
  var drawsAsTemplate: Bool {
    renderingMode == .alwaysTemplate || (renderingMode == .automatic && symbol != nil)
  }

  /// The bitmap, when drawing the image (with no tint colour given) draws just its pixels: not a
  /// symbol, not tinted with `withTintColor`. What a layer can show as its `contents` instead.
  @_spi(Hail) public var plainBitmap: CGImage? {
    symbol == nil && fixedTintColor == nil ? cgImage : nil
  }

  /// Draws into `rect` of the current context. A template image (`drawsAsTemplate`) is filled with
  /// `tintColor` when one is given; otherwise an image tinted with `withTintColor` is filled with its
  /// colour, a symbol draws black, and a bitmap draws its own pixels.
  @preconcurrency @MainActor
  func draw(in rect: CGRect, tintColor: UIColor?) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let fill = (drawsAsTemplate ? tintColor : nil) ?? fixedTintColor
    if let symbol {
      symbol.draw(in: rect, color: (fill ?? .black).cgColor, context: context)
    } else if let cgImage, let fill {
      context.saveGState()
      context.setFillColor(fill.cgColor)
      context.fill(rect, alphaOf: cgImage)
      context.restoreGState()
    } else if let cgImage {
      context.draw(cgImage, in: rect)
    }
  }
}
