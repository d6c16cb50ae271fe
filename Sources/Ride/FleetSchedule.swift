import Foundation

/// When each car's next thing happens (a parked car sets off, a driving car arrives), earliest
/// first: the fleet handles them in the order they happen, whatever steps the host takes, so what
/// one car does at a moment sees every other car as it was at that moment. A binary min-heap of
/// (time, car) — ties go to the lower car — with stale entries skipped: a car whose plans changed
/// (a passenger took it) simply gets a new entry, and the old one no longer matches its state.
struct FleetSchedule: Sendable {
  private var heap: [Entry] = []

  struct Entry: Sendable {
    /// Seconds since the reference date (exactly the `Date`'s own value).
    var time: Double
    var car: Int

    static func < (a: Entry, b: Entry) -> Bool { (a.time, a.car) < (b.time, b.car) }
  }

  var isEmpty: Bool { heap.isEmpty }

  /// Car `car` has something due at `date`.
  mutating func add(_ car: Int, at date: Date) {
    heap.append(Entry(time: date.timeIntervalSinceReferenceDate, car: car))
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child] < heap[parent] else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  /// Removes and returns the earliest entry due at or before `date`; nil when none is.
  mutating func popDue(by date: Date) -> (car: Int, date: Date)? {
    guard let first = heap.first, first.time <= date.timeIntervalSinceReferenceDate else { return nil }
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var smallest = parent
        if left < heap.count && heap[left] < heap[smallest] { smallest = left }
        if right < heap.count && heap[right] < heap[smallest] { smallest = right }
        guard smallest != parent else { break }
        heap.swapAt(parent, smallest)
        parent = smallest
      }
    }
    return (first.car, Date(timeIntervalSinceReferenceDate: first.time))
  }
}
