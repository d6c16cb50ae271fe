import Foundation
import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct RotationGestureTests {
  private let center = CGPoint(x: 187, y: 300)

  /// Two fingers 50 pt either side of the centre, turned by `angle` radians (clockwise on screen)
  /// in `steps` frames.
  private func turn(_ app: Headless, by angle: CGFloat, steps: Int = 10) {
    app.fingers.down(at: point(at: .pi, radius: 50), finger: 0)
    app.fingers.down(at: point(at: 0, radius: 50), finger: 1)
    for step in 1...steps {
      app.advance(1.0 / 60)
      let a = angle * CGFloat(step) / CGFloat(steps)
      app.fingers.move([0: point(at: .pi + a, radius: 50), 1: point(at: a, radius: 50)])
    }
  }

  private func point(at angle: CGFloat, radius: CGFloat) -> CGPoint {
    CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
  }

  @Test func rotationIsTheAngleTheFingersTurnedClockwisePositive() {
    let app = Headless()
    let rotation = UIRotationGestureRecognizer()
    app.root.addGestureRecognizer(rotation)
    turn(app, by: .pi / 2)
    #expect(rotation.state == .changed)
    #expect(abs(rotation.rotation - .pi / 2) < 1e-9)
    // 90° in 10 frames at 60 Hz: 3π rad/s.
    #expect(abs(rotation.velocity - 3 * .pi) < 1e-6)
    app.fingers.up(finger: 1)
    #expect(rotation.state == .ended)
    app.fingers.up(finger: 0)
    #expect(rotation.state == .possible)
    #expect(rotation.rotation == 0)
  }

  @Test func aTurnPastHalfAWayKeepsCounting() {
    let app = Headless()
    let rotation = UIRotationGestureRecognizer()
    app.root.addGestureRecognizer(rotation)
    turn(app, by: -1.5 * .pi, steps: 30)
    #expect(abs(rotation.rotation + 1.5 * .pi) < 1e-9)
  }

  @Test func itBeginsOnceEachFingerHasMovedTenPointsAlongItsArc() {
    let app = Headless()
    let rotation = UIRotationGestureRecognizer()
    app.root.addGestureRecognizer(rotation)
    // Radius 50: 0.2 rad is an arc of exactly 10 pt, not more.
    turn(app, by: 0.2, steps: 1)
    #expect(rotation.state == .possible)
    app.advance(1.0 / 60)
    app.fingers.move([0: point(at: .pi + 0.21, radius: 50), 1: point(at: 0.21, radius: 50)])
    #expect(rotation.state == .began)
    #expect(abs(rotation.rotation - 0.21) < 1e-9)
  }

  @Test func settingRotationRebasesIt() {
    let app = Headless()
    let rotation = UIRotationGestureRecognizer()
    app.root.addGestureRecognizer(rotation)
    turn(app, by: 1, steps: 5)
    rotation.rotation = 0
    app.advance(1.0 / 60)
    app.fingers.move([0: point(at: .pi + 1.25, radius: 50), 1: point(at: 1.25, radius: 50)])
    #expect(abs(rotation.rotation - 0.25) < 1e-9)
  }
}
