import Foundation

/// The type `#colorLiteral(red:green:blue:alpha:)` makes (Xcode's colour literals), as UIKit
/// declares it.
public typealias _ColorLiteralType = UIColor

extension UIColor: _ExpressibleByColorLiteral {
  public convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
    self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
  }
}
