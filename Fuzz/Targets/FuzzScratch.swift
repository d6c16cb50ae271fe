import Foundation

/// The file a fuzz target hands its input through (readosm and the map store open paths): one per
/// process, in /dev/shm when there is one, removed at exit.
final class FuzzScratch: Sendable {
  let path: String

  init(name: String) {
    let folder = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm" : NSTemporaryDirectory()
    path = "\(folder)/hail-fuzz-\(getpid())-\(name)"
  }

  func write(_ bytes: UnsafePointer<UInt8>, _ count: Int) {
    let file = open(path, O_WRONLY | O_CREAT | O_TRUNC, 0o600)
    precondition(file >= 0, "cannot write \(path)")
    var done = 0
    while done < count {
      let wrote = Foundation.write(file, bytes + done, count - done)
      precondition(wrote > 0, "cannot write \(path)")
      done += wrote
    }
    close(file)
  }
}
