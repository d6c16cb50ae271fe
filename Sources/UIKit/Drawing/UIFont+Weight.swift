@_spi(Hail) import CoreGraphics
import Foundation

extension UIFont {
  /// A font weight with Apple's raw values (−1 … 1, regular 0), as `UIFont.Weight`.
  ///
  /// CoreGraphics renders four weights; the others draw with the nearest one (thin and light as
  /// regular, heavy and black as bold), since Noto Sans CJK's other cuts are not installed here.
  public struct Weight: RawRepresentable, Hashable, Sendable {
    public let rawValue: CGFloat
    public init(rawValue: CGFloat) { self.rawValue = rawValue }

    // Apple's values (UIFontDescriptor.h, `UIFontWeight…` constants).
    public static let ultraLight = Weight(rawValue: -0.8)
    public static let thin = Weight(rawValue: -0.6)
    public static let light = Weight(rawValue: -0.4)
    public static let regular = Weight(rawValue: 0)
    public static let medium = Weight(rawValue: 0.23)
    public static let semibold = Weight(rawValue: 0.3)
    public static let bold = Weight(rawValue: 0.4)
    public static let heavy = Weight(rawValue: 0.56)
    public static let black = Weight(rawValue: 0.62)

    /// The nearest weight CoreGraphics renders: boundaries half-way between Apple's values.
    var textStyleWeight: CGTextStyle.Weight {
      switch rawValue {
      case ..<0.115: .regular
      case ..<0.265: .medium
      case ..<0.35: .semibold
      default: .bold
      }
    }

    /// The suffix of a PostScript name.
    var name: String {
      switch textStyleWeight {
      case .regular: "Regular"
      case .medium: "Medium"
      case .semibold: "Semibold"
      case .bold: "Bold"
      }
    }

    /// Weights by lower-cased PostScript suffix, for `UIFont(name:size:)`.
    static let named: [String: Weight] = [
      "regular": .regular, "medium": .medium, "semibold": .semibold, "bold": .bold,
    ]
  }
}
