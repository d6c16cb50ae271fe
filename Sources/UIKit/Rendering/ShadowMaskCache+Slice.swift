import Foundation

extension ShadowMaskCache {
  /// How a blurred rounded rectangle's plane is made from a smaller one's. Away from its corners a
  /// rectangle's columns are alike, and the box blur (integer means of runs of a row or column) keeps
  /// alike columns alike as far as it reaches: so the plane of a wide card is the plane of a narrow
  /// one with a middle column repeated, and of a tall card with a middle row repeated — the same
  /// bytes (`ShadowRenderingTests.aMaskBlurredFromASmallerShapeIsTheSame`), for a blur of a fraction
  /// of the pixels (the search card's mask, made when the search screen first shows, had blurred
  /// all of its 100,000). The small plane may be stretched first and cut `scaled(by:)`.
  struct Slice {
    /// Plane pixels cut from the shape's width and height.
    let columns: Int
    let rows: Int
    /// The column (row) of the small plane repeated: past the shape's left (top) edge, its corner
    /// and the blur's reach from them.
    let edge: Int

    /// The cut for `shape` (plane pixels, placed `reach` pixels into its plane) with `cornerRadius`
    /// (plane pixels, clamped as `LayerShape.roundedRect` clamps it); nil when neither side is long
    /// enough to cut.
    init?(shape: CGRect, cornerRadius: CGFloat, reach: Int) {
      // (A radius that is not a number draws square corners, `roundedRect`'s `radius > 0` being
      // false, but has no extent to cut around: such a shape is blurred whole.)
      guard !cornerRadius.isNaN else { return nil }
      let radius = min(max(cornerRadius, 0), shape.width / 2, shape.height / 2)
      // (The one pixel past the reach also keeps the line before the repeated one alike, which a
      // stretch's bilinear filter reads beside it: `scaled(by:)`.)
      let edge = 2 * reach + Int(radius.rounded(.up)) + 1
      // Whole pixels, leaving a shape longer than two edges: its fractional far edge and its
      // clamped corners stay as they were, and a repeated line lies between alike ones.
      func cut(_ length: CGFloat) -> Int { max(0, Int((length - CGFloat(2 * edge + 1)).rounded(.down))) }
      guard cut(shape.width) > 0 || cut(shape.height) > 0 else { return nil }
      self.edge = edge
      columns = cut(shape.width)
      rows = cut(shape.height)
    }

    private init(columns: Int, rows: Int, edge: Int) {
      self.columns = columns
      self.rows = rows
      self.edge = edge
    }

    /// The same cut in a plane stretched `factor` times (a whole number): the repeated line is the
    /// first of the stretched edge line's, repeated `factor` times as often.
    func scaled(by factor: Int) -> Slice {
      Slice(columns: columns * factor, rows: rows * factor, edge: edge * factor)
    }

    /// The whole plane from the small one (`width` × `height` bytes): column `edge` repeated
    /// `columns` more times and row `edge` `rows` more times.
    func expanded(_ plane: [UInt8], width: Int, height: Int) -> [UInt8] {
      let wide = width + columns
      var whole = [UInt8](repeating: 0, count: wide * (height + rows))
      plane.withUnsafeBufferPointer { small in
        whole.withUnsafeMutableBufferPointer { whole in
          for y in 0..<(height + rows) {
            let from = small.baseAddress! + width * (y <= edge ? y : max(y - rows, edge))
            let to = whole.baseAddress! + wide * y
            // (A narrow shape cut only in height may be narrower than `edge`.)
            guard columns > 0 else {
              to.update(from: from, count: width)
              continue
            }
            to.update(from: from, count: edge)
            to.advanced(by: edge).update(repeating: from[edge], count: columns)
            to.advanced(by: edge + columns).update(from: from + edge, count: width - edge)
          }
        }
      }
      return whole
    }
  }
}
