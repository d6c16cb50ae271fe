import Foundation

extension UIView {
  /// The transform from this view's coordinates to its superview's: bounds origin (the scroll
  /// position), anchor point, the view's transform, then its position.
  var transformToSuperview: CGAffineTransform { layer.transformToSuperlayer }

  /// A point in the superview's coordinates, in this view's: a translation when there is no
  /// transform (the common case, kept cheap for hit testing), the inverse transform otherwise.
  func convertFromSuperview(_ point: CGPoint) -> CGPoint {
    let transform = layer.affineTransform()
    guard transform.isIdentity else { return point.applying(transformToSuperview.inverted()) }
    let bounds = layer.bounds
    let position = layer.position
    let anchor = layer.anchorPoint
    return CGPoint(
      x: point.x - position.x + anchor.x * bounds.width + bounds.minX,
      y: point.y - position.y + anchor.y * bounds.height + bounds.minY)
  }

  /// The transform from this view's coordinates to those of its root (the window, when in one).
  var transformToRoot: CGAffineTransform {
    var transform = CGAffineTransform.identity
    var view: UIView? = self
    while let current = view, current.superview != nil {
      transform = transform.concatenating(current.transformToSuperview)
      view = current.superview
    }
    return transform
  }

  /// Converts a point from this view's coordinates to `view`'s (the window's when nil). Views in
  /// different hierarchies are converted through their roots, as if the roots shared a space.
  public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
    point.applying(transform(to: view))
  }

  /// Converts a point from `view`'s coordinates (the window's when nil) to this view's.
  public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
    point.applying(transform(from: view))
  }

  /// Converts a rectangle to `view`'s coordinates: the bounding box of the converted corners.
  public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
    rect.applying(transform(to: view))
  }

  public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
    rect.applying(transform(from: view))
  }

  private func transform(to view: UIView?) -> CGAffineTransform {
    let toRoot = transformToRoot
    guard let view else { return toRoot }
    return toRoot.concatenating(view.transformToRoot.inverted())
  }

  private func transform(from view: UIView?) -> CGAffineTransform {
    let fromRoot = transformToRoot.inverted()
    guard let view else { return fromRoot }
    return view.transformToRoot.concatenating(fromRoot)
  }
}
