import Foundation

/// A two-dimensional vector (Apple's CoreGraphics type; Foundation on Linux lacks it).
public struct CGVector: Equatable, Hashable, Sendable {
  public var dx: CGFloat
  public var dy: CGFloat

  public init() {
    dx = 0
    dy = 0
  }

  public init(dx: CGFloat, dy: CGFloat) {
    self.dx = dx
    self.dy = dy
  }

  public init(dx: Double, dy: Double) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  public init(dx: Int, dy: Int) {
    self.init(dx: CGFloat(dx), dy: CGFloat(dy))
  }

  public static let zero = CGVector()
}
