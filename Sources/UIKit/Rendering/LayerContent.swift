@_spi(Hail) import CoreGraphics
import Foundation

/// What a layer shows of its own between its background and its sublayers, placed in its bounds
/// coordinates: a bitmap to composite (a view's `draw(_:)`, a `contents` image, a shape or a
/// gradient rasterized once and cached), or, for a shape too large to keep as a bitmap, vectors
/// drawn at composite time.
struct PaintedContent {
  let image: CGImage?
  /// Draws the content straight into the context (when `image` is nil).
  let vector: ((CGContext) -> Void)?
  /// Where the bitmap lands (or what the vectors can cover), in the layer's bounds coordinates.
  let rect: CGRect
  /// Every pixel is opaque and the bitmap covers the background (a filled opaque view).
  let isFilled: Bool
  /// Identifies the pixels: a new version is new content.
  let version: Int
}

@preconcurrency @MainActor
enum LayerContent {
  /// The layer's own content at presentation `state`, back to front: a shape or gradient, the
  /// `contents` image, then a view's drawing.
  static func contents(of layer: CALayer, _ state: LayerState, scale: CGFloat) -> [PaintedContent] {
    // Most layers show nothing of their own: answered without building an array.
    let isDrawn = layer is CAShapeLayer || layer is CAGradientLayer
    let owner = layer.owner
    guard isDrawn || state.contents != nil || owner.map(UIApplication.shared.contentCache.mayDraw) == true
    else {
      return []
    }
    var contents: [PaintedContent] = []
    if layer is CAShapeLayer,
      let shape = UIApplication.shared.layerContents.shape(of: layer, state.shape, scale: scale)
    {
      contents.append(shape)
    }
    if layer is CAGradientLayer,
      let gradient = UIApplication.shared.layerContents.gradient(
        of: layer, state.gradient, size: state.bounds.size, scale: scale)
    {
      contents.append(gradient.offsetBy(state.bounds.origin))
    }
    if let image = state.contents?.value as? CGImage {
      let natural = CGSize(
        width: CGFloat(image.width) / max(layer.contentsScale, 1e-3),
        height: CGFloat(image.height) / max(layer.contentsScale, 1e-3))
      contents.append(
        PaintedContent(
          image: image, vector: nil,
          rect: state.contentsGravity.rect(forContentOf: natural, in: state.bounds),
          isFilled: false, version: ObjectIdentifier(image).hashValue))
    }
    if let view = owner, let content = UIApplication.shared.contentCache.content(of: view, scale: scale) {
      let fitted = view.contentMode.rect(forContentOf: view.bounds.size, in: state.bounds)
      // The bitmap is whole pixels, up to one more than the size drawn: stretched by the same factor
      // while the bounds animate (Core Animation stretches contents, it does not redraw them).
      let drawn = view.bounds.size
      let size = CGSize(
        width: CGFloat(content.image.width) / scale * fitted.width / drawn.width,
        height: CGFloat(content.image.height) / scale * fitted.height / drawn.height)
      contents.append(
        PaintedContent(
          image: content.image, vector: nil, rect: CGRect(origin: fitted.origin, size: size),
          isFilled: content.isFilled && fitted.contains(state.bounds),
          version: content.version))
    }
    return contents
  }
}

extension PaintedContent {
  func offsetBy(_ origin: CGPoint) -> PaintedContent {
    PaintedContent(
      image: image, vector: vector, rect: rect.offsetBy(dx: origin.x, dy: origin.y), isFilled: isFilled,
      version: version)
  }
}

extension CALayerContentsGravity {
  /// Where content of `size` lands in `bounds`.
  func rect(forContentOf size: CGSize, in bounds: CGRect) -> CGRect {
    guard size.width > 0, size.height > 0 else { return bounds }
    switch self {
    case .resize: return bounds
    case .resizeAspect, .resizeAspectFill:
      let scaleX = bounds.width / size.width
      let scaleY = bounds.height / size.height
      let factor = self == .resizeAspect ? min(scaleX, scaleY) : max(scaleX, scaleY)
      let fitted = CGSize(width: size.width * factor, height: size.height * factor)
      return CGRect(
        x: bounds.midX - fitted.width / 2, y: bounds.midY - fitted.height / 2, width: fitted.width,
        height: fitted.height)
    default:
      let name = rawValue.lowercased()
      let x =
        name.contains("left")
        ? bounds.minX : name.contains("right") ? bounds.maxX - size.width : bounds.midX - size.width / 2
      let y =
        name.hasPrefix("top")
        ? bounds.minY : name.hasPrefix("bottom") ? bounds.maxY - size.height : bounds.midY - size.height / 2
      return CGRect(origin: CGPoint(x: x, y: y), size: size)
    }
  }
}
