import Foundation

/// The geometry Core Animation draws a layer with: the rounded rectangle its background, border,
/// shadow and mask share (where its bounds sit is `CALayer.transformToSuperlayer`).
@preconcurrency @MainActor
enum LayerShape {
  /// Whether a transform collapses the layer to a line or a point, so nothing of it is visible.
  static func isSingular(_ transform: CGAffineTransform) -> Bool {
    transform.a * transform.d - transform.b * transform.c == 0
  }

  /// `rect` with corners of `cornerRadius`, clamped to half the shorter side as Core Animation does.
  static func roundedRect(_ rect: CGRect, cornerRadius: CGFloat) -> CGPath {
    let radius = min(max(cornerRadius, 0), rect.width / 2, rect.height / 2)
    return radius > 0
      ? CGPath(roundedRect: rect, cornerWidth: radius, cornerHeight: radius)
      : CGPath(rect: rect)
  }

  /// The largest rectangle inside the rounded rect that avoids its corners: the rect shrunk by the
  /// radius across its shorter side (the band along the longer one).
  static func interior(of rect: CGRect, cornerRadius: CGFloat) -> CGRect {
    let radius = min(max(cornerRadius, 0), rect.width / 2, rect.height / 2)
    return rect.width >= rect.height ? rect.insetBy(dx: 0, dy: radius) : rect.insetBy(dx: radius, dy: 0)
  }

  /// The ring a border of `width` paints inside the rounded bounds, filled even-odd: Core Animation
  /// insets the border into the bounds and its inner corners follow the outer ones, radius minus
  /// width (`CALayer.borderWidth`: "The border is drawn inset from the receiver's bounds").
  static func border(of rect: CGRect, cornerRadius: CGFloat, width: CGFloat) -> CGPath {
    let ring = CGMutablePath()
    ring.addPath(roundedRect(rect, cornerRadius: cornerRadius))
    let inner = rect.insetBy(dx: width, dy: width)
    if !inner.isEmpty {
      ring.addPath(roundedRect(inner, cornerRadius: cornerRadius - width))
    }
    return ring
  }
}
