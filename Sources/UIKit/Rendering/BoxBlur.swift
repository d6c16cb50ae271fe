import Foundation

/// A Gaussian blur of an 8-bit alpha plane, approximated by three successive box blurs.
///
/// Repeated box filters converge on a Gaussian (central limit theorem); three passes are within a
/// few per cent of it (W. M. Wells, "Efficient synthesis of Gaussian filters by cascaded uniform
/// filters", IEEE PAMI 8(2), 1986 — also how SVG's feGaussianBlur is specified, W3C Filter Effects
/// §9.9). Each pass is a running sum, so the cost is linear in the pixels whatever the radius.
/// The box widths follow I. Kutskir, "Fastest Gaussian blur (in linear time)" (blog.ivank.net,
/// 2013): odd widths whose variances, (w² − 1) / 12 each, add up to σ².
enum BoxBlur {
  /// The odd widths of the three boxes whose cascade has standard deviation `sigma` (pixels).
  static func boxWidths(sigma: CGFloat) -> [Int] {
    let passes = 3.0
    let variance = Double(max(sigma, 0) * max(sigma, 0))
    var lower = Int(sqrt(12 * variance / passes + 1).rounded(.down))
    if lower % 2 == 0 { lower -= 1 }
    let lowerWidth = Double(lower)
    // How many passes take the lower width so that the variances sum to σ² (Kutskir's m).
    let lowerCount = Int(
      ((12 * variance - passes * lowerWidth * lowerWidth - 4 * passes * lowerWidth - 3 * passes)
        / (-4 * lowerWidth - 4)).rounded())
    return (0..<Int(passes)).map { $0 < lowerCount ? lower : lower + 2 }
  }

  /// How far the blur spreads beyond the shape, in pixels: the sum of the boxes' radii.
  static func reach(sigma: CGFloat) -> Int {
    boxWidths(sigma: sigma).reduce(0) { $0 + ($1 - 1) / 2 }
  }

  /// Blurs `plane` (`width` × `height` bytes, row-major) in place; pixels outside count as 0.
  static func blur(_ plane: inout [UInt8], width: Int, height: Int, sigma: CGFloat) {
    guard width > 0, height > 0, plane.count == width * height else { return }
    var scratch = [UInt8](repeating: 0, count: plane.count)
    for boxWidth in boxWidths(sigma: sigma) where boxWidth > 1 {
      let radius = (boxWidth - 1) / 2
      horizontal(from: plane, into: &scratch, width: width, height: height, radius: radius)
      vertical(from: scratch, into: &plane, width: width, height: height, radius: radius)
    }
  }

  /// One horizontal box pass: each output is the rounded mean of the `2 radius + 1` inputs around it.
  private static func horizontal(
    from source: [UInt8], into target: inout [UInt8], width: Int, height: Int, radius: Int
  ) {
    let size = 2 * radius + 1
    source.withUnsafeBufferPointer { src in
      target.withUnsafeMutableBufferPointer { dst in
        for row in stride(from: 0, to: width * height, by: width) {
          var sum = 0
          for x in 0..<min(radius, width - 1) + 1 { sum += Int(src[row + x]) }
          for x in 0..<width {
            dst[row + x] = UInt8((sum + radius) / size)
            if x + radius + 1 < width { sum += Int(src[row + x + radius + 1]) }
            if x - radius >= 0 { sum -= Int(src[row + x - radius]) }
          }
        }
      }
    }
  }

  /// One vertical box pass, row by row with a running sum per column so memory is read in order.
  private static func vertical(
    from source: [UInt8], into target: inout [UInt8], width: Int, height: Int, radius: Int
  ) {
    let size = 2 * radius + 1
    var sums = [Int](repeating: 0, count: width)
    source.withUnsafeBufferPointer { src in
      target.withUnsafeMutableBufferPointer { dst in
        sums.withUnsafeMutableBufferPointer { sums in
          for y in 0..<min(radius, height - 1) + 1 {
            for x in 0..<width { sums[x] += Int(src[y * width + x]) }
          }
          for y in 0..<height {
            let row = y * width
            for x in 0..<width { dst[row + x] = UInt8((sums[x] + radius) / size) }
            if y + radius + 1 < height {
              let added = (y + radius + 1) * width
              for x in 0..<width { sums[x] += Int(src[added + x]) }
            }
            if y - radius >= 0 {
              let removed = (y - radius) * width
              for x in 0..<width { sums[x] -= Int(src[removed + x]) }
            }
          }
        }
      }
    }
  }
}
