import Foundation

/// The hierarchy's core (`HierarchyCore`) as a query reads it: a square table no larger than the
/// hierarchy, each node's cost to itself 0 and every cost a number that is not negative (∞ where a
/// node cannot be reached), so joining two sides through it adds costs as the searches do. A cost
/// too low for the arcs is what a query finds walking a path back (`CoreArcs.path`), and it then
/// searches to the top instead; a cost too high cannot be told from a real one (`HierarchyCore`).
extension MapValidator {
  static func validateCore(_ hierarchy: ContractionHierarchy, check: (Bool, String) throws -> Void) throws {
    let core = hierarchy.core
    let size = core.size
    try check(
      size * size == core.cost.count && size <= hierarchy.nodeCount, "bad contraction hierarchy core size")
    let isValid = core.cost.withUnsafeBufferPointer { cost in
      // Four at a time and no early exit, so the check runs at the speed of memory (32 MB at 100×;
      // one at a time it took 7 instructions a cost, callgrind); a NaN fails `>= 0`.
      guard let base = cost.baseAddress else { return true }  // no core (a map of a few roads)
      let raw = UnsafeRawPointer(base)
      let stride = MemoryLayout<SIMD4<Double>>.stride
      var valid = SIMDMask<SIMD4<Int64>>(repeating: true)
      for quad in 0..<cost.count / 4 {
        valid .&= raw.loadUnaligned(fromByteOffset: quad * stride, as: SIMD4<Double>.self) .>= 0
      }
      var isValid = !any(.!valid)
      for index in cost.count / 4 * 4..<cost.count { isValid = isValid && cost[index] >= 0 }
      for node in 0..<size { isValid = isValid && cost[node * size + node] == 0 }
      return isValid
    }
    try check(isValid, "contraction hierarchy core costs negative, not numbers or not 0 to themselves")
  }
}
