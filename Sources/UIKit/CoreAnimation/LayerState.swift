import Foundation

/// Every value of a layer that decides what it shows: the model a `CALayer` holds, and the
/// presentation the renderer draws (the model with the running animations applied). One value
/// type for both, so applying an animation is setting a key path on a copy.
struct LayerState: Equatable {
  // Geometry.
  var bounds = CGRect.zero
  var position = CGPoint.zero
  var zPosition: CGFloat = 0
  var anchorPoint = CGPoint(x: 0.5, y: 0.5)
  var transform = CATransform3DIdentity
  // Appearance.
  var opacity: Float = 1
  var isHidden = false
  var backgroundColor: CGColor?
  var borderColor: CGColor? = .black
  var borderWidth: CGFloat = 0
  var cornerRadius: CGFloat = 0
  var cornerCurve = CALayerCornerCurve.circular
  var maskedCorners: CACornerMask = [
    .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
  ]
  var masksToBounds = false
  var shadowColor: CGColor? = .black
  var shadowOpacity: Float = 0
  var shadowRadius: CGFloat = 3
  var shadowOffset = CGSize(width: 0, height: -3)
  var shadowPath: CGPath?
  var contents: AnyHashableBox?
  var contentsGravity = CALayerContentsGravity.resize
  var minificationFilter = CALayerContentsFilter.linear
  var magnificationFilter = CALayerContentsFilter.linear
  var blendMode = CGBlendMode.normal
  // CAShapeLayer.
  var shape = ShapeState()
  // CAGradientLayer.
  var gradient = GradientState()

  struct ShapeState: Equatable {
    var path: CGPath?
    var fillColor: CGColor? = .black
    var fillRule = CAShapeLayerFillRule.nonZero
    var strokeColor: CGColor?
    var lineWidth: CGFloat = 1
    var lineCap = CAShapeLayerLineCap.butt
    var lineJoin = CAShapeLayerLineJoin.miter
    var miterLimit: CGFloat = 10
    var lineDashPattern: [CGFloat]?
    var lineDashPhase: CGFloat = 0
    var strokeStart: CGFloat = 0
    var strokeEnd: CGFloat = 1
  }

  struct GradientState: Equatable {
    var colors: [CGColor]?
    var locations: [CGFloat]?
    var startPoint = CGPoint(x: 0.5, y: 0)
    var endPoint = CGPoint(x: 0.5, y: 1)
    var type = CAGradientLayerType.axial
  }

  var affineTransform: CGAffineTransform { transform.affine }

  /// The frame in the superlayer: the transformed bounds placed by `position` and `anchorPoint`.
  var frame: CGRect {
    let local = CGRect(
      x: -anchorPoint.x * bounds.width, y: -anchorPoint.y * bounds.height, width: bounds.width,
      height: bounds.height)
    return local.applying(affineTransform).offsetBy(dx: position.x, dy: position.y)
  }

  /// From bounds coordinates to the superlayer's: the anchor to the origin, the transform about it,
  /// then `position` (Core Animation Programming Guide, "Core Animation Basics": anchor points).
  var transformToSuperlayer: CGAffineTransform {
    let anchor = CGPoint(
      x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
      .concatenating(affineTransform)
      .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
  }
}

/// The curve of a layer's rounded corners.
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Quarter circles.
  public static let circular = CALayerCornerCurve(rawValue: "circular")
  /// Apple's continuous ("squircle") corners: the curvature eases in along the edges.
  public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// Which corners `cornerRadius` rounds.
public struct CACornerMask: OptionSet, Hashable, Sendable {
  public let rawValue: UInt
  public init(rawValue: UInt) { self.rawValue = rawValue }
  public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
  public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
  public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
  public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// How `contents` fits the bounds.
public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let center = CALayerContentsGravity(rawValue: "center")
  public static let top = CALayerContentsGravity(rawValue: "top")
  public static let bottom = CALayerContentsGravity(rawValue: "bottom")
  public static let left = CALayerContentsGravity(rawValue: "left")
  public static let right = CALayerContentsGravity(rawValue: "right")
  public static let topLeft = CALayerContentsGravity(rawValue: "topLeft")
  public static let topRight = CALayerContentsGravity(rawValue: "topRight")
  public static let bottomLeft = CALayerContentsGravity(rawValue: "bottomLeft")
  public static let bottomRight = CALayerContentsGravity(rawValue: "bottomRight")
  public static let resize = CALayerContentsGravity(rawValue: "resize")
  public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
  public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
}
