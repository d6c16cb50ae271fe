import Dispatch
@_spi(Hail) import EngineTime

// Waits on Dispatch's semaphores and work items with a deadline written `DispatchTime.now() + 1`,
// which in code importing UIKit names the engine's `DispatchTime`: they wait the same delay on
// Dispatch's clock, since the waiting thread blocks in real time. Disfavoured, so `.now() + 1`
// written without the type name stays Dispatch's own, as on iOS.

extension DispatchSemaphore {
  @_disfavoredOverload
  public func wait(timeout: EngineTime.DispatchTime) -> DispatchTimeoutResult {
    wait(timeout: timeout.dispatchDeadline)
  }
}

extension DispatchWorkItem {
  @_disfavoredOverload
  public func wait(timeout: EngineTime.DispatchTime) -> DispatchTimeoutResult {
    wait(timeout: timeout.dispatchDeadline)
  }
}
