@_spi(Hail) import CoreGraphics
import Foundation

/// A font: a family, a size in points and a weight, backed by CoreGraphics' `CGTextStyle` so that
/// what `UILabel` measures through `TextLayout` is what it draws.
///
/// The system font is "Noto Sans CJK SC" with the language "zh-cn" (DESIGN.md, "Text": without
/// them Chinese comes out in Japanese glyph forms); San Francisco is not available on Linux.
public final class UIFont: NSObject, Sendable {
  /// The style `TextLayout` measures and draws with.
  @_spi(Hail) public let textStyle: CGTextStyle
  /// The weight asked for (the rendered weight is the nearest of `CGTextStyle.Weight`).
  @_spi(Hail) public let weight: Weight
  /// How a Dynamic Type font (`preferredFont(forTextStyle:)`, `UIFontMetrics`) is made again at
  /// another text size; nil for a fixed font.
  let dynamicScaling: DynamicScaling?

  init(style: CGTextStyle, weight: Weight, dynamicScaling: DynamicScaling? = nil) {
    self.textStyle = style
    self.weight = weight
    self.dynamicScaling = dynamicScaling
  }

  /// This font remembering how to scale with the text size.
  func scaling(_ scaling: DynamicScaling) -> UIFont {
    UIFont(style: textStyle, weight: weight, dynamicScaling: scaling)
  }

  /// The system font at `fontSize` points, regular weight.
  public static func systemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .regular)
  }

  /// The system font at `fontSize` points, bold.
  public static func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont {
    systemFont(ofSize: fontSize, weight: .bold)
  }

  /// The system font at `fontSize` points and `weight`. A size that is not a positive finite
  /// number (NaN, ±∞, 0, negative) falls back to `labelFontSize` (17 pt): Apple requires a
  /// positive size and leaves the rest undefined; a visible default beats invisible text.
  public static func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont {
    UIFont(
      style: CGTextStyle(size: sanitized(fontSize), weight: weight.textStyleWeight), weight: weight)
  }

  /// The font named `fontName`: a family name ("Noto Sans CJK SC") or a PostScript-style
  /// "Family-Weight" name (what `fontName` returns, e.g. "NotoSansCJKsc-Bold"). Returns nil for an
  /// empty name. Apple also returns nil for a font that is not installed; CoreGraphics has no font
  /// list to check against, so an unknown family gets fontconfig's closest match instead.
  public convenience init?(name fontName: String, size fontSize: CGFloat) {
    let trimmed = fontName.trimmingCharacters(in: .whitespaces)
    guard !trimmed.isEmpty else { return nil }
    var family = trimmed
    var weight = Weight.regular
    if let dash = trimmed.lastIndex(of: "-"),
      let named = Weight.named[trimmed[trimmed.index(after: dash)...].lowercased()]
    {
      family = String(trimmed[..<dash])
      weight = named
    }
    if family == UIFont.systemPostScriptFamily { family = CGTextStyle.defaultFamily }
    self.init(
      style: CGTextStyle(size: UIFont.sanitized(fontSize), weight: weight.textStyleWeight, family: family),
      weight: weight)
  }

  /// The same font at another size (the same fallback for a bad size as `systemFont(ofSize:)`).
  public func withSize(_ fontSize: CGFloat) -> UIFont {
    var style = textStyle
    style.size = UIFont.sanitized(fontSize)
    return UIFont(style: style, weight: weight)
  }

  /// The em size in points.
  public var pointSize: CGFloat { textStyle.size }
  /// The family, as fontconfig knows it.
  public var familyName: String { textStyle.family }
  /// A PostScript-style name, "Family-Weight" with the family's spaces removed; for the system
  /// font, Noto's own PostScript names ("NotoSansCJKsc-Regular").
  public var fontName: String {
    let family =
      textStyle.family == CGTextStyle.defaultFamily
      ? UIFont.systemPostScriptFamily : textStyle.family.replacingOccurrences(of: " ", with: "")
    return "\(family)-\(weight.name)"
  }

  /// From the baseline up to the top of the line box, in points.
  public var ascender: CGFloat { metrics.ascender }
  /// From the baseline down to the bottom of the line box, negative (as UIKit's).
  public var descender: CGFloat { metrics.descender }
  /// The height of one line of text, the same a one-line label measures.
  public var lineHeight: CGFloat { metrics.lineHeight }

  private var metrics: CGFontMetrics { TextLayout.shared.metrics(for: textStyle) }

  override public func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UIFont else { return false }
    return textStyle == other.textStyle && weight == other.weight
  }

  override public var hash: Int { textStyle.hashValue }

  override public var description: String { "UIFont(\(fontName), \(pointSize) pt)" }

  /// UIKit's standard sizes (Apple docs: `labelFontSize` 17, `buttonFontSize` 18,
  /// `systemFontSize` 14, `smallSystemFontSize` 12).
  public static let labelFontSize: CGFloat = 17
  public static let buttonFontSize: CGFloat = 18
  public static let systemFontSize: CGFloat = 14
  public static let smallSystemFontSize: CGFloat = 12

  /// Noto Sans CJK SC's PostScript family name.
  static let systemPostScriptFamily = "NotoSansCJKsc"

  static func sanitized(_ size: CGFloat) -> CGFloat {
    size.isFinite && size > 0 ? size : labelFontSize
  }
}
