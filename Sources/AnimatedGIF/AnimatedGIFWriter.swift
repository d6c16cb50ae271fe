import CGIF
import CImageQuant
import Foundation

/// Writes an animated GIF frame by frame: each frame quantized to its own 256-colour palette by
/// libimagequant (far better than a fixed or median-cut palette on UI gradients and text), only the
/// rectangle that changed since the previous frame stored, looping forever. The file appears whole
/// when `finish()` succeeds (written to a temporary name, then renamed); until then, or after a
/// failure, nothing is left at the destination.
public final class AnimatedGIFWriter {
  public let width: Int
  public let height: Int
  private let destination: URL
  private let temporary: URL
  private var file: UnsafeMutablePointer<GifFileType>?
  private var previous: [UInt8]?
  private var pending: EncodedFrame?
  /// Seconds of animation added so far, and centiseconds already written as frame delays: delays
  /// are rounded on the running total, so 1/30 s frames come out 3, 3, 4 and keep exact time.
  private var elapsed: TimeInterval = 0
  private var writtenCentiseconds = 0
  /// How much dithering libimagequant applies (0…1): a little smooths gradients without the
  /// speckle that full dithering puts on flat UI colours.
  public var ditheringLevel: Float = 0.5

  /// Opens `url` (via a temporary file beside it) for a `width` × `height` animation.
  public init(url: URL, width: Int, height: Int) throws(GIFError) {
    guard width > 0, height > 0, width <= 65535, height <= 65535 else {
      throw GIFError.invalidSize(width: width, height: height)
    }
    self.width = width
    self.height = height
    destination = url
    temporary = url.deletingLastPathComponent()
      .appendingPathComponent(
        ".\(url.lastPathComponent).\(ProcessInfo.processInfo.processIdentifier).partial")
    var error: Int32 = 0
    guard let file = EGifOpenFileName(temporary.path, false, &error) else {
      throw GIFError.cannotWrite(path: url.path)
    }
    self.file = file
    EGifSetGifVersion(file, true)
    guard EGifPutScreenDesc(file, Int32(width), Int32(height), 8, 0, nil) != HAIL_GIF_ERROR,
      putLoopExtension(file)
    else {
      abandon()
      throw GIFError.cannotWrite(path: url.path)
    }
  }

  deinit {
    abandon()
  }

  /// Adds a frame shown for `duration` seconds. `rgba` holds width × height opaque RGBA pixels.
  public func addFrame(rgba: [UInt8], duration: TimeInterval) throws(GIFError) {
    guard rgba.count == width * height * 4 else {
      throw GIFError.wrongFrameSize(expected: width * height * 4, got: rgba.count)
    }
    guard file != nil else { throw GIFError.cannotWrite(path: destination.path) }
    let changed =
      previous.map { Self.changedRect(from: $0, to: rgba, width: width, height: height) }
      ?? (x: 0, y: 0, width: width, height: height)
    previous = rgba
    elapsed += max(duration, 0)
    guard let changed, changed.width > 0 else {
      pending?.endTime = elapsed
      return
    }
    try flushPending()
    pending = try EncodedFrame(
      rgba: rgba, imageWidth: width, rect: changed, dithering: ditheringLevel, endTime: elapsed)
  }

  /// Writes the last frame, closes the file and moves it into place.
  public func finish() throws(GIFError) {
    try flushPending()
    guard let file else { throw GIFError.cannotWrite(path: destination.path) }
    self.file = nil
    var error: Int32 = 0
    guard EGifCloseFile(file, &error) != HAIL_GIF_ERROR else {
      try? FileManager.default.removeItem(at: temporary)
      throw GIFError.cannotWrite(path: destination.path)
    }
    // giflib creates the file private (0600); a finished GIF is an ordinary file. rename(2)
    // replaces any older file in one step.
    let mode = 0o666 & ~currentUmask()
    guard chmod(temporary.path, mode_t(mode)) == 0, rename(temporary.path, destination.path) == 0 else {
      try? FileManager.default.removeItem(at: temporary)
      throw GIFError.cannotWrite(path: destination.path)
    }
  }

  private func flushPending() throws(GIFError) {
    guard let frame = pending, let file else { return }
    pending = nil
    let centiseconds = max(Int((frame.endTime * 100).rounded()) - writtenCentiseconds, 1)
    writtenCentiseconds += centiseconds
    guard frame.write(to: file, delayCentiseconds: centiseconds) else {
      abandon()
      throw GIFError.cannotWrite(path: destination.path)
    }
  }

  /// Closes and deletes the unfinished file.
  private func abandon() {
    if let file {
      var error: Int32 = 0
      EGifCloseFile(file, &error)
      self.file = nil
    }
    try? FileManager.default.removeItem(at: temporary)
  }

  /// The smallest rectangle holding every pixel that differs; nil when none does.
  static func changedRect(from old: [UInt8], to new: [UInt8], width: Int, height: Int)
    -> (x: Int, y: Int, width: Int, height: Int)?
  {
    var minX = width
    var minY = height
    var maxX = -1
    var maxY = -1
    old.withUnsafeBytes { oldBytes in
      new.withUnsafeBytes { newBytes in
        let oldPixels = oldBytes.bindMemory(to: UInt32.self)
        let newPixels = newBytes.bindMemory(to: UInt32.self)
        for y in 0..<height {
          let row = y * width
          for x in 0..<width where oldPixels[row + x] != newPixels[row + x] {
            minX = min(minX, x)
            maxX = max(maxX, x)
            minY = min(minY, y)
            maxY = max(maxY, y)
          }
        }
      }
    }
    guard maxX >= 0 else { return nil }
    return (minX, minY, maxX - minX + 1, maxY - minY + 1)
  }

  /// NETSCAPE2.0 application extension: loop forever.
  private func putLoopExtension(_ file: UnsafeMutablePointer<GifFileType>) -> Bool {
    var identifier = Array("NETSCAPE2.0".utf8)
    var loop: [UInt8] = [1, 0, 0]
    return EGifPutExtensionLeader(file, HAIL_GIF_APPLICATION_EXT) != HAIL_GIF_ERROR
      && EGifPutExtensionBlock(file, Int32(identifier.count), &identifier) != HAIL_GIF_ERROR
      && EGifPutExtensionBlock(file, Int32(loop.count), &loop) != HAIL_GIF_ERROR
      && EGifPutExtensionTrailer(file) != HAIL_GIF_ERROR
  }
}

/// Why a GIF could not be written.
public enum GIFError: Error, Equatable, CustomStringConvertible {
  case invalidSize(width: Int, height: Int)
  case wrongFrameSize(expected: Int, got: Int)
  case quantizationFailed
  case cannotWrite(path: String)

  public var description: String {
    switch self {
    case .invalidSize(let width, let height): "a GIF cannot be \(width) × \(height) pixels"
    case .wrongFrameSize(let expected, let got): "a frame has \(got) bytes, expected \(expected)"
    case .quantizationFailed: "could not reduce a frame to 256 colours"
    case .cannotWrite(let path): "cannot write \(path)"
    }
  }
}

/// The process's file-creation mask (reading it means setting it, so it is set back at once).
private func currentUmask() -> Int {
  let mask = umask(0o022)
  umask(mask)
  return Int(mask)
}
