import CThreadPlacement
import Dispatch
import Foundation
import Synchronization

/// A thread of its own beside the main one for a frame drawn in bands (`FrameBands`), so the two
/// surely run at once: a pool (`DispatchQueue.concurrentPerform`) may run both on the calling
/// thread. One for the app (`UIApplication.bandWorker`), started at its first frame drawn in bands
/// and kept, asleep on a semaphore, for the next. `wakeUp` and `run` are called from one thread at a
/// time (the main thread, in the app).
///
/// The worker is kept off the core the calling thread runs on. Woken by the main thread, Linux had
/// placed it on the main thread's own core in 315 of 325 frames drawn in bands (a paced ride tour on
/// this 2-core KVM guest, `perf record -e sched:sched_wakeup`), where it took that core while the
/// other idled, so the two halves ran one after the other. Likely because the kernel wakes a thread
/// on an idle core only if it finds one (`select_idle_sibling`), and a guest's core may count as
/// busy while its host has it descheduled (`available_idle_cpu` asks `vcpu_is_preempted`); the
/// count is measured, the cause is not. The worker stays off that core while awake too: let use
/// every core again once awake, the tour's paced frames over 4 ms were 133 against 100.5 (medians
/// of six alternated pairs).
///
/// Neither thread waits for the other asleep where a short spin does. A thread woken from sleep on
/// this Firecracker guest, whose idle cores halt, ran 0.15 ms later (the median over a paced ride
/// tour's frames drawn in bands; 0.2 ms at the 90th percentile): the worker began that long after
/// the main thread, and the main thread, done first and asleep, went on that long after the worker
/// had ended — 0.3 ms of a zoom frame's 1.5–2.3 ms of bands. So the renderer wakes the worker once
/// the damage is large enough for bands (`wakeUp`), before it records the frame, and the worker
/// waits for the recording (0.2–0.35 ms) and its split spinning, for at most `workerSpin`: the
/// map's tile and label threads (`SCHED_IDLE`) share its core, and a lock one of them holds may be
/// what the recording waits for. (A frame the split then plays whole, holding vector content, loses
/// that spin.) The caller waits for the worker's last band spinning, for at most `callerSpin`. Then
/// each sleeps.
@_spi(Hail) public final class BandWorker: @unchecked Sendable {
  /// How long the worker waits for work awake after `wakeUp`, in nanoseconds: past a zoom frame's
  /// recording, and short, so a tile thread it keeps from its core is not held long.
  @_spi(Hail) public static let defaultWorkerSpin: UInt64 = 500_000
  /// How long the caller waits for the worker's bands awake, in nanoseconds: past the usual wait
  /// (0.1–0.5 ms in the zoom frames); its own core has no other work of the app's then.
  @_spi(Hail) public static let defaultCallerSpin: UInt64 = 1_000_000

  private let workerSpin: UInt64
  private let callerSpin: UInt64
  /// The worker's state: `asleep` (or on its way to sleep on `start`), `waiting` for work awake, or
  /// with work `posted`. Whoever takes it from `asleep` signals `start` once; only the worker puts
  /// it back, and it then waits on `start` once.
  private let state = Atomic<Int>(BandWorker.asleep)
  private static let asleep = 0
  private static let waiting = 1
  private static let posted = 2
  /// Whether the posted work is `pending`, `finished`, or pending with the caller asleep on `done`.
  private let outcome = Atomic<Int>(BandWorker.finished)
  private static let pending = 0
  private static let finished = 1
  private static let callerAsleep = 2
  private let start = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  /// Set before the work is posted and read after: `state` orders the accesses.
  private var work: @Sendable () -> Void = {}
  /// The worker's kernel thread id, and the cores it may use (those of the thread that made it; nil
  /// if they could not be read): written on the worker before `init` returns, read after. Both last
  /// as long as the process, as the worker does.
  private(set) var threadID: Int32 = 0
  private var cores: OpaquePointer?
  /// The core the worker is kept off (the caller's at the last run), or −1 when it could not be
  /// (one core, or the system refused), and the caller's core that was decided for.
  private(set) var excludedCore: Int32 = -1
  private var placedFor: Int32 = -1

