@_spi(Hail) import CoreGraphics
import Foundation

/// Moving pixels within a bitmap: a frame that shows part of the last one moved by whole pixels
/// copies that part (`MovedPixels`) instead of compositing it again.
extension CGContext {
  /// Fills each of `pixels`' rectangles with the pixels the same rectangle moved back by its move
  /// held before the call. In place: rows are taken in the order that reads each source row before
  /// a copy writes over it (from the top when the pixels move up, from the bottom when they move
  /// down), and in a row that does not move, spans from the side they move towards. A rectangle
  /// that, or whose source, is not wholly inside the bitmap is left as it was.
  func movePixels(_ pixels: MovedPixels) {
    guard let data, !pixels.rects.isEmpty else { return }
    let (dx, dy) = (pixels.dx, pixels.dy)
    let rowBytes = bytesPerRow
    let bitmap = CGRect(x: 0, y: 0, width: width, height: height)
    let spans =
      pixels.rects
      .filter { bitmap.contains($0) && bitmap.contains($0.offsetBy(dx: CGFloat(-dx), dy: CGFloat(-dy))) }
      .map { (x: Int($0.minX), rows: Int($0.minY)..<Int($0.maxY), width: Int($0.width)) }
      .sorted { dx <= 0 ? $0.x < $1.x : $0.x > $1.x }
    guard let top = spans.map(\.rows.lowerBound).min(), let bottom = spans.map(\.rows.upperBound).max() else {
      return
    }
    for y in dy <= 0 ? Array(top..<bottom) : (top..<bottom).reversed() {
      for span in spans where span.rows.contains(y) {
        memmove(
          data + y * rowBytes + span.x * 4, data + (y - dy) * rowBytes + (span.x - dx) * 4, span.width * 4)
      }
    }
    markDirty()
  }
}
