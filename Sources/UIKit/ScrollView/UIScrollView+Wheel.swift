import Foundation

extension UIWindow {
  /// Delivers a mouse-wheel or trackpad scroll at `point` (window coordinates) to the innermost
  /// view under the point whose `scrollWheel(translation:at:)` takes it, or that has a pan gesture
  /// recognizer allowing discrete scrolls (`allowedScrollTypesMask`). `translation` is in points, the way a
  /// pan's is: positive y moves the content down (shows what is above). Not UIKit API; the SDL host
  /// and replays call it. Returns the view that took it.
  @discardableResult
  @_spi(Hail) public func sendScrollWheel(translation: CGPoint, at point: CGPoint) -> UIView? {
    guard translation.x.isFinite, translation.y.isFinite, point.x.isFinite, point.y.isFinite else {
      return nil
    }
    var view = hitTest(point, with: nil)
    while let current = view {
      if current.scrollWheel(translation: translation, at: current.convert(point, from: self)) {
        return current
      }
      for case let pan as UIPanGestureRecognizer in current.gestureRecognizers ?? []
      where pan.scrollWheel(translation: translation, at: point) {
        return current
      }
      view = current.superview
    }
    return nil
  }
}

extension UIScrollView {
  /// A wheel step along an axis the view scrolls moves the content at once within the allowed range
  /// (no rubber band: a wheel has no finger to let go); with paging, it turns one page, animated.
  func takeScrollWheel(translation: CGPoint) -> Bool {
    let horizontal = abs(translation.x) > abs(translation.y)
    guard isScrollEnabled, horizontal ? scrollsHorizontally : scrollsVertically else { return false }
    applyWheel(translation: translation, horizontal: horizontal)
    return true
  }

  private func applyWheel(translation: CGPoint, horizontal: Bool) {
    if isPagingEnabled {
      let pages = pagingTarget(horizontal: horizontal)
      let current = horizontal ? currentPage.x : currentPage.y
      let step = (horizontal ? translation.x : translation.y) < 0 ? 1 : -1
      let target = pages.offset(ofPage: min(max(current + step, 0), pages.pageCount - 1))
      var offset = contentOffset
      if horizontal {
        offset.x = horizontalRange.clamped(target)
      } else {
        offset.y = verticalRange.clamped(target)
      }
      if offset != contentOffset { setContentOffset(offset, animated: true) }
      return
    }
    let offset = CGPoint(
      x: scrollsHorizontally ? horizontalRange.clamped(contentOffset.x - translation.x) : contentOffset.x,
      y: scrollsVertically ? verticalRange.clamped(contentOffset.y - translation.y) : contentOffset.y)
    if offset != contentOffset { contentOffset = offset }
  }
}
