import CoreGraphics

/// A cubic Bézier timing function from (0, 0) to (1, 1), as `CAMediaTimingFunction`: maps the
/// fraction of the duration elapsed to the fraction of the change applied.
@_spi(Hail) public struct TimingCurve: Sendable, Equatable {
  /// `CAMediaTimingFunctionName.linear`.
  public static let linear = TimingCurve(controlPoints: 0, 0, 1, 1)
  /// `CAMediaTimingFunctionName.easeIn`: cubic-bezier(0.42, 0, 1, 1) (Core Animation's named functions).
  public static let easeIn = TimingCurve(controlPoints: 0.42, 0, 1, 1)
  /// `CAMediaTimingFunctionName.easeOut`: cubic-bezier(0, 0, 0.58, 1).
  public static let easeOut = TimingCurve(controlPoints: 0, 0, 0.58, 1)
  /// `CAMediaTimingFunctionName.easeInEaseOut`: cubic-bezier(0.42, 0, 0.58, 1); also UIView's default
  /// animation curve (`UIView.AnimationOptions.curveEaseInOut`).
  public static let easeInEaseOut = TimingCurve(controlPoints: 0.42, 0, 0.58, 1)
  /// `CAMediaTimingFunctionName.default`, Core Animation's default for implicit animations:
  /// cubic-bezier(0.25, 0.1, 0.25, 1). Not UIView's default, which is `easeInEaseOut`.
  public static let `default` = TimingCurve(controlPoints: 0.25, 0.1, 0.25, 1)

  /// The keyboard's curve, UIKit's undocumented animation curve 7 (what
  /// `keyboardAnimationCurveUserInfoKey` holds): cubic-bezier(0.38, 0.7, 0.125, 1), reverse-engineered
  /// from the keyboard's motion in Apple Developer Forums thread 48088. Not a Core Animation name.
  public static let keyboard = TimingCurve(controlPoints: 0.38, 0.7, 0.125, 1)

  /// How close, in progress, the solved parameter's x must be to the requested progress.
  private static let tolerance: CGFloat = 1e-7

  /// The first control point; x in [0, 1].
  public let controlPoint1: CGPoint
  /// The second control point; x in [0, 1].
  public let controlPoint2: CGPoint

  /// As `CAMediaTimingFunction(controlPoints:_:_:_:)`. The x coordinates are clamped to [0, 1] so
  /// that the curve is a function of time; y may leave [0, 1] to overshoot.
  public init(controlPoints x1: CGFloat, _ y1: CGFloat, _ x2: CGFloat, _ y2: CGFloat) {
    controlPoint1 = CGPoint(x: min(max(x1, 0), 1), y: y1)
    controlPoint2 = CGPoint(x: min(max(x2, 0), 1), y: y2)
  }

  /// The fraction of the change applied when `progress` of the duration has elapsed: exactly 0 at
  /// progress ≤ 0 and exactly 1 at progress ≥ 1 (NaN gives 0).
  public func value(at progress: CGFloat) -> CGFloat {
    guard progress > 0 else { return 0 }
    guard progress < 1 else { return 1 }
    // A curve whose control points lie on the diagonal is the identity (linear): exact, unsolved.
    if controlPoint1.x == controlPoint1.y, controlPoint2.x == controlPoint2.y { return progress }
    return Self.bezier(solveForParameter(progress), controlPoint1.y, controlPoint2.y)
  }

  /// The Bézier parameter t whose x is `x`: Newton's method from t = x, with bisection when the
  /// slope is too flat or Newton does not converge (as WebKit's UnitBezier.solveCurveX).
  private func solveForParameter(_ x: CGFloat) -> CGFloat {
    let x1 = controlPoint1.x
    let x2 = controlPoint2.x
    var t = x
    for _ in 0..<8 {
      let error = Self.bezier(t, x1, x2) - x
      if abs(error) < Self.tolerance { return t }
      let slope = Self.slope(t, x1, x2)
      if abs(slope) < 1e-6 { break }
      t -= error / slope
      if t < 0 || t > 1 { break }
    }
    // x(t) is non-decreasing on [0, 1] because both x control points are in [0, 1].
    var low: CGFloat = 0
    var high: CGFloat = 1
    t = x
    while high - low > Self.tolerance {
      let error = Self.bezier(t, x1, x2) - x
      if abs(error) < Self.tolerance { return t }
      if error < 0 { low = t } else { high = t }
      t = (low + high) / 2
    }
    return t
  }

  /// One coordinate of the Bézier through 0, p1, p2, 1 at parameter t, in Horner form.
  private static func bezier(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return ((a * t + b) * t + c) * t
  }

  /// The derivative of `bezier` with respect to t.
  private static func slope(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
    let c = 3 * p1
    let b = 3 * (p2 - p1) - c
    let a = 1 - c - b
    return (3 * a * t + 2 * b) * t + c
  }
}
