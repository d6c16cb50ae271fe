import Foundation

/// Distances inward from each edge of a rectangle.
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var left: CGFloat
  public var bottom: CGFloat
  public var right: CGFloat

  public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
    (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
  }

  public init() { self = .zero }

  public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

  /// Side by side sums (not UIKit API; handy for stacking insets).
  public static func + (lhs: UIEdgeInsets, rhs: UIEdgeInsets) -> UIEdgeInsets {
    UIEdgeInsets(
      top: lhs.top + rhs.top, left: lhs.left + rhs.left, bottom: lhs.bottom + rhs.bottom,
      right: lhs.right + rhs.right)
  }
}

extension CGRect {
  /// The rectangle shrunk by `insets`, as UIEdgeInsetsInsetRect.
  public func inset(by insets: UIEdgeInsets) -> CGRect {
    CGRect(
      x: origin.x + insets.left, y: origin.y + insets.top,
      width: size.width - insets.left - insets.right, height: size.height - insets.top - insets.bottom)
  }
}
