import CThreadPlacement
import Foundation
import Testing
@_spi(Hail) import UIKit

/// `QueueResult.wait(on:)`: the value a queue makes, waited for so that the queue's own thread
/// (kept off the waiting thread's core, `QueueThread`) may use every core while the caller waits,
/// and no longer than the value takes; and `value(makingHereBy:)`: waited for until a deadline, then
/// made by the waiter itself.
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

  /// `value(makingHereBy:)`: a value the queue makes in time is the queue's, made once; asked
  /// whether it is done again, the result remembers the semaphore's one signal.
  @Test func aValueInTimeIsTheQueues() {
    let queue = DispatchQueue(label: "idle", qos: .background)
    let result = QueueResult(0)
    let makers = Makers()
    nonisolated(unsafe) var stopped = true
    queue.async(
      execute: result.work { isStopped in
        defer { stopped = isStopped() }
        return makers.make(42)
      })
    #expect(result.isDone(by: .now() + 30))
    #expect(result.isDone(by: .now()))
    #expect(result.value(makingHereBy: .now()) == 42)
    #expect(makers.threads == [Makers.other])
    // Taken in time: the queue's making was never told to stop.
    #expect(!stopped)
  }

  /// `cancel()`: work not begun is skipped (`done` still signalled), and a `make` under way is told
  /// to stop.
  @Test func aCancelledValueIsSkippedOrStopped() throws {
    // At the app's priority: nothing here depends on the queue's, and a thread under `SCHED_IDLE`
    // may be kept from running on a busy machine.
    let queue = DispatchQueue(label: "user", qos: .userInitiated)
    let underWay = QueueResult(0)
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var stoppedBefore = true
    nonisolated(unsafe) var stoppedAfter = false
    queue.async(
      execute: underWay.work { isStopped in
        stoppedBefore = isStopped()
        started.signal()
        release.wait()
        stoppedAfter = isStopped()
        return 1
      })
    try #require(started.wait(wallTimeout: .now() + 30) == .success)
    let notBegun = QueueResult(0)
    let makers = Makers()
    queue.async(execute: notBegun.work { makers.make(2) })
    underWay.cancel()
    notBegun.cancel()
    release.signal()
    #expect(underWay.done.wait(wallTimeout: .now() + 30) == .success)
    #expect(notBegun.done.wait(wallTimeout: .now() + 30) == .success)
    #expect(!stoppedBefore)
    #expect(stoppedAfter)
    #expect(makers.threads.isEmpty)
  }

  /// With no deadline the value is waited for as long as the queue takes, never made here.
  @Test func noDeadlineWaitsForTheQueue() {
    let queue = DispatchQueue(label: "idle", qos: .background)
    let result = QueueResult(0)
    let makers = Makers()
    queue.async(
      execute: result.work {
        Thread.sleep(forTimeInterval: 0.05)
        return makers.make(5)
      })
    #expect(result.value(makingHereBy: nil) == 5)
    #expect(makers.threads == [Makers.other])
  }

  /// A value the queue has not made within the patience is made on the waiting thread, while the
  /// queue's making goes on (held here, as a thread kept from every core holds it); and one the queue
  /// had not begun is not made again there.
  @Test func aValueLateIsMadeHereAndOnlyOnceIfNotBegun() throws {
    let queue = DispatchQueue(label: "idle", qos: .background)
    // Under way on the queue and held: made here as well.
    let underWay = QueueResult(0)
    let underWayMakers = Makers()
    let started = DispatchSemaphore(value: 0)
    let release = DispatchSemaphore(value: 0)
    let stops = Stops()
    queue.async(
      execute: underWay.work { isStopped in
        if underWayMakers.isFirst {
          started.signal()
          release.wait()
        }
        stops.append(isStopped())
        return underWayMakers.make(7)
      })
    try #require(started.wait(wallTimeout: .now() + 30) == .success)
    // Behind it on the same queue, not begun.
    let notBegun = QueueResult(0)
    let notBegunMakers = Makers()
    queue.async(execute: notBegun.work { notBegunMakers.make(9) })
    #expect(!underWay.isDone(by: .now() + 0.01))
    #expect(underWay.value(makingHereBy: .now()) == 7)
    #expect(underWayMakers.threads == [Makers.caller])
    // The waiter's own making is never told to stop.
    #expect(stops.values == [false])
    #expect(notBegun.value(makingHereBy: .now()) == 9)
    release.signal()
    // Both items ran once the queue went on: the first made its value, the second skipped it.
    #expect(underWay.done.wait(wallTimeout: .now() + 30) == .success)
    #expect(notBegun.done.wait(wallTimeout: .now() + 30) == .success)
    #expect(underWayMakers.threads == [Makers.caller, Makers.other])
    #expect(notBegunMakers.threads == [Makers.caller])
    // The queue's, still under way once the value was made here, is told to stop.
    #expect(stops.values == [false, true])
  }

  /// What each `make` was told, in order, about stopping.
  private final class Stops: @unchecked Sendable {
    private let lock = NSLock()
    private var told: [Bool] = []

    var values: [Bool] { lock.withLock { told } }

    func append(_ stopped: Bool) { lock.withLock { told.append(stopped) } }
  }

  /// Which threads made a value, in the order they finished: the test's own or another.
  private final class Makers: @unchecked Sendable {
    static let caller = "caller"
    static let other = "other"
    private let lock = NSLock()
    private let callerID = hail_thread_id()
    private var calls = 0
    private var finished: [String] = []

    /// Whether this is the first call to ask (each call asks once).
    var isFirst: Bool {
      lock.withLock {
        calls += 1
        return calls == 1
      }
    }

    var threads: [String] { lock.withLock { finished } }

    func make(_ value: Int) -> Int {
      let thread = hail_thread_id() == callerID ? Self.caller : Self.other
      lock.withLock { finished.append(thread) }
      return value
    }
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
