import CPrefetch
import Foundation

/// An array of fixed-layout values that may live in a memory-mapped map file: a map opened from
/// disk reads its columns in place (no copy, no parse; only the pages a query touches are read),
/// while an import builds them like arrays. Appending to a mapped column copies it first, as
/// writing to a shared array does.
public struct Column<Element: BitwiseCopyable>: RandomAccessCollection, @unchecked Sendable {
  /// Keeps the elements alive: an owned buffer, or the mapped file.
  private var storage: ColumnStorage
  private var base: UnsafeMutablePointer<Element>?
  public private(set) var count: Int

  public var startIndex: Int { 0 }
  public var endIndex: Int { count }

  public init() {
    storage = ColumnStorage.empty
    base = nil
    count = 0
  }

  /// `count` elements at `pointer`, kept alive by `owner` (a mapped file); never written.
  init(mapped pointer: UnsafeRawPointer, count: Int, owner: ColumnStorage) {
    storage = owner
    base = UnsafeMutablePointer(mutating: pointer.assumingMemoryBound(to: Element.self))
    self.count = count
  }

  public init<S: Sequence>(_ elements: S) where S.Element == Element {
    self.init()
    append(contentsOf: elements)
  }

  public init(repeating value: Element, count: Int) {
    self.init()
    reserveCapacity(count)
    for _ in 0..<count { append(value) }
  }

  public subscript(index: Int) -> Element {
    get {
      precondition(index >= 0 && index < count, "Column index out of range")
      return base.unsafelyUnwrapped[index]
    }
    set {
      precondition(index >= 0 && index < count, "Column index out of range")
      makeUniqueOwned(capacity: count)
      base.unsafelyUnwrapped[index] = newValue
    }
  }

  /// Asks the processor to bring element `index` into cache without waiting for it, so reads that
  /// would each miss it (a long route's edges, all over a large map) overlap. A prefetch never
  /// faults, but an index out of range asks nothing rather than form a pointer outside the column.
  func prefetch(_ index: Int) {
    guard index >= 0 && index < count else { return }
    hail_prefetch(base.unsafelyUnwrapped + index)
  }

  public mutating func append(_ element: Element) {
    makeUniqueOwned(capacity: count + 1)
    (base.unsafelyUnwrapped + count).initialize(to: element)
    count += 1
  }

  public mutating func append<S: Sequence>(contentsOf elements: S) where S.Element == Element {
    reserveCapacity(count + elements.underestimatedCount)
    for element in elements { append(element) }
  }

  public static func += <S: Sequence>(column: inout Column, elements: S) where S.Element == Element {
    column.append(contentsOf: elements)
  }

  public mutating func reserveCapacity(_ capacity: Int) {
    makeUniqueOwned(capacity: capacity)
  }

  /// The elements in place, for bulk copies (element by element, a generic column is slow in
  /// debug builds, where nothing is specialised).
  public func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) throws -> R) rethrows -> R {
    try body(UnsafeBufferPointer(start: base, count: count))
  }

  /// The first element's address, for hot loops whose indexes were checked beforehand (the
  /// hierarchy's query, over arcs the map's validator checked); valid while the column lives. An
  /// empty column's is never read.
  var unsafeBase: UnsafePointer<Element> {
    UnsafePointer(base ?? UnsafeMutablePointer(bitPattern: MemoryLayout<Element>.alignment)!)
  }

  /// The bytes in place (for writing a map file and checksums).
  func withUnsafeBytes<R>(_ body: (UnsafeRawBufferPointer) throws -> R) rethrows -> R {
    try body(UnsafeRawBufferPointer(start: base, count: count * MemoryLayout<Element>.stride))
  }

  /// Makes the storage this column's own, with room for `capacity` elements (doubling, as arrays
  /// grow, so appends cost amortised constant time). Mapped storage has no capacity: it is copied.
  private mutating func makeUniqueOwned(capacity: Int) {
    if storage.capacity >= Swift.max(capacity, 1) && isKnownUniquelyReferenced(&storage) { return }
    let grown = Swift.max(capacity, storage.capacity * 2, 8)
    let fresh = OwnedColumnStorage(bytes: grown * MemoryLayout<Element>.stride, capacity: grown)
    let pointer = fresh.pointer.bindMemory(to: Element.self, capacity: grown)
    if let base { pointer.initialize(from: base, count: count) }
    storage = fresh
    base = pointer
  }
}

extension Column: ExpressibleByArrayLiteral {
  public init(arrayLiteral elements: Element...) { self.init(elements) }
}

extension Column: Equatable where Element: Equatable {
  public static func == (a: Column, b: Column) -> Bool { a.elementsEqual(b) }
}

/// What keeps a column's elements alive; `capacity` is how many elements a column may append in
/// place (0 for memory it does not own).
class ColumnStorage: @unchecked Sendable {
  static let empty = ColumnStorage(capacity: 0)
  let capacity: Int

  init(capacity: Int) { self.capacity = capacity }
}

/// Memory a column allocated, freed with it.
final class OwnedColumnStorage: ColumnStorage, @unchecked Sendable {
  let pointer: UnsafeMutableRawPointer

  init(bytes: Int, capacity: Int) {
    pointer = UnsafeMutableRawPointer.allocate(byteCount: max(bytes, 1), alignment: 16)
    super.init(capacity: capacity)
  }

  deinit { pointer.deallocate() }
}
