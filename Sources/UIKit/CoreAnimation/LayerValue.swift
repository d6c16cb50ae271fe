@_spi(Hail) import CoreGraphics
import Foundation

/// A layer property value as animations handle it: Apple's animation values are `Any` (a number,
/// an `NSNumber`, a `CGPoint`, a `CGColor`, a `CGPath`…), read once into this and interpolated here.
enum LayerValue: Equatable {
  case number(CGFloat)
  case point(CGPoint)
  case size(CGSize)
  case rect(CGRect)
  case transform(CATransform3D)
  case color(CGColor?)
  case colors([CGColor]?)
  case numbers([CGFloat]?)
  case path(CGPath?)
  /// Anything else (`contents`, `isHidden`): not interpolated, it switches half-way.
  case discrete(AnyHashableBox)

  /// Reads an animation value as Core Animation accepts it; nil for what it cannot animate.
  init?(_ any: Any?) {
    guard let any else { return nil }
    switch any {
    case let value as CGFloat: self = .number(value)
    case let value as Double: self = .number(CGFloat(value))
    case let value as Float: self = .number(CGFloat(value))
    case let value as Int: self = .number(CGFloat(value))
    case let value as NSNumber: self = .number(CGFloat(value.doubleValue))
    case let value as CGPoint: self = .point(value)
    case let value as CGSize: self = .size(value)
    case let value as CGRect: self = .rect(value)
    case let value as CATransform3D: self = .transform(value)
    case let value as CGAffineTransform: self = .transform(CATransform3DMakeAffineTransform(value))
    case let value as CGColor: self = .color(value)
    case let value as CGPath: self = .path(value)
    case let value as [CGColor]: self = .colors(value)
    case let value as [CGFloat]: self = .numbers(value)
    case let value as [Double]: self = .numbers(value.map { CGFloat($0) })
    case let value as [NSNumber]: self = .numbers(value.map { CGFloat($0.doubleValue) })
    case let value as [Any]:
      let colors = value.compactMap { $0 as? CGColor }
      guard colors.count == value.count else { return nil }
      self = .colors(colors)
    default: self = .discrete(AnyHashableBox(any))
    }
  }

  /// The value as Apple's API hands it back (`presentation().value(forKeyPath:)`).
  var any: Any? {
    switch self {
    case .number(let value): value
    case .point(let value): value
    case .size(let value): value
    case .rect(let value): value
    case .transform(let value): value
    case .color(let value): value
    case .colors(let value): value
    case .numbers(let value): value
    case .path(let value): value
    case .discrete(let box): box.value
    }
  }

  var number: CGFloat? {
    if case .number(let value) = self { return value }
    return nil
  }

  /// Straight linear interpolation between two values of the same kind, component by component;
  /// transforms by their scale, rotation and translation; paths point by point when they have the
  /// same elements (Apple: "the result is undefined" otherwise; here it switches half-way).
  func interpolated(to end: LayerValue, fraction f: CGFloat) -> LayerValue {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
    switch (self, end) {
    case (.number(let a), .number(let b)): return .number(mix(a, b))
    case (.point(let a), .point(let b)): return .point(CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)))
    case (.size(let a), .size(let b)):
      return .size(CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height)))
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(
          x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
          height: mix(a.height, b.height)))
    case (.transform(let a), .transform(let b)):
      return .transform(
        TransformComponents(a).interpolated(to: TransformComponents(b), fraction: f).transform)
    case (.color(let a), .color(let b)):
      return .color(Self.mix(a ?? .clear, b ?? .clear, f))
    case (.colors(let a?), .colors(let b?)) where a.count == b.count:
      return .colors(zip(a, b).map { Self.mix($0, $1, f) })
    case (.numbers(let a?), .numbers(let b?)) where a.count == b.count:
      return .numbers(zip(a, b).map { mix($0, $1) })
    case (.path(let a?), .path(let b?)):
      guard let path = PathInterpolation.interpolate(a, b, fraction: f) else { fallthrough }
      return .path(path)
    default:
      return f < 0.5 ? self : end
    }
  }

  /// `self + other`, for additive and cumulative animations and `byValue`; transforms concatenate.
  func adding(_ other: LayerValue) -> LayerValue {
    switch (self, other) {
    case (.number(let a), .number(let b)): return .number(a + b)
    case (.point(let a), .point(let b)): return .point(CGPoint(x: a.x + b.x, y: a.y + b.y))
    case (.size(let a), .size(let b)):
      return .size(CGSize(width: a.width + b.width, height: a.height + b.height))
    case (.rect(let a), .rect(let b)):
      return .rect(
        CGRect(x: a.minX + b.minX, y: a.minY + b.minY, width: a.width + b.width, height: a.height + b.height))
    case (.transform(let a), .transform(let b)): return .transform(CATransform3DConcat(b, a))
    case (.color(let a), .color(let b)):
      let (x, y) = (a ?? .clear, b ?? .clear)
      return .color(
        CGColor(red: x.red + y.red, green: x.green + y.green, blue: x.blue + y.blue, alpha: x.alpha + y.alpha)
      )
    case (.numbers(let a?), .numbers(let b?)) where a.count == b.count:
      return .numbers(zip(a, b).map(+))
    default: return other
    }
  }

  /// `self − other`: the change a cumulative animation adds per repetition, and `toValue − byValue`.
  func subtracting(_ other: LayerValue) -> LayerValue {
    adding(other.negated)
  }

  var negated: LayerValue {
    switch self {
    case .number(let a): .number(-a)
    case .point(let a): .point(CGPoint(x: -a.x, y: -a.y))
    case .size(let a): .size(CGSize(width: -a.width, height: -a.height))
    case .rect(let a): .rect(CGRect(x: -a.minX, y: -a.minY, width: -a.width, height: -a.height))
    case .transform(let a): .transform(CATransform3DInvert(a))
    case .numbers(let a): .numbers(a?.map { -$0 })
    default: self
    }
  }

  /// A scalar distance between two values, for paced keyframe timing.
  func distance(to other: LayerValue) -> CGFloat {
    switch (self, other) {
    case (.number(let a), .number(let b)): return abs(b - a)
    case (.point(let a), .point(let b)): return hypot(b.x - a.x, b.y - a.y)
    case (.size(let a), .size(let b)): return hypot(b.width - a.width, b.height - a.height)
    default: return 1
    }
  }

  private static func mix(_ a: CGColor, _ b: CGColor, _ f: CGFloat) -> CGColor {
    CGColor(
      red: a.red + (b.red - a.red) * f, green: a.green + (b.green - a.green) * f,
      blue: a.blue + (b.blue - a.blue) * f, alpha: a.alpha + (b.alpha - a.alpha) * f)
  }
}

/// An arbitrary value kept for discrete animation: hashable values compare by value, objects (a
/// `CGImage` for `contents`) by identity.
struct AnyHashableBox: Equatable {
  let value: Any

  init(_ value: Any) { self.value = value }

  static func == (lhs: AnyHashableBox, rhs: AnyHashableBox) -> Bool {
    if let a = lhs.value as? AnyHashable, let b = rhs.value as? AnyHashable { return a == b }
    guard type(of: lhs.value) is AnyClass, type(of: rhs.value) is AnyClass else { return false }
    return (lhs.value as AnyObject) === (rhs.value as AnyObject)
  }
}
