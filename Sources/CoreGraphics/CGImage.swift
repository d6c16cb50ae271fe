import CCairo
import Foundation

/// A bitmap image: an ARGB32 premultiplied Cairo image surface, immutable once made.
///
/// `@unchecked Sendable` because nothing mutates the surface after `init` (contexts draw into
/// their own surfaces and `makeImage()` copies), and Cairo's reference counting is atomic, so
/// sharing it for reading across threads is safe.
public final class CGImage: @unchecked Sendable {
  /// The `cairo_surface_t`, for the engine's renderer: use it only as a source, never draw into it.
  @_spi(Hail) public let surface: OpaquePointer

  /// Takes ownership of an ARGB32 image surface in a good state.
  init(ownedSurface: OpaquePointer) {
    surface = ownedSurface
    cairo_surface_flush(surface)
  }

  deinit { cairo_surface_destroy(surface) }

  /// Width in pixels.
  public var width: Int { Int(cairo_image_surface_get_width(surface)) }
  /// Height in pixels.
  public var height: Int { Int(cairo_image_surface_get_height(surface)) }
  /// Bytes from one row to the next (Cairo may pad rows).
  public var bytesPerRow: Int { Int(cairo_image_surface_get_stride(surface)) }
  /// Always 8.
  public var bitsPerComponent: Int { 8 }
  /// Always 32.
  public var bitsPerPixel: Int { 32 }

  /// One pixel, un-premultiplied, 0…255 per channel.
  @_spi(Hail) public struct Pixel: Equatable, Hashable, Sendable, CustomStringConvertible {
    public var r: UInt8
    public var g: UInt8
    public var b: UInt8
    public var a: UInt8

    public init(r: UInt8, g: UInt8, b: UInt8, a: UInt8) { (self.r, self.g, self.b, self.a) = (r, g, b, a) }

    public var description: String { "(r: \(r), g: \(g), b: \(b), a: \(a))" }
  }

  /// The pixel at column `x`, row `y` (row 0 at the top), un-premultiplied; nil outside the image.
  @_spi(Hail) public func pixel(x: Int, y: Int) -> Pixel? {
    guard (0..<width).contains(x), (0..<height).contains(y), let data = cairo_image_surface_get_data(surface)
    else { return nil }
    // ARGB32 is a native-endian 32-bit word: alpha in the top byte, then red, green, blue.
    let word = UnsafeRawPointer(data + y * bytesPerRow + x * 4).loadUnaligned(as: UInt32.self)
    let a = UInt8(word >> 24)
    func unpremultiplied(_ shift: UInt32) -> UInt8 {
      let value = UInt32((word >> shift) & 0xFF)
      return a == 0 ? 0 : UInt8(min(255, (value * 255 + UInt32(a) / 2) / UInt32(a)))
    }
    return Pixel(r: unpremultiplied(16), g: unpremultiplied(8), b: unpremultiplied(0), a: a)
  }

  /// The part of the image inside `rect` (pixels, rounded outwards, clipped to the image), as
  /// Apple's `cropping(to:)`; nil when nothing is left.
  public func cropping(to rect: CGRect) -> CGImage? {
    guard rect.isFiniteRect else { return nil }
    let area = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
    guard !area.isNull, area.width >= 1, area.height >= 1 else { return nil }
    return CGImage.render(width: Int(area.width), height: Int(area.height)) { cr in
      cairo_set_source_surface(cr, surface, -Double(area.minX), -Double(area.minY))
      cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
      cairo_paint(cr)
    }
  }

  /// A new image of the given pixel size, transparent, drawn by `draw`; nil for an impossible size.
  static func render(width: Int, height: Int, _ draw: (OpaquePointer) -> Void) -> CGImage? {
    guard let surface = makeSurface(width: width, height: height) else { return nil }
    let cr = cairo_create(surface)!
    draw(cr)
    cairo_destroy(cr)
    return CGImage(ownedSurface: surface)
  }

  /// Cairo's image surfaces hold at most 32767 pixels a side.
  static let maximumSide = 32767

  /// A transparent ARGB32 surface, or nil when the size is not positive or too large; its pixels
  /// on huge pages where asked and possible (`HugePageSurface`).
  static func makeSurface(width: Int, height: Int, onHugePages: Bool = false) -> OpaquePointer? {
    guard (1...maximumSide).contains(width), (1...maximumSide).contains(height) else { return nil }
    if onHugePages, let surface = HugePageSurface.make(width: width, height: height) { return surface }
    guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height))
    else { return nil }
    guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else {
      cairo_surface_destroy(surface)
      return nil
    }
    return surface
  }
}
