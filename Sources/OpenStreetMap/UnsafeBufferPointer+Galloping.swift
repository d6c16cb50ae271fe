import Foundation

extension UnsafeBufferPointer where Element: Comparable {
  /// The index of the first element not below `value`, at or after `start`, in ascending elements
  /// (all before `start` below it): doubling steps from `start`, then a binary search of the last
  /// step — O(log d) for an answer d places on, so ascending look-ups that land near each other
  /// (a sorted list's values in a longer one, a query's tile rows) cost a few probes each.
  func gallop(to value: Element, from start: Int) -> Int {
    var low = start
    var high = start
    var step = 1
    while high < count && self[high] < value {
      low = high + 1
      high = low + step
      step *= 2
    }
    high = Swift.min(high, count)
    while low < high {
      let middle = (low + high) / 2
      if self[middle] < value { low = middle + 1 } else { high = middle }
    }
    return low
  }
}
