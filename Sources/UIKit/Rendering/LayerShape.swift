import Foundation

/// The geometry Core Animation draws a layer with: the rounded rectangle its background, border,
/// shadow and mask share (where its bounds sit is `CALayer.transformToSuperlayer`).
@preconcurrency @MainActor
enum LayerShape {
  /// Apple's continuous corner, as measured from its paths (PaintCode's and the community's
  /// `UIBezierPath` continuous-corner reconstructions): the curve leaves the edge 1.52866483 radii
  /// from the corner and passes through these points, in radii back along the incoming edge and
  /// along the outgoing one.
  nonisolated private static let continuousExtent: CGFloat = 1.52866483

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

  /// A layer's outline: `rect` with the `corners` rounded by `cornerRadius`, as quarter circles or
  /// as Apple's continuous curve.
  static func outline(
    _ rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve, corners: CACornerMask
  ) -> CGPath {
    let all: CACornerMask = [
      .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    guard cornerRadius > 0, !corners.isEmpty else { return CGPath(rect: rect) }
    if curve != .continuous, corners == all { return roundedRect(rect, cornerRadius: cornerRadius) }
    let limit = min(rect.width, rect.height) / 2
    let radius = curve == .continuous ? min(cornerRadius, limit / continuousExtent) : min(cornerRadius, limit)
    // Clockwise from where the top-left corner meets the top edge: each corner with the direction
    // travelled into it and out of it.
    let path = CGMutablePath()
    let cornerList: [(CGPoint, CGPoint, CGPoint, CACornerMask)] = [
      (CGPoint(x: rect.maxX, y: rect.minY), CGPoint(x: 1, y: 0), CGPoint(x: 0, y: 1), .layerMaxXMinYCorner),
      (CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: 0, y: 1), CGPoint(x: -1, y: 0), .layerMaxXMaxYCorner),
      (CGPoint(x: rect.minX, y: rect.maxY), CGPoint(x: -1, y: 0), CGPoint(x: 0, y: -1), .layerMinXMaxYCorner),
      (CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: 0, y: -1), CGPoint(x: 1, y: 0), .layerMinXMinYCorner),
    ]
    let extent = curve == .continuous ? continuousExtent : 1
    let topLeft = corners.contains(.layerMinXMinYCorner) ? radius : 0
    path.move(to: CGPoint(x: rect.minX + extent * topLeft, y: rect.minY))
    for (corner, into, out, mask) in cornerList {
      let r = corners.contains(mask) ? radius : 0
      func at(_ back: CGFloat, _ forward: CGFloat) -> CGPoint {
        CGPoint(
          x: corner.x - into.x * back * r + out.x * forward * r,
          y: corner.y - into.y * back * r + out.y * forward * r)
      }
      path.addLine(to: at(extent, 0))
      guard r > 0 else { continue }
      if curve == .continuous {
        path.addCurve(
          to: at(0.66993427, 0.06549600), control1: at(1.08849323, 0), control2: at(0.86840689, 0))
        path.addLine(to: at(0.63149399, 0.07491100))
        path.addCurve(
          to: at(0.07491100, 0.63149399), control1: at(0.37282392, 0.16905899),
          control2: at(0.16905899, 0.37282392))
        path.addLine(to: at(0.06549600, 0.66993427))
        path.addCurve(to: at(0, extent), control1: at(0, 0.86840689), control2: at(0, 1.08849323))
      } else {
        // A quarter circle as one cubic: control points 0.5523 radii from the ends (the usual
        // 4/3·tan(π/8) approximation Core Graphics uses for arcs).
        let k: CGFloat = 0.55228475
        path.addCurve(to: at(0, 1), control1: at(1 - k, 0), control2: at(0, 1 - k))
      }
    }
    path.closeSubpath()
    return path
  }

  /// The squares at the rounded `corners` of `rect` that hold all of `outline`'s curves (the rest of
  /// it is straight): a clamped radius wide for quarter circles, the continuous curve's 1.53 radii
  /// for `.continuous`, so at most half the shorter side. A border's inner outline, inset by its
  /// width with a radius smaller by as much, curves inside the same squares.
  /// Nonisolated: the damage scan asks this per rounded layer each frame, and a closure formed in
  /// main-actor code checks the executor on every call (Swift 6).
  nonisolated static func cornerBoxes(
    of rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve, corners: CACornerMask
  ) -> [CGRect] {
    let rect = rect.standardized
    let side = cornerSide(of: rect, cornerRadius: cornerRadius, curve: curve)
    guard side > 0 else { return [] }
    let places: [(CACornerMask, CGFloat, CGFloat)] = [
      (.layerMinXMinYCorner, rect.minX, rect.minY), (.layerMaxXMinYCorner, rect.maxX - side, rect.minY),
      (.layerMinXMaxYCorner, rect.minX, rect.maxY - side),
      (.layerMaxXMaxYCorner, rect.maxX - side, rect.maxY - side),
    ]
    return places.filter { corners.contains($0.0) }.map {
      CGRect(x: $0.1, y: $0.2, width: side, height: side)
    }
  }

  /// The side of the squares `cornerBoxes` gives, for a standardized rect.
  nonisolated static func cornerSide(of rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve)
    -> CGFloat
  {
    let limit = min(rect.width, rect.height) / 2
    return min(max(cornerRadius, 0) * (curve == .continuous ? continuousExtent : 1), limit)
  }

  /// A large rectangle inside the outline that avoids its curves (`cornerBoxes`): the band across
  /// the rect between its rounded corners, or the column beside them, whichever is larger. Only the
  /// rounded corners count, and a continuous curve reaches 1.53 radii along each edge, not one.
  nonisolated static func interior(
    of rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve, corners: CACornerMask
  ) -> CGRect {
    let rect = rect.standardized
    let side = cornerSide(of: rect, cornerRadius: cornerRadius, curve: curve)
    guard side > 0 else { return rect }
    func any(_ a: CACornerMask, _ b: CACornerMask) -> CGFloat {
      corners.contains(a) || corners.contains(b) ? side : 0
    }
    let top = any(.layerMinXMinYCorner, .layerMaxXMinYCorner)
    let bottom = any(.layerMinXMaxYCorner, .layerMaxXMaxYCorner)
    let left = any(.layerMinXMinYCorner, .layerMinXMaxYCorner)
    let right = any(.layerMaxXMinYCorner, .layerMaxXMaxYCorner)
    let band = CGRect(x: rect.minX, y: rect.minY + top, width: rect.width, height: rect.height - top - bottom)
    let column = CGRect(
      x: rect.minX + left, y: rect.minY, width: rect.width - left - right, height: rect.height)
    return band.width * band.height >= column.width * column.height ? band : column
  }

  /// The ring a border of `width` paints inside the outline, filled even-odd: Core Animation
  /// insets the border into the bounds and its inner corners follow the outer ones, radius minus
  /// width (`CALayer.borderWidth`: "The border is drawn inset from the receiver's bounds").
  static func border(
    of rect: CGRect, cornerRadius: CGFloat, width: CGFloat, curve: CALayerCornerCurve = .circular,
    corners: CACornerMask = .all
  ) -> CGPath {
    let ring = CGMutablePath()
    ring.addPath(outline(rect, cornerRadius: cornerRadius, curve: curve, corners: corners))
    let inner = rect.insetBy(dx: width, dy: width)
    if !inner.isEmpty {
      ring.addPath(outline(inner, cornerRadius: cornerRadius - width, curve: curve, corners: corners))
    }
    return ring
  }
}

extension CACornerMask {
  static let all: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
}
