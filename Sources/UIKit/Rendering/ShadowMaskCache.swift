@_spi(Hail) import CoreGraphics
import Foundation

/// Blurred rounded-rectangle alpha masks for layer shadows, each rendered once and reused.
///
/// A mask depends only on the shape and the blur, so it is keyed by (size, corner radius, shadow
/// radius, scale) and coloured at composite time: every card of the same size shares one. Blurring
/// once and caching is what the design asks ("Pixels" in DESIGN.md: shadows drawn as stacked
/// translucent rectangles cost ~85% of a frame here).
@preconcurrency @MainActor
final class ShadowMaskCache {

  /// A blurred mask, how far (in points) it reaches beyond the shape on each side, and its
  /// resolution in pixels per point.
  struct Mask {
    let alpha: AlphaMask
    let reach: CGFloat
    let pixelsPerPoint: CGFloat
    /// Blurred from a smaller rounded rectangle (`Slice`), which the tests check is the same (within
    /// a level where stretched by a third).
    var isSliced = false
  }

  struct Key: Hashable {
    let size: CGSize
    let cornerRadius: CGFloat
    let shadowRadius: CGFloat
    let scale: CGFloat
  }

  /// How many masks have been rendered (cache misses); tests check that frames reuse them.
  private(set) var misses = 0
  private var masks: [Key: Mask] = [:]
  /// A bound on the masks kept: a size animation makes a new mask every frame, which must not
  /// accumulate. A steady frame needs one mask per distinct shadowed shape, far fewer.
  private let capacity = 64

  /// The mask of an arbitrary shape (`shadowPath`, a shape layer's path), its top-left corner at the
  /// path's box grown by `reach`; kept for the last few paths, compared element by element.
  func mask(path: CGPath, shadowRadius: CGFloat, scale: CGFloat) -> Mask? {
    if let entry = pathMasks.first(where: {
      $0.path == path && $0.shadowRadius == shadowRadius && $0.scale == scale
    }) {
      return entry.mask
    }
    let box = path.boundingBoxOfPath
    guard box.width > 0 || box.height > 0, box.minX.isFinite,
      let mask = Self.render(
        Key(size: box.size, cornerRadius: 0, shadowRadius: shadowRadius, scale: scale),
        shape: path.copy(using: CGAffineTransform(translationX: -box.minX, y: -box.minY)))
    else { return nil }
    misses += 1
    if pathMasks.count >= 16 { pathMasks.removeFirst() }
    pathMasks.append((path, shadowRadius, scale, mask))
    return mask
  }

  private var pathMasks: [(path: CGPath, shadowRadius: CGFloat, scale: CGFloat, mask: Mask)] = []

  /// The mask for a shape of `size` points with `cornerRadius`, blurred as Core Animation blurs
  /// `shadowRadius`, at `scale` pixels per point; nil for an empty shape.
  func mask(size: CGSize, cornerRadius: CGFloat, shadowRadius: CGFloat, scale: CGFloat) -> Mask? {
    let key = Key(size: size, cornerRadius: cornerRadius, shadowRadius: shadowRadius, scale: scale)
    if let mask = masks[key] { return mask }
    guard let mask = Self.render(key) else { return nil }
    misses += 1
    if masks.count >= capacity { masks.removeAll() }
    masks[key] = mask
    return mask
  }

