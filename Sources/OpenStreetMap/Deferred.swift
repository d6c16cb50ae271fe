import Foundation

/// A value made on first use, once, by whichever thread asks first: what only some commands need
/// (the search index, the landmarks) is not built when a map opens.
final class Deferred<Value: Sendable>: @unchecked Sendable {
  private let lock = NSLock()
  private var value: Value?
  private let make: @Sendable () -> Value

  init(_ make: @escaping @Sendable () -> Value) {
    self.make = make
  }

  /// The value, made now if it was not yet.
  var wrapped: Value {
    lock.withLock {
      if let value { return value }
      let made = make()
      value = made
      return made
    }
  }
}
