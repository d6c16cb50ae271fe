@preconcurrency import Dispatch
import Foundation

/// Dispatch's queue, with the main queue on the engine's run loop: work sent to
/// `DispatchQueue.main` runs at the run loop's next turn on the main thread, and `asyncAfter` when
/// the engine clock reaches the deadline (virtual headless, so a replay never waits). Every other
/// queue behaves as a Dispatch queue, handed the same delay on the real clock; a serial queue of
/// `.utility` or `.background` QoS runs its work on a thread of its own at a lower priority
/// (`QueueThread`), as Apple systems run such work, where Dispatch on Linux only nudges its pool
/// threads' priority, and one of `.userInteractive` or `.userInitiated` QoS on a thread of its own
/// at the app's priority, where Dispatch may run it above the main thread.
///
/// Deadlines are this module's `DispatchTime`, on the engine clock.
public final class DispatchQueue: @unchecked Sendable {
  /// The Dispatch queue doing the work (or timing it, for a queue with a thread of its own); nil
  /// for the main queue.
  private let base: Dispatch.DispatchQueue?
  /// The thread running the work of a serial queue of low or user QoS (or of the queue it targets;
  /// see `QueueThread.priority(for:)`).
  private let thread: QueueThread?
  /// The queue whose thread this one's work runs on, kept while this one is, as Dispatch keeps a
  /// target; nil when the thread is this queue's own, to end when the queue is gone.
  private let target: DispatchQueue?
  public let label: String

  /// The engine's main queue; its work runs on the main thread, on the engine's clock.
  public static let main = DispatchQueue(mainWithLabel: "com.apple.main-thread")
  static let mainStore = MainQueueStore()

  private init(mainWithLabel label: String) {
    base = nil
    thread = nil
    target = nil
    self.label = label
  }

  private init(
    base: Dispatch.DispatchQueue, thread: QueueThread? = nil, target: DispatchQueue? = nil
  ) {
    self.base = base
    self.thread = thread
    self.target = target
    label = base.label
  }

  deinit {
    if target == nil { thread?.close() }
  }

  public convenience init(
    label: String, qos: DispatchQoS = .unspecified, attributes: Attributes = [],
    autoreleaseFrequency: AutoreleaseFrequency = .inherit, target: DispatchQueue? = nil
  ) {
    let base = Dispatch.DispatchQueue(
      label: label, qos: qos, attributes: attributes, autoreleaseFrequency: autoreleaseFrequency,
      target: target?.base)
    if let shared = target?.thread {
      // Work for a queue with a thread of its own runs there, in one order with the queue's.
      self.init(base: base, thread: shared, target: target)
    } else if !attributes.contains(.concurrent), target == nil,
      let priority = QueueThread.priority(for: qos.qosClass)
    {
      self.init(base: base, thread: QueueThread(label: label, priority: priority))
    } else {
      self.init(base: base)
    }
  }

  public typealias Attributes = Dispatch.DispatchQueue.Attributes
  public typealias AutoreleaseFrequency = Dispatch.DispatchQueue.AutoreleaseFrequency

  /// A global concurrent Dispatch queue.
  public static func global(qos: DispatchQoS.QoSClass = .default) -> DispatchQueue {
    DispatchQueue(base: .global(qos: qos))
  }

  public static func concurrentPerform(iterations: Int, execute work: (Int) -> Void) {
    // Dispatch runs `work` on several threads and returns when all are done; the caller's closure
    // outlives none of them, as Dispatch's own (non-Sendable) signature on Apple systems says.
    withoutActuallyEscaping(work) { work in
      nonisolated(unsafe) let work = work
      Dispatch.DispatchQueue.concurrentPerform(iterations: iterations) { work($0) }
    }
  }

  /// Runs `work` at the next turn of the run loop (the main queue) or as Dispatch does; a `group`
  /// counts it until it has run.
  public func async(
    group: DispatchGroup? = nil, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable () -> Void
  ) {
    group?.enter()
    let counted: @Sendable () -> Void = {
      work()
      group?.leave()
    }
    guard let base else { return Self.mainStore.enqueue(counted) }
    if let thread { return thread.enqueue(counted) }
    base.async(qos: qos, flags: flags, execute: counted)
  }

  public func async(execute workItem: DispatchWorkItem) {
    guard let base else { return Self.mainStore.enqueue { workItem.perform() } }
    // A cancelled item's `perform()` skips its body and still releases its waiters, as Dispatch's.
    if let thread { return thread.enqueue { workItem.perform() } }
    base.async(execute: workItem)
  }

  /// Runs `work` when the engine clock reaches `deadline` (on the main queue), or as Dispatch does
  /// after the same delay.
  public func asyncAfter(
    deadline: DispatchTime, qos: DispatchQoS = .unspecified, flags: DispatchWorkItemFlags = [],
    execute work: @escaping @Sendable () -> Void
  ) {
    guard let base else {
      guard let due = deadline.engineSeconds else { return }
      return Self.mainStore.enqueue(work, due: due)
    }
    if let thread {
      return base.asyncAfter(deadline: deadline.dispatchDeadline) { thread.enqueue(placing: false, work) }
    }
    base.asyncAfter(deadline: deadline.dispatchDeadline, qos: qos, flags: flags, execute: work)
  }

  /// A cancelled item does not run (`DispatchWorkItem.cancel()`), as with Dispatch.
  public func asyncAfter(deadline: DispatchTime, execute workItem: DispatchWorkItem) {
    guard let base else {
      guard let due = deadline.engineSeconds else { return }
      return Self.mainStore.enqueue({ if !workItem.isCancelled { workItem.perform() } }, due: due)
    }
    if let thread {
      return base.asyncAfter(deadline: deadline.dispatchDeadline) {
        thread.enqueue(placing: false) { workItem.perform() }
      }
    }
    base.asyncAfter(deadline: deadline.dispatchDeadline, execute: workItem)
  }

  /// Runs `work` and returns its result. On the main queue from the main thread it runs at once:
  /// Dispatch would deadlock there; the engine's main queue has no thread of its own to wait for.
  public func sync<T>(execute work: () throws -> T) rethrows -> T {
    guard let base else {
      if Thread.isMainThread { return try work() }
      return try Dispatch.DispatchQueue.main.sync(execute: work)
    }
    guard let thread else { return try base.sync(execute: work) }
    return try thread.sync(work)
  }

  /// Waits for `semaphore`, which work given to this queue signals: if it must wait, a queue with a
  /// thread of its own (`QueueThread`) lets that thread use every core until work is given again,
  /// the waiting thread's among them (it is kept off the core of the thread that gave it work,
  /// which a wait leaves idle). Dispatch has no such call; a wait on the semaphore alone does the
  /// same elsewhere.
  @_spi(Hail) public func wait(for semaphore: DispatchSemaphore) {
    // Signalled already: no wait, so the thread stays off the caller's core, which is busy.
    if semaphore.wait(wallTimeout: .now()) == .success { return }
    thread?.widenForWait()
    semaphore.wait()
  }
}
