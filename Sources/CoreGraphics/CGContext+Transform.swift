import CCairo
import Foundation

extension CGContext {
  /// Moves the origin of user space.
  public func translateBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(translationX: x, y: y))
  }

  /// Scales user space; a zero scale makes the context draw nothing until `restoreGState()`.
  public func scaleBy(x: CGFloat, y: CGFloat) {
    concatenate(CGAffineTransform(scaleX: x, y: y))
  }

  /// Rotates user space by `angle` radians (positive turns x towards y: clockwise on screen here).
  public func rotate(by angle: CGFloat) {
    concatenate(CGAffineTransform(rotationAngle: angle))
  }

  /// Applies `transform` to user space before the current CTM, as CGContextConcatCTM.
  public func concatenate(_ transform: CGAffineTransform) {
    guard !state.isDegenerate else { return }
    let t = transform
    guard [t.a, t.b, t.c, t.d, t.tx, t.ty].allSatisfy(\.isFinite) else { return }
    let result = t.concatenating(ctm)
    // Cairo rejects a singular matrix by entering a permanent error state; remember it instead.
    guard result.a * result.d - result.b * result.c != 0 else {
      state.isDegenerate = true
      return
    }
    var matrix = cairo_matrix_t(
      xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d), x0: Double(t.tx), y0: Double(t.ty))
    cairo_transform(cairo, &matrix)
  }

  /// The current transformation matrix: user space to device pixels, including the bitmap scale.
  public var ctm: CGAffineTransform {
    var m = cairo_matrix_t()
    cairo_get_matrix(cairo, &m)
    return CGAffineTransform(
      a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy), tx: CGFloat(m.x0),
      ty: CGFloat(m.y0))
  }

  /// Apple's name for `ctm`.
  public var userSpaceToDeviceSpaceTransform: CGAffineTransform { ctm }

  /// The fewest device pixels a unit of user space spans in any direction: the smaller singular
  /// value of the CTM's linear part (its scale, under a rotation or a shear too).
  @_spi(Hail) public var narrowestScale: CGFloat {
    let t = ctm
    let squares = t.a * t.a + t.b * t.b + t.c * t.c + t.d * t.d
    let determinant = t.a * t.d - t.b * t.c
    return ((squares - max(squares * squares - 4 * determinant * determinant, 0).squareRoot()) / 2)
      .squareRoot()
  }
}
