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
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var threadID: Int32 = 0
    queue.async(
      execute: result.work {
        threadID = hail_thread_id()
        started.signal()
        release.wait()
        return 42
      })
    #expect(started.wait(wallTimeout: .now() + 30) == .success)
    let task = "self/task/\(threadID)"
    // Kept off this thread's core while it works.
    if allowed.count >= 2 { #expect(try AllowedCores.of(task).count == allowed.count - 1) }
    nonisolated(unsafe) var widened = false
    Thread {
      // Once the caller waits, the thread may use every core; then the work ends.
      let end = Date().addingTimeInterval(30)
      while Date() < end, (try? AllowedCores.of(task)) != allowed { sched_yield() }
      widened = (try? AllowedCores.of(task)) == allowed
      release.signal()
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
    let started = DispatchSemaphore(value: 0)
    let gate = DispatchSemaphore(value: 0)
    let later = DispatchSemaphore(value: 0)
    let laterDone = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var threadID: Int32 = 0
    queue.async(
      execute: result.work {
        threadID = hail_thread_id()
        started.signal()
        gate.wait()
        return "made"
      })
    queue.async {
      later.wait()
      laterDone.signal()
    }
    #expect(started.wait(wallTimeout: .now() + 30) == .success)
    let task = "self/task/\(threadID)"
    Thread {
      let end = Date().addingTimeInterval(30)
      while allowed.count >= 2, Date() < end, (try? AllowedCores.of(task)) != allowed { sched_yield() }
      gate.signal()
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
}
