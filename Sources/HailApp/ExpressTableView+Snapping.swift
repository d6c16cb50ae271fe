import UIKit

/// The express sheet rests in one of three places, as Didi's does: the first card peeking up from
/// the bottom, half (the sheet covers half the map below the header, which stays), or full (the
/// first card at the top, the header slid away). Where a drag would carry it is
/// projected by the scroll view's own deceleration; the sheet goes to the rest nearest that, with
/// UIKit's target-content-offset rule (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`).
/// Past full, the list scrolls freely.
extension ExpressTableView {
  /// The content offsets of the rests: peeking, half, full.
  var restingOffsets: [CGFloat] {
    let peek = -contentInset.top
    // The first card's top sits at `tableTop − offset` on screen.
    let halfTop = HomeLayout.headerHeight + (HomeLayout.screenHeight - HomeLayout.headerHeight) / 2
    let half = HomeLayout.tableTop - halfTop
    let full: CGFloat = 0
    return [peek, max(half, peek), full]
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    let proposed = targetContentOffset.pointee.y
    guard let full = restingOffsets.last, proposed < full else { return }
    let nearest = restingOffsets.min { abs($0 - proposed) < abs($1 - proposed) } ?? proposed
    targetContentOffset.pointee.y = nearest
  }
}
