import Foundation

extension UIScrollView {
  /// The content offset that puts `frame` (content coordinates) where `position` asks on each axis
  /// it names, inside the insets, clamped to the scrollable range; an axis it does not name keeps
  /// its offset (`UICollectionView.scrollToItem(at:at:animated:)`).
  func offset(showing frame: CGRect, at position: UICollectionView.ScrollPosition) -> CGPoint {
    var offset = contentOffset
    let inset = adjustedContentInset
    if position.contains(.top) { offset.y = frame.minY - inset.top }
    if position.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
    if position.contains(.bottom) { offset.y = frame.maxY - bounds.height + inset.bottom }
    if position.contains(.left) { offset.x = frame.minX - inset.left }
    if position.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
    if position.contains(.right) { offset.x = frame.maxX - bounds.width + inset.right }
    return CGPoint(x: horizontalRange.clamped(offset.x), y: verticalRange.clamped(offset.y))
  }
}
