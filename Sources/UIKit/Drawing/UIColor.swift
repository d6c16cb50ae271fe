@_spi(Hail) import CoreGraphics
import Foundation

/// A colour in sRGB, as UIKit's (which wraps a CGColor).
public final class UIColor: NSObject, Sendable {
  public let cgColor: CGColor

  public init(cgColor: CGColor) {
    self.cgColor = cgColor
  }

  public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(red: red, green: green, blue: blue, alpha: alpha))
  }

  public convenience init(white: CGFloat, alpha: CGFloat) {
    self.init(cgColor: CGColor(gray: white, alpha: alpha))
  }

  public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
    UIColor(red: cgColor.red, green: cgColor.green, blue: cgColor.blue, alpha: alpha)
  }

  /// Writes the components (0…1) into the pointers given, as UIKit's; always succeeds (sRGB).
  @discardableResult
  public func getRed(
    _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
    blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
  ) -> Bool {
    red?.pointee = cgColor.red
    green?.pointee = cgColor.green
    blue?.pointee = cgColor.blue
    alpha?.pointee = cgColor.alpha
    return true
  }

  override public func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIColor else { return false }
    return cgColor == other.cgColor
  }

  override public var hash: Int { cgColor.hashValue }

  override public var description: String {
    "UIColor(red: \(cgColor.red), green: \(cgColor.green), blue: \(cgColor.blue), alpha: \(cgColor.alpha))"
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
  public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
  public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
  public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
  public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
  public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
  public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
  // iOS's light-mode system colours (Apple's Human Interface Guidelines, "Color").
  public static let systemBlue = UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1)
  public static let systemGreen = UIColor(red: 52.0 / 255, green: 199.0 / 255, blue: 89.0 / 255, alpha: 1)
  public static let systemRed = UIColor(red: 1, green: 59.0 / 255, blue: 48.0 / 255, alpha: 1)
  public static let systemOrange = UIColor(red: 1, green: 149.0 / 255, blue: 0, alpha: 1)
  public static let systemGray = UIColor(red: 142.0 / 255, green: 142.0 / 255, blue: 147.0 / 255, alpha: 1)
  public static let systemBackground = UIColor.white
  public static let secondarySystemBackground = UIColor(
    red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
  public static let label = UIColor.black
  public static let secondaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.6)
  public static let tertiaryLabel = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.3)
  public static let separator = UIColor(red: 60.0 / 255, green: 60.0 / 255, blue: 67.0 / 255, alpha: 0.29)
  public static let systemGroupedBackground = UIColor(
    red: 242.0 / 255, green: 242.0 / 255, blue: 247.0 / 255, alpha: 1)
}
