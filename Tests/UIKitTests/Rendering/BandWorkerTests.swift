import Testing

@_spi(Hail) @testable import UIKit

/// The band worker runs beside the main thread, never on its core.
@Suite struct BandWorkerTests {
  /// Where the worker may use two cores or more, each run keeps it off the caller's core (the main
  /// thread's in the app), which the system then enforces; on one core it is woken anywhere.
  @Test func theWorkerRunsOffTheCallersCore() {
    let worker = BandWorker()
    for _ in 0..<20 {
      worker.run({}, alongside: {})
      if worker.coreCount >= 2 {
        #expect(worker.excludedCore >= 0)
        #expect(worker.wakeCore >= 0)
        #expect(worker.wakeCore != worker.excludedCore)
      } else {
        #expect(worker.excludedCore == -1)
      }
    }
  }
}
