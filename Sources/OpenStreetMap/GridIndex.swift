import Foundation

/// A uniform grid over the map for rectangle queries: each item is listed in every cell its box
/// touches. For a city extract a grid beats an R-tree: building it is one counting pass, and a
/// viewport touches a few dozen cells.
struct GridIndex: Sendable {
  let bounds: MapRect
  let cellSize: Double
  let columns: Int
  let rows: Int
  /// Cell `c`'s items are `items[cellStart[c] ..< cellStart[c + 1]]`.
  private let cellStart: [Int32]
  private let items: [Int32]

  /// Indexes `boxes` (item `i` has box `boxes[i]`; null boxes are skipped).
  init(bounds: MapRect, cellSize: Double, boxes: [MapRect]) {
    let bounds = bounds.isNull ? MapRect(minX: 0, minY: 0, maxX: 1, maxY: 1) : bounds
    self.bounds = bounds
    self.cellSize = cellSize
    columns = max(1, Int((bounds.width / cellSize).rounded(.up)))
    rows = max(1, Int((bounds.height / cellSize).rounded(.up)))
    var counts = [Int32](repeating: 0, count: columns * rows + 1)
    var ranges: [(ClosedRange<Int>, ClosedRange<Int>)?] = []
    ranges.reserveCapacity(boxes.count)
    for box in boxes {
      let range = box.isNull ? nil : GridIndex.cells(box, bounds, cellSize, columns, rows)
      ranges.append(range)
      guard let (xs, ys) = range else { continue }
      for y in ys { for x in xs { counts[y * columns + x + 1] += 1 } }
    }
    for cell in 0..<columns * rows { counts[cell + 1] += counts[cell] }
    var fill = counts
    var items = [Int32](repeating: 0, count: Int(counts.last!))
    for (item, range) in ranges.enumerated() {
      guard let (xs, ys) = range else { continue }
      for y in ys {
        for x in xs {
          items[Int(fill[y * columns + x])] = Int32(item)
          fill[y * columns + x] += 1
        }
      }
    }
    cellStart = counts
    self.items = items
  }

  private static func cells(
    _ box: MapRect, _ bounds: MapRect, _ cellSize: Double, _ columns: Int, _ rows: Int
  ) -> (ClosedRange<Int>, ClosedRange<Int>)? {
    guard box.intersects(bounds) else { return nil }
    func clamp(_ value: Double, _ count: Int) -> Int { min(max(Int(value / cellSize), 0), count - 1) }
    return (
      clamp(box.minX - bounds.minX, columns)...clamp(box.maxX - bounds.minX, columns),
      clamp(box.minY - bounds.minY, rows)...clamp(box.maxY - bounds.minY, rows)
    )
  }

  /// Calls `body` with every item whose cell touches `rect`; an item may come more than once.
  func forEachCandidate(in rect: MapRect, _ body: (Int) -> Void) {
    guard let (xs, ys) = GridIndex.cells(rect, bounds, cellSize, columns, rows) else { return }
    for y in ys {
      for x in xs {
        let cell = y * columns + x
        for index in Int(cellStart[cell])..<Int(cellStart[cell + 1]) { body(Int(items[index])) }
      }
    }
  }

  /// The distinct items whose cells touch `rect`, in ascending order.
  func candidates(in rect: MapRect) -> [Int] {
    var result: [Int] = []
    forEachCandidate(in: rect) { result.append($0) }
    result.sort()
    var unique: [Int] = []
    unique.reserveCapacity(result.count)
    for item in result where unique.last != item { unique.append(item) }
    return unique
  }
}
