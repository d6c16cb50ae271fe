import Foundation

#if os(Linux)
  import CThreadPlacement
  import Glibc
#endif

/// The thread of a serial queue of low quality of service (`DispatchQueue(label:qos:)` with
/// `.utility` or `.background`), which runs its work one item at a time, in order, at a lower
/// priority than the app's other threads; and of a serial queue of `.userInteractive` or
/// `.userInitiated` QoS, at the app's own priority (see `priority(for:)`).
///
/// On Apple systems a queue's QoS sets the priority of the threads running its work. Dispatch on
/// Linux only nudges the nice value of the pool thread running an item (a `.utility` item ran at
/// nice 2 here), and the pool thread it wakes preempts the thread running on that core. There, a
/// map drawing its tiles off the frame took the core of a frame's thread: in a paced ride tour on
/// this 2-core guest, a tile thread woken during a frame held the core for up to 4.4 ms while the
/// frame's thread waited to run on it, the other core idle (`perf record -e sched:sched_switch`). So
/// such a queue has a thread of its own, made at its first work, which lowers its own priority
/// once (an unprivileged thread may lower its priority but not raise it again, so a thread of
/// Dispatch's pool, shared with other queues, must not): `QueueThread.priority(for:)`, a policy
/// whose wake-ups do not preempt a running thread, and a weight that leaves a thread of the app's
/// own priority nearly all of a core both want (the kernel weighs `SCHED_IDLE` at 3 and nice 10 at
/// 110 against nice 0's 1,024).
///
/// The thread is also kept off the core of the thread that last gave it work (the main thread, for
/// the map's queues). Woken by the main thread, Linux placed it on the main thread's own core
/// though the other core was idle, as it had placed the band worker (`BandWorker`), and at the
/// next tick it took that core from the frame's thread for the rest of the tick (3 ms of a paced
/// ride tour's frame, the other core idle; HZ 250 here): its low weight makes it rarely chosen, not
/// quickly let go. Kept off, it preempted the main thread 0 times in a tour against 73 (104 ms).
///
/// Limits: nothing raises the thread's priority while a thread of higher priority waits for its
/// work (Apple's `dispatch_sync` lends the waiter's QoS): on a machine whose other cores are busy,
/// such a wait lasts as long as the kernel's weights make it (a caller of `sync` that must wait
/// lets the thread use every core again, until work is given from another core, as does one
/// waiting through `DispatchQueue.wait(for:)` for a semaphore the work signals; one waiting on the
/// semaphore alone does not).
/// Threads started from its work inherit its policy, nice value and cores; under `SCHED_IDLE` an
/// unprivileged thread cannot leave it. The thread ends once its queue is gone and the work given
/// before is done.
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
  /// wait for itself. By identity, not weak references: each is alive while set (the thread clears
  /// `worker` as it ends, the holder is blocked in `sync`), and a weak reference gave the `Thread`
  /// (the main thread's among them, alive for the process) a side table that LeakSanitizer, which
  /// cannot read its tagged address, reported lost (`make sanitize-address`, session 42).
  private var worker: ObjectIdentifier?
  private var holder: ObjectIdentifier?
  private let label: String
  private let priority: Priority
  /// The running thread's kernel id, the cores it may use (the process's first thread's, the app's
  /// main thread, which the engine never narrows: not those of whichever thread made it; nil if
  /// they could not be read), and the core it is kept off (−1: none; see `keepOff`), under
  /// `condition`'s lock.
  private var threadID: Int32 = 0
  private var cores: OpaquePointer?
  private var giverCore: Int32 = -1

  /// A thread for the queue `label`, at `priority`; started at the first work.
  init(label: String, priority: Priority) {
    self.label = label
    self.priority = priority
  }

  /// A thread's scheduling on Linux: its policy (`sched_setscheduler(2)`) and nice value (−20…19,
  /// higher is lower priority, `setpriority(2)`).
  struct Priority {
    /// `SCHED_OTHER`, `SCHED_BATCH` and `SCHED_IDLE` (<linux/sched.h>); glibc declares the last two
    /// only under `_GNU_SOURCE`.
    static let other: Int32 = 0
    static let batch: Int32 = 3
    static let idle: Int32 = 5

    let policy: Int32
    /// nil: the process's, its main thread's (0 unless the app was started under `nice`).
    let nice: Int32?
  }

  /// The priority for work of `qos`, or nil for a QoS whose work Dispatch runs (`.default`,
  /// `.unspecified`), and everywhere but on Linux (where Dispatch honours QoS itself). XNU runs
  /// `.utility` and `.background` at thread priorities 20 and 4 against the default class's 31;
  /// Linux has no such bands, so: `.utility` at nice 10 under `SCHED_BATCH`, whose wake-ups do not
  /// preempt a running thread; `.background` under `SCHED_IDLE`, which any other thread woken on its
  /// core preempts at once (the kernel's `check_preempt_wakeup_fair`). Under `SCHED_BATCH` at nice
  /// 19, the main thread, woken by a tile thread on that thread's core (a lock let go, a drawing
  /// done), waited runnable for the rest of the tick, up to 3 ms, while the other core idled; in the
  /// paced ride tour, frames over 4 ms with more than 1 ms of waiting fell from 22–33 to 9 a tour
  /// under `SCHED_IDLE` (three alternated pairs). The nice value is set to 19 too, which
  /// `SCHED_IDLE` ignores: what `getpriority` reads of the thread still says it is the lowest.
  ///
  /// `.userInteractive` and `.userInitiated` run at the app's priority (`SCHED_OTHER` at the main
  /// thread's nice value), not above its main thread, which Apple systems run at user-interactive
  /// QoS: Dispatch on Linux runs them at nice −2 where the process may raise a priority (as root),
  /// and its pool thread, woken on the main thread's core, took that core from it while the other
  /// idled — the keyboard's keys, drawn on the panel's queue (`KeyboardRaster`), held the main
  /// thread off its core for 2.4–4.4 ms in the search screen's first frame (frame 695 of the paced
  /// ride tour, `perf record -a -e sched:sched_switch`, the other core idle throughout).
  static func priority(for qos: DispatchQoS.QoSClass) -> Priority? {
    #if os(Linux)
      switch qos {
      case .userInteractive, .userInitiated: Priority(policy: Priority.other, nice: nil)
      case .utility: Priority(policy: Priority.batch, nice: 10)
      case .background: Priority(policy: Priority.idle, nice: 19)
      default: nil
      }
    #else
      nil
    #endif
  }

  deinit {
    #if os(Linux)
      hail_free_cores(cores)
    #endif
  }

  /// Runs `work` after the work given before it. The thread is kept off the calling thread's core
  /// (see `keepOff`), but with `placing` false: work handed on for another thread (a Dispatch
  /// timer's, `asyncAfter`), and a waiting `sync` caller's turn (the caller is blocked, using no
  /// core).
  func enqueue(placing: Bool = true, _ work: @escaping @Sendable () -> Void) {
    condition.lock()
    #if os(Linux)
      if placing, ObjectIdentifier(Thread.current) != worker { keepOff(hail_current_core()) }
    #endif
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
      ObjectIdentifier(current) != worker && ObjectIdentifier(current) != holder,
      "DispatchQueue.sync called on a queue the calling thread already runs on (\(label)): it would never return"
    )
    if waiting.isEmpty, !isBusy {
      isBusy = true
      holder = ObjectIdentifier(current)
      condition.unlock()
      defer { release() }
      return try work()
    }
    // The caller waits for the thread: it may use the caller's core meanwhile, which may be the
    // only one free.
    keepOff(-1)
    condition.unlock()
    let reached = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    enqueue(placing: false) {
      reached.signal()
      finished.wait()
    }
    reached.wait()
    condition.lock()
    holder = ObjectIdentifier(current)
    condition.unlock()
    defer {
      condition.lock()
      holder = nil
      condition.unlock()
      finished.signal()
    }
    return try work()
  }

  /// A thread waits for work given here to signal it (`DispatchQueue.wait(for:)`), using no core
  /// meanwhile: the thread may use every core, as for a waiting `sync` caller, until work is given
  /// again.
  func widenForWait() {
    condition.lock()
    keepOff(-1)
    condition.unlock()
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
    setPriority()
    condition.lock()
    worker = ObjectIdentifier(Thread.current)
    #if os(Linux)
      if cores == nil { cores = hail_process_cores() }
      threadID = hail_thread_id()
      // Every core but the giver's (−1: every core), whatever the thread that made it had.
      if let cores { _ = hail_keep_thread_off_core(threadID, cores, giverCore) }
    #endif
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
        threadID = 0
        return nil
      }
      condition.wait()
    }
    isBusy = true
    return waiting.removeFirst()
  }

  /// Called with `condition`'s lock held: when `core` is not the one the thread is kept off
  /// already, keeps the thread off it (the core of the thread that gave work, so the kernel wakes
  /// it on another; −1: every core again). A thread not yet running places itself as it starts; a
  /// placement the system refused is not tried again until the core changes. Under the lock, the
  /// thread id names a running thread (one that ended clears it), not a later one given the same id.
  private func keepOff(_ core: Int32) {
    #if os(Linux)
      guard core != giverCore else { return }
      giverCore = core
      if threadID != 0, let cores { _ = hail_keep_thread_off_core(threadID, cores, core) }
    #endif
  }

  /// Sets this thread's priority, never above the app's: `who` 0 names the calling thread, as Linux
  /// keeps a nice value per thread. Failure leaves it at the priority of the thread that made it
  /// (the app's, or a Dispatch thread's), where it still runs the work.
  private func setPriority() {
    #if os(Linux)
      var parameters = sched_param(sched_priority: 0)
      _ = sched_setscheduler(0, priority.policy, &parameters)
      var nice = priority.nice
      if nice == nil {
        // `PRIO_PROCESS` with the process id reads its first thread's nice value: the main thread's
        // (−1 is a nice value, so only `errno` tells a failure, which leaves this thread's own).
        errno = 0
        let main = getpriority(__priority_which_t(PRIO_PROCESS.rawValue), id_t(getpid()))
        if errno == 0 { nice = main }
      }
      if let nice { _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, nice) }
    #endif
  }
}
