import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// The thread of a serial queue of low quality of service (`DispatchQueue(label:qos:)` with
/// `.utility` or `.background`), which runs its work one item at a time, in order, at a lower
/// priority than the app's other threads.
///
/// On Apple systems a queue's QoS sets the priority of the threads running its work. Dispatch on
/// Linux only nudges the nice value of the pool thread running an item (a `.utility` item ran at
/// nice 2 here), and the pool thread it wakes preempts the thread running on that core. There, a
/// map drawing its tiles off the frame took the core of a frame's thread: in a paced ride tour on
/// this 2-core guest, a tile thread woken during a frame held the core for up to 4.4 ms while the
/// frame's thread waited to run on it, the other core idle (`perf record -e sched:sched_switch`). So
/// such a queue has a thread of its own, made at its first work, which lowers its own priority
/// once (an unprivileged thread may lower its priority but not raise it again, so a thread of
/// Dispatch's pool, shared with other queues, must not): a higher nice value
/// (`QueueThread.niceValue`) and `SCHED_BATCH`, so its wake-ups do not preempt a running thread,
/// and a thread of the app's own priority gets nearly all of a core both want (the kernel weighs
/// nice 19 at 15 against nice 0's 1,024, nice 10 at 110; `SCHED_IDLE` at 3).
///
/// Limits: nothing raises the thread's priority while a thread of higher priority waits for its
/// work (Apple's `dispatch_sync` lends the waiter's QoS): on a machine whose cores are all busy,
/// such a wait lasts as long as the kernel's weights make it. Threads started from its work
/// inherit its priority. The thread ends once its queue is gone and the work given before is done.
final class QueueThread: @unchecked Sendable {
  /// The work waiting, the thread's state and whether the queue is gone, under `condition`'s lock.
  private let condition = NSCondition()
  private var waiting: [@Sendable () -> Void] = []
  private var isClosed = false
  /// Whether a thread is running (or started) to take the work.
  private var isRunning = false
  /// Whether an item runs: on the thread, or on a caller of `sync`, which holds the queue.
  private var isBusy = false
  /// The running thread, and the caller of `sync` holding the queue: a `sync` from either would
  /// wait for itself.
  private weak var worker: Thread?
  private weak var holder: Thread?
  private let label: String
  private let nice: Int32

  /// A thread for the queue `label`, at `nice`; started at the first work.
  init(label: String, nice: Int32) {
    self.label = label
    self.nice = nice
  }

  /// The nice value (−20…19, higher is lower priority, Linux's `setpriority(2)`) for work of
  /// `qos`, or nil for a QoS that runs at the app's priority, and everywhere but on Linux (where
  /// Dispatch honours QoS itself): `.utility` at 10, `.background` at 19, the lowest. XNU runs
  /// these classes at thread priorities 20 and 4 against the default class's 31; Linux has no such
  /// bands, so the nice values stand in for them.
  static func niceValue(for qos: DispatchQoS.QoSClass) -> Int32? {
    #if os(Linux)
      switch qos {
      case .utility: 10
      case .background: 19
      default: nil
      }
    #else
      nil
    #endif
  }

  /// Runs `work` after the work given before it.
  func enqueue(_ work: @escaping @Sendable () -> Void) {
    condition.lock()
    waiting.append(work)
    // A thread is started at the first work, and again for work given after the last one ended
    // (a delayed item that comes due once the queue is gone).
    let start = !isRunning
    isRunning = true
    condition.broadcast()
    condition.unlock()
    if start {
      Thread { [self] in run() }.start()
    }
  }

  /// Runs `work` on the calling thread once the work given before it is done, holding the queue
  /// meanwhile, as Dispatch's `sync` does. On a queue with nothing waiting or running it runs at
  /// once, without waking the thread (a map going away that never drew asks this of a queue
  /// whose thread was never made).
  func sync<T>(_ work: () throws -> T) rethrows -> T {
    condition.lock()
    let current = Thread.current
    precondition(
      current !== worker && current !== holder,
      "DispatchQueue.sync called on a queue the calling thread already runs on (\(label)): it would never return"
    )
    if waiting.isEmpty, !isBusy {
      isBusy = true
      holder = current
      condition.unlock()
      defer { release() }
      return try work()
    }
    condition.unlock()
    let reached = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    enqueue {
      reached.signal()
      finished.wait()
    }
    reached.wait()
    condition.lock()
    holder = current
    condition.unlock()
    defer {
      condition.lock()
      holder = nil
      condition.unlock()
      finished.signal()
    }
    return try work()
  }

  /// The work holding the queue is done (an item on the thread, or a `sync` caller's): the next may
  /// take it. A `sync` on the slow path clears `holder` before its item on the thread ends.
  private func release() {
    condition.lock()
    isBusy = false
    holder = nil
    condition.broadcast()
    condition.unlock()
  }

  /// The label's longest start of whole characters Linux keeps as a thread's name (15 bytes).
  static func threadName(_ label: String) -> String {
    var name = ""
    for character in label {
      guard name.utf8.count + character.utf8.count <= 15 else { break }
      name.append(character)
    }
    return name
  }

  /// The queue is gone: the thread ends after the work given so far.
  func close() {
    condition.lock()
    isClosed = true
    condition.broadcast()
    condition.unlock()
  }

  private func run() {
    // Named from the thread itself: Foundation names a thread only once it runs.
    Thread.current.name = Self.threadName(label)
    lowerPriority()
    condition.lock()
    worker = Thread.current
    condition.unlock()
    while let work = next() {
      work()
      release()
    }
  }

  /// The next work, waiting for it (and for a `sync` caller holding the queue); nil once the queue
  /// is gone and nothing waits.
  private func next() -> (@Sendable () -> Void)? {
    condition.lock()
    defer { condition.unlock() }
    while waiting.isEmpty || isBusy {
      if waiting.isEmpty, isClosed {
        isRunning = false
        worker = nil
        return nil
      }
      condition.wait()
    }
    isBusy = true
    return waiting.removeFirst()
  }

  /// Lowers this thread's priority: `who` 0 names the calling thread, as Linux keeps a nice value
  /// per thread. Failure leaves it at the app's priority, where it still runs the work.
  private func lowerPriority() {
    #if os(Linux)
      var parameters = sched_param(sched_priority: 0)
      // `SCHED_BATCH` (<linux/sched.h>), which glibc declares only under `_GNU_SOURCE`.
      let batch: Int32 = 3
      _ = sched_setscheduler(0, batch, &parameters)
      _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice)
    #endif
  }
}
