import Foundation

/// The text size the user chose (Settings › Display & Text Size), as UIKit's: Apple's raw values
/// (UIApplication.h, `UIContentSizeCategory…` constants), ordered from smallest to largest.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
  public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
  public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
  public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
  /// The default.
  public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
  public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
  public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
  public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
  public static let accessibilityMedium = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityM")
  public static let accessibilityLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityL")
  public static let accessibilityExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXL")
  public static let accessibilityExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXL")
  public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(
    rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

  /// Every category, smallest first (the unspecified one is not among them).
  static let ordered: [UIContentSizeCategory] = [
    .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
    .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
    .accessibilityExtraExtraExtraLarge,
  ]

  /// The position in `ordered`; an unknown or unspecified category counts as `.large`, which is how
  /// fonts resolve it.
  var index: Int { Self.ordered.firstIndex(of: self) ?? 3 }

  /// One of the five accessibility sizes.
  public var isAccessibilityCategory: Bool { index >= 7 }

  public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
    lhs.index < rhs.index
  }

  /// Posted when the user changes the text size, with the new category under
  /// `UIContentSizeCategory.newValueUserInfoKey`.
  public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
  public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"
}
