import Foundation

/// An affine transform taken apart as Core Animation animates it: scale, then rotation about the
/// z axis, then translation. `transform.scale`, `transform.rotation.z` and `transform.translation.x`
/// key paths read and write these, and a `transform` animation interpolates them rather than the
/// matrix entries, so a half-way rotation is a rotation, not a shrunken shear (Core Animation
/// Programming Guide, "Key-Value Coding Extensions": transform key paths). Shear is not kept.
struct TransformComponents: Equatable {
  var scaleX: CGFloat = 1
  var scaleY: CGFloat = 1
  /// Radians, as `atan2` gives them (−π…π).
  var rotation: CGFloat = 0
  var translationX: CGFloat = 0
  var translationY: CGFloat = 0

  init(
    scaleX: CGFloat = 1, scaleY: CGFloat = 1, rotation: CGFloat = 0, translationX: CGFloat = 0,
    translationY: CGFloat = 0
  ) {
    self.scaleX = scaleX
    self.scaleY = scaleY
    self.rotation = rotation
    self.translationX = translationX
    self.translationY = translationY
  }

  /// With [a b; c d] = S·R (scale, then rotate): a = sx·cos θ, b = sx·sin θ, det = sx·sy.
  init(_ transform: CATransform3D) {
    let m = transform.affine
    scaleX = (m.a * m.a + m.b * m.b).squareRoot()
    rotation = scaleX == 0 ? 0 : atan2(m.b, m.a)
    scaleY = scaleX == 0 ? (m.c * m.c + m.d * m.d).squareRoot() : (m.a * m.d - m.b * m.c) / scaleX
    translationX = m.tx
    translationY = m.ty
  }

  var transform: CATransform3D {
    let c = cos(rotation)
    let s = sin(rotation)
    return CATransform3DMakeAffineTransform(
      CGAffineTransform(
        a: scaleX * c, b: scaleX * s, c: -scaleY * s, d: scaleY * c, tx: translationX, ty: translationY))
  }

  func interpolated(to other: TransformComponents, fraction f: CGFloat) -> TransformComponents {
    func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * f }
    return TransformComponents(
      scaleX: mix(scaleX, other.scaleX), scaleY: mix(scaleY, other.scaleY),
      rotation: mix(rotation, other.rotation),
      translationX: mix(translationX, other.translationX), translationY: mix(translationY, other.translationY)
    )
  }

  /// The component a `transform.…` sub-path names, as a number or a size.
  func value(forSubPath path: Substring) -> LayerValue? {
    switch path {
    case "scale": .number((scaleX + scaleY) / 2)
    case "scale.x": .number(scaleX)
    case "scale.y": .number(scaleY)
    case "scale.z": .number(1)
    case "rotation", "rotation.z": .number(rotation)
    case "rotation.x", "rotation.y": .number(0)
    case "translation": .size(CGSize(width: translationX, height: translationY))
    case "translation.x": .number(translationX)
    case "translation.y": .number(translationY)
    case "translation.z": .number(0)
    default: nil
    }
  }

  /// Sets the component a `transform.…` sub-path names; false for a path this engine ignores.
  mutating func set(_ value: LayerValue, forSubPath path: Substring) -> Bool {
    if case .size(let size) = value, path == "translation" {
      (translationX, translationY) = (size.width, size.height)
      return true
    }
    guard let number = value.number else { return false }
    switch path {
    case "scale": (scaleX, scaleY) = (number, number)
    case "scale.x": scaleX = number
    case "scale.y": scaleY = number
    case "rotation", "rotation.z": rotation = number
    case "translation.x": translationX = number
    case "translation.y": translationY = number
    default: return false
    }
    return true
  }
}
