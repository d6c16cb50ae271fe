import Foundation

/// Text with attributes over ranges of it, as Foundation's `NSAttributedString` on Apple systems.
///
/// Foundation's own on Linux (swift-corelibs-foundation) stops the process when an attribute whose
/// value is a Swift object (a `UIColor`, a `UIFont`) is replaced or meets a neighbour with another
/// such value: its CoreFoundation storage compares the values with `CFEqual`, which halts on them.
/// UIKit re-exports this class in its place. Ranges and lengths are UTF-16 offsets, as Apple's.
open class NSAttributedString: NSObject, NSCopying, NSMutableCopying {
  /// An attribute's name (Foundation's type of the same name has none of UIKit's keys).
  public struct Key: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
  }

  /// Options for the enumerating methods.
  public struct EnumerationOptions: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    // Apple's raw values (NSAttributedString.h).
    public static let reverse = EnumerationOptions(rawValue: 1 << 1)
    public static let longestEffectiveRangeNotRequired = EnumerationOptions(rawValue: 1 << 20)
  }

  /// The characters and their runs; kept coalesced (no two neighbouring runs with equal attributes).
  var storage: AttributedStorage

  public init(string str: String) {
    storage = AttributedStorage(string: str, attributes: [:])
    super.init()
  }

  public init(string str: String, attributes attrs: [NSAttributedString.Key: Any]? = nil) {
    storage = AttributedStorage(string: str, attributes: attrs ?? [:])
    super.init()
  }

  public init(attributedString attrStr: NSAttributedString) {
    storage = attrStr.storage
    super.init()
  }

  init(storage: AttributedStorage) {
    self.storage = storage
    super.init()
  }

  /// The characters.
  open var string: String { storage.string }
  /// The length in UTF-16 code units.
  open var length: Int { storage.length }

  /// The attributes at UTF-16 offset `location` and, in `range`, how far they extend. Apple raises
  /// an exception for a location outside the string; this stops the process likewise.
  open func attributes(at location: Int, effectiveRange range: NSRangePointer?) -> [NSAttributedString.Key:
    Any]
  {
    let (attributes, runRange) = storage.run(at: location)
    range?.pointee = runRange
    return attributes
  }

  open func attribute(
    _ attrName: NSAttributedString.Key, at location: Int, effectiveRange range: NSRangePointer?
  )
    -> Any?
  {
    guard range != nil else { return storage.run(at: location).attributes[attrName] }
    let value = storage.run(at: location).attributes[attrName]
    range?.pointee = storage.extent(of: attrName, at: location)
    return value
  }

  /// The text and attributes in `range`.
  open func attributedSubstring(from range: NSRange) -> NSAttributedString {
    NSAttributedString(storage: storage.substring(range))
  }

  /// Calls `block` with each run of attributes in `enumerationRange` (clipped to it), in order or
  /// reversed; setting the block's `stop` to true ends the walk.
  open func enumerateAttributes(
    in enumerationRange: NSRange, options opts: EnumerationOptions = [],
    using block: ([NSAttributedString.Key: Any], NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var runs = storage.runs(in: enumerationRange)
    if opts.contains(.reverse) { runs.reverse() }
    var stop = ObjCBool(false)
    for run in runs {
      block(run.attributes, run.range, &stop)
      if stop.boolValue { return }
    }
  }

  /// Calls `block` with each stretch of one value of `attrName` (nil where it is absent).
  open func enumerateAttribute(
    _ attrName: NSAttributedString.Key, in enumerationRange: NSRange, options opts: EnumerationOptions = [],
    using block: (Any?, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void
  ) {
    var stretches: [(value: Any?, range: NSRange)] = []
    for run in storage.runs(in: enumerationRange) {
      let value = run.attributes[attrName]
      if let last = stretches.last, AttributedStorage.equal(last.value, value) {
        stretches[stretches.count - 1].range.length += run.range.length
      } else {
        stretches.append((value, run.range))
      }
    }
    if opts.contains(.reverse) { stretches.reverse() }
    var stop = ObjCBool(false)
    for stretch in stretches {
      block(stretch.value, stretch.range, &stop)
      if stop.boolValue { return }
    }
  }

  open func isEqual(to other: NSAttributedString) -> Bool { storage == other.storage }

  override open func isEqual(_ object: Any?) -> Bool {
    (object as? NSAttributedString).map(isEqual(to:)) ?? false
  }

  override open var hash: Int { string.hashValue }

  override open var description: String {
    "NSAttributedString(\(string.debugDescription), \(storage.runCount) runs)"
  }

  open func copy(with zone: NSZone? = nil) -> Any { NSAttributedString(storage: storage) }

  open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableAttributedString(storage: storage) }
}
