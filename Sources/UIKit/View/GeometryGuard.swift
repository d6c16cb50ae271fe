import Foundation

/// What the engine does with geometry UIKit would reject.
///
/// UIKit raises an exception for NaN or infinite geometry ("CALayer position contains NaN"); the
/// engine must not crash, so such a value is ignored (the property keeps its old value) and reported
/// to the environment's diagnostics. A negative size is standardized (the origin moves to the minimum
/// corner), as `CGRect.standardized` does.
@preconcurrency @MainActor
enum GeometryGuard {
  static func reject(_ value: Any) {
    UIApplication.shared.environment.diagnostics("UIKit: ignored non-finite geometry \(value)")
  }

  static func sanitized(_ rect: CGRect) -> CGRect? {
    let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height]
    guard values.allSatisfy(\.isFinite) else {
      reject(rect)
      return nil
    }
    return rect.standardized
  }
}
