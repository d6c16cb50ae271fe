@_spi(Hail) import CoreGraphics
import Foundation

/// Small bitmaps composited under a rotation (a car turned along its route by `rotateAuto`), kept
/// turned: Pixman's general path resamples a rotated image at several times the cost of a plain
/// blend, so each image is turned once per distinct rotation and the turned bitmap is then blended
/// on the pixel grid — up to half a device pixel from its exact place, as the renderer already
/// places unscaled bitmaps (`CGContext.paint`), and the same in every render, so incremental
/// frames still equal full ones. A car on a straight leg keeps its rotation and its bitmap.
@preconcurrency @MainActor
final class TurnedImageCache {

  /// Images up to this many pixels are kept turned; larger ones are resampled each time.
  private static let pixelLimit = 128 * 128
  /// Bitmaps kept; past this the cache starts over (a frame of 200 turning cars needs 200).
  private static let capacity = 1024

  private struct Key: Hashable {
    let image: ObjectIdentifier
    let a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat
  }

  private struct Entry {
    /// Kept so the identifier in the key stays this image's.
    let source: CGImage
    let turned: CGImage
    /// Where the turned bitmap's top-left corner lies from the image's origin, in device pixels.
    let offset: CGPoint
  }

  private var entries: [Key: Entry] = [:]

  /// The turned bitmap of `image` drawn at `origin` over `size` points under `ctm`, and its device
  /// position; nil when the placement is axis-aligned (the usual paths are fast) or the image large.
  func placement(of image: CGImage, at origin: CGPoint, size: CGSize, ctm: CGAffineTransform) -> (
    image: CGImage, origin: CGPoint
  )? {
    guard ctm.b != 0 || ctm.c != 0, image.width * image.height <= Self.pixelLimit, image.width > 0,
      image.height > 0, size.width > 0, size.height > 0
    else { return nil }
    // Image pixels to device pixels, without the translation.
    let linear = CGAffineTransform(
      scaleX: size.width / CGFloat(image.width), y: size.height / CGFloat(image.height)
    ).concatenating(CGAffineTransform(a: ctm.a, b: ctm.b, c: ctm.c, d: ctm.d, tx: 0, ty: 0))
    let key = Key(image: ObjectIdentifier(image), a: linear.a, b: linear.b, c: linear.c, d: linear.d)
    let entry = entries[key] ?? turn(image, linear, key)
    guard let entry else { return nil }
    let device = origin.applying(ctm)
    return (
      entry.turned,
      CGPoint(x: (device.x + entry.offset.x).rounded(), y: (device.y + entry.offset.y).rounded())
    )
  }

  private func turn(_ image: CGImage, _ linear: CGAffineTransform, _ key: Key) -> Entry? {
    let box = CGRect(x: 0, y: 0, width: image.width, height: image.height).applying(linear).integral
    guard box.width >= 1, box.height >= 1,
      let context = CGContext(bitmapWidth: Int(box.width), height: Int(box.height), scale: 1)
    else { return nil }
    context.concatenate(linear.concatenating(CGAffineTransform(translationX: -box.minX, y: -box.minY)))
    context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    guard let turned = context.makeImageSharingBitmap() else { return nil }
    if entries.count >= Self.capacity { entries.removeAll() }
    let entry = Entry(source: image, turned: turned, offset: box.origin)
    entries[key] = entry
    return entry
  }
}
