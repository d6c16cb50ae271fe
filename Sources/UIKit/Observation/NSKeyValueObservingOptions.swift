import Foundation

// Foundation on Linux has no key-value observing (it needs the Objective-C runtime), so the engine
// supplies Apple's block-based KVO API for its own objects, with Apple's names.

/// What a change notification carries, as Foundation's options.
public struct NSKeyValueObservingOptions: OptionSet, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }

  /// The change carries the new value.
  public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
  /// The change carries the old value.
  public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
  /// The handler runs once at once, from `observe`, with the current value as the new value.
  public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
  /// Accepted for source compatibility; the engine reports changes after they happen only.
  public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of change; the engine's observable properties are all set, never collections.
public enum NSKeyValueChange: UInt, Sendable {
  case setting = 1, insertion, removal, replacement
}

/// One change of an observed property.
public struct NSKeyValueObservedChange<Value> {
  public let kind: NSKeyValueChange
  /// The new value, when observed with `.new` (or `.initial`).
  public let newValue: Value?
  /// The old value, when observed with `.old`.
  public let oldValue: Value?
  public let indexes: IndexSet?
  public let isPrior: Bool
}
