@preconcurrency import Dispatch
import Foundation

/// Dispatch's group, whose notifications can go to the engine's main queue: `group.notify(queue:
/// .main)` runs its block at a turn of the engine's run loop, on the main thread, as on iOS (Dispatch's
/// own main queue is never drained here). Waiting is Dispatch's, on real time.
///
/// The group keeps its own count beside Dispatch's so that the last `leave()` hands the
/// notifications to their queues before it returns: once `wait()` returns, a `.main` notification
/// is queued for the next turn.
public final class DispatchGroup: @unchecked Sendable {
  private struct Notification {
    let queue: DispatchQueue
    let qos: DispatchQoS
    let flags: DispatchWorkItemFlags
    let work: @Sendable () -> Void
  }

  private let base = Dispatch.DispatchGroup()
  private let lock = NSLock()
  private var count = 0
  private var notifications: [Notification] = []

  public init() {}

  public func enter() {
    lock.withLock { count += 1 }
    base.enter()
  }

  /// Leaving more often than entering traps, as in Dispatch.
  public func leave() {
    let due = lock.withLock {
      count -= 1
      guard count == 0 else { return [Notification]() }
      defer { notifications.removeAll() }
      return notifications
    }
    for notification in due {
      notification.queue.async(qos: notification.qos, flags: notification.flags, execute: notification.work)
    }
    base.leave()
  }

  /// Runs `work` on `queue` once every block in the group has finished (at once if none is waiting).
  /// As in Apple's declaration the block is not `@Sendable`: written on the main actor for the main
  /// queue, it stays main-actor isolated.
  public func notify(
    qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [], queue: DispatchQueue,
    execute block: @escaping () -> Void
  ) {
    nonisolated(unsafe) let block = block
    let work: @Sendable () -> Void = { block() }
    let runNow = lock.withLock {
      guard count > 0 else { return true }
      notifications.append(Notification(queue: queue, qos: qos, flags: flags, work: work))
      return false
    }
    if runNow { queue.async(qos: qos, flags: flags, execute: work) }
  }

  public func notify(queue: DispatchQueue, work: DispatchWorkItem) {
    notify(queue: queue) { work.perform() }
  }

  public func wait() {
    base.wait()
  }

  /// Waits until the group is empty or the engine deadline's delay has passed in real time.
  public func wait(timeout: DispatchTime) -> DispatchTimeoutResult {
    base.wait(timeout: timeout.dispatchDeadline)
  }

  public func wait(wallTimeout timeout: DispatchWallTime) -> DispatchTimeoutResult {
    base.wait(wallTimeout: timeout)
  }
}
