import Foundation

/// Why an image could not be read or written.
@_spi(Hail) public enum CGImageError: Error, Equatable, Sendable, CustomStringConvertible, LocalizedError {
  /// The file does not exist or cannot be read.
  case unreadableFile(path: String, reason: String)
  /// The bytes are not a PNG Cairo can decode.
  case invalidPNG(reason: String)
  /// The image is larger than Cairo supports (32767 pixels a side).
  case tooLarge(width: Int, height: Int)
  /// Encoding to PNG failed.
  case encodingFailed(reason: String)
  /// The file could not be written; nothing was left at the destination.
  case writeFailed(path: String, reason: String)

  public var description: String {
    switch self {
    case .unreadableFile(let path, let reason): "cannot read image \(path): \(reason)"
    case .invalidPNG(let reason): "not a valid PNG: \(reason)"
    case .tooLarge(let width, let height): "image \(width)×\(height) is larger than 32767 pixels a side"
    case .encodingFailed(let reason): "cannot encode PNG: \(reason)"
    case .writeFailed(let path, let reason): "cannot write image \(path): \(reason)"
    }
  }

  public var errorDescription: String? { description }
}
