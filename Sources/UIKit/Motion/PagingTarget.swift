import CoreGraphics

/// Where a paging UIScrollView settles when the finger lifts, on one axis, and the motion there.
///
/// Pages sit at multiples of `pageSize` (the bounds size on that axis). A flick — faster than
/// `flickVelocity` — goes to the next page boundary in the direction of the velocity, but at most one
/// page from the page where the drag began; a slower release goes to the nearest page.
@_spi(Hail) public struct PagingTarget: Sendable, Equatable {
  /// The release speed, in points per second, above which a release counts as a flick:
  /// 0.3 pt/ms, the figure common UIScrollView paging emulations use (uikit-behaviour.md, Paging).
  public static let defaultFlickVelocity: CGFloat = 300

  /// The distance between pages, in points (> 0; anything else puts everything on page 0).
  public let pageSize: CGFloat
  /// How many pages there are, ≥ 1 (smaller counts are treated as 1).
  public let pageCount: Int
  /// Release speed above which the release is a flick, in points per second, ≥ 0.
  public let flickVelocity: CGFloat

  /// - Parameters:
  ///   - pageSize: the page width (or height), in points.
  ///   - pageCount: the number of pages.
  ///   - flickVelocity: speed in points per second above which a release is a flick.
  public init(pageSize: CGFloat, pageCount: Int, flickVelocity: CGFloat = PagingTarget.defaultFlickVelocity) {
    self.pageSize = pageSize > 0 && pageSize.isFinite ? pageSize : 0
    self.pageCount = max(pageCount, 1)
    self.flickVelocity = max(flickVelocity, 0)
  }

  /// The content offset, in points, at which `page` is shown (clamped to the valid pages).
  public func offset(ofPage page: Int) -> CGFloat {
    CGFloat(clamp(page)) * pageSize
  }

  /// The valid page nearest to `offset`.
  public func nearestPage(to offset: CGFloat) -> Int {
    page(offset, rounded: .toNearestOrAwayFromZero)
  }

  /// The page to settle on when the finger lifts at `offset` (points) moving at `velocity` (points
  /// per second, positive toward higher offsets), for a drag that began on `startPage`.
  public func targetPage(offset: CGFloat, velocity: CGFloat, startPage: Int) -> Int {
    guard abs(velocity) > flickVelocity else { return nearestPage(to: offset) }
    // The next boundary ahead: a flick back toward the start page returns there rather than skipping.
    let ahead = page(offset, rounded: velocity > 0 ? .up : .down)
    let start = clamp(startPage)
    return clamp(min(max(ahead, start - 1), start + 1))
  }

  /// The motion from `offset` moving at `velocity` to `page`: the scroll view's critically damped
  /// bounce-back spring (stiffness 100, mass 1, ScrollMechanics), which keeps the release velocity
  /// so the handover from the finger is smooth. It overshoots the page once, slightly, only when the
  /// release speed toward the page exceeds √100 = 10 times the remaining distance per second.
  public func motion(from offset: CGFloat, velocity: CGFloat, toPage page: Int) -> SpringModel {
    SpringModel.paging(from: offset, velocity: velocity, to: self.offset(ofPage: page))
  }

  private func page(_ offset: CGFloat, rounded rule: FloatingPointRoundingRule) -> Int {
    guard pageSize > 0, offset.isFinite else { return offset == .infinity ? pageCount - 1 : 0 }
    // Clamp before converting: Int(_:) traps on values it cannot represent.
    let index = (offset / pageSize).rounded(rule)
    return clamp(Int(min(max(index, 0), CGFloat(pageCount - 1))))
  }

  private func clamp(_ page: Int) -> Int {
    min(max(page, 0), pageCount - 1)
  }
}
