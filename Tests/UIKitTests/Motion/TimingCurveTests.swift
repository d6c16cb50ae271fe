@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

@Suite struct TimingCurveTests {
  static let named: [TimingCurve] = [.linear, .easeIn, .easeOut, .easeInEaseOut, .default]

  @Test func linearIsTheIdentity() {
    #expect(abs(TimingCurve.linear.value(at: 0.5) - 0.5) < 1e-6)
    #expect(abs(TimingCurve.linear.value(at: 0.123) - 0.123) < 1e-6)
  }

  @Test func easeInEaseOutIsSymmetric() {
    let curve = TimingCurve.easeInEaseOut
    #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-6)
    for p in stride(from: 0.05, through: 0.5, by: 0.05) as StrideThrough<CGFloat> {
      #expect(abs(curve.value(at: p) + curve.value(at: 1 - p) - 1) < 1e-6, "p = \(p)")
    }
  }

  @Test(arguments: named)
  func endpointsAreExact(curve: TimingCurve) {
    #expect(curve.value(at: 0) == 0)
    #expect(curve.value(at: 1) == 1)
    #expect(curve.value(at: -0.5) == 0)
    #expect(curve.value(at: 1.5) == 1)
    #expect(curve.value(at: .nan) == 0)
  }

  @Test(arguments: named)
  func monotonic(curve: TimingCurve) {
    var previous: CGFloat = 0
    for step in 1...1000 {
      let value = curve.value(at: CGFloat(step) / 1000)
      #expect(value >= previous - 1e-9)
      previous = value
    }
  }

  @Test(arguments: named)
  func solvesTheBezierTo1e6(curve: TimingCurve) {
    // Evaluate the curve parametrically and check that value(at: x(t)) = y(t).
    func coordinate(_ t: CGFloat, _ p1: CGFloat, _ p2: CGFloat) -> CGFloat {
      let u = 1 - t
      return 3 * u * u * t * p1 + 3 * u * t * t * p2 + t * t * t
    }
    for t in stride(from: 0.01, to: 1, by: 0.01) as StrideTo<CGFloat> {
      let x = coordinate(t, curve.controlPoint1.x, curve.controlPoint2.x)
      let y = coordinate(t, curve.controlPoint1.y, curve.controlPoint2.y)
      #expect(abs(curve.value(at: x) - y) < 1e-6, "t = \(t)")
    }
  }

  @Test func easeCurvesBendTheRightWay() {
    #expect(TimingCurve.easeIn.value(at: 0.5) < 0.5)
    #expect(TimingCurve.easeOut.value(at: 0.5) > 0.5)
    // Core Animation's default front-loads the change: cubic-bezier(0.25, 0.1, 0.25, 1) at 0.5 is 0.8024.
    #expect(abs(TimingCurve.default.value(at: 0.5) - 0.8024) < 1e-3)
  }

  @Test func namedCurvesPartWayMatchTheirControlPoints() {
    // Core Animation's control points above, solved by bisection on x(t) to 1e-15 (outside Hail): a
    // control point moved by 0.02 (the mutants' size) moves each of these by more than 0.009.
    #expect(abs(TimingCurve.easeIn.value(at: 0.5) - 0.31536) < 1e-4)
    #expect(abs(TimingCurve.easeOut.value(at: 0.5) - 0.68464) < 1e-4)
    #expect(abs(TimingCurve.easeInEaseOut.value(at: 0.25) - 0.12916) < 1e-4)
  }

  @Test func flatSlopesFallBackToBisection() {
    // x control points at 1 and 0 make x′(t) vanish at t = 0.5.
    let curve = TimingCurve(controlPoints: 1, 0, 0, 1)
    #expect(abs(curve.value(at: 0.5) - 0.5) < 1e-6)
    let steep = TimingCurve(controlPoints: 1.5, 0, -2, 1)
    #expect(steep.controlPoint1.x == 1 && steep.controlPoint2.x == 0)
  }
}
