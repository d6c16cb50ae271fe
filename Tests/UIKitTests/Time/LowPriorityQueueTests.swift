import CThreadPlacement
import Foundation
import Testing
@_spi(Hail) import UIKit

/// A serial queue of `.utility` or `.background` QoS runs its work on a thread of its own, at a
/// lower priority than the app's threads (`QueueThread`), as Apple systems run such work; one of
/// `.userInteractive` or `.userInitiated` QoS on a thread of its own at the app's priority.
@Suite struct LowPriorityQueueTests {
  /// What one work item saw of the thread running it.
  private struct Seen: Hashable {
    let nice: Int32
    let policy: Int32
    let isCaller: Bool
  }

  /// `SCHED_OTHER`, `SCHED_BATCH` and `SCHED_IDLE` (<linux/sched.h>).
  private static let other: Int32 = 0
  private static let batch: Int32 = 3
  private static let idle: Int32 = 5

  /// Runs `count` items on `queue` and gives what each saw, in the order they ran.
  private static func run(_ count: Int, on queue: DispatchQueue) -> [(index: Int, seen: Seen)] {
    let caller = pthread_self()
    let lock = NSLock()
    nonisolated(unsafe) var log: [(index: Int, seen: Seen)] = []
    let done = DispatchSemaphore(value: 0)
    for index in 0..<count {
      queue.async {
        errno = 0
        let seen = Seen(
          nice: getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0), policy: sched_getscheduler(0),
          isCaller: pthread_equal(pthread_self(), caller) != 0)
        lock.withLock { log.append((index, seen)) }
        if index == count - 1 { done.signal() }
      }
    }
    #expect(done.wait(wallTimeout: .now() + 30) == .success)
    return lock.withLock { log }
  }

  @Test func aUtilityQueueRunsItsWorkInOrderAtNiceTenWithoutPreempting() {
    let log = Self.run(50, on: DispatchQueue(label: "utility", qos: .utility))
    #expect(log.map(\.index) == Array(0..<50))
    #expect(Set(log.map(\.seen)) == [Seen(nice: 10, policy: Self.batch, isCaller: false)])
  }

  @Test func aBackgroundQueueRunsAtTheLowestPriority() {
    let log = Self.run(3, on: DispatchQueue(label: "background", qos: .background))
    #expect(Set(log.map(\.seen)) == [Seen(nice: 19, policy: Self.idle, isCaller: false)])
  }

  /// A serial queue of `.userInteractive` or `.userInitiated` QoS runs its work in order on a thread
  /// of its own at the app's priority: the main thread's policy and nice value, not the nice −2 that
  /// Dispatch gives such work where it may, above the main thread (run as root, as CI here is, this
  /// tells the two apart; unprivileged, Dispatch cannot raise it above the app's, so it cannot).
  @Test(arguments: [DispatchQoS.userInteractive, .userInitiated])
  func aUserQueueRunsAtTheAppsPriority(qos: DispatchQoS) {
    errno = 0
    let appNice = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(getpid()))
    #expect(errno == 0)
    let log = Self.run(20, on: DispatchQueue(label: "user", qos: qos))
    #expect(log.map(\.index) == Array(0..<20))
    #expect(Set(log.map(\.seen)) == [Seen(nice: appNice, policy: Self.other, isCaller: false)])
  }

  /// Its thread, too, is kept off the core of the thread that gave it work, where the kernel woke
  /// Dispatch's thread beside the main thread, the other core idle (the keyboard's drawing, see
  /// `QueueThread.priority(for:)`).
  @Test func aUserInteractiveQueuesThreadIsKeptOffTheGiversCore() throws {
    let allowed = try AllowedCores.of("thread-self")
    let queue = DispatchQueue(label: "user", qos: .userInteractive)
    for _ in 0..<5 { try Self.expectKeptOff(Self.threadCores(of: queue), allowed: allowed) }
  }

  /// The queue's thread is kept off the core of the thread that gave it work last, where the
  /// kernel would wake it (beside a frame, for the map's queues; see `QueueThread`), from its start
  /// on, and follows that thread to another core; on a machine of one core it runs there.
  @Test func theThreadIsKeptOffTheCoreOfTheThreadGivingWork() throws {
    let allowed = try AllowedCores.of("thread-self")
    let queue = DispatchQueue(label: "utility", qos: .utility)
    let cores = try #require(hail_thread_cores())
    defer { hail_free_cores(cores) }
    // The first work starts the thread, which places itself.
    try Self.expectKeptOff(Self.threadCores(of: queue), allowed: allowed)
    for round in 0..<20 {
      // Every other round from another core, where there is one: the thread follows.
      let moved = round.isMultiple(of: 2) && allowed.count >= 2
      if moved { _ = hail_keep_thread_off_core(hail_thread_id(), cores, hail_current_core()) }
      // This thread may use every core again however the round ends (a core of −1 is none).
      defer { if moved { _ = hail_keep_thread_off_core(hail_thread_id(), cores, -1) } }
      try Self.expectKeptOff(Self.threadCores(of: queue), allowed: allowed)
    }
    #expect(try AllowedCores.of("thread-self") == allowed)
  }

  /// A thread made by a thread kept to fewer cores still uses the process's: kept off the giver's
  /// core, it may run on all the others (given those of the thread that made it, it would have
  /// the giver's alone, on two cores).
  @Test func aThreadMadeByANarrowedThreadMayUseTheProcesssCores() throws {
    let allowed = try AllowedCores.of("thread-self")
    guard allowed.count >= 2 else { return }
    let cores = try #require(hail_thread_cores())
    defer { hail_free_cores(cores) }
    _ = hail_keep_thread_off_core(hail_thread_id(), cores, hail_current_core())
    defer { _ = hail_keep_thread_off_core(hail_thread_id(), cores, -1) }
    let narrowed = try AllowedCores.of("thread-self")
    #expect(narrowed.count == allowed.count - 1)
    let queue = DispatchQueue(label: "utility", qos: .utility)
    try Self.expectKeptOff(Self.threadCores(of: queue), allowed: allowed)
  }

  /// A caller of `sync` that must wait for the work before it lets the queue's thread use every
  /// core while it waits: the caller's, kept off, may be the only one free. (On one core there is
  /// nothing to widen.)
  @Test func aWaitingSyncLetsTheThreadUseEveryCore() throws {
    let allowed = try AllowedCores.of("thread-self")
    let queue = DispatchQueue(label: "utility", qos: .utility)
    let first = try Self.threadCores(of: queue)
    try Self.expectKeptOff(first, allowed: allowed)
    let task = "self/task/\(first.threadID)"
    let release = DispatchSemaphore(value: 0)
    queue.async { release.wait() }
    let synced = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var coresInSync: Set<Int> = []
    Thread {
      queue.sync { coresInSync = (try? AllowedCores.of(task)) ?? [] }
      synced.signal()
    }.start()
    // The waiting caller widens the thread's cores before the work ahead of it ends.
    let widened = Self.poll(for: 30) { (try? AllowedCores.of(task)) == allowed }
    release.signal()
    #expect(widened)
    #expect(synced.wait(wallTimeout: .now() + 30) == .success)
    #expect(coresInSync == allowed)
  }

  /// Checks `seen` (from `threadCores`): the thread kept off the giver's core, where there are two
  /// or more; otherwise on the one.
  private static func expectKeptOff(
    _ seen: (threadID: Int32, cores: Set<Int>, givers: [Int]), allowed: Set<Int>
  ) {
    if allowed.count >= 2 {
      // The core as `async` read it, between these two reads (a thread moved away and back
      // around that read would fail this; rare: the window is one call long).
      #expect(seen.givers.contains { seen.cores == allowed.subtracting([$0]) }, "\(seen)")
    } else {
      #expect(seen.cores == allowed)
    }
  }

  /// Whether `condition` came true within `seconds`, asked again and again (yielding between).
  private static func poll(for seconds: Double, until condition: () -> Bool) -> Bool {
    let end = Date().addingTimeInterval(seconds)
    while Date() < end {
      if condition() { return true }
      sched_yield()
    }
    return condition()
  }

  /// The thread of `queue`, the cores it may run on once it ran work given here, and this thread's
  /// core before and after giving it.
  private static func threadCores(of queue: DispatchQueue) throws -> (
    threadID: Int32, cores: Set<Int>, givers: [Int]
  ) {
    let ran = DispatchSemaphore(value: 0)
    nonisolated(unsafe) var threadID: Int32 = 0
    let before = Int(hail_current_core())
    queue.async {
      threadID = hail_thread_id()
      ran.signal()
    }
    let after = Int(hail_current_core())
    #expect(ran.wait(wallTimeout: .now() + 30) == .success)
    return (threadID, try AllowedCores.of("self/task/\(threadID)"), [before, after])
  }

  /// Other QoS classes, and concurrent queues, are Dispatch's, on its threads of the app's policy.
  @Test func otherQueuesKeepTheAppsPolicy() {
    for queue in [
      DispatchQueue(label: "default", qos: .default),
      DispatchQueue(label: "concurrent", qos: .utility, attributes: .concurrent),
    ] {
      let log = Self.run(3, on: queue)
      #expect(log.allSatisfy { $0.seen.policy == Self.other && $0.seen.nice < 10 }, "\(queue.label)")
    }
  }

  /// `sync` runs its work on the calling thread once the work given before it has run, and returns
  /// its result.
  @Test func syncRunsOnTheCallerAfterTheWorkGivenBefore() {
    let queue = DispatchQueue(label: "utility", qos: .utility)
    let lock = NSLock()
    nonisolated(unsafe) var log: [Int] = []
    for index in 0..<200 { queue.async { lock.withLock { log.append(index) } } }
    let caller = pthread_self()
    let ranHere = queue.sync {
      lock.withLock { log.append(-1) }
      return pthread_equal(pthread_self(), caller) != 0
    }
    #expect(ranHere)
    #expect(lock.withLock { log } == Array(0..<200) + [-1])
    // Also right after the first work, while the queue's thread is only starting and no thread
    // runs the queue: the work given waits, so the `sync` must too.
    for _ in 0..<20 {
      let fresh = DispatchQueue(label: "utility", qos: .utility)
      nonisolated(unsafe) var order: [Int] = []
      fresh.async { lock.withLock { order.append(1) } }
      fresh.sync { lock.withLock { order.append(2) } }
      #expect(lock.withLock { order } == [1, 2])
    }
  }

  /// Threads giving work at once, with `sync` calls among it, each see their work run in the order
  /// they gave it, every item once: the hand-over takes no lock (`WorkStack`), and a `sync` on an
  /// idle queue takes it without its thread.
  @Test func workGivenFromSeveralThreadsAtOnceRunsOnceInEachGiversOrder() {
    let queue = DispatchQueue(label: "utility", qos: .utility)
    let givers = 4
    let count = 2_000
    let lock = NSLock()
    nonisolated(unsafe) var log = [[Int]](repeating: [], count: givers)
    // A `sync` every 250 items (marked negative), the rest given to run later.
    let expected = (0..<count).map { $0.isMultiple(of: 250) ? -$0 - 1 : $0 }
    Dispatch.DispatchQueue.concurrentPerform(iterations: givers) { giver in
      for index in expected {
        if index < 0 {
          queue.sync { lock.withLock { log[giver].append(index) } }
        } else {
          queue.async { lock.withLock { log[giver].append(index) } }
        }
      }
    }
    queue.sync {}
    let seen = lock.withLock { log }
    #expect(seen.allSatisfy { $0 == expected })
  }

  /// Work given before the queue went away still runs, on the low-priority thread; so does work
  /// given later by a deadline.
  @Test func workOutlivesTheQueueThatWasGivenIt() {
    let done = DispatchSemaphore(value: 0)
    let lock = NSLock()
    nonisolated(unsafe) var nice: [Int32] = []
    let note: @Sendable () -> Void = {
      lock.withLock { nice.append(getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0)) }
      done.signal()
    }
    do {
      let queue = DispatchQueue(label: "utility", qos: .utility)
      queue.async(execute: note)
      queue.asyncAfter(deadline: .now() + 0.01, execute: note)
    }
    #expect(done.wait(wallTimeout: .now() + 30) == .success)
    #expect(done.wait(wallTimeout: .now() + 30) == .success)
    #expect(lock.withLock { nice } == [10, 10])
  }

  /// A cancelled item skips its body and still completes: its waiters go on, as with Dispatch.
  @Test func aCancelledItemCompletesWithoutRunning() {
    let queue = DispatchQueue(label: "utility", qos: .utility)
    nonisolated(unsafe) var ran = false
    let item = DispatchWorkItem { ran = true }
    item.cancel()
    queue.async(execute: item)
    #expect(item.wait(wallTimeout: .now() + 30) == .success)
    #expect(!ran)
  }

  /// A queue targeting one with a thread of its own runs its work there, in one order with it.
  @Test func aQueueTargetingALowPriorityOneRunsOnItsThread() {
    let low = DispatchQueue(label: "utility", qos: .utility)
    let targeting = DispatchQueue(label: "targeting", target: low)
    let lock = NSLock()
    nonisolated(unsafe) var log: [(Int, Int32)] = []
    let done = DispatchSemaphore(value: 0)
    for index in 0..<40 {
      (index.isMultiple(of: 2) ? low : targeting).async {
        lock.withLock { log.append((index, getpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0))) }
        if index == 39 { done.signal() }
      }
    }
    #expect(done.wait(wallTimeout: .now() + 30) == .success)
    let seen = lock.withLock { log }
    #expect(seen.map(\.0) == Array(0..<40))
    #expect(seen.allSatisfy { $0.1 == 10 })
  }

  /// A `sync` holds the queue while its work runs, also on an idle queue whose thread it does not
  /// wake: work given meanwhile waits until it returns.
  @Test func syncHoldsTheQueueWhileItsWorkRuns() {
    for warm in [false, true] {
      let queue = DispatchQueue(label: "utility", qos: .utility)
      if warm {
        // The thread made, its work done: it waits for more.
        queue.async {}
        queue.sync {}
      }
      let ran = DispatchSemaphore(value: 0)
      let ranEarly = queue.sync {
        queue.async { ran.signal() }
        // Long enough for an idle thread to take the work, were the queue not held.
        return ran.wait(wallTimeout: .now() + 0.05) == .success
      }
      #expect(!ranEarly, "warm: \(warm)")
      #expect(ran.wait(wallTimeout: .now() + 30) == .success)
    }
  }
}
