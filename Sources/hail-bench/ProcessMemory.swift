import Foundation

/// This process's resident memory split by kind (/proc/self/status' RssAnon and RssFile, in
/// megabytes): the soak prints it after every play, so growth in the heap is told apart from pages
/// of the memory-mapped map file being read in.
struct ProcessMemory {
  var anonymous = 0.0
  var fileBacked = 0.0

  static func current() -> ProcessMemory {
    var memory = ProcessMemory()
    guard let text = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return memory }
    for line in text.split(separator: "\n") {
      // "RssAnon:\t   1234 kB": the name ends in a tab, the number is padded with spaces.
      let fields = line.split(whereSeparator: \.isWhitespace)
      guard fields.count >= 2, let kilobytes = Double(fields[1]) else { continue }
      switch fields[0] {
      case "RssAnon:": memory.anonymous = kilobytes / 1024
      case "RssFile:": memory.fileBacked = kilobytes / 1024
      default: break
      }
    }
    return memory
  }
}
