import Foundation

/// UIKit's system and semantic colours, light and dark (iOS 13's dynamic colours).
///
/// Sources: the system colours from Apple's Human Interface Guidelines, "Color", the iOS table
/// of the iOS 15–17 editions (`systemMint` and `systemCyan` are iOS 15's, `systemTeal` took its
/// current value then); the element colours (labels, fills, backgrounds, separators) as UIKit
/// returns them, read from UIKit by Noah Gilmore, "Backwards compatibility for iOS 13 system
/// colors" (2019), which lists each in light and dark. Components are 0–255 sRGB with alpha.
extension UIColor {
  private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat, _ alpha: CGFloat = 1) -> UIColor
  {
    UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: alpha)
  }

  private static func system(
    _ light: (CGFloat, CGFloat, CGFloat), _ dark: (CGFloat, CGFloat, CGFloat)
  ) -> UIColor {
    dynamic(light: rgb(light.0, light.1, light.2), dark: rgb(dark.0, dark.1, dark.2))
  }

  // MARK: System colours (HIG, iOS: default light / default dark)

  public static let systemRed = system((255, 59, 48), (255, 69, 58))
  public static let systemOrange = system((255, 149, 0), (255, 159, 10))
  public static let systemYellow = system((255, 204, 0), (255, 214, 10))
  public static let systemGreen = system((52, 199, 89), (48, 209, 88))
  public static let systemMint = system((0, 199, 190), (99, 230, 226))
  public static let systemTeal = system((48, 176, 199), (64, 200, 224))
  public static let systemCyan = system((50, 173, 230), (100, 210, 255))
  public static let systemBlue = system((0, 122, 255), (10, 132, 255))
  public static let systemIndigo = system((88, 86, 214), (94, 92, 230))
  public static let systemPurple = system((175, 82, 222), (191, 90, 242))
  public static let systemPink = system((255, 45, 85), (255, 55, 95))
  public static let systemBrown = system((162, 132, 94), (172, 142, 104))

  public static let systemGray = system((142, 142, 147), (142, 142, 147))
  public static let systemGray2 = system((174, 174, 178), (99, 99, 102))
  public static let systemGray3 = system((199, 199, 204), (72, 72, 74))
  public static let systemGray4 = system((209, 209, 214), (58, 58, 60))
  public static let systemGray5 = system((229, 229, 234), (44, 44, 46))
  public static let systemGray6 = system((242, 242, 247), (28, 28, 30))

  // MARK: Text

  public static let label = dynamic(light: rgb(0, 0, 0), dark: rgb(255, 255, 255))
  public static let secondaryLabel = dynamic(light: rgb(60, 60, 67, 0.6), dark: rgb(235, 235, 245, 0.6))
  public static let tertiaryLabel = dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
  public static let quaternaryLabel = dynamic(light: rgb(60, 60, 67, 0.18), dark: rgb(235, 235, 245, 0.16))
  public static let placeholderText = dynamic(light: rgb(60, 60, 67, 0.3), dark: rgb(235, 235, 245, 0.3))
  public static let link = dynamic(light: rgb(0, 122, 255), dark: rgb(9, 132, 255))
  /// Fixed, as before iOS 13: black text, and white at 60 % for dark backgrounds.
  public static let darkText = UIColor.black
  public static let lightText = UIColor(white: 1, alpha: 0.6)

  // MARK: Fills

  public static let systemFill = dynamic(light: rgb(120, 120, 128, 0.2), dark: rgb(120, 120, 128, 0.36))
  public static let secondarySystemFill = dynamic(
    light: rgb(120, 120, 128, 0.16), dark: rgb(120, 120, 128, 0.32))
  public static let tertiarySystemFill = dynamic(
    light: rgb(118, 118, 128, 0.12), dark: rgb(118, 118, 128, 0.24))
  public static let quaternarySystemFill = dynamic(
    light: rgb(116, 116, 128, 0.08), dark: rgb(118, 118, 128, 0.18))

  // MARK: Backgrounds (HIG: light; dark at the base level; dark elevated, as sheets are)

  private static func background(
    _ light: (CGFloat, CGFloat, CGFloat), _ dark: (CGFloat, CGFloat, CGFloat),
    _ elevated: (CGFloat, CGFloat, CGFloat)
  ) -> UIColor {
    let lightColor = rgb(light.0, light.1, light.2)
    let darkColor = rgb(dark.0, dark.1, dark.2)
    let elevatedColor = rgb(elevated.0, elevated.1, elevated.2)
    return UIColor { traits in
      guard traits.userInterfaceStyle == .dark else { return lightColor }
      return traits.userInterfaceLevel == .elevated ? elevatedColor : darkColor
    }
  }

  public static let systemBackground = background((255, 255, 255), (0, 0, 0), (28, 28, 30))
  public static let secondarySystemBackground = background((242, 242, 247), (28, 28, 30), (44, 44, 46))
  public static let tertiarySystemBackground = background((255, 255, 255), (44, 44, 46), (58, 58, 60))
  public static let systemGroupedBackground = background((242, 242, 247), (0, 0, 0), (28, 28, 30))
  public static let secondarySystemGroupedBackground = background((255, 255, 255), (28, 28, 30), (44, 44, 46))
  public static let tertiarySystemGroupedBackground = background((242, 242, 247), (44, 44, 46), (58, 58, 60))

  // MARK: Separators

  public static let separator = dynamic(light: rgb(60, 60, 67, 0.29), dark: rgb(84, 84, 88, 0.6))
  public static let opaqueSeparator = dynamic(light: rgb(198, 198, 200), dark: rgb(56, 56, 58))

  /// iOS 15: the tint of the view that resolves it (the system blue outside a view).
  public static let tintColor = UIColor { traits in traits.tintColor ?? .systemBlue }
}
