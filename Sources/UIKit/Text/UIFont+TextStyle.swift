import Foundation

extension UIFont {
  /// A Dynamic Type text style (raw values as UIKit's `UIFontTextStyle…` constants).
  public struct TextStyle: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
    public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
    public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
    public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
    public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
    public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
    public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
    public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
    public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
    public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
    public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")
  }

  /// The system font for `style` at the text size of `UITraitCollection.current` (a view's traits
  /// while it lays out and draws; the system's elsewhere): Apple's Dynamic Type sizes (see
  /// `DynamicTypeSizes`). The font remembers its style, so a label that
  /// `adjustsFontForContentSizeCategory` follows later changes.
  public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
    preferredFont(forTextStyle: style, compatibleWith: nil)
  }

  /// The font for `style` at `traitCollection`'s text size (the current traits' when it has none).
  public class func preferredFont(
    forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?
  ) -> UIFont {
    let category = DynamicTypeSizes.category(in: traitCollection)
    let size = DynamicTypeSizes.pointSize(of: style, at: category)
    let font = systemFont(ofSize: size, weight: DynamicTypeSizes.weight(of: style))
    return font.scaling(DynamicScaling(style: style, base: DynamicTypeSizes.pointSize(of: style, at: .large)))
  }
}

/// What a font made for Dynamic Type carries to be made again at another text size: its style
/// and its size at the default category (`.large`), and the metrics' largest size.
struct DynamicScaling: Hashable, Sendable {
  let style: UIFont.TextStyle
  let base: CGFloat
  var maximumPointSize: CGFloat = 0

  /// The size at `category`: `base` scaled as the style scales, within the maximum.
  func pointSize(at category: UIContentSizeCategory) -> CGFloat {
    let size =
      base * DynamicTypeSizes.pointSize(of: style, at: category)
      / DynamicTypeSizes.pointSize(of: style, at: .large)
    return maximumPointSize > 0 ? min(size, maximumPointSize) : size
  }
}
