import Foundation

/// A colour space. Everything in this module is sRGB, so this only exists to keep Apple's call
/// shapes compiling: `CGColorSpaceCreateDeviceRGB()`, `CGColorSpace(name: CGColorSpace.sRGB)`.
public struct CGColorSpace: Equatable, Hashable, Sendable {
  /// The colour space's name; always `CGColorSpace.sRGB`.
  public let name: String

  /// Apple's name for sRGB (a `CFString` there, a `String` here).
  public static let sRGB = "kCGColorSpaceSRGB"

  /// Only sRGB (and the device RGB alias) exist; other names give nil, as an unknown name does on Apple.
  public init?(name: String) {
    guard name == Self.sRGB || name == Self.deviceRGBName else { return nil }
    self.name = Self.sRGB
  }

  private init() { name = Self.sRGB }

  static let srgb = CGColorSpace()
  private static let deviceRGBName = "kCGColorSpaceDeviceRGB"
}

/// Device RGB is treated as sRGB, which is what the Linux screens this runs on display.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace.srgb }
