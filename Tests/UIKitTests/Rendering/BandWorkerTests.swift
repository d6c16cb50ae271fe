import CThreadPlacement
import Foundation
import Synchronization
import Testing

@_spi(Hail) @testable import UIKit

/// The band worker runs beside the main thread, never on its core.
@Suite struct BandWorkerTests {
  /// On a machine of two cores or more, the worker is kept off the core that ran `run` (the main
  /// thread's in the app), and runs its work elsewhere each time; on one core it may run anywhere.
  @Test func workerRunsOffTheCallersCore() {
    let worker = BandWorker()
    let cores = ProcessInfo.processInfo.activeProcessorCount
    for _ in 0..<20 {
      let workerCore = Atomic<Int32>(-1)
      worker.run({ workerCore.store(hail_current_cpu(), ordering: .relaxed) }, alongside: {})
      if cores >= 2 {
        #expect(worker.keptOff >= 0)
        #expect(workerCore.load(ordering: .relaxed) != worker.keptOff)
      } else {
        #expect(worker.keptOff == -1)
      }
    }
  }
}
