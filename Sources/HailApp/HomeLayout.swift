import UIKit

/// The original demo's geometry (reference/seed-demo.md), laid out for the screen it runs on.
@MainActor
enum HomeLayout {
  static var screenWidth: CGFloat { UIScreen.main.bounds.width }
  static var screenHeight: CGFloat { UIScreen.main.bounds.height }
  /// The header's height: title row and the two service tabs.
  static let headerHeight: CGFloat = 100
  /// A row of the express table; its card is 3 pt shorter, leaving a gap between cards.
  static let cellHeight: CGFloat = 150
  static let cardGap: CGFloat = 3
  static let cellCount = 6
  /// How far the table sits below the top of the screen.
  static let tableTop: CGFloat = 20
  /// The taxi card's height and its margin above the bottom edge.
  static let taxiCardHeight: CGFloat = 130
  static let taxiCardBottomMargin: CGFloat = 10
  /// The selected tab's title colour, RGB(255, 160, 122).
  static let selectedTabColor = UIColor(red: 255.0 / 255, green: 160.0 / 255, blue: 122.0 / 255, alpha: 1)
  /// An unselected tab's title colour: black at alpha 0.8.
  static let tabColor = UIColor(white: 0, alpha: 0.8)
}
