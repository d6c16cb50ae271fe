import Foundation

/// libFuzzer target: any bytes as a replay script (`hail replay` reads UTF-8; other bytes are
/// decoded with replacement characters here). Parsing must return steps or throw a `ReplayError`
/// naming a line of the script; what it returns must keep the format's promises.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplayParser(_ bytes: UnsafePointer<UInt8>, _ count: Int) -> Int32 {
  let text = String(decoding: UnsafeBufferPointer(start: bytes, count: count), as: UTF8.self)
  let lines = text.utf8.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false).count
  do {
    let script = try ReplayScript(parsing: text)
    var previous = 0.0
    for step in script.steps {
      precondition(
        step.time >= previous && step.time <= ReplayScript.maximumTime, "a time out of order or range")
      precondition((1...lines).contains(step.line), "a step from no line")
      previous = step.time
    }
    for name in script.outputNames {
      precondition(name.utf8.count <= 255 && !name.hasPrefix(".") && !name.contains("/"), "a bad file name")
    }
  } catch {
    switch error {
    case .malformed(let line, _), .notApplicable(let line, _):
      precondition((1...max(lines, 1)).contains(line), "an error on no line")
    default: break
    }
  }
  return 0
}
