@_spi(Hail) import CoreGraphics
import Foundation

/// The coverage of rounded outlines (`LayerShape.outline`), each drawn once by Cairo's path fill and
/// then composited as a colour through it (`CGContext.fillRounded`), for layer backgrounds with
/// rounded corners.
///
/// Cairo's scan converter fills a curved path at a high fixed cost: a 132 × 132-pixel circle (a
/// 44-point button at @3x) took 93–135 µs on this machine's cores, against 17 µs to composite a
/// colour through the same coverage as an A8 mask (Pixman's `over_n_8_8888`), measured with a C
/// program calling Cairo 1.16; `hail-bench render` prints the two side by side
/// (`render.rounded-fill.*`).
///
/// A mask depends only on its pixel size and the corners' radius, curve and mask; the caller cuts
/// long sides to the two corners' squares (`CGContext.fillRounded`), so pills of one height share
/// one whatever their length.
@preconcurrency @MainActor
@_spi(Hail) public final class RoundedFillCache {
  struct Key: Hashable {
    let width: Int
    let height: Int
    /// In pixels.
    let cornerRadius: CGFloat
    let curve: CALayerCornerCurve
    let corners: CACornerMask
  }

  /// The most pixels an outline filled from its mask may have (so a mask is at most 64 KB, and the
  /// cache at most 4 MB): larger ones are filled as paths, in about the same time.
  static let pixelLimit = 256 * 256
  /// How many masks have been drawn (cache misses); tests check that frames reuse them.
  @_spi(Hail) public private(set) var misses = 0
  private var masks: [Key: [AlphaMask]] = [:]
  /// A bound on the masks kept: a size animation makes a new mask every frame, which must not
  /// accumulate; a steady frame needs one per distinct rounded shape, far fewer. (Past it the cache
  /// starts over, as `ShadowMaskCache` does: the steady masks are drawn again once every 64 frames
  /// of such an animation.)
  private let capacity = 64

  @_spi(Hail) public init() {}

  /// The coverage of the outline of a `width` × `height`-pixel rect with `corners` rounded by
  /// `cornerRadius` pixels along `curve`, cut into `pieces` (rects of its pixels: the corner blocks
  /// `CGContext.fillRounded` composites, each then without a clip, which cost Cairo more than the
  /// blend); nil past `pixelLimit` or when Cairo cannot make them. The pieces are decided by the
  /// other arguments, so they are not part of the key.
  func pieces(
    _ pieces: [CGRect], width: Int, height: Int, cornerRadius: CGFloat, curve: CALayerCornerCurve,
    corners: CACornerMask
  ) -> [AlphaMask]? {
    guard width > 0, height > 0, width * height <= Self.pixelLimit else { return nil }
    let key = Key(width: width, height: height, cornerRadius: cornerRadius, curve: curve, corners: corners)
    if let cut = masks[key] { return cut }
    guard let context = CGContext(bitmapWidth: width, height: height, scale: 1) else { return nil }
    context.setFillColor(.black)
    context.addPath(
      LayerShape.outline(
        CGRect(x: 0, y: 0, width: width, height: height), cornerRadius: cornerRadius, curve: curve,
        corners: corners))
    context.fillPath()
    guard let image = context.makeImageSharingBitmap() else { return nil }
    var cut: [AlphaMask] = []
    for piece in pieces {
      guard
        let part = piece == CGRect(x: 0, y: 0, width: width, height: height)
          ? image : image.cropping(to: piece),
        let mask = AlphaMask(part)
      else { return nil }
      cut.append(mask)
    }
    misses += 1
    if masks.count >= capacity { masks.removeAll() }
    masks[key] = cut
    return cut
  }
}
