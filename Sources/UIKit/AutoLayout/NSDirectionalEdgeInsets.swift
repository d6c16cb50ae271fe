import Foundation

/// Insets that follow the layout direction: leading and trailing instead of left and right.
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
  public var top: CGFloat
  public var leading: CGFloat
  public var bottom: CGFloat
  public var trailing: CGFloat

  public init() { self = .zero }

  public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
    (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
  }

  public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

  /// Left to right (the only direction the engine lays out): leading is left.
  var edgeInsets: UIEdgeInsets { UIEdgeInsets(top: top, left: leading, bottom: bottom, right: trailing) }
}

extension UIEdgeInsets {
  var directional: NSDirectionalEdgeInsets {
    NSDirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
  }
}
