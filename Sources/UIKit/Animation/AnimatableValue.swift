@_spi(Hail) import CoreGraphics
import Foundation

/// A layer property value that animations can interpolate: the engine's animations are additive, so
/// the only operations needed are difference, scaling and sum.
protocol AnimatableValue: Equatable {
  static func - (lhs: Self, rhs: Self) -> Self
  static func + (lhs: Self, rhs: Self) -> Self
  static func * (lhs: Self, rhs: CGFloat) -> Self
}

extension CGFloat: AnimatableValue {}

extension CGPoint: AnimatableValue {
  static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
  static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
  static func * (lhs: CGPoint, rhs: CGFloat) -> CGPoint { CGPoint(x: lhs.x * rhs, y: lhs.y * rhs) }
}

extension CGRect: AnimatableValue {
  static func - (lhs: CGRect, rhs: CGRect) -> CGRect {
    CGRect(
      x: lhs.origin.x - rhs.origin.x, y: lhs.origin.y - rhs.origin.y,
      width: lhs.size.width - rhs.size.width, height: lhs.size.height - rhs.size.height)
  }
  static func + (lhs: CGRect, rhs: CGRect) -> CGRect {
    CGRect(
      x: lhs.origin.x + rhs.origin.x, y: lhs.origin.y + rhs.origin.y,
      width: lhs.size.width + rhs.size.width, height: lhs.size.height + rhs.size.height)
  }
  static func * (lhs: CGRect, rhs: CGFloat) -> CGRect {
    CGRect(
      x: lhs.origin.x * rhs, y: lhs.origin.y * rhs,
      width: lhs.size.width * rhs, height: lhs.size.height * rhs)
  }
}

extension CGAffineTransform: AnimatableValue {
  static func - (lhs: CGAffineTransform, rhs: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: lhs.a - rhs.a, b: lhs.b - rhs.b, c: lhs.c - rhs.c, d: lhs.d - rhs.d,
      tx: lhs.tx - rhs.tx, ty: lhs.ty - rhs.ty)
  }
  static func + (lhs: CGAffineTransform, rhs: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: lhs.a + rhs.a, b: lhs.b + rhs.b, c: lhs.c + rhs.c, d: lhs.d + rhs.d,
      tx: lhs.tx + rhs.tx, ty: lhs.ty + rhs.ty)
  }
  static func * (lhs: CGAffineTransform, rhs: CGFloat) -> CGAffineTransform {
    CGAffineTransform(
      a: lhs.a * rhs, b: lhs.b * rhs, c: lhs.c * rhs, d: lhs.d * rhs, tx: lhs.tx * rhs, ty: lhs.ty * rhs)
  }
}

/// Straight RGBA components, so colours animate component by component.
struct RGBA: AnimatableValue {
  var red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

  static func - (lhs: RGBA, rhs: RGBA) -> RGBA {
    RGBA(
      red: lhs.red - rhs.red, green: lhs.green - rhs.green, blue: lhs.blue - rhs.blue,
      alpha: lhs.alpha - rhs.alpha)
  }
  static func + (lhs: RGBA, rhs: RGBA) -> RGBA {
    RGBA(
      red: lhs.red + rhs.red, green: lhs.green + rhs.green, blue: lhs.blue + rhs.blue,
      alpha: lhs.alpha + rhs.alpha)
  }
  static func * (lhs: RGBA, rhs: CGFloat) -> RGBA {
    RGBA(red: lhs.red * rhs, green: lhs.green * rhs, blue: lhs.blue * rhs, alpha: lhs.alpha * rhs)
  }
}
