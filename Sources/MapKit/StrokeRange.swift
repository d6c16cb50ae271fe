import Foundation
@_spi(Hail) import UIKit

/// The part of a shape's outline that is stroked, as fractions of its length: `strokeStart` and
/// `strokeEnd` of MapKit's polyline, polygon and circle renderers, set on the main thread and read
/// by drawing on the map's overlay queue. The fill ignores them. Locked with `NSLock`, which
/// ThreadSanitizer sees (see `LockedList`); `@unchecked Sendable` because every access to `ends`
/// holds `lock`.
final class StrokeRange: @unchecked Sendable {
  private let lock = NSLock()
  /// MapKit's defaults, 0 and 1: the whole outline.
  private var ends: (start: CGFloat, end: CGFloat) = (0, 1)

  func set(from start: CGFloat, to end: CGFloat) {
    lock.withLock { ends = (start, end) }
  }

  /// The part of `path` to stroke, the ends clamped to 0…1: all of it from 0 to 1, nil when the
  /// ends meet or cross.
  func part(of path: CGPath) -> CGPath? {
    let (start, end) = lock.withLock { ends }
    return path.strokedPart(from: start, to: end)
  }
}
