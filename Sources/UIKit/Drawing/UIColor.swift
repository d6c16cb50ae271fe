@_spi(Hail) import CoreGraphics
import Foundation

/// A colour, as UIKit's: fixed (sRGB) or dynamic, chosen per trait collection by a provider
/// (iOS 13's semantic colours are dynamic: `.label` is black in light mode and white in dark).
///
/// A dynamic colour resolves when it is used: `resolvedColor(with:)` with a collection, and
/// `cgColor`, `setFill()` and the components with `UITraitCollection.current` (a view's traits while
/// it draws). Views keep the dynamic colours they are given and resolve them again when their
/// traits change. Safe to share between threads (`@unchecked`: a provider is a plain closure, as in
/// Apple's signature).
public final class UIColor: NSObject, @unchecked Sendable {
  /// The colour of a fixed one; nil for a dynamic one.
  let fixed: CGColor?
  /// What picks a dynamic colour per trait collection (see `UIColor+Dynamic.swift`).
  let provider: ((UITraitCollection) -> UIColor)?

  /// Exactly one of the two is given.
  init(fixed: CGColor?, provider: ((UITraitCollection) -> UIColor)?) {
    self.fixed = fixed
    self.provider = provider
  }

  public convenience init(cgColor: CGColor) {
    self.init(fixed: cgColor, provider: nil)
  }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(gray: white, alpha: alpha))
  }

  /// Display P3 components, taken as sRGB (CoreGraphics here has no wide colour).
  public convenience init(displayP3Red red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(red: red, green: green, blue: blue, alpha: alpha)
  }

  /// The colour as CoreGraphics draws it; a dynamic one resolved with `UITraitCollection.current`.
  public var cgColor: CGColor {
    fixed ?? resolvedColor(with: .current).cgColor
  }

  /// The same colour with another alpha (a dynamic colour stays dynamic).
  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    guard let fixed else {
      return UIColor { traits in self.resolvedColor(with: traits).withAlphaComponent(alpha) }
    }
    return UIColor(red: fixed.red, green: fixed.green, blue: fixed.blue, alpha: alpha)
  }

  /// Writes the components (0…1) into the pointers given, as UIKit's; always succeeds (sRGB).
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    let color = cgColor
    red?.pointee = color.red
    green?.pointee = color.green
    blue?.pointee = color.blue
    alpha?.pointee = color.alpha
    return true
  }

  /// Writes the Rec. 709 luminance and alpha; always succeeds.
  @discardableResult
  public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool
  {
    let color = cgColor
    white?.pointee = 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue
    alpha?.pointee = color.alpha
    return true
  }

  /// Fixed colours are equal when their components are; a dynamic colour only to itself.
  override public func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    if let fixed, let otherFixed = other.fixed { return fixed == otherFixed }
    return self === other
  }

  override public var hash: Int { fixed?.hashValue ?? ObjectIdentifier(self).hashValue }

  override public var description: String {
    guard let fixed else { return "UIColor(dynamic)" }
    return "UIColor(red: \(fixed.red), green: \(fixed.green), blue: \(fixed.blue), alpha: \(fixed.alpha))"
  }

  public static let black = UIColor(white: 0, alpha: 1)
  public static let darkGray = UIColor(white: 1.0 / 3, alpha: 1)
  public static let gray = UIColor(white: 0.5, alpha: 1)
  public static let lightGray = UIColor(white: 2.0 / 3, alpha: 1)
  public static let white = UIColor(white: 1, alpha: 1)
  public static let clear = UIColor(white: 0, alpha: 0)
  public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
  public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
  public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
}
