import Foundation
import OpenStreetMap

#if canImport(Glibc)
  import Glibc
#endif

/// Writes a file so that a reader sees the old contents or the new, never half of either, even
/// across a crash: the bytes go to a partial file in the same directory (`PartialFile`), which is
/// flushed to disk (fsync), renamed over the target, and the directory flushed so the rename itself
/// is durable. A writer killed before the rename leaves its partial file, which the next write of
/// the same file removes.
enum AtomicFile {
  static func replace(_ url: URL, with data: Data) throws(RideStoreError) {
    let directory = url.deletingLastPathComponent().path
    PartialFile.removeAbandoned(for: url)
    let temporary = PartialFile.path(for: url).path
    let descriptor = open(temporary, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { throw .cannotWrite(path: url.path, reason: errorText()) }
    var written = 0
    let failure: String? = data.withUnsafeBytes { buffer in
      while written < buffer.count {
        let result = write(descriptor, buffer.baseAddress! + written, buffer.count - written)
        if result < 0 {
          if errno == EINTR { continue }
          return errorText()
        }
        written += result
      }
      return fsync(descriptor) == 0 ? nil : errorText()
    }
    close(descriptor)
    if let failure {
      unlink(temporary)
      throw .cannotWrite(path: url.path, reason: failure)
    }
    guard rename(temporary, url.path) == 0 else {
      let reason = errorText()
      unlink(temporary)
      throw .cannotWrite(path: url.path, reason: reason)
    }
    let directoryDescriptor = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if directoryDescriptor >= 0 {
      fsync(directoryDescriptor)
      close(directoryDescriptor)
    }
  }

  private static func errorText() -> String { String(cString: strerror(errno)) }
}
