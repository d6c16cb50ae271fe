import CThreadPlacement
import Foundation
import Testing
@_spi(Hail) import UIKit

/// `QueueResult.wait(on:)`: the value a queue makes, waited for so that the queue's own thread
/// (kept off the waiting thread's core, `QueueThread`) may use every core while the caller waits,
/// and no longer than the value takes.
@Suite struct QueueResultTests {
  /// A value not in yet is waited for; meanwhile the queue's thread may use every core, the
  /// caller's among them (on one core there is nothing to widen).
  @Test func aWaitLetsTheQueuesThreadUseEveryCore() throws {
    let allowed = try AllowedCores.of("thread-self")
    let queue = DispatchQueue(label: "user", qos: .userInteractive)
    let result = QueueResult(0)
    let held = try Self.holdWork(making: 42, into: result, on: queue)
    // Kept off this thread's core while it works.
    if allowed.count >= 2 { #expect(try AllowedCores.of(held.task).count == allowed.count - 1) }
    nonisolated(unsafe) var widened = false
    Thread {
      // Once the caller waits, the thread may use every core; then the work ends.
      widened = Self.poll(held.task, until: allowed)
      held.release.signal()
    }.start()
    #expect(result.wait(on: queue) == 42)
    #expect(widened)
  }

  /// The wait ends with the value's work, not with work given after it (a drain of the queue, a
  /// `sync`, would wait for that too: another search, on the searches' shared queue). The value's
  /// work goes on until the caller is inside the wait (its thread widened, where there are two
  /// cores or more), so the wait cannot find the value in already.
  @Test func aWaitDoesNotWaitForLaterWork() throws {
    let allowed = try AllowedCores.of("thread-self")
    let queue = DispatchQueue(label: "user", qos: .userInitiated)
    let result = QueueResult("")
    let held = try Self.holdWork(making: "made", into: result, on: queue)
    let later = DispatchSemaphore(value: 0)
    let laterDone = DispatchSemaphore(value: 0)
    queue.async {
      later.wait()
      laterDone.signal()
    }
    Thread {
      if allowed.count >= 2 { _ = Self.poll(held.task, until: allowed) }
      held.release.signal()
    }.start()
    // Should the wait wrongly hang on the later work, this lets that work end after 30 s.
    nonisolated(unsafe) var rescued = false
    let rescue = DispatchWorkItem {
      rescued = true
      later.signal()
    }
    Dispatch.DispatchQueue.global().asyncAfter(wallDeadline: .now() + 30, execute: rescue)
    #expect(result.wait(on: queue) == "made")
    rescue.cancel()
    later.signal()
    #expect(laterDone.wait(wallTimeout: .now() + 30) == .success)
    #expect(!rescued)
  }

  /// Gives `queue` the work of `result`, which makes `value` once `release` is signalled; returns
  /// once the work runs, with its thread's `/proc` path.
  private static func holdWork<Value: Sendable>(
    making value: Value, into result: QueueResult<Value>, on queue: DispatchQueue
  ) throws -> (task: String, release: DispatchSemaphore) {
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var threadID: Int32 = 0
    queue.async(
      execute: result.work {
        threadID = hail_thread_id()
        started.signal()
        release.wait()
        return value
      })
    try #require(started.wait(wallTimeout: .now() + 30) == .success)
    return ("self/task/\(threadID)", release)
  }

  /// Whether the thread at `task` came to be allowed `cores` within 30 s (asked again and again).
  private static func poll(_ task: String, until cores: Set<Int>) -> Bool {
    let end = Date().addingTimeInterval(30)
    while Date() < end, (try? AllowedCores.of(task)) != cores { sched_yield() }
    return (try? AllowedCores.of(task)) == cores
  }
}