  /// A worker that waits for work awake for at most `workerSpin` nanoseconds after `wakeUp`, and
  /// whose caller waits for it awake for at most `callerSpin`.
  @_spi(Hail) public init(
    workerSpin: UInt64 = BandWorker.defaultWorkerSpin, callerSpin: UInt64 = BandWorker.defaultCallerSpin
  ) {
    self.workerSpin = workerSpin
    self.callerSpin = callerSpin
    let started = DispatchSemaphore(value: 0)
    Thread { [self] in
      threadID = hail_thread_id()
      cores = hail_thread_cores()
      started.signal()
      while true {
        start.wait()
        guard waitForWork() else { continue }
        work()
        state.store(Self.asleep, ordering: .releasing)
        if outcome.exchange(Self.finished, ordering: .acquiringAndReleasing) == Self.callerAsleep {
          done.signal()
        }
      }
    }.start()
    started.wait()
  }

  /// Wakes the worker ahead of `run`, so it waits for the work awake.
  @_spi(Hail) public func wakeUp() {
    keepOffThisCore()
    if state.compareExchange(expected: Self.asleep, desired: Self.waiting, ordering: .acquiringAndReleasing)
      .exchanged
    {
      start.signal()
    }
  }

  /// Whether the worker is asleep, or on its way to sleep, with no work posted: for tests, which
  /// wait for it before a `run` that must wake it.
  var isAsleep: Bool { state.load(ordering: .acquiring) == Self.asleep }

  /// Runs `work` on the worker while `local` runs here, and returns when both have.
  @_spi(Hail) public func run(_ work: @escaping @Sendable () -> Void, alongside local: () -> Void) {
    keepOffThisCore()
    self.work = work
    outcome.store(Self.pending, ordering: .relaxed)
    if !state.compareExchange(expected: Self.waiting, desired: Self.posted, ordering: .acquiringAndReleasing)
      .exchanged
    {
      // Asleep, or on its way: no `wakeUp` came first, or the worker stopped waiting.
      state.store(Self.posted, ordering: .releasing)
      start.signal()
    }
    local()
    waitUntilFinished()
    // Let go of what the work holds (a frame's recording, its bands' contexts) now, not at the
    // next frame drawn in bands.
    self.work = {}
  }

  /// On the worker, woken: whether work is posted within `workerSpin`; false once it has gone back
  /// to `asleep` without.
  private func waitForWork() -> Bool {
    if Self.spin(for: workerSpin, until: { state.load(ordering: .acquiring) == Self.posted }) { return true }
    return !state.compareExchange(
      expected: Self.waiting, desired: Self.asleep, ordering: .acquiringAndReleasing
    )
    .exchanged
  }

  /// On the caller: returns once the worker has finished, spinning for at most `callerSpin`, then
  /// asleep.
  private func waitUntilFinished() {
    if Self.spin(for: callerSpin, until: { outcome.load(ordering: .acquiring) == Self.finished }) { return }
    if outcome.compareExchange(
      expected: Self.pending, desired: Self.callerAsleep, ordering: .acquiringAndReleasing
    )
    .exchanged {
      done.wait()
    }
  }

  /// Spins until `condition` holds, for at most `limit` nanoseconds; whether it came to hold.
  private static func spin(for limit: UInt64, until condition: () -> Bool) -> Bool {
    let deadline = now() + limit
    while !condition() {
      if now() > deadline { return false }
      hail_spin_pause()
    }
    return true
  }

  /// Dispatch's clock, in nanoseconds. In UIKit `DispatchTime` is the engine's, which a headless
  /// run holds still while a frame renders: a spin timed by it never ended.
  private static func now() -> UInt64 { Dispatch.DispatchTime.now().uptimeNanoseconds }

  /// Keeps the worker off the calling thread's core: a system call only when that core changed (a
  /// placement refused is not tried again until then).
  private func keepOffThisCore() {
    let core = hail_current_core()
    guard core != placedFor, let cores else { return }
    placedFor = core
    excludedCore = hail_keep_thread_off_core(threadID, cores, core) == 0 ? core : -1
  }
}
