import Foundation

/// A cubic Bézier timing curve for a property animator: one of UIKit's named curves, or two control
/// points (the curve runs from (0, 0) to (1, 1), as `CAMediaTimingFunction`'s).
open class UICubicTimingParameters: NSObject, UITimingCurveProvider, @unchecked Sendable {
  /// The named curve, `.easeInOut` for curves given by control points (as UIKit reports).
  public let animationCurve: UIView.AnimationCurve
  public let controlPoint1: CGPoint
  public let controlPoint2: CGPoint

  /// UIKit's default: the ease-in-ease-out curve.
  public override convenience init() {
    self.init(animationCurve: .easeInOut)
  }

  public init(animationCurve curve: UIView.AnimationCurve) {
    animationCurve = curve
    let timing = curve.timingCurve
    controlPoint1 = timing.controlPoint1
    controlPoint2 = timing.controlPoint2
    super.init()
  }

  public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
    animationCurve = .easeInOut
    controlPoint1 = point1
    controlPoint2 = point2
    super.init()
  }

  public required init?(coder: NSCoder) {
    animationCurve = UIView.AnimationCurve(rawValue: coder.decodeInteger(forKey: "curve")) ?? .easeInOut
    controlPoint1 = CGPoint(x: coder.decodeDouble(forKey: "x1"), y: coder.decodeDouble(forKey: "y1"))
    controlPoint2 = CGPoint(x: coder.decodeDouble(forKey: "x2"), y: coder.decodeDouble(forKey: "y2"))
    super.init()
  }

  open func encode(with coder: NSCoder) {
    coder.encode(animationCurve.rawValue, forKey: "curve")
    coder.encode(Double(controlPoint1.x), forKey: "x1")
    coder.encode(Double(controlPoint1.y), forKey: "y1")
    coder.encode(Double(controlPoint2.x), forKey: "x2")
    coder.encode(Double(controlPoint2.y), forKey: "y2")
  }

  open func copy(with zone: NSZone? = nil) -> Any { self }

  open var timingCurveType: UITimingCurveType { .cubic }
  open var cubicTimingParameters: UICubicTimingParameters? { self }
  open var springTimingParameters: UISpringTimingParameters? { nil }

  var timingCurve: TimingCurve {
    TimingCurve(controlPoints: controlPoint1.x, controlPoint1.y, controlPoint2.x, controlPoint2.y)
  }
}
