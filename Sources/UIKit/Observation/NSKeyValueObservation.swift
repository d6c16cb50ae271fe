import Foundation

/// A running observation: the handler runs while this token is alive and not invalidated. As with
/// Foundation's, the observed object does not retain it, so releasing the token ends it.
@preconcurrency @MainActor
public final class NSKeyValueObservation: NSObject {
  private var check: (() -> Void)?

  init(check: @escaping () -> Void) {
    self.check = check
  }

  /// Stops the observation; the handler is released. Safe to call more than once, and from the
  /// handler itself.
  public func invalidate() {
    check = nil
  }

  var isValid: Bool { check != nil }

  func fire() {
    check?()
  }
}

/// The observations of one object. Owners call `notify()` after any observable property changed;
/// each observation reads its key path and reports when the value differs from the last one it saw.
/// Reading back through the key path makes dependent properties (a view's `frame` follows its
/// `center` and `bounds`) report without a dependency table.
@preconcurrency @MainActor
public final class KeyValueObserverList {
  private struct Entry {
    weak var observation: NSKeyValueObservation?
  }
  private var entries: [Entry] = []

  init() {}

  func add(_ observation: NSKeyValueObservation) {
    entries.append(Entry(observation: observation))
  }

  /// Runs the handlers whose values changed. A handler may invalidate or release any observation,
  /// start new ones, or change the object again (which notifies again, re-entrantly, as KVO does).
  func notify() {
    guard !entries.isEmpty else { return }
    entries.removeAll { $0.observation?.isValid != true }
    for entry in entries {
      guard let observation = entry.observation, observation.isValid else { continue }
      observation.fire()
    }
  }
}

/// Objects whose properties can be observed with `observe(_:options:changeHandler:)`.
@preconcurrency @MainActor
public protocol _KeyValueCodingAndObserving: AnyObject {
  var _keyValueObservers: KeyValueObserverList { get }
}

extension _KeyValueCodingAndObserving {
  /// Accepted for source compatibility with manual KVO: observers compare values after the change,
  /// so only `didChangeValue(for:)` has work to do.
  public func willChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {}

  /// Tells the observers that `keyPath` may have changed, as Foundation's manual KVO: a subclass
  /// calls it from a stored property's `didSet` to make the property observable.
  public func didChangeValue<Value>(for keyPath: KeyPath<Self, Value>) {
    _keyValueObservers.notify()
  }

  /// Observes `keyPath` of this object, as Foundation's `NSObject.observe(_:options:changeHandler:)`.
  /// The handler runs after each change of the value (not for a set of the same value), with the
  /// values `options` asks for. Keep the returned token; the observation ends with it.
  public func observe<Value>(
    _ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
    changeHandler: @escaping (Self, NSKeyValueObservedChange<Value>) -> Void
  ) -> NSKeyValueObservation {
    var lastValue = self[keyPath: keyPath]
    let observation = NSKeyValueObservation { [weak self] in
      guard let self else { return }
      let value = self[keyPath: keyPath]
      guard valuesDiffer(lastValue, value) else { return }
      let oldValue = lastValue
      lastValue = value
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? value : nil,
          oldValue: options.contains(.old) ? oldValue : nil, indexes: nil, isPrior: false))
    }
    _keyValueObservers.add(observation)
    if options.contains(.initial) {
      changeHandler(
        self,
        NSKeyValueObservedChange(
          kind: .setting, newValue: options.contains(.new) ? lastValue : nil, oldValue: nil, indexes: nil,
          isPrior: false))
    }
    return observation
  }
}

/// Whether two values differ; values that are not Equatable always count as changed.
private func valuesDiffer<Value>(_ lhs: Value, _ rhs: Value) -> Bool {
  guard let lhs = lhs as? any Equatable else { return true }
  return !lhs.isEqual(to: rhs)
}

extension Equatable {
  fileprivate func isEqual(to other: Any) -> Bool {
    guard let other = other as? Self else { return false }
    return self == other
  }
}
