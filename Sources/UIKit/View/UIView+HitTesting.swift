import Foundation

extension UIView {
  /// UIKit's rule (Apple docs, `UIView.hitTest(_:with:)`): nothing when hidden, not interactive,
  /// nearly transparent (alpha ≤ 0.01), moving in an animation that blocks touches, or when the point
  /// is outside; else the front-most subview that answers, else the view itself. Model geometry.
  func defaultHitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    guard canReceiveTouches, self.point(inside: point, with: event) else { return nil }
    for subview in subviews.reversed() {
      let pointInSubview = subview.convert(point, from: self)
      if let hit = subview.hitTest(pointInSubview, with: event) { return hit }
    }
    return self
  }

  var canReceiveTouches: Bool {
    isUserInteractionEnabled && !isHidden && alpha > 0.01
      && !layer.blocksInteraction(at: UIApplication.shared.clock.now)
  }
}
