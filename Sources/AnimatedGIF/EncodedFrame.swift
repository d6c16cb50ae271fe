import CGIF
import CImageQuant
import Foundation

/// One frame's changed rectangle, reduced to a palette of at most 256 colours.
struct EncodedFrame {
  let x: Int
  let y: Int
  let width: Int
  let height: Int
  let palette: [(UInt8, UInt8, UInt8)]
  let indices: [UInt8]
  /// When the frame stops showing, in seconds from the start.
  var endTime: TimeInterval

  init(
    rgba: [UInt8], imageWidth: Int, rect: (x: Int, y: Int, width: Int, height: Int), dithering: Float,
    endTime: TimeInterval
  ) throws(GIFError) {
    (x, y, width, height) = rect
    self.endTime = endTime
    // Locals, not properties: the C calls below run in closures before `self` is complete.
    let (left, top, width, height) = rect
    var cropped = [UInt8](repeating: 0, count: width * height * 4)
    for row in 0..<height {
      let source = ((top + row) * imageWidth + left) * 4
      cropped.replaceSubrange(
        row * width * 4..<(row + 1) * width * 4, with: rgba[source..<source + width * 4])
    }
    guard let attributes = liq_attr_create() else { throw GIFError.quantizationFailed }
    defer { liq_attr_destroy(attributes) }
    // Speed 4 of 1…10: libimagequant's default trade of quality for time is 4.
    liq_set_speed(attributes, 4)
    var palette: [(UInt8, UInt8, UInt8)] = []
    var indices = [UInt8](repeating: 0, count: width * height)
    let outcome: Bool = cropped.withUnsafeBytes { pixels in
      guard let image = liq_image_create_rgba(attributes, pixels.baseAddress!, Int32(width), Int32(height), 0)
      else {
        return false
      }
      defer { liq_image_destroy(image) }
      var result: OpaquePointer?
      guard liq_image_quantize(image, attributes, &result) == LIQ_OK, let result else { return false }
      defer { liq_result_destroy(result) }
      liq_set_dithering_level(result, dithering)
      let written = indices.withUnsafeMutableBytes { buffer in
        liq_write_remapped_image(result, image, buffer.baseAddress!, buffer.count)
      }
      guard written == LIQ_OK, let colours = liq_get_palette(result) else { return false }
      palette = withUnsafeBytes(of: colours.pointee.entries) { raw in
        let entries = raw.bindMemory(to: liq_color.self)
        return (0..<Int(colours.pointee.count)).map { (entries[$0].r, entries[$0].g, entries[$0].b) }
      }
      return true
    }
    guard outcome else { throw GIFError.quantizationFailed }
    self.palette = palette
    self.indices = indices
  }

  /// Writes the graphic control extension (delay, keep the previous frame under it) and the image.
  func write(to file: UnsafeMutablePointer<GifFileType>, delayCentiseconds: Int) -> Bool {
    let delay = min(delayCentiseconds, 65535)
    // Disposal 1 ("do not dispose"): the next frame draws its changed rectangle over this one.
    var control: [UInt8] = [1 << 2, UInt8(delay & 0xFF), UInt8(delay >> 8), 0]
    guard EGifPutExtension(file, HAIL_GIF_GRAPHICS_EXT, 4, &control) != HAIL_GIF_ERROR else { return false }
    // A GIF colour table has a power-of-two size.
    var size = 2
    while size < palette.count { size *= 2 }
    var colours = (0..<size).map { index -> GifColorType in
      guard index < palette.count else { return GifColorType(Red: 0, Green: 0, Blue: 0) }
      let (r, g, b) = palette[index]
      return GifColorType(Red: r, Green: g, Blue: b)
    }
    guard let map = GifMakeMapObject(Int32(size), &colours) else { return false }
    defer { GifFreeMapObject(map) }
    guard
      EGifPutImageDesc(file, Int32(x), Int32(y), Int32(width), Int32(height), false, map) != HAIL_GIF_ERROR
    else { return false }
    var row = [UInt8](repeating: 0, count: width)
    for line in 0..<height {
      row.replaceSubrange(0..<width, with: indices[line * width..<(line + 1) * width])
      guard EGifPutLine(file, &row, Int32(width)) != HAIL_GIF_ERROR else { return false }
    }
    return true
  }
}
