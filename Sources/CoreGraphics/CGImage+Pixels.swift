import CCairo
import Foundation

extension CGImage {
  /// The image's pixels as opaque RGBA bytes (4 per pixel, rows packed, top row first), each
  /// composited over `background` (a 0xRRGGBB colour; white by default): what an encoder without
  /// alpha (GIF, video) needs.
  @_spi(Hail) public func opaqueRGBA(over background: UInt32 = 0xFF_FFFF) -> [UInt8] {
    let width = self.width
    let height = self.height
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    guard let data = cairo_image_surface_get_data(surface) else { return bytes }
    let stride = bytesPerRow
    let backgroundChannels = [(background >> 16) & 0xFF, (background >> 8) & 0xFF, background & 0xFF]
    bytes.withUnsafeMutableBufferPointer { output in
      for y in 0..<height {
        let row = UnsafeRawPointer(data + y * stride)
        for x in 0..<width {
          // ARGB32, premultiplied: colour + background × (1 − alpha) is "over" without dividing.
          let word = row.loadUnaligned(fromByteOffset: x * 4, as: UInt32.self)
          let inverseAlpha = 255 - (word >> 24)
          let base = (y * width + x) * 4
          for (index, shift) in [16, 8, 0].enumerated() {
            let channel = (word >> UInt32(shift)) & 0xFF
            output[base + index] = UInt8(
              min(255, channel + (backgroundChannels[index] * inverseAlpha + 127) / 255))
          }
          output[base + 3] = 255
        }
      }
    }
    return bytes
  }
}
