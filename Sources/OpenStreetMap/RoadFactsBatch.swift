import Foundation

/// One batch of ways' `RoadFacts`, worked out on the global queue's threads, each way at its own
/// index, while the builder adds the batch before (as `PBFFile` decodes blocks). A thread decodes
/// the tags it reads itself and lets them go, and hands back only plain values: objects made on one
/// thread and released on another (a way's arrays and strings) made the import slower, not faster.
final class RoadFactsBatch: @unchecked Sendable {
  /// Ways a batch: enough that starting one costs little beside its work (about 6 µs a road at
  /// 100×: 1.5 s of the profile for its 265,000 roads), few enough that the builder soon has the first.
  static let size = 8192
  /// Ways a thread takes at a time.
  private static let chunk = 512
  private let done = DispatchGroup()
  /// Written by the threads, each at its own indices, before `done` is left; read after.
  private var facts: [RoadFacts?]

  init(ways: WayStore, range: Range<Int>) {
    facts = Array(repeating: nil, count: range.count)
    guard !range.isEmpty else { return }
    done.enter()
    DispatchQueue.global().async { [self] in
      facts.withUnsafeMutableBufferPointer { buffer in
        nonisolated(unsafe) let results = buffer
        let chunks = (range.count + Self.chunk - 1) / Self.chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
          let start = chunk * Self.chunk
          for offset in start..<min(start + Self.chunk, range.count) {
            results[offset] = RoadFacts(ways.tags(range.lowerBound + offset))
          }
        }
      }
      done.leave()
    }
  }

  /// The batch's facts in the ways' order (nil for a way that is no road), once all are worked out.
  func results() -> [RoadFacts?] {
    done.wait()
    return facts
  }
}
