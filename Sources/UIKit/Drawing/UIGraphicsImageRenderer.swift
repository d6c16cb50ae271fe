@_spi(Hail) import CoreGraphics
import Foundation

/// Draws images with closures, as UIKit's renderer: the drawing is in points, the bitmap in pixels
/// at the format's scale (the main screen's by default).
@preconcurrency @MainActor
public final class UIGraphicsImageRenderer {
  /// The image size in points.
  public let size: CGSize
  public let format: UIGraphicsImageRendererFormat

  public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
    self.size = size
    self.format = format
  }

  /// A renderer at the main screen's scale.
  public convenience init(size: CGSize) {
    self.init(size: size, format: .preferred())
  }

  /// An image of `size` drawn by `actions`, which run with the renderer's context current (so
  /// `UIGraphicsGetCurrentContext()` and `UIColor.setFill()` reach it). The bitmap is the size
  /// times the scale, rounded up to whole pixels. A size that gives no bitmap (zero, negative,
  /// not finite, over 32767 pixels a side) returns an empty `UIImage()` without running `actions`.
  public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
    let scale = format.scale
    guard size.width.isFinite, size.height.isFinite,
      let context = CGContext(
        bitmapWidth: Int(min((size.width * scale).rounded(.up), 1e9)),
        height: Int(min((size.height * scale).rounded(.up), 1e9)), scale: scale)
    else { return UIImage() }
    let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
    UIGraphicsPushContext(context)
    actions(rendererContext)
    UIGraphicsPopContext()
    return rendererContext.currentImage
  }

  /// The image `actions` draw, encoded as PNG.
  public func pngData(actions: (UIGraphicsImageRendererContext) -> Void) -> Data {
    image(actions: actions).pngData() ?? Data()
  }
}

/// How a `UIGraphicsImageRenderer` makes its bitmap.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererFormat {
  /// Pixels per point; a value that is not a positive finite number is treated as 1.
  public var scale: CGFloat {
    didSet { if !(scale.isFinite && scale > 0) { scale = 1 } }
  }

  public init() {
    scale = UIScreen.main.scale
  }

  /// The main screen's format (its scale).
  public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing environment `UIGraphicsImageRenderer.image(actions:)` hands its closure.
@preconcurrency @MainActor
public final class UIGraphicsImageRendererContext {
  /// The bitmap context, y down, in points.
  public let cgContext: CGContext
  public let format: UIGraphicsImageRendererFormat

  init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
    self.cgContext = cgContext
    self.format = format
  }

  /// What has been drawn so far.
  public var currentImage: UIImage {
    cgContext.makeImage().map { UIImage(cgImage: $0, scale: format.scale, orientation: .up) } ?? UIImage()
  }

  /// Fills `rect` with the current fill colour (`UIColor.setFill()`).
  public func fill(_ rect: CGRect) { cgContext.fill(rect) }

  /// Strokes `rect` with the current stroke colour and line width.
  public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

  /// Limits later drawing to `rect`.
  public func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
