import CThreadPlacement
import Foundation

/// A thread of its own beside the main one for a frame drawn in bands (`FrameBands`), so the two
/// surely run at once: a pool (`DispatchQueue.concurrentPerform`) may run both on the calling
/// thread. One for the app (`UIApplication.bandWorker`), started at its first frame drawn in bands
/// and kept, waiting on a semaphore, for the next.
///
/// The worker is kept off the core the main thread runs on. Woken by it, Linux had placed the
/// worker on the main thread's own core in 315 of 325 frames drawn in bands (a paced ride tour on
/// a 2-core KVM guest, `perf record -e sched:sched_wakeup`), where it took the core from the main
/// thread while the other core idled, so the two halves ran one after the other: the kernel looks
/// for an idle core to wake a thread on (`select_idle_sibling`), and a guest's idle core, its
/// virtual processor halted, counts as busy (`available_idle_cpu` asks `vcpu_is_preempted`).
@_spi(Hail) public final class BandWorker: @unchecked Sendable {
  private let start = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  /// Set before `start` is signalled and read after it: the semaphores order the accesses.
  private var work: @Sendable () -> Void = {}
  /// The worker's kernel thread id: written on the worker before `init` returns, read after.
  private var thread: Int32 = 0
  /// The core the worker is kept off (where the main thread ran at the last frame drawn in bands),
  /// or −1 when it may run anywhere (one core, or the kernel refused).
  @_spi(Hail) public private(set) var keptOff: Int32 = -1

  @_spi(Hail) public init() {
    let started = DispatchSemaphore(value: 0)
    Thread { [self] in
      thread = hail_thread_id()
      started.signal()
      while true {
        start.wait()
        work()
        done.signal()
      }
    }.start()
    started.wait()
  }

  /// Runs `work` on the worker while `local` runs here, and returns when both have.
  @_spi(Hail) public func run(_ work: @escaping @Sendable () -> Void, alongside local: () -> Void) {
    keepOffThisCore()
    self.work = work
    start.signal()
    local()
    done.wait()
    // Let go of what the work holds (a frame's recording, its bands' contexts) now, not at the
    // next frame drawn in bands.
    self.work = {}
  }

  /// Lets the worker run on every core the process may use but the calling thread's; a system
  /// call only when that core changed since the last frame.
  private func keepOffThisCore() {
    let core = hail_current_cpu()
    guard core >= 0, core != keptOff else { return }
    keptOff = hail_keep_thread_off_cpu(thread, core) == 0 ? core : -1
  }
}
