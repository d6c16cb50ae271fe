import Foundation

/// The bytes a map is read from in place: a file mapped read-only into memory (its pages are read
/// when a query first touches them, and shared with every process that maps the same file), or a
/// copy in memory (tests that mutate encoded maps). Columns read from it keep it alive.
final class MapBytes: ColumnStorage, @unchecked Sendable {
  let pointer: UnsafeRawPointer
  let count: Int
  private let isMapped: Bool

  /// Maps the file at `path`.
  init(mapping path: String) throws {
    let descriptor = open(path, O_RDONLY)
    guard descriptor >= 0 else {
      throw MapError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
    }
    defer { close(descriptor) }
    var status = stat()
    guard fstat(descriptor, &status) == 0 else {
      throw MapError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
    }
    guard status.st_mode & S_IFMT == S_IFREG else {
      throw MapError.cannotOpen(path: path, reason: "not a regular file")
    }
    count = Int(status.st_size)
    isMapped = count > 0
    if count == 0 {
      pointer = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 16))
    } else {
      let mapped = mmap(nil, count, PROT_READ, MAP_PRIVATE, descriptor, 0)
      guard let mapped, mapped != MAP_FAILED else {
        throw MapError.cannotOpen(path: path, reason: String(cString: strerror(errno)))
      }
      pointer = UnsafeRawPointer(mapped)
    }
    super.init(capacity: 0)
  }

  /// A copy of `bytes`, aligned as a mapping is.
  init(copying bytes: UnsafeRawBufferPointer) {
    let copy = UnsafeMutableRawPointer.allocate(byteCount: max(bytes.count, 1), alignment: 16)
    if let base = bytes.baseAddress { copy.copyMemory(from: base, byteCount: bytes.count) }
    pointer = UnsafeRawPointer(copy)
    count = bytes.count
    isMapped = false
    super.init(capacity: 0)
  }

  deinit {
    if isMapped {
      munmap(UnsafeMutableRawPointer(mutating: pointer), count)
    } else {
      UnsafeMutableRawPointer(mutating: pointer).deallocate()
    }
  }

  var buffer: UnsafeRawBufferPointer { UnsafeRawBufferPointer(start: pointer, count: count) }
}
