import CCairo
import Foundation

extension CGImage {
  /// Reads a PNG file. Throws `CGImageError` for a missing, unreadable or corrupt file; never traps.
  @_spi(Hail) public static func load(pngAt url: URL) throws(CGImageError) -> CGImage {
    let data: Data
    do {
      data = try Data(contentsOf: url)
    } catch {
      throw .unreadableFile(path: url.path, reason: (error as NSError).localizedDescription)
    }
    return try CGImage(pngData: data)
  }

  /// Decodes PNG bytes; any PNG Cairo reads (grey, palette, RGB, with or without alpha) becomes ARGB32.
  @_spi(Hail) public convenience init(pngData data: Data) throws(CGImageError) {
    let reader = PNGReader(data: data)
    let decoded = withExtendedLifetime(reader) {
      cairo_image_surface_create_from_png_stream(
        { closure, buffer, length in
          let reader = Unmanaged<PNGReader>.fromOpaque(closure!).takeUnretainedValue()
          return reader.read(into: buffer, count: Int(length))
        }, Unmanaged.passUnretained(reader).toOpaque())!
    }
    defer { cairo_surface_destroy(decoded) }
    let status = cairo_surface_status(decoded)
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .invalidPNG(reason: String(cString: cairo_status_to_string(status)))
    }
    let (width, height) = (
      Int(cairo_image_surface_get_width(decoded)), Int(cairo_image_surface_get_height(decoded))
    )
    // Cairo may decode to RGB24 or A8; redraw into ARGB32 so every image has one layout.
    guard
      let converted = CGImage.render(
        width: width, height: height,
        { cr in
          cairo_set_source_surface(cr, decoded, 0, 0)
          cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
          cairo_paint(cr)
        })
    else { throw .tooLarge(width: width, height: height) }
    self.init(ownedSurface: cairo_surface_reference(converted.surface))
  }

  /// The image encoded as PNG, or nil if Cairo cannot encode it.
  @_spi(Hail) public func pngData() -> Data? {
    try? encodedPNG()
  }

  /// Writes a PNG atomically: the bytes go to a temporary file in the same directory, which is
  /// then renamed over `url`, so readers never see a half-written file and a failure leaves none.
  @_spi(Hail) public func write(pngTo url: URL) throws(CGImageError) {
    let data = try encodedPNG()
    let directory = url.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
    do {
      try data.write(to: temporary)
      guard rename(temporary.path, url.path) == 0 else {
        throw CGImageError.writeFailed(path: url.path, reason: String(cString: strerror(errno)))
      }
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      if let error = error as? CGImageError { throw error }
      throw .writeFailed(path: url.path, reason: (error as NSError).localizedDescription)
    }
  }

  private func encodedPNG() throws(CGImageError) -> Data {
    let writer = PNGWriter()
    let status = withExtendedLifetime(writer) {
      cairo_surface_write_to_png_stream(
        surface,
        { closure, bytes, length in
          let writer = Unmanaged<PNGWriter>.fromOpaque(closure!).takeUnretainedValue()
          writer.data.append(bytes!, count: Int(length))
          return CAIRO_STATUS_SUCCESS
        }, Unmanaged.passUnretained(writer).toOpaque())
    }
    guard status == CAIRO_STATUS_SUCCESS else {
      throw .encodingFailed(reason: String(cString: cairo_status_to_string(status)))
    }
    return writer.data
  }
}

/// Feeds bytes to Cairo's PNG reader; a C callback cannot capture, so this travels as its closure pointer.
private final class PNGReader {
  let data: Data
  var offset = 0

  init(data: Data) { self.data = data }

  func read(into buffer: UnsafeMutablePointer<UInt8>?, count: Int) -> cairo_status_t {
    guard let buffer, count <= data.count - offset else { return CAIRO_STATUS_READ_ERROR }
    data.copyBytes(to: buffer, from: data.startIndex + offset..<data.startIndex + offset + count)
    offset += count
    return CAIRO_STATUS_SUCCESS
  }
}

/// Collects Cairo's PNG output; travels as the C callback's closure pointer.
private final class PNGWriter {
  var data = Data()
}
