import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct HitTestingTests {
  private func scene() -> (Headless, UIView, UIView) {
    let app = Headless()
    let back = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    let front = UIView(frame: CGRect(x: 50, y: 50, width: 100, height: 100))
    app.root.addSubview(back)
    app.root.addSubview(front)
    return (app, back, front)
  }

  @Test func prefersTheFrontMostSubview() {
    let (app, _, front) = scene()
    #expect(app.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
  }

  @Test func fallsBackToTheViewBehindOutsideTheFrontView() {
    let (app, back, _) = scene()
    #expect(app.window.hitTest(CGPoint(x: 10, y: 10), with: nil) === back)
  }

  @Test(arguments: ["hidden", "not interactive", "alpha 0.01", "alpha 0"])
  func skipsViewsThatCannotTakeTouches(_ condition: String) {
    let (app, back, front) = scene()
    switch condition {
    case "hidden": front.isHidden = true
    case "not interactive": front.isUserInteractionEnabled = false
    case "alpha 0.01": front.alpha = 0.01
    default: front.alpha = 0
    }
    #expect(app.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
  }

  @Test func alphaJustAboveTheThresholdStillTakesTouches() {
    let (app, _, front) = scene()
    front.alpha = 0.02
    #expect(app.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
  }

  @Test func subviewsOutsideTheirSuperviewsBoundsAreNotHit() {
    let (app, back, front) = scene()
    let child = UIView(frame: CGRect(x: 90, y: 90, width: 50, height: 50))
    front.addSubview(child)
    // (180, 180) is inside `child` (front at 50 + 90 … 190) but outside `front` (50 … 150).
    #expect(app.window.hitTest(CGPoint(x: 180, y: 180), with: nil) === back)
  }

  @Test func usesTheModelFrameNotThePresentation() {
    let (app, back, front) = scene()
    UIView.animate(
      withDuration: 1, delay: 0, options: [.allowUserInteraction],
      animations: {
        front.frame.origin.x = 0
      })
    app.advance(0.1)
    // The model frame is already at x = 0…100; the presentation is still near 50.
    #expect(app.window.hitTest(CGPoint(x: 20, y: 60), with: nil) === front)
    #expect(app.window.hitTest(CGPoint(x: 120, y: 60), with: nil) === back)
  }

  @Test func animatingViewsIgnoreTouchesUnlessAllowed() {
    let (app, back, front) = scene()
    UIView.animate(withDuration: 1, animations: { front.alpha = 0.5 })
    app.advance(0.1)
    #expect(app.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    app.advance(1)
    #expect(app.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
  }

  @Test func honoursTransforms() {
    let (app, back, front) = scene()
    front.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)  // frame 75…125
    #expect(app.window.hitTest(CGPoint(x: 60, y: 60), with: nil) === back)
    #expect(app.window.hitTest(CGPoint(x: 100, y: 100), with: nil) === front)
  }

  @Test func overriddenHitTestCanPassTouchesThrough() {
    final class PassThrough: UIView {
      override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        let hit = super.hitTest(point, with: event)
        return hit === self ? nil : hit
      }
    }
    let app = Headless()
    let under = UIView(frame: app.root.bounds)
    let overlay = PassThrough(frame: app.root.bounds)
    let button = UIView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    app.root.addSubview(under)
    app.root.addSubview(overlay)
    overlay.addSubview(button)
    #expect(app.window.hitTest(CGPoint(x: 20, y: 20), with: nil) === button)
    #expect(app.window.hitTest(CGPoint(x: 200, y: 200), with: nil) === under)
  }
}
