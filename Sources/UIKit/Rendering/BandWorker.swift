import Foundation

/// A thread of its own beside the main one for a frame drawn in bands (`FrameBands`), so the two
/// surely run at once: a pool (`DispatchQueue.concurrentPerform`) may run both on the calling
/// thread. One for the app (`UIApplication.bandWorker`), started at its first frame drawn in bands
/// and kept, waiting on a semaphore, for the next.
@_spi(Hail) public final class BandWorker: @unchecked Sendable {
  private let start = DispatchSemaphore(value: 0)
  private let done = DispatchSemaphore(value: 0)
  /// Set before `start` is signalled and read after it: the semaphores order the accesses.
  private var work: @Sendable () -> Void = {}

  @_spi(Hail) public init() {
    Thread { [self] in
      while true {
        start.wait()
        work()
        done.signal()
      }
    }.start()
  }

  /// Runs `work` on the worker while `local` runs here, and returns when both have.
  @_spi(Hail) public func run(_ work: @escaping @Sendable () -> Void, alongside local: () -> Void) {
    self.work = work
    start.signal()
    local()
    done.wait()
    // Let go of what the work holds (a frame's recording, its bands' contexts) now, not at the
    // next frame drawn in bands.
    self.work = {}
  }
}
