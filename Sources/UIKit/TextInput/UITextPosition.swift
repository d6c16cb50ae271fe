import Foundation

/// A place in a text input's text, as UIKit's `UITextPosition`: opaque to callers, who move
/// between positions with the input's `position(from:offset:)` and `offset(from:to:)`.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
  /// The UTF-16 offset in the engine's text inputs; nil for positions made outside the engine.
  let utf16Offset: Int?

  public override init() {
    utf16Offset = nil
  }

  init(utf16Offset: Int) {
    self.utf16Offset = utf16Offset
  }

  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITextPosition, let utf16Offset else { return self === object as AnyObject }
    return other.utf16Offset == utf16Offset
  }

  override open var hash: Int { utf16Offset ?? ObjectIdentifier(self).hashValue }
}

/// A range of a text input's text between two positions, as UIKit's `UITextRange`.
@preconcurrency @MainActor
open class UITextRange: NSObject {
  private let startPosition: UITextPosition
  private let endPosition: UITextPosition

  public override init() {
    startPosition = UITextPosition()
    endPosition = startPosition
  }

  init(start: UITextPosition, end: UITextPosition) {
    startPosition = start
    endPosition = end
  }

  /// The range between the UTF-16 offsets `range` covers.
  convenience init(_ range: NSRange) {
    self.init(
      start: UITextPosition(utf16Offset: range.location),
      end: UITextPosition(utf16Offset: range.location + range.length))
  }

  open var start: UITextPosition { startPosition }
  open var end: UITextPosition { endPosition }
  /// Whether the range is a caret (no characters).
  open var isEmpty: Bool { start.isEqual(end) }

  /// The UTF-16 range, for ranges made by the engine's text inputs.
  var nsRange: NSRange? {
    guard let lower = start.utf16Offset, let upper = end.utf16Offset else { return nil }
    return NSRange(location: min(lower, upper), length: abs(upper - lower))
  }

  override open func isEqual(_ object: Any?) -> Bool {
    guard let other = object as? UITextRange, let range = nsRange else { return self === object as AnyObject }
    return other.nsRange == range
  }

  override open var hash: Int { nsRange?.location ?? ObjectIdentifier(self).hashValue }
}

/// The directions of `position(from:in:offset:)` (UIKit's raw values).
public enum UITextLayoutDirection: Int, Sendable {
  case right = 2, left, up, down
}

/// Forward or backward through storage (UIKit's raw values).
public enum UITextStorageDirection: Int, Sendable {
  case forward, backward
}
