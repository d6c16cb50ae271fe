import Foundation

/// Apple's affine transform: a point (x, y) maps to (a·x + c·y + tx, b·x + d·y + ty).
public struct CGAffineTransform: Equatable, Hashable, Sendable {
  public var a: CGFloat
  public var b: CGFloat
  public var c: CGFloat
  public var d: CGFloat
  public var tx: CGFloat
  public var ty: CGFloat

  public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  public init() { self = .identity }

  public init(translationX tx: CGFloat, y ty: CGFloat) {
    self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
  }

  public init(scaleX sx: CGFloat, y sy: CGFloat) {
    self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
  }

  public init(rotationAngle angle: CGFloat) {
    let cosine = cos(angle)
    let sine = sin(angle)
    self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  public var isIdentity: Bool { self == .identity }

  /// `self` then `t2`, as CGAffineTransformConcat: a point goes through `self` first.
  public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
    CGAffineTransform(
      a: a * t2.a + b * t2.c,
      b: a * t2.b + b * t2.d,
      c: c * t2.a + d * t2.c,
      d: c * t2.b + d * t2.d,
      tx: tx * t2.a + ty * t2.c + t2.tx,
      ty: tx * t2.b + ty * t2.d + t2.ty)
  }

  /// The inverse; a singular transform is returned unchanged, as CGAffineTransformInvert does.
  public func inverted() -> CGAffineTransform {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return self }
    return CGAffineTransform(
      a: d / determinant,
      b: -b / determinant,
      c: -c / determinant,
      d: a / determinant,
      tx: (c * ty - d * tx) / determinant,
      ty: (b * tx - a * ty) / determinant)
  }

  public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: x, y: y).concatenating(self)
  }

  public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
    CGAffineTransform(scaleX: x, y: y).concatenating(self)
  }

  public func rotated(by angle: CGFloat) -> CGAffineTransform {
    CGAffineTransform(rotationAngle: angle).concatenating(self)
  }
}

extension CGPoint {
  public func applying(_ t: CGAffineTransform) -> CGPoint {
    CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
  }
}

extension CGSize {
  /// Like Apple's: the translation does not apply to a size.
  public func applying(_ t: CGAffineTransform) -> CGSize {
    CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
  }
}

extension CGRect {
  /// The smallest rectangle holding the four transformed corners, as CGRectApplyAffineTransform.
  public func applying(_ t: CGAffineTransform) -> CGRect {
    if isNull || t.isIdentity { return self }
    // Corner by corner, in no array: every frame converts rectangles between views many times (an
    // array of corners and one for each axis were 7 % of the calls to `malloc` in `hail
    // benchmark-map-render`, session 49).
    let a = CGPoint(x: minX, y: minY).applying(t)
    let b = CGPoint(x: maxX, y: minY).applying(t)
    let c = CGPoint(x: minX, y: maxY).applying(t)
    let d = CGPoint(x: maxX, y: maxY).applying(t)
    // Two at a time: the variadic `min` and `max` take an array.
    let minimum = CGPoint(
      x: Swift.min(Swift.min(Swift.min(a.x, b.x), c.x), d.x),
      y: Swift.min(Swift.min(Swift.min(a.y, b.y), c.y), d.y))
    let maximum = CGPoint(
      x: Swift.max(Swift.max(Swift.max(a.x, b.x), c.x), d.x),
      y: Swift.max(Swift.max(Swift.max(a.y, b.y), c.y), d.y))
    return CGRect(x: minimum.x, y: minimum.y, width: maximum.x - minimum.x, height: maximum.y - minimum.y)
  }
}
