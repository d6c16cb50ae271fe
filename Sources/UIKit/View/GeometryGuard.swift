import Foundation

/// What the engine does with geometry UIKit would reject.
///
/// UIKit raises an exception for NaN or infinite geometry ("CALayer position contains NaN"); the
/// engine must not crash, so such a value is ignored (the property keeps its old value) and reported
/// through `GeometryGuard.report`. A negative size is standardized (the origin moves to the minimum
/// corner), as `CGRect.standardized` does.
@preconcurrency @MainActor
@_spi(Hail) public enum GeometryGuard {
  /// Receives a line for every rejected value; prints to standard error by default.
  public static var report: (String) -> Void = { message in
    FileHandle.standardError.write(Data("UIKit: \(message)\n".utf8))
  }

  static func reject(_ value: Any) {
    report("ignored non-finite geometry \(value)")
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
