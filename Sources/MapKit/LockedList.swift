import Foundation

/// A list that any thread appends to and reads whole: what the map's tile drawings note from the
/// main thread and the tile threads (their times, a test source's record). Locked with `NSLock`, a
/// pthread mutex, rather than `Synchronization.Mutex`: ThreadSanitizer cannot see the standard
/// library's futex lock and reported every append inside one as a race (`make sanitize-thread`,
/// session 16), while pthread locks are intercepted. `@unchecked Sendable` because every access
/// to `elements` holds `lock`.
final class LockedList<Element: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var elements: [Element] = []

  func append(_ element: Element) {
    lock.withLock { elements.append(element) }
  }

  /// The elements appended so far, in order.
  var all: [Element] {
    lock.withLock { elements }
  }
}
