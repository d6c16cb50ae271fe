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
/// nice 2 here), and a thread it wakes preempts the one running. There, a map drawing its tiles
/// off the frame took the core of a frame's thread: in a paced ride tour on this 2-core guest, a
/// tile thread woken during a frame held the core for up to 4.4 ms while the frame's thread waited
/// to run on it, the other core idle (`perf record -e sched:sched_switch`). So such a queue has a
/// thread of its own, made at its first work, which lowers its own priority once (an
/// unprivileged thread may lower its priority but not raise it again, so a thread of Dispatch's
/// pool, shared with other queues, must not): a higher nice value (`QueueThread.niceValue`) and
/// `SCHED_BATCH`, so its wake-ups do not preempt a running thread, and a thread of the app's own
/// priority gets nearly all of a core both want (the kernel weighs nice 19 at 15 against nice 0's
/// 1,024, nice 10 at 110). It still runs whenever a core is free:
/// unlike `SCHED_IDLE`, a busy machine slows its work without stopping it.
///
/// The thread ends once its queue is gone and the work given before is done.
final class QueueThread: @unchecked Sendable {
  /// The work waiting, and whether the queue is gone, under `condition`'s lock.
  private let condition = NSCondition()
  private var waiting: [@Sendable () -> Void] = []
  private var isClosed = false
  private var isRunning = false
  private let label: String
  private let nice: Int32

  /// A thread for the queue `label`, at `nice`; started at the first work.
  init(label: String, nice: Int32) {
    self.label = label
    self.nice = nice
  }

  /// The nice value (−20…19, higher is lower priority, Linux's `setpriority(2)`) for work of
  /// `qos`, or nil for a QoS that runs at the app's priority: `.utility` at 10, a tenth of a
  /// default thread's share of a busy core (the kernel's weights fall about 1.25 times per step),
  /// `.background` at 19, the lowest. Apple's QoS classes map to priorities 20 and 4 against the
  /// default's 31 (`qos_class_t`, `<sys/qos.h>`); Linux has no such bands, so the nice values
  /// stand in for them.
  static func niceValue(for qos: DispatchQoS.QoSClass) -> Int32? {
    switch qos {
    case .utility: 10
    case .background: 19
    default: nil
    }
  }

  /// Runs `work` after the work given before it.
  func enqueue(_ work: @escaping @Sendable () -> Void) {
    condition.lock()
    waiting.append(work)
    // A thread is started at the first work, and again for work given after the last one ended
    // (a delayed item that comes due once the queue is gone).
    let start = !isRunning
    isRunning = true
    condition.signal()
    condition.unlock()
    if start {
      let thread = Thread { [self] in run() }
      thread.name = label
      thread.start()
    }
  }

  /// The queue is gone: the thread ends after the work given so far.
  func close() {
    condition.lock()
    isClosed = true
    condition.signal()
    condition.unlock()
  }

  private func run() {
    lowerPriority()
    while let work = next() { work() }
  }

  /// The next work, waiting for it; nil once the queue is gone and nothing waits.
  private func next() -> (@Sendable () -> Void)? {
    condition.lock()
    defer { condition.unlock() }
    while waiting.isEmpty {
      if isClosed {
        isRunning = false
        return nil
      }
      condition.wait()
    }
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
