import UIKit

extension UIView {
  /// The app's soft drop shadows, from a hairline lift to a floating card.
  enum Elevation {
    /// The header over the map.
    case bar
    /// A control floating over the map (the recentre button).
    case floating
    /// A card of the sheet.
    case card

    var shadow: (opacity: Float, radius: CGFloat, offsetY: CGFloat) {
      switch self {
      case .bar: (0.06, 4, 1)
      case .floating: (0.18, 4, 1)
      case .card: (0.12, 6, 2)
      }
    }
  }

  /// Gives the view a black drop shadow of `elevation` below it.
  func elevate(_ elevation: Elevation) {
    let shadow = elevation.shadow
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = shadow.opacity
    layer.shadowRadius = shadow.radius
    layer.shadowOffset = CGSize(width: 0, height: shadow.offsetY)
  }
}
