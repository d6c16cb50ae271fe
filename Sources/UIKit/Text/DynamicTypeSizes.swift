import Foundation

/// Apple's Dynamic Type sizes for iOS, in points, per text style and content size category: the
/// table in the Human Interface Guidelines, "Typography › Specifications › iOS, iPadOS Dynamic
/// Type sizes" (the same sizes `preferredFont(forTextStyle:)` returns on iOS 17). Headline is
/// semibold, every other style regular.
enum DynamicTypeSizes {
  /// Rows: largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote,
  /// caption1, caption2. Columns: xSmall … xxxLarge, then AX1 … AX5 (`UIContentSizeCategory.ordered`).
  private static let table: [UIFont.TextStyle: [CGFloat]] = [
    .largeTitle: [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60],
    .title1: [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58],
    .title2: [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56],
    .title3: [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55],
    .headline: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .body: [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53],
    .callout: [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51],
    .subheadline: [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49],
    .footnote: [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44],
    .caption1: [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43],
    .caption2: [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40],
  ]

  /// The size of `style` at `category`; an unknown style sizes as body, an unspecified category
  /// as `.large`.
  static func pointSize(of style: UIFont.TextStyle, at category: UIContentSizeCategory) -> CGFloat {
    (table[style] ?? table[.body]!)[category.index]
  }

  static func weight(of style: UIFont.TextStyle) -> UIFont.Weight {
    style == .headline ? .semibold : .regular
  }

  /// The category a font is made for under `traits`: theirs, else the current traits', else the
  /// default.
  static func category(in traits: UITraitCollection?) -> UIContentSizeCategory {
    for candidate in [
      traits?.preferredContentSizeCategory, UITraitCollection.current.preferredContentSizeCategory,
    ] {
      if let candidate, candidate != .unspecified { return candidate }
    }
    return .large
  }
}
