import UIKit

/// The app's colours, dynamic as iOS apps' are: the light values are the original's; the dark ones
/// follow Apple's dark palette (the element colours' dark values: black grouped background, cards at
/// (28, 28, 30), raised fills at (44, 44, 46), grey secondary text (142, 142, 147)).
enum AppColor {
  /// Cards, the header and other surfaces: white, or the dark secondary grouped background.
  static let surface = dynamic(light: .white, dark: rgb(28, 28, 30))
  /// A card while a finger presses its row.
  static let pressedSurface = dynamic(light: UIColor(white: 0.92, alpha: 1), dark: rgb(44, 44, 46))
  /// Behind the cards, keeping the map out of their gaps.
  static let backdrop = dynamic(light: UIColor(white: 0.96, alpha: 1), dark: rgb(0, 0, 0))
  /// A raised control on a surface (the taxi card's secondary button, the recenter button).
  static let raisedFill = dynamic(light: UIColor(white: 0.95, alpha: 1), dark: rgb(44, 44, 46))
  /// Text: the strongest, the pickup address, and the quieter hints.
  static let primaryText = dynamic(light: UIColor(white: 0.1, alpha: 1), dark: UIColor(white: 0.95, alpha: 1))
  static let strongText = dynamic(light: UIColor(white: 0.12, alpha: 1), dark: UIColor(white: 0.93, alpha: 1))
  static let bodyText = dynamic(light: UIColor(white: 0.2, alpha: 1), dark: UIColor(white: 0.85, alpha: 1))
  static let secondaryText = dynamic(light: UIColor(white: 0.55, alpha: 1), dark: rgb(142, 142, 147))
  /// Icons and secondary buttons' titles.
  static let ink = dynamic(light: UIColor(white: 0.25, alpha: 1), dark: UIColor(white: 0.85, alpha: 1))
  static let secondaryButtonTitle = dynamic(
    light: UIColor(white: 0.3, alpha: 1), dark: UIColor(white: 0.85, alpha: 1))
  /// The header's corner buttons (我的, 消息): UIKit's dark grey, a light grey in dark.
  static let headerButton = dynamic(light: .darkGray, dark: UIColor(white: 0.75, alpha: 1))
  /// An unselected tab's title: black at 0.8 (the original's), white at 0.8 in dark.
  static let tab = dynamic(light: UIColor(white: 0, alpha: 0.8), dark: UIColor(white: 1, alpha: 0.8))
  /// Lines between rows: opaque, and a hairline over a surface.
  static let separator = dynamic(light: UIColor(white: 0.92, alpha: 1), dark: rgb(56, 56, 58))
  static let hairline = dynamic(light: UIColor(white: 0, alpha: 0.08), dark: UIColor(white: 1, alpha: 0.12))
  /// A segmented control's selected segment: white, or iOS's dark selected segment (99, 99, 102,
  /// systemGray2's dark value).
  static let selectedSegment = dynamic(light: .white, dark: rgb(99, 99, 102))
  /// A suggestion's neutral dot.
  static let neutralDot = dynamic(light: UIColor(white: 0.78, alpha: 1), dark: rgb(99, 99, 102))

  private static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
    UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
  }

  private static func rgb(_ red: CGFloat, _ green: CGFloat, _ blue: CGFloat) -> UIColor {
    UIColor(red: red / 255, green: green / 255, blue: blue / 255, alpha: 1)
  }
}
