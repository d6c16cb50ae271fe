import Foundation
import SDLHost

/// `--trace-touches`: one JSON object a line per touch-down, in the replay's touches.jsonl format
/// (DESIGN.md, "Scripted replay"): `{"t": …, "x": …, "y": …, "view": …}`, plus `"within"`, the
/// nearest identified view around the hit one. Each line is written as it
/// happens, so a test can read the file while the window runs and nothing is lost if it is killed.
final class TouchTrace {
  private let handle: FileHandle

  init(url: URL) throws(UsageError) {
    guard FileManager.default.createFile(atPath: url.path, contents: nil),
      let handle = FileHandle(forWritingAtPath: url.path)
    else { throw UsageError("cannot create the touch trace \(url.path)") }
    self.handle = handle
  }

  deinit { try? handle.close() }

  func append(_ record: TouchDownRecord) {
    handle.write(Data((Self.line(for: record) + "\n").utf8))
  }

  static func line(for record: TouchDownRecord) -> String {
    let view = record.view.map(jsonString) ?? "null"
    let within = record.within.map(jsonString) ?? "null"
    return String(
      format: "{\"t\": %.3f, \"x\": %.1f, \"y\": %.1f, \"view\": %@, \"within\": %@}", record.time,
      record.location.x, record.location.y, view, within)
  }

  /// `text` as a JSON string literal, quoted and escaped.
  private static func jsonString(_ text: String) -> String {
    let data = try? JSONSerialization.data(withJSONObject: text, options: .fragmentsAllowed)
    return data.flatMap { String(data: $0, encoding: .utf8) } ?? "null"
  }
}
