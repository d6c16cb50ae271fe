extension MapFeature {
  /// A feature's parts (`MapFeature.parts`), read in place from the map's points. Copied, each
  /// feature cost two mallocs at least (the parts' array and each part's points), most of those
  /// that took the allocator's lock on the map's tile and label-placement threads (a uprobe on
  /// glibc's `_int_malloc` over a paced ride tour, session 49): threads of the lowest priority,
  /// which another process may keep from running while they hold that lock, and the main thread
  /// then waits for it.
  public struct Parts: RandomAccessCollection, Sendable {
    /// The map's points and where each of its parts starts in them (`MapData.partStarts`).
    let points: Column<MapPoint>
    let partStarts: Column<Int32>
    /// The feature's first part, and how many it has.
    let first: Int
    public let count: Int

    public var startIndex: Int { 0 }
    public var endIndex: Int { count }

    public subscript(index: Int) -> Part {
      precondition(index >= 0 && index < count, "MapFeature.Parts index out of range")
      let start = Int(partStarts[first + index])
      let end = Int(partStarts[first + index + 1])
      return Part(
        owner: points, points: UnsafeBufferPointer(start: points.unsafeBase + start, count: end - start))
    }
  }

  /// One part's points, a line or a ring, in place in the map's points.
  public struct Part: RandomAccessCollection, @unchecked Sendable {
    /// Keeps `points` alive, and unchanged: a column copies its storage before any write while
    /// another copy shares it, as this one does (for a map read from a file or built in memory).
    let owner: Column<MapPoint>
    @usableFromInline let points: UnsafeBufferPointer<MapPoint>

    @inlinable public var startIndex: Int { 0 }
    @inlinable public var endIndex: Int { points.count }

    @inlinable public subscript(index: Int) -> MapPoint {
      precondition(index >= 0 && index < points.count, "MapFeature.Part index out of range")
      return points[index]
    }

    /// The points in one block, so that a copy (`Array(part)`) is one move, not a loop.
    @inlinable public func withContiguousStorageIfAvailable<R>(
      _ body: (UnsafeBufferPointer<MapPoint>) throws -> R
    ) rethrows -> R? {
      try body(points)
    }
  }
}
