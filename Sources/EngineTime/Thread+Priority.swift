import Foundation

#if os(Linux)
  import Glibc
#endif

extension Thread {
  /// Whether the calling thread runs below the app's priority: a queue's thread of utility or
  /// background QoS (`QueueThread`), under `SCHED_BATCH` or `SCHED_IDLE` (the only threads the
  /// engine lowers). What such a thread and the app's own threads both lock should be kept apart
  /// for it (`HaloTextRenderer.current` in MapKit): nothing lends it a waiter's priority, so while
  /// another process keeps every core busy it may hold a lock for seconds. False where the engine
  /// lowers no thread (everywhere but Linux).
  @_spi(Hail) public static var isBelowAppPriority: Bool {
    #if os(Linux)
      let policy = sched_getscheduler(0)
      return policy == QueueThread.Priority.batch || policy == QueueThread.Priority.idle
    #else
      false
    #endif
  }
}
