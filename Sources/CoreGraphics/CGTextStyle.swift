import Foundation

/// What text looks like: family, size in points, weight and language.
///
/// The language matters for Chinese: with "zh-cn" Pango picks Simplified Chinese glyph forms
/// even when a fallback font covers several CJK locales.
@_spi(Hail) public struct CGTextStyle: Hashable, Sendable {
  /// A font weight, with CSS / OpenType numeric values.
  public enum Weight: Int, Hashable, Sendable {
    case regular = 400
    case medium = 500
    case semibold = 600
    case bold = 700
  }

  /// The fontconfig family name; a missing family falls back to fontconfig's best match.
  public var family: String
  /// The em size in points (user units). Non-finite or negative sizes are treated as 0.
  public var size: CGFloat
  public var weight: Weight
  /// A BCP 47 / Pango language tag such as "zh-cn" or "en".
  public var language: String

  public static let defaultFamily = "Noto Sans CJK SC"

  public init(
    size: CGFloat, weight: Weight = .regular, family: String = CGTextStyle.defaultFamily,
    language: String = "zh-cn"
  ) {
    self.family = family
    self.size = size
    self.weight = weight
    self.language = language
  }
}

/// Vertical metrics of a style, in points, with UIFont's sign conventions.
@_spi(Hail) public struct CGFontMetrics: Equatable, Sendable {
  /// From the baseline up to the top of the line box (positive).
  public var ascender: CGFloat
  /// From the baseline down to the bottom of the line box (negative, as UIFont's).
  public var descender: CGFloat
  /// The height of one laid-out line, the same a one-line `measure` returns.
  public var lineHeight: CGFloat
}
