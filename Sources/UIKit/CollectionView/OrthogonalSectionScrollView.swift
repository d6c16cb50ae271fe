import Foundation

/// The scroll view of a compositional section that scrolls across its layout (UIKit's is the private
/// `_UICollectionViewOrthogonalScrollerEmbeddedScrollView`): it covers the section's band, holds the
/// section's cells, and rests where the section's `orthogonalScrollingBehavior` says:
/// - `.continuous`: where deceleration ends;
/// - `.continuousGroupLeadingBoundary`: deceleration ends on the nearest group's leading edge (the
///   group then sits at the section's leading inset);
/// - `.paging`: a page of the band's width at a time (the scroll view's own paging);
/// - `.groupPaging` / `.groupPagingCentered`: one group at a time from the group the drag began on
///   (a flick moves to the next group in its direction, a slow release to the nearest group), its
///   leading edge at the section's leading inset or its centre at the band's centre.
/// Targets stay inside the scrollable range. Apple documents the behaviours, not their figures: the
/// flick speed is the paging one (`PagingTarget.defaultFlickVelocity`), and group paging decelerates
/// at `.fast` so it settles on its group about as quickly as a page turns (an engine choice).
@preconcurrency @MainActor
final class OrthogonalSectionScrollView: UIScrollView, UIScrollViewDelegate {
  var band: OrthogonalBand {
    didSet { configure() }
  }
  private weak var collectionView: UICollectionView?
  /// The group nearest the leading edge when the drag began.
  private var startGroup = 0

  init(band: OrthogonalBand, collectionView: UICollectionView) {
    self.band = band
    self.collectionView = collectionView
    super.init(frame: band.frame)
    showsHorizontalScrollIndicator = false
    showsVerticalScrollIndicator = false
    backgroundColor = nil
    delegate = self
    configure()
  }

  required init?(coder: NSCoder) {
    return nil
  }

  private func configure() {
    if frame != band.frame { frame = band.frame }
    contentSize =
      band.scrollsHorizontally
      ? CGSize(width: band.contentLength, height: band.frame.height)
      : CGSize(width: band.frame.width, height: band.contentLength)
    isPagingEnabled = band.behavior == .paging
    decelerationRate = [.groupPaging, .groupPagingCentered].contains(band.behavior) ? .fast : .normal
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    // Cells come into and leave the band as it scrolls: the collection view lays them out.
    if oldBounds.origin != bounds.origin { collectionView?.setNeedsLayout() }
  }

  // MARK: Resting places

  private var offset: CGFloat { band.scrollsHorizontally ? contentOffset.x : contentOffset.y }
  private var length: CGFloat { band.scrollsHorizontally ? bounds.width : bounds.height }

  /// The offset at which a group rests (inside the scrollable range).
  private func restingOffset(ofGroup index: Int) -> CGFloat {
    let start = band.groupStarts[index]
    let range = band.scrollsHorizontally ? horizontalRange : verticalRange
    if band.behavior == .groupPagingCentered {
      return range.clamped(start + band.groupLengths[index] / 2 - length / 2)
    }
    return range.clamped(start - band.leadingInset)
  }

  private func nearestGroup(to offset: CGFloat) -> Int {
    band.groupStarts.indices.min {
      abs(restingOffset(ofGroup: $0) - offset) < abs(restingOffset(ofGroup: $1) - offset)
    }
      ?? 0
  }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {
    startGroup = nearestGroup(to: offset)
  }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard !band.groupStarts.isEmpty else { return }
    let proposed = band.scrollsHorizontally ? targetContentOffset.pointee.x : targetContentOffset.pointee.y
    // The delegate's velocity is in points per millisecond.
    let speed = (band.scrollsHorizontally ? velocity.x : velocity.y) * 1000
    let target: CGFloat
    switch band.behavior {
    case .continuousGroupLeadingBoundary:
      target = restingOffset(ofGroup: nearestGroup(to: proposed))
    case .groupPaging, .groupPagingCentered:
      var group = nearestGroup(to: offset)
      if abs(speed) > PagingTarget.defaultFlickVelocity {
        let ahead = band.groupStarts.indices.filter {
          speed > 0 ? restingOffset(ofGroup: $0) > offset : restingOffset(ofGroup: $0) < offset
        }
        group = (speed > 0 ? ahead.first : ahead.last) ?? group
      }
      group = min(max(group, startGroup - 1), startGroup + 1)
      target = restingOffset(ofGroup: group)
    case .none, .continuous, .paging:
      return
    }
    if band.scrollsHorizontally {
      targetContentOffset.pointee.x = target
    } else {
      targetContentOffset.pointee.y = target
    }
  }
}
