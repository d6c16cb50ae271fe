import Foundation
import Synchronization

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
/// semaphore alone does not). The map's queues' waiters make what they waited for themselves after
/// a while (`QueueResult.value(makingHereBy:)`).
/// Threads started from its work inherit its policy, nice value and cores; under `SCHED_IDLE` an
/// unprivileged thread cannot leave it. The thread ends once its queue is gone and the work given
/// before is done.
final class QueueThread: @unchecked Sendable {
  /// The work given and not yet taken by the thread (`WorkStack`), and the semaphore that wakes the
  /// thread for it: a thread giving work takes no lock the queue's thread may hold. Under
  /// `SCHED_IDLE` the queue's thread, kept from every core by another process, had held the
  /// queue's lock (taken twice an item) while the main thread waited for it in `async`: 529 and
  /// 705 ms in a paced ride tour beside one busy process (`perf record -a -e sched:sched_switch`,
  /// session 48).
  private let given = WorkStack()
  private let wakeUps = DispatchSemaphore(value: 0)
  /// Who runs the queue's work now, by identity (`Self.id(of:)`; 0: nobody): the thread while it
  /// has work given, or a `sync` caller on an idle queue. Taken and let go atomically, so neither
  /// waits for a lock the other holds.
  private let turn = Atomic<UInt>(0)
  /// Whether a thread is running (or started) to take the work, and whether the queue is gone.
  private let isRunning = Atomic(false)
  private let isClosed = Atomic(false)
  /// The running thread, and the caller of `sync` holding the queue through the thread (its slow
  /// path): a `sync` from either would wait for itself. By identity, not weak references: each is
  /// alive while set (the thread clears `worker` as it ends, the holder is blocked in `sync`), and
  /// a weak reference gave the `Thread` (the main thread's among them, alive for the process) a
  /// side table that LeakSanitizer, which cannot read its tagged address, reported lost
  /// (`make sanitize-address`, session 42).
  private let worker = Atomic<UInt>(0)
  private let holder = Atomic<UInt>(0)
  private let label: String
  private let priority: Priority
  /// Where the thread may run, under `placement`, which threads giving work take (and the queue's
  /// thread only as it starts and ends): the running thread's kernel id, the cores it may use (the
  /// process's first thread's, the app's main thread, which the engine never narrows: not those of
  /// whichever thread made it; nil if they could not be read), and the core it is kept off (−1:
  /// none; see `keepOff`).
  private let placement = NSLock()
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
    #if os(Linux)
      if placing, Self.id(of: Thread.current) != worker.load(ordering: .sequentiallyConsistent) {
        let core = hail_current_core()
        placement.withLock { keepOff(core) }
      }
    #endif
    given.push(work)
    // A thread is started at the first work, and again for work given after the last one ended
    // (a delayed item that comes due once the queue is gone); a running one is signalled, busy or
    // not (a busy one later looks once for each signal, finding nothing: cheap, and a `sync` that
    // meets it then takes the slow path).
    if isRunning.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
    {
      Thread { [self] in run() }.start()
    } else {
      wakeUps.signal()
    }
  }

  /// Runs `work` on the calling thread once the work given before it is done, holding the queue
  /// meanwhile, as Dispatch's `sync` does. On a queue with nothing waiting or running it runs at
  /// once, without waking the thread (a map going away that never drew asks this of a queue
  /// whose thread was never made).
  func sync<T>(_ work: () throws -> T) rethrows -> T {
    let current = Self.id(of: Thread.current)
    precondition(
      current != worker.load(ordering: .sequentiallyConsistent)
        && current != turn.load(ordering: .sequentiallyConsistent)
        && current != holder.load(ordering: .sequentiallyConsistent),
      "DispatchQueue.sync called on a queue the calling thread already runs on (\(label)): it would never return"
    )
    if turn.compareExchange(expected: 0, desired: current, ordering: .sequentiallyConsistent).exchanged {
      // Nothing runs; and if nothing waits either, the queue is the caller's until it returns.
      if given.isEmpty {
        defer { letGoOfTurn() }
        return try work()
      }
      letGoOfTurn()
    }
    // The caller waits for the thread: it may use the caller's core meanwhile, which may be the
    // only one free.
    placement.withLock { keepOff(-1) }
    let reached = DispatchSemaphore(value: 0)
    let finished = DispatchSemaphore(value: 0)
    enqueue(placing: false) {
      reached.signal()
      finished.wait()
    }
    reached.wait()
    holder.store(current, ordering: .sequentiallyConsistent)
    defer {
      holder.store(0, ordering: .sequentiallyConsistent)
      finished.signal()
    }
    return try work()
  }

  /// A thread waits for work given here to signal it (`DispatchQueue.wait(for:)`), using no core
  /// meanwhile: the thread may use every core, as for a waiting `sync` caller, until work is given
  /// again.
  func widenForWait() {
    placement.withLock { keepOff(-1) }
  }

  /// A `sync` caller holding the idle queue lets it go; work given meanwhile, or the queue's end,
  /// wakes the thread, which found the queue held (or is started for it).
  private func letGoOfTurn() {
    turn.store(0, ordering: .sequentiallyConsistent)
    if !given.isEmpty || isClosed.load(ordering: .sequentiallyConsistent) { wakeUps.signal() }
  }

  /// A thread's identity as the queue keeps it (`worker`, `turn`, `holder`); never 0.
  private static func id(of thread: Thread) -> UInt { UInt(bitPattern: ObjectIdentifier(thread)) }

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
    isClosed.store(true, ordering: .sequentiallyConsistent)
    wakeUps.signal()
  }

  /// The thread: takes the queue's turn, runs all the work given, oldest first, lets the turn go,
  /// and sleeps until work is given again; ends once the queue is gone and nothing waits.
  private func run() {
    // Named from the thread itself: Foundation names a thread only once it runs.
    Thread.current.name = Self.threadName(label)
    let me = Self.id(of: Thread.current)
    worker.store(me, ordering: .sequentiallyConsistent)
    // Placed while still at the app's priority: lowered first, the thread had been moved to a core
    // another process kept busy while it held `placement`, and under `SCHED_IDLE` got no time there
    // for 92–203 ms, the main thread waiting for the lock to give work (`perf`, session 48).
    place()
    setPriority()
    while true {
      if turn.compareExchange(expected: 0, desired: me, ordering: .sequentiallyConsistent).exchanged {
        while case var work = given.takeAllNewestFirst(), !work.isEmpty {
          // Popped, so each item, and what it holds, goes once it has run: a map that goes waits
          // through `sync` for its drawings under way and lets go of them (the source they draw
          // from among them) by the time it returns.
          while let item = work.popLast() { item() }
        }
        turn.store(0, ordering: .sequentiallyConsistent)
        // Given after the last look, before the turn was let go: its signal wakes the wait below.
        if isClosed.load(ordering: .sequentiallyConsistent), given.isEmpty, end() { return }
      }
      // Work given wakes it, and so does a `sync` caller letting the idle queue go with work given.
      wakeUps.wait()
    }
  }

  /// Ends the thread, unless work was given meanwhile and no other thread was started for it: true
  /// when it ends. Once the queue is gone, at the thread's lowered priority: `placement` is held for
  /// one store, and, in the rare restart for a delayed item due after `close()`, as `place()` holds
  /// it (known gap: a starved thread could then keep a giver waiting, as at a start before session
  /// 48).
  private func end() -> Bool {
    worker.store(0, ordering: .sequentiallyConsistent)
    placement.withLock { threadID = 0 }
    isRunning.store(false, ordering: .sequentiallyConsistent)
    // A delayed item due once the queue is gone, given after the last look: this thread runs it
    // if the giver saw it running (and started none).
    guard !given.isEmpty,
      isRunning.compareExchange(expected: false, desired: true, ordering: .sequentiallyConsistent).exchanged
    else { return true }
    worker.store(Self.id(of: Thread.current), ordering: .sequentiallyConsistent)
    place()
    return false
  }

  /// Places the running thread: every core but the giver's (−1: every core), whatever the thread
  /// that made it had. The system calls are made outside `placement` (moving the thread to another
  /// core, one may leave it waiting there), then the giver's core read again, in case work given
  /// meanwhile placed the thread already, for a core this may have undone.
  private func place() {
    #if os(Linux)
      let id = hail_thread_id()
      // Only the running thread sets `cores`, once.
      if placement.withLock({ cores == nil }) {
        let processCores = hail_process_cores()
        placement.withLock { cores = processCores }
      }
      var placed: Int32?
      while true {
        placement.lock()
        threadID = id
        let (cores, core) = (self.cores, giverCore)
        placement.unlock()
        guard let cores, core != placed else { return }
        _ = hail_keep_thread_off_core(id, cores, core)
        placed = core
      }
    #endif
  }

  /// Called with `placement` held: when `core` is not the one the thread is kept off already, keeps
  /// the thread off it (the core of the thread that gave work, so the kernel wakes it on another;
  /// −1: every core again). A thread not yet running places itself as it starts; a placement the
  /// system refused is not tried again until the core changes. Under the lock, the thread id names
  /// a running thread (one that ended clears it), not a later one given the same id.
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
