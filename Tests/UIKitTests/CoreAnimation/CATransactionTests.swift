import Testing
@_spi(Hail) import UIKit

/// Implicit animations of standalone layers and `CATransaction`.
@MainActor
@Suite struct CATransactionTests {
  @Test func aStandaloneLayerAnimatesAChangeOverAQuarterSecondWithTheDefaultCurve() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    layer.opacity = 0
    #expect(layer.opacity == 0)
    #expect(layer.animationKeys() == ["opacity"])
    app.advance(0.1)
    let expected = 1 - TimingFormula.systemDefault(0.1 / 0.25)
    #expect(abs(Double(layer.presentation()!.opacity) - expected) < 1e-5)
    app.advance(0.2)
    #expect(layer.presentation()!.opacity == 0)
    #expect(layer.animationKeys() == nil)
  }

  @Test func aLayerAddedAndSetUpInOneFrameDoesNotAnimate() {
    let app = Headless()
    let layer = CALayer()
    app.root.layer.addSublayer(layer)
    layer.position = CGPoint(x: 100, y: 100)
    layer.backgroundColor = UIColor.red.cgColor
    #expect(layer.animationKeys() == nil)
    app.advance(1.0 / 60)
    layer.position = CGPoint(x: 200, y: 100)
    #expect(layer.animationKeys() == ["position"])
  }

  @Test func aViewsLayerDoesNotAnimateImplicitly() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    app.advance(1.0 / 60)
    view.layer.cornerRadius = 5
    view.layer.opacity = 0.5
    #expect(view.layer.animationKeys() == nil)
  }

  @Test func disableActionsAndNullActionsTurnItOff() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    CATransaction.begin()
    CATransaction.setDisableActions(true)
    layer.position.x = 300
    CATransaction.commit()
    #expect(layer.animationKeys() == nil)
    layer.actions = ["bounds": NSNull()]
    layer.bounds.size.width = 80
    #expect(layer.animationKeys() == nil)
    layer.opacity = 0.3
    #expect(layer.animationKeys() == ["opacity"])
  }

  @Test func aTransactionsDurationAndCurveApplyToItsImplicitAnimations() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    CATransaction.begin()
    CATransaction.setAnimationDuration(2)
    CATransaction.setAnimationTimingFunction(CAMediaTimingFunction(name: .linear))
    #expect(CATransaction.animationDuration() == 2)
    layer.position.x += 100
    CATransaction.commit()
    #expect(CATransaction.animationDuration() == 0.25)
    app.advance(0.5)
    #expect(abs(layer.presentation()!.position.x - 45) < 1e-9)  // 20 → 120, a quarter of the way
  }

  @Test func theCompletionBlockRunsWhenTheTransactionsAnimationsEnd() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    var completedAt: CFTimeInterval?
    CATransaction.begin()
    CATransaction.setCompletionBlock { completedAt = CACurrentMediaTime() }
    let move = CABasicAnimation(keyPath: "position.x")
    move.toValue = 300
    move.duration = 0.5
    layer.add(move, forKey: "move")
    layer.opacity = 0.5
    CATransaction.commit()
    app.advance(0.4)
    #expect(completedAt == nil)
    app.advance(0.2)
    let done = try! #require(completedAt)
    #expect(done >= 1.0 / 60 + 0.5 && done < 1.0 / 60 + 0.5 + 1.0 / 60 + 1e-9)
  }

  @Test func aTransactionWithNoAnimationsCompletesAtCommit() {
    _ = Headless()
    var ran = false
    CATransaction.begin()
    CATransaction.setCompletionBlock { ran = true }
    CATransaction.commit()
    #expect(ran)
  }

  @Test func aCustomActionReplacesTheImplicitAnimation() {
    let app = Headless()
    let layer = CABasicAnimationTests.layerOnScreen(app)
    let slow = CABasicAnimation()
    slow.duration = 1
    slow.timingFunction = CAMediaTimingFunction(name: .linear)
    layer.actions = ["position": slow]
    layer.position.x = 120
    app.advance(0.5)
    #expect(abs(layer.presentation()!.position.x - 70) < 1e-9)
  }

  @Test func viewAnimationsAnimateLayerPropertiesWithoutTracks() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    view.backgroundColor = .red
    app.root.addSubview(view)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear) {
      view.layer.cornerRadius = 20
      view.backgroundColor = .blue
    }
    app.advance(0.5)
    let shown = view.layer.presentation()!
    #expect(abs(shown.cornerRadius - 10) < 1e-9)
    #expect(shown.backgroundColor == CGColor(red: 0.5, green: 0, blue: 0.5, alpha: 1))
    app.advance(0.6)
    #expect(view.layer.presentation()!.cornerRadius == 20)
  }
}
