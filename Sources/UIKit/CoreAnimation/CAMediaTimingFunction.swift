import Foundation

/// The pace of an animation: a cubic Bézier from (0, 0) to (1, 1) mapping the fraction of the
/// duration elapsed to the fraction of the change shown (Apple docs, `CAMediaTimingFunction`).
/// The named functions' control points are Core Animation's (`TimingCurve`).
@preconcurrency @MainActor
open class CAMediaTimingFunction: NSObject {
  let curve: TimingCurve

  public convenience init(name: CAMediaTimingFunctionName) {
    self.init(curve: name.curve)
  }

  public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
    curve = TimingCurve(controlPoints: CGFloat(c1x), CGFloat(c1y), CGFloat(c2x), CGFloat(c2y))
  }

  init(curve: TimingCurve) {
    self.curve = curve
  }

  /// Control point `index` (0 = (0, 0), 1 and 2 the Bézier's, 3 = (1, 1)) into `values`.
  open func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
    let points = [CGPoint.zero, curve.controlPoint1, curve.controlPoint2, CGPoint(x: 1, y: 1)]
    guard points.indices.contains(index) else { return }
    values[0] = Float(points[index].x)
    values[1] = Float(points[index].y)
  }

  /// The fraction of the change shown when `fraction` of the duration has passed.
  func value(at fraction: CGFloat) -> CGFloat {
    curve.value(at: fraction)
  }
}

/// The names of Core Animation's predefined timing functions.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  public static let linear = CAMediaTimingFunctionName(rawValue: "linear")
  public static let easeIn = CAMediaTimingFunctionName(rawValue: "easeIn")
  public static let easeOut = CAMediaTimingFunctionName(rawValue: "easeOut")
  public static let easeInEaseOut = CAMediaTimingFunctionName(rawValue: "easeInEaseOut")
  public static let `default` = CAMediaTimingFunctionName(rawValue: "default")

  var curve: TimingCurve {
    switch self {
    case .easeIn: .easeIn
    case .easeOut: .easeOut
    case .easeInEaseOut: .easeInEaseOut
    case .default: .default
    default: .linear
    }
  }
}
