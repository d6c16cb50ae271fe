@_spi(Hail) import UIKit

/// Records a scroll view's delegate calls by name.
final class ScrollRecorder: UIScrollViewDelegate {
  var calls: [String] = []
  var releaseVelocity: CGPoint?
  var proposedTarget: CGPoint?
  /// When set, the delegate moves the target here in willEndDragging.
  var overrideTarget: CGPoint?

  func scrollViewDidScroll(_ scrollView: UIScrollView) {
    if calls.last != "didScroll" { calls.append("didScroll") }
  }
  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { calls.append("willBeginDragging") }
  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    calls.append("willEndDragging")
    releaseVelocity = velocity
    proposedTarget = targetContentOffset.pointee
    if let overrideTarget { targetContentOffset.pointee = overrideTarget }
  }
  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    calls.append("didEndDragging(\(decelerate))")
  }
  func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) { calls.append("willBeginDecelerating") }
  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { calls.append("didEndDecelerating") }
  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {
    calls.append("didEndScrollingAnimation")
  }
}

extension Headless {
  /// A full-screen vertical scroll view with tall content, at `offset`.
  func tallScrollView(contentHeight: CGFloat = 100_000, offset: CGFloat = 0) -> UIScrollView {
    let scrollView = UIScrollView(frame: root.bounds)
    scrollView.contentSize = CGSize(width: root.bounds.width, height: contentHeight)
    scrollView.contentOffset = CGPoint(x: 0, y: offset)
    root.addSubview(scrollView)
    return scrollView
  }

  /// A finger moving at a constant `velocity` (pt/s) for `duration`, sampled at 60 Hz, then lifted.
  func flick(from start: CGPoint, velocity: CGPoint, duration: TimeInterval, lift: Bool = true) {
    let frames = Int((duration * 60).rounded())
    fingers.down(at: start)
    for frame in 1...frames {
      advance(1.0 / 60)
      let t = CGFloat(frame) / 60
      fingers.move(to: CGPoint(x: start.x + velocity.x * t, y: start.y + velocity.y * t))
    }
    if lift { fingers.up() }
  }
}
