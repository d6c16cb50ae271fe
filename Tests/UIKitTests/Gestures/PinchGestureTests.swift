import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct PinchGestureTests {
  private func pinch(_ app: Headless, to spread: CGFloat, steps: Int = 10) {
    let center = CGPoint(x: 187, y: 300)
    app.fingers.down(at: CGPoint(x: center.x - 50, y: center.y), finger: 0)
    app.fingers.down(at: CGPoint(x: center.x + 50, y: center.y), finger: 1)
    for step in 1...steps {
      app.advance(1.0 / 60)
      let half = 50 + (spread / 2 - 50) * CGFloat(step) / CGFloat(steps)
      app.fingers.move(to: CGPoint(x: center.x - half, y: center.y), finger: 0)
      app.fingers.move(to: CGPoint(x: center.x + half, y: center.y), finger: 1)
    }
  }

  @Test func scaleIsTheSpanOverTheStartingSpan() {
    let app = Headless()
    let pinch = UIPinchGestureRecognizer()
    app.root.addGestureRecognizer(pinch)
    self.pinch(app, to: 200)
    #expect(pinch.state == .changed)
    #expect(abs(pinch.scale - 2) < 1e-9)
    #expect(pinch.velocity > 0)
    app.fingers.up(finger: 1)
    #expect(pinch.state == .ended)
    app.fingers.up(finger: 0)
    #expect(pinch.state == .possible)  // reset once every finger has lifted
  }

  @Test func aSmallSpanChangeIsNotAPinch() {
    let app = Headless()
    let pinch = UIPinchGestureRecognizer()
    app.root.addGestureRecognizer(pinch)
    self.pinch(app, to: 108)
    #expect(pinch.state == .possible)
  }

  @Test func settingScaleRebasesIt() {
    let app = Headless()
    let pinch = UIPinchGestureRecognizer()
    app.root.addGestureRecognizer(pinch)
    self.pinch(app, to: 200, steps: 5)
    pinch.scale = 1
    app.advance(1.0 / 60)
    app.fingers.move(to: CGPoint(x: 187 - 150, y: 300), finger: 0)
    app.fingers.move(to: CGPoint(x: 187 + 150, y: 300), finger: 1)
    #expect(abs(pinch.scale - 1.5) < 1e-9)
  }
}
