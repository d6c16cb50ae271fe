import Foundation

/// An sRGB colour with alpha, immutable like Apple's `CGColor`.
///
/// Unlike Apple, every colour is stored in sRGB: `init(gray:alpha:)` makes an sRGB grey, and
/// `components` is always `[red, green, blue, alpha]`. Components are clamped to 0…1 and a NaN
/// component becomes 0, so a colour is always drawable.
public final class CGColor: Equatable, Hashable, Sendable, CustomStringConvertible {
  @_spi(Hail) public let red: CGFloat
  @_spi(Hail) public let green: CGFloat
  @_spi(Hail) public let blue: CGFloat
  /// The opacity, 0 (transparent) … 1 (opaque).
  public let alpha: CGFloat

  /// An sRGB colour; components outside 0…1 are clamped.
  public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.red = Self.clamped(red)
    self.green = Self.clamped(green)
    self.blue = Self.clamped(blue)
    self.alpha = Self.clamped(alpha)
  }

  /// Apple's spelling of the sRGB initialiser.
  public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// A grey of the given lightness (0 black … 1 white), stored as sRGB.
  public convenience init(gray: CGFloat, alpha: CGFloat) {
    self.init(red: gray, green: gray, blue: gray, alpha: alpha)
  }

  /// `[red, green, blue, alpha]`. Optional only to keep Apple's signature; never nil here.
  public var components: [CGFloat]? { [red, green, blue, alpha] }

  /// Always 4 (sRGB plus alpha).
  public var numberOfComponents: Int { 4 }

  /// Always sRGB.
  public var colorSpace: CGColorSpace? { CGColorSpace.srgb }

  /// The same colour with another alpha.
  public func copy(alpha: CGFloat) -> CGColor? {
    CGColor(red: red, green: green, blue: blue, alpha: alpha)
  }

  public static let black = CGColor(red: 0, green: 0, blue: 0, alpha: 1)
  public static let white = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
  public static let clear = CGColor(red: 0, green: 0, blue: 0, alpha: 0)

  public static func == (lhs: CGColor, rhs: CGColor) -> Bool {
    (lhs.red, lhs.green, lhs.blue, lhs.alpha) == (rhs.red, rhs.green, rhs.blue, rhs.alpha)
  }

  public func hash(into hasher: inout Hasher) {
    for component in [red, green, blue, alpha] { hasher.combine(component) }
  }

  public var description: String { "CGColor(r: \(red), g: \(green), b: \(blue), a: \(alpha))" }

  private static func clamped(_ value: CGFloat) -> CGFloat {
    value.isNaN ? 0 : min(max(value, 0), 1)
  }
}
