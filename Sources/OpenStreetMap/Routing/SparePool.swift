import Foundation

/// A bounded stack of spare values handed between threads (HierarchySearch's finished query sides).
/// Locked with `NSLock`, a pthread mutex, rather than `Synchronization.Mutex`: the standard library's
/// futex-based lock is invisible to ThreadSanitizer, which then reports every access inside it as a
/// race, while pthread locks are intercepted (a value popped on one thread after another pushed it is
/// seen as ordered). `@unchecked Sendable` because every access to `values` holds `lock`.
final class SparePool<Value>: @unchecked Sendable {
  private let lock = NSLock()
  private var values: [Value] = []
  /// At most this many are kept (a burst of parallel users does not pin memory).
  let limit: Int

  init(limit: Int) {
    self.limit = limit
  }

  /// A spare value, if one is kept.
  func pop() -> Value? {
    lock.withLock { values.popLast() }
  }

  /// Keeps `value` for a later `pop`, unless `limit` are kept already.
  func keep(_ value: Value) {
    lock.withLock { if values.count < limit { values.append(value) } }
  }
}
