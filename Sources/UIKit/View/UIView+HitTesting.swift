import Foundation

extension UIView {
  /// UIKit's rule (Apple docs, `UIView.hitTest(_:with:)`): nothing when hidden, not interactive,
  /// nearly transparent (alpha ≤ 0.01), moving in an animation that blocks touches, or when the point
  /// is outside; else the front-most subview that answers, else the view itself. Model geometry.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // The cheap flags first, the animation check (which reads the clock) last.
    guard isUserInteractionEnabled, !isHidden, alpha > 0.01, self.point(inside: point, with: event),
      !layer.blocksInteraction(at: UIApplication.shared.clock.now)
    else { return nil }
    for subview in subviews.reversed() {
      // One step down, not through the root: hit testing stays linear in the depth.
      let pointInSubview = subview.convertFromSuperview(point)
      if let hit = subview.hitTest(pointInSubview, with: event) { return hit }
    }
    return self
  }
}
