import CThreadPlacement
import Foundation

/// A thread of its own beside the main one for a frame drawn in bands (`FrameBands`), so the two
/// surely run at once: a pool (`DispatchQueue.concurrentPerform`) may run both on the calling
/// thread. One for the app (`UIApplication.bandWorker`), started at its first frame drawn in bands
/// and kept, waiting on a semaphore, for the next. `run` is called from one thread at a time (the
/// main thread, in the app).
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
@_spi(Hail) public final class BandWorker: @unchecked Sendable {
  private let start = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  /// Set before `start` is signalled and read after it: the semaphores order the accesses.
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

  @_spi(Hail) public init() {
    let started = DispatchSemaphore(value: 0)
    Thread { [self] in
      threadID = hail_thread_id()
      cores = hail_thread_cores()
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

  /// Keeps the worker off the calling thread's core: a system call only when that core changed (a
  /// placement refused is not tried again until then).
  private func keepOffThisCore() {
    let core = hail_current_core()
    guard core != placedFor, let cores else { return }
    placedFor = core
    excludedCore = hail_keep_thread_off_core(threadID, cores, core) == 0 ? core : -1
  }
}
