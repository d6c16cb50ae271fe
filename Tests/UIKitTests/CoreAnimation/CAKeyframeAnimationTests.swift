import Testing
@_spi(Hail) import UIKit

/// Keyframe animations: values with key times, discrete and paced modes, splines, and paths with
/// `rotationMode`.
@MainActor
@Suite struct CAKeyframeAnimationTests {
  private func keyframes(_ values: [CGFloat], duration: CFTimeInterval = 1) -> CAKeyframeAnimation {
    let animation = CAKeyframeAnimation(keyPath: "position.x")
    animation.values = values
    animation.duration = duration
    return animation
  }

  private func x(_ layer: CALayer) -> CGFloat { layer.presentation()!.position.x }

  @Test func keyTimesPlaceTheValuesAndTimingFunctionsPaceEachSegment() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let animation = keyframes([0, 100, 400])
    animation.keyTimes = [0, 0.25, 1]
    animation.timingFunctions = [CAMediaTimingFunction(name: .linear), CAMediaTimingFunction(name: .easeIn)]
    layer.add(animation, forKey: "k")
    app.advance(0.125)
    #expect(abs(x(layer) - 50) < 1e-9)
    app.advance(0.5)
    // 0.625 s: half-way through the second segment (0.25…1), through ease-in.
    let expected = 100 + 300 * TimingFormula.easeIn(0.5)
    #expect(abs(Double(x(layer)) - expected) < 1e-4)
  }

  @Test func withoutKeyTimesTheValuesAreEvenlySpaced() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    layer.add(keyframes([0, 100, 400]), forKey: "k")
    app.advance(0.75)
    #expect(abs(x(layer) - 250) < 1e-9)
  }

  @Test func discreteShowsEachValueForItsShare() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let animation = keyframes([10, 20, 30, 40])
    animation.calculationMode = .discrete
    layer.add(animation, forKey: "k")
    var seen: [CGFloat] = []
    for _ in 0..<4 {
      app.advance(0.2)
      seen.append(x(layer))
    }
    #expect(seen == [10, 20, 30, 40])
  }

  @Test func pacedMovesAtConstantSpeed() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let animation = keyframes([0, 300, 400])
    animation.calculationMode = .paced
    animation.keyTimes = [0, 0.9, 1]  // ignored when paced
    layer.add(animation, forKey: "k")
    app.advance(0.5)
    #expect(abs(x(layer) - 200) < 1e-9)
  }

  @Test func cubicPassesThroughTheKeyframesSmoothly() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let animation = keyframes([0, 100, 0, 100])
    animation.calculationMode = .cubic
    animation.keyTimes = [0, NSNumber(value: 1.0 / 3), NSNumber(value: 2.0 / 3), 1]
    layer.add(animation, forKey: "k")
    app.advance(1.0 / 3)
    #expect(abs(x(layer) - 100) < 1e-6)
    app.advance(1.0 / 6)
    // Catmull–Rom between 100 and 0 with tangents (0 − 0)/2 = 0 at both ends: the Hermite midpoint, 50.
    #expect(abs(x(layer) - 50) < 1e-6)
  }

  @Test func aPacedPathWithRotateAutoTurnsTheLayerAlongTheRoute() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let route = CGMutablePath()
    route.move(to: CGPoint(x: 0, y: 0))
    route.addLine(to: CGPoint(x: 100, y: 0))
    route.addLine(to: CGPoint(x: 100, y: 100))
    let drive = CAKeyframeAnimation(keyPath: "position")
    drive.path = route
    drive.calculationMode = .paced
    drive.rotationMode = .rotateAuto
    drive.duration = 2
    layer.add(drive, forKey: "drive")
    app.advance(0.5)
    var shown = layer.presentation()!
    #expect(shown.position == CGPoint(x: 50, y: 0))
    #expect(abs(shown.affineTransform().b) < 1e-9)
    app.advance(1)
    shown = layer.presentation()!
    #expect(abs(shown.position.x - 100) < 1e-9 && abs(shown.position.y - 50) < 1e-9)
    // Heading down the screen: a quarter turn (sin = 1).
    #expect(abs(shown.affineTransform().b - 1) < 1e-9)
  }

  @Test func aCurvedPathIsFollowedByItsLength() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let circle = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 200, height: 200), transform: nil)
    let orbit = CAKeyframeAnimation(keyPath: "position")
    orbit.path = circle
    orbit.calculationMode = .paced
    orbit.duration = 4
    layer.add(orbit, forKey: "orbit")
    for _ in 0..<8 {
      app.advance(0.37)
      let p = layer.presentation()!.position
      // On the circle of radius 100 about (100, 100), within the Bézier approximation's 0.03 %.
      #expect(abs(hypot(p.x - 100, p.y - 100) - 100) < 0.05)
    }
  }
}