  /// Rasterizes the shape into a padded plane of coverage, blurs it and stores it as an A8 mask.
  ///
  /// Core Animation's `shadowRadius` is the blur's standard deviation in points: design tools
  /// convert a CSS/Sketch blur B (whose σ is B/2, per the CSS Backgrounds spec's box-shadow) to
  /// `shadowRadius = B / 2`.
  ///
  /// A blur of two points or more is blurred at one pixel per point and then stretched once to the
  /// screen's scale: nothing in it is sharper than a point, and at 3x the blur costs a ninth of the
  /// pixels (the card shadows' blur was most of the first frame's time at 3x). `slicing: false`
  /// blurs a rounded rectangle whole, the reference the tests compare the cut (`Slice`) with.
  static func render(_ key: Key, shape path: CGPath? = nil, slicing: Bool = true) -> Mask? {
    guard key.size.width > 0 || path != nil, key.size.height > 0 || path != nil else { return nil }
    let resolution = key.shadowRadius >= 2 ? min(key.scale, 1) : key.scale
    let sigma = max(key.shadowRadius, 0) * resolution
    let reach = BoxBlur.reach(sigma: sigma)
    let shape = CGRect(
      x: CGFloat(reach), y: CGFloat(reach), width: key.size.width * resolution,
      height: key.size.height * resolution)
    let width = Int(shape.width.rounded(.up)) + 2 * reach
    let height = Int(shape.height.rounded(.up)) + 2 * reach
    // The blurred plane: a smaller one where the shape can be cut (`Slice`), made whole below.
    var plane: [UInt8]
    var size = (width: width, height: height)
    let cut: Slice?
    if let path {
      cut = nil
      guard
        let blurred = blurredPlane(
          width: width, height: height, sigma: sigma,
          draw: { context in
            context.translateBy(x: shape.minX, y: shape.minY)
            context.scaleBy(x: resolution, y: resolution)
            context.addPath(path)
          })
      else { return nil }
      plane = blurred
    } else {
      // A rounded rectangle is blurred from a smaller one where it can be (`Slice`): the same bytes
      // as blurred whole.
      cut = slicing ? Slice(shape: shape, cornerRadius: key.cornerRadius * resolution, reach: reach) : nil
      size = (width - (cut?.columns ?? 0), height - (cut?.rows ?? 0))
      let small = CGRect(
        x: shape.minX, y: shape.minY, width: shape.width - CGFloat(cut?.columns ?? 0),
        height: shape.height - CGFloat(cut?.rows ?? 0))
      guard
        let blurred = blurredPlane(
          width: size.width, height: size.height, sigma: sigma,
          draw: { context in
            context.addPath(LayerShape.roundedRect(small, cornerRadius: key.cornerRadius * resolution))
          })
      else { return nil }
      plane = blurred
    }
    // A plane blurred at a point a pixel is stretched to the screen's scale before it is made
    // whole, when the scale is a whole number: the repeated line then repeats as many times over,
    // and the stretch reads a fraction of the pixels (the search screen's full-width panel: 5.6 →
    // 1.5 ms of the frame it first shows in). At @3x the mask is the whole one's within a level:
    // Pixman's sample positions step by a third in fixed point (0x5555), so past the repeated
    // middle the whole plane's are a few thousandths of a pixel off the small one's
    // (`ShadowRenderingTests`).
    let factor = key.scale / resolution
    let stretchedCut = factor == factor.rounded() ? cut?.scaled(by: Int(factor)) : nil
    if let cut, stretchedCut == nil {
      plane = cut.expanded(plane, width: size.width, height: size.height)
      size = (size.width + cut.columns, size.height + cut.rows)
    }
    if factor != 1 {
      guard let larger = stretched(plane, width: size.width, height: size.height, by: factor) else {
        return nil
      }
      (plane, size) = larger
    }
    if let stretchedCut {
      plane = stretchedCut.expanded(plane, width: size.width, height: size.height)
      size = (size.width + stretchedCut.columns, size.height + stretchedCut.rows)
    }
    return AlphaMask(plane: plane, width: size.width, height: size.height).map {
      Mask(alpha: $0, reach: CGFloat(reach) / resolution, pixelsPerPoint: key.scale, isSliced: cut != nil)
    }
  }

  /// The shape `draw` adds to a `width` × `height` bitmap, filled and blurred: one byte of coverage
  /// a pixel.
  private static func blurredPlane(
    width: Int, height: Int, sigma: CGFloat, draw: (CGContext) -> Void
  ) -> [UInt8]? {
    guard let context = CGContext(bitmapWidth: width, height: height, scale: 1) else { return nil }
    context.setFillColor(.black)
    draw(context)
    context.fillPath()
    guard var plane = alpha(of: context, width: width, height: height) else { return nil }
    BoxBlur.blur(&plane, width: width, height: height, sigma: sigma)
    return plane
  }

  /// The blurred plane stretched once by `factor` to the screen's scale, so every frame composites
  /// it pixel for pixel instead of resampling it: Cairo's filter over the plane as ARGB32 (alpha in
  /// the top byte: black premultiplied is alpha only), read back a byte a pixel.
  private static func stretched(_ plane: [UInt8], width: Int, height: Int, by factor: CGFloat)
    -> (plane: [UInt8], size: (width: Int, height: Int))?
  {
    let wide = Int((CGFloat(width) * factor).rounded(.up))
    let tall = Int((CGFloat(height) * factor).rounded(.up))
    guard let source = CGContext(bitmapWidth: width, height: height, scale: 1), let pixels = source.data,
      let target = CGContext(bitmapWidth: wide, height: tall, scale: 1)
    else { return nil }
    for y in 0..<height {
      let row = (pixels + y * source.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { row[x] = UInt32(plane[y * width + x]) << 24 }
    }
    source.markDirty()
    guard let image = source.makeImageSharingBitmap() else { return nil }
    target.draw(
      image, in: CGRect(x: 0, y: 0, width: CGFloat(width) * factor, height: CGFloat(height) * factor))
    return alpha(of: target, width: wide, height: tall).map { ($0, (wide, tall)) }
  }

  /// The alpha bytes of a `width` × `height` ARGB32 bitmap, read after its drawing (`data` flushes
  /// Cairo's drawing into the bitmap first).
  private static func alpha(of context: CGContext, width: Int, height: Int) -> [UInt8]? {
    guard let pixels = context.data else { return nil }
    var plane = [UInt8](repeating: 0, count: width * height)
    for y in 0..<height {
      let row = (pixels + y * context.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width { plane[y * width + x] = UInt8(row[x] >> 24) }
    }
    return plane
  }
}
