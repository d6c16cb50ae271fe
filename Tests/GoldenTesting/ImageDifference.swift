@_spi(Hail) import CoreGraphics
import Foundation

/// A pixel-by-pixel comparison of two images of the same size, channel by channel, on the
/// premultiplied ARGB32 words the renderer writes.
public struct ImageDifference {
  public let width: Int
  public let height: Int
  /// Pixels where some channel differs by more than the tolerance.
  public let differingPixels: Int
  /// The largest difference of any channel of any pixel, 0…255.
  public let largestChannelDifference: Int
  private let differs: [Bool]

  /// Compares `actual` with `expected`; nil when their sizes differ.
  public init?(_ actual: CGImage, _ expected: CGImage, perChannel tolerance: Int) {
    guard actual.width == expected.width, actual.height == expected.height,
      let actualPixels = Pixels(actual), let expectedPixels = Pixels(expected)
    else { return nil }
    width = actual.width
    height = actual.height
    var differs = [Bool](repeating: false, count: width * height)
    var count = 0
    var largest = 0
    for y in 0..<height {
      let a = actualPixels.row(y)
      let e = expectedPixels.row(y)
      // Most rows are identical: memcmp finds them far faster than a loop over channels.
      guard memcmp(a, e, width * 4) != 0 else { continue }
      for x in 0..<width where a[x] != e[x] {
        let delta = Self.largestChannelDifference(a[x], e[x])
        largest = max(largest, delta)
        if delta > tolerance {
          differs[y * width + x] = true
          count += 1
        }
      }
    }
    differingPixels = count
    largestChannelDifference = largest
    self.differs = differs
  }

  /// The share of pixels that differ beyond the tolerance, 0…1.
  public var differingFraction: Double {
    Double(differingPixels) / Double(max(width * height, 1))
  }

  /// `expected`, faded towards white, with the differing pixels in pure red: where to look.
  public func image(over expected: CGImage) -> CGImage? {
    guard let pixels = Pixels(expected),
      let context = CGContext(bitmapWidth: width, height: height, scale: 1),
      let data = context.data
    else { return nil }
    for y in 0..<height {
      let source = pixels.row(y)
      let target = (data + y * context.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for x in 0..<width {
        target[x] = differs[y * width + x] ? 0xFFFF_0000 : Self.faded(source[x])
      }
    }
    context.markDirty()
    return context.makeImage()
  }

  private static func largestChannelDifference(_ a: UInt32, _ b: UInt32) -> Int {
    var largest = 0
    for shift: UInt32 in [0, 8, 16, 24] {
      let delta = abs(Int((a >> shift) & 0xFF) - Int((b >> shift) & 0xFF))
      largest = max(largest, delta)
    }
    return largest
  }

  /// An opaque pixel a quarter as far from white as `pixel` over white.
  private static func faded(_ pixel: UInt32) -> UInt32 {
    let alpha = pixel >> 24
    var result: UInt32 = 0xFF00_0000
    for shift in [UInt32(16), 8, 0] {
      // Premultiplied over white: channel + (255 − alpha).
      let overWhite = ((pixel >> shift) & 0xFF) + 255 - alpha
      result |= (255 - (255 - overWhite) / 4) << shift
    }
    return result
  }
}

/// An image's pixels in a bitmap context: `CGImage` keeps its buffer to itself, a context does not.
private struct Pixels {
  let context: CGContext
  let data: UnsafeMutableRawPointer

  init?(_ image: CGImage) {
    guard let context = CGContext(bitmapWidth: image.width, height: image.height, scale: 1) else {
      return nil
    }
    // Drawn 1:1 over transparent pixels, the copy is exact.
    context.draw(image, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
    guard let data = context.data else { return nil }
    self.context = context
    self.data = data
  }

  func row(_ y: Int) -> UnsafeMutablePointer<UInt32> {
    (data + y * context.bytesPerRow).assumingMemoryBound(to: UInt32.self)
  }
}
