import Foundation

/// A file as the file system knows it: its device and inode. Two paths name the same file when
/// their identities are equal — through a symbolic link, a hard link, `..` or another spelling —
/// which comparing the names cannot tell.
public struct FileIdentity: Hashable, Sendable {
  public let device: UInt64
  public let inode: UInt64

  /// The identity of the file at `path` (following symbolic links), or nil when there is none.
  public init?(path: String) {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }

  /// Whether writing `output` would overwrite one of `inputs` (the output exists and is one of them).
  public static func overwrites(_ output: String, anyOf inputs: [String]) -> Bool {
    guard let target = FileIdentity(path: output) else { return false }
    return inputs.contains { FileIdentity(path: $0) == target }
  }
}
