import UIKit

/// The home screen's geometry: the original demo's numbers (reference/seed-demo.md) for an iPhone 8,
/// and the same layout kept clear of a taller phone's status area and home indicator.
@MainActor
enum HomeLayout {
  static var screenWidth: CGFloat { UIScreen.main.bounds.width }
  static var screenHeight: CGFloat { UIScreen.main.bounds.height }
  /// How much taller the status area is than the original's 20 pt (39 pt on an iPhone 15).
  static var extraTopInset: CGFloat { max(0, UIScreen.main.safeAreaInsets.top - 20) }
  /// The home indicator's strip at the bottom (0 on an iPhone 8).
  static var bottomInset: CGFloat { UIScreen.main.safeAreaInsets.bottom }
  /// The header's height: the original's 100 pt (title row and the two service tabs), plus the extra
  /// status area, so the header sits below it.
  static var headerHeight: CGFloat { 100 + extraTopInset }
  /// A row of the express table; its card is 3 pt shorter, leaving a gap between cards.
  static let cellHeight: CGFloat = 150
  /// A suggested destination's row.
  static let suggestionHeight: CGFloat = 72
  static let cardGap: CGFloat = 3
  /// How far the table sits below the top of the screen.
  static let tableTop: CGFloat = 20
  /// The taxi card's height and its margin above the bottom edge (and the home indicator).
  static let taxiCardHeight: CGFloat = 130
  static let taxiCardBottomMargin: CGFloat = 10
  /// The selected tab's title colour, RGB(255, 160, 122).
  static let selectedTabColor = UIColor(red: 255.0 / 255, green: 160.0 / 255, blue: 122.0 / 255, alpha: 1)
  /// The pickup dot's green and the destination dot's red.
  static let pickupColor = UIColor(red: 0.13, green: 0.73, blue: 0.42, alpha: 1)
  static let destinationColor = UIColor(red: 0.96, green: 0.36, blue: 0.30, alpha: 1)
}
