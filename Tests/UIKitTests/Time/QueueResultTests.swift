import CThreadPlacement
import Foundation
import Testing
@_spi(Hail) import UIKit

/// `QueueResult.wait(draining:)`: the value a queue makes, waited for with the queue drained, so
/// the queue's own thread (kept off the waiting thread's core, `QueueThread`) may use every core
/// while the caller waits.
@Suite struct QueueResultTests {
  /// A value not in yet is waited for; while the caller waits, the queue's thread may use every
  /// core, the caller's among them (on one core there is nothing to widen).
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
      // Once the waiter drains the queue, the thread may use every core; then the work ends.
      let end = Date().addingTimeInterval(30)
      while Date() < end, (try? AllowedCores.of(task)) != allowed { sched_yield() }
      widened = (try? AllowedCores.of(task)) == allowed
      release.signal()
    }.start()
    #expect(result.wait(draining: queue) == 42)
    #expect(widened)
  }

  /// A value in already is taken at once.
  @Test func aValueInAlreadyIsTaken() {
    let queue = DispatchQueue(label: "user", qos: .userInitiated)
    let result = QueueResult("")
    let made = DispatchSemaphore(value: 0)
    queue.async(execute: result.work { "made" })
    queue.async { made.signal() }
    #expect(made.wait(wallTimeout: .now() + 30) == .success)
    #expect(result.wait(draining: queue) == "made")
  }
}
