@_spi(Hail) import CoreGraphics
import Foundation

/// The rasterized content of shape and gradient layers, kept per layer until what it was drawn
/// from changes, as Core Animation keeps a layer's backing store: a layer that only moves, turns,
/// scales or fades composites its bitmap (a pulsing circle, a car), and one whose shape animates
/// (`strokeEnd`, `path`) is drawn again each frame it changes.
///
/// Entries hold their layer weakly and are dropped with it (`sweep()`). The application keeps one
/// (`UIApplication.layerContents`), shared by every renderer.
@preconcurrency @MainActor
@_spi(Hail) public final class LayerContentCache {

  /// Most pixels a shape bitmap may have (four 3x iPhone screens); a larger shape is drawn as
  /// vectors at composite time instead of being kept.
  private static let pixelBudget = 4 * 1179 * 2556

  /// How many bitmaps have been drawn (cache misses); tests check that moving layers reuse theirs.
  @_spi(Hail) public private(set) var draws = 0
  private var entries: [ObjectIdentifier: Entry] = [:]

  private struct Entry {
    weak var layer: CALayer?
    let source: Source
    let content: PaintedContent?
  }

  /// What a bitmap was drawn from.
  private enum Source: Equatable {
    case shape(LayerState.ShapeState, scale: CGFloat)
    case gradient(LayerState.GradientState, size: CGSize, scale: CGFloat)
  }

  /// The shape as a bitmap covering its fill and stroke, in layer coordinates; nil when it shows
  /// nothing.
  func shape(of layer: CALayer, _ shape: LayerState.ShapeState, scale: CGFloat) -> PaintedContent? {
    cached(layer, .shape(shape, scale: scale)) {
      guard let extent = ShapeDrawing.extent(of: shape) else { return nil }
      let pixels = CGSize(
        width: (extent.width * scale).rounded(.up), height: (extent.height * scale).rounded(.up))
      guard pixels.width * pixels.height <= CGFloat(Self.pixelBudget) else {
        return PaintedContent(
          image: nil, vector: { ShapeDrawing.draw(shape, in: $0) }, rect: extent, isFilled: false,
          version: draws)
      }
      return bitmap(extent, pixels, scale) { context in ShapeDrawing.draw(shape, in: context) }
    }
  }

  /// The gradient over a bounds of `size`, in coordinates with the bounds origin at zero.
  func gradient(
    of layer: CALayer, _ gradient: LayerState.GradientState, size: CGSize, scale: CGFloat
  ) -> PaintedContent? {
    cached(layer, .gradient(gradient, size: size, scale: scale)) {
      guard let colors = gradient.colors, !colors.isEmpty, size.width > 0, size.height > 0 else { return nil }
      let rect = CGRect(origin: .zero, size: size)
      let pixels = CGSize(
        width: (size.width * scale).rounded(.up), height: (size.height * scale).rounded(.up))
      guard pixels.width * pixels.height <= CGFloat(Self.pixelBudget) else { return nil }
      return bitmap(rect, pixels, scale) { context in
        GradientDrawing.draw(gradient, colors: colors, size: size, scale: scale, in: context)
      }
    }
  }

  /// Forgets the bitmaps of layers that no longer exist.
  func sweep() {
    for (id, entry) in entries where entry.layer == nil {
      entries.removeValue(forKey: id)
    }
  }

  private func cached(_ layer: CALayer, _ source: Source, make: () -> PaintedContent?) -> PaintedContent? {
    let id = ObjectIdentifier(layer)
    if let entry = entries[id], entry.layer === layer, entry.source == source { return entry.content }
    let content = make()
    entries[id] = Entry(layer: layer, source: source, content: content)
    return content
  }

  /// Draws into a bitmap covering `rect` (points) at `scale`.
  private func bitmap(
    _ rect: CGRect, _ pixels: CGSize, _ scale: CGFloat, draw: (CGContext) -> Void
  ) -> PaintedContent? {
    guard pixels.width >= 1, pixels.height >= 1,
      let context = CGContext(bitmapWidth: Int(pixels.width), height: Int(pixels.height), scale: scale)
    else { return nil }
    draws += 1
    context.translateBy(x: -rect.minX, y: -rect.minY)
    draw(context)
    guard let image = context.makeImageSharingBitmap() else { return nil }
    let size = CGSize(width: pixels.width / scale, height: pixels.height / scale)
    return PaintedContent(
      image: image, vector: nil, rect: CGRect(origin: rect.origin, size: size), isFilled: false,
      version: draws)
  }
}
