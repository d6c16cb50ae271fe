import Foundation

/// A thread of its own for the second band, so the two surely run at once: a pool
/// (`DispatchQueue.concurrentPerform`) may run both on the calling thread, and the two-band figure
/// would then not be one of two cores.
final class BandWorker: @unchecked Sendable {
  private let start = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  /// Set before `start` is signalled and read after it: the semaphores order the accesses.
  private var work: @Sendable () -> Void = {}

  init() {
    Thread { [self] in
      while true {
        start.wait()
        work()
        done.signal()
      }
    }.start()
  }

  /// Runs `work` on the worker while `local` runs here, and returns when both have.
  func run(_ work: @escaping @Sendable () -> Void, alongside local: () -> Void) {
    self.work = work
    start.signal()
    local()
    done.wait()
  }
}
