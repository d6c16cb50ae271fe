import Synchronization

/// The work given to a `QueueThread` and not yet taken: a lock-free stack (Treiber's) that any
/// thread pushes onto and the queue's thread empties at once, so a thread giving work never waits
/// for a lock the queue's thread, preempted or starved under `SCHED_IDLE`, may hold. Taking all at
/// once, and never one from the top, leaves no node another thread may be reading (no ABA).
final class WorkStack: @unchecked Sendable {
  private struct Node {
    let work: @Sendable () -> Void
    var next: UnsafeMutablePointer<Node>?
  }

  /// The newest work, which links to the work given before it.
  private let top = Atomic<UnsafeMutablePointer<Node>?>(nil)

  deinit {
    _ = takeAllNewestFirst()
  }

  /// Whether no work waits.
  var isEmpty: Bool { top.load(ordering: .sequentiallyConsistent) == nil }

  /// Adds `work` after all the work given before it.
  func push(_ work: @escaping @Sendable () -> Void) {
    let node = UnsafeMutablePointer<Node>.allocate(capacity: 1)
    node.initialize(to: Node(work: work, next: top.load(ordering: .relaxed)))
    while case let (exchanged, current) = top.compareExchange(
      expected: node.pointee.next, desired: node, ordering: .sequentiallyConsistent), !exchanged
    {
      node.pointee.next = current
    }
  }

  /// All the work waiting, newest first (so the taker pops the oldest off the end, letting go of
  /// each item as it runs it), leaving none.
  func takeAllNewestFirst() -> [@Sendable () -> Void] {
    var node = top.exchange(nil, ordering: .sequentiallyConsistent)
    var work: [@Sendable () -> Void] = []
    while let taken = node {
      work.append(taken.pointee.work)
      node = taken.pointee.next
      taken.deinitialize(count: 1)
      taken.deallocate()
    }
    return work
  }
}
