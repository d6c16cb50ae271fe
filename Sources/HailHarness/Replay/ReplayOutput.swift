import Foundation
import OpenStreetMap

/// Where a replay writes while it runs: a hidden staging folder beside the output folder (`PartialFile`, on the
/// same file system, so moving is a rename). `commit()` moves the files in — the whole folder at
/// once when the output folder does not exist yet, else file by file, each replacing its namesake
/// atomically; `discard()` removes the staging folder and what it holds.
struct ReplayOutput {
  let destination: URL
  let folder: URL

  /// Makes the output folder's parent (as `mkdir -p`) and the staging folder, proving both writable
  /// before anything runs.
  init(directory: URL) throws(ReplayError) {
    destination = directory.standardizedFileURL
    let parent = destination.deletingLastPathComponent()
    PartialFile.removeAbandoned(for: destination)
    folder = PartialFile.path(for: destination)
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: destination.path, isDirectory: &isFolder), !isFolder.boolValue {
      throw ReplayError.unwritable(path: directory.path)
    }
    do {
      try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
      try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: false)
    } catch {
      throw ReplayError.unwritable(path: directory.path)
    }
  }

  func commit() throws(ReplayError) {
    if rename(folder.path, destination.path) == 0 { return }
    guard errno == EEXIST || errno == ENOTEMPTY else { throw ReplayError.unwritable(path: destination.path) }
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
    for name in names.sorted() {
      let target = destination.appendingPathComponent(name).path
      guard rename(folder.appendingPathComponent(name).path, target) == 0 else {
        throw ReplayError.unwritable(path: target)
      }
    }
    discard()
  }

  func discard() {
    try? FileManager.default.removeItem(at: folder)
  }
}
