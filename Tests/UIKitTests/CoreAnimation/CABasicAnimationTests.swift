import Testing
@_spi(Hail) import UIKit

/// Presentation values of basic animations at given times, against the formulas.
@MainActor
@Suite struct CABasicAnimationTests {
  /// A standalone layer in the window, set up in an earlier frame.
  static func layerOnScreen(_ app: Headless) -> CALayer {
    let layer = CALayer()
    layer.frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    app.root.layer.addSublayer(layer)
    app.advance(1.0 / 60)
    return layer
  }

  @Test func aLinearAnimationIsProportionalAndTheModelStaysPut() {
    let app = Headless()
    let layer = Self.layerOnScreen(app)
    let start = CACurrentMediaTime()
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 20
    move.toValue = 220
    move.duration = 2
    layer.add(move, forKey: "move")
    app.advance(0.5)
    #expect(abs(layer.presentation()!.position.x - 70) < 1e-9)
    #expect(layer.position.x == 20)
    #expect(CACurrentMediaTime() - start == 0.5)
    app.advance(1)
    #expect(abs(layer.presentation()!.position.x - 170) < 1e-9)
    app.advance(0.6)
    // Removed on completion: the model shows again.
    #expect(layer.presentation()!.position.x == 20)
    #expect(layer.animationKeys() == nil)
  }

  @Test(arguments: [
    (CAMediaTimingFunctionName.easeIn, 0), (.easeOut, 1), (.easeInEaseOut, 2), (.default, 3),
  ])
  func namedTimingFunctionsFollowTheirBeziers(_ name: CAMediaTimingFunctionName, _ index: Int) {
    let formulas = [
      TimingFormula.easeIn, TimingFormula.easeOut, TimingFormula.easeInEaseOut, TimingFormula.systemDefault,
    ]
    let app = Headless()
    let layer = Self.layerOnScreen(app)
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 0
    fade.toValue = 1
    fade.duration = 1
    fade.timingFunction = CAMediaTimingFunction(name: name)
    layer.add(fade, forKey: nil)
    for step in [0.2, 0.3, 0.3] {
      app.advance(step)
      let elapsed = CACurrentMediaTime() - 1.0 / 60
      let expected = formulas[index](elapsed)
      #expect(abs(Double(layer.presentation()!.opacity) - expected) < 1e-5)
    }
  }

  @Test func controlPointTimingFunctionsAreCubicBeziers() {
    let app = Headless()
    let layer = Self.layerOnScreen(app)
    let slide = CABasicAnimation(keyPath: "position.y")
    slide.fromValue = 0
    slide.toValue = 100
    slide.duration = 0.4
    slide.timingFunction = CAMediaTimingFunction(controlPoints: 0.2, 0.9, 0.3, 1)
    layer.add(slide, forKey: "slide")
    app.advance(0.1)
    let expected = 100 * TimingFormula.cubicBezier(0.2, 0.9, 0.3, 1, at: 0.25)
    #expect(abs(Double(layer.presentation()!.position.y) - expected) < 1e-3)
    var point: [Float] = [0, 0]
    slide.timingFunction!.getControlPoint(at: 1, values: &point)
    #expect(point == [0.2, 0.9])
  }

  @Test func fromToAndByFollowApplesRules() {
    let app = Headless()
    let layer = Self.layerOnScreen(app)
    layer.opacity = 0.5
    func value(from: Any?, to: Any?, by: Any?) -> Float {
      let animation = CABasicAnimation(keyPath: "opacity")
      (animation.fromValue, animation.toValue, animation.byValue) = (from, to, by)
      animation.duration = 1
      layer.add(animation, forKey: "fade")
      app.advance(0.5)
      defer { layer.removeAllAnimations() }
      return layer.presentation()!.opacity
    }
    #expect(value(from: 0.0, to: 1.0, by: nil) == 0.5)
    #expect(value(from: 0.1, to: nil, by: 0.4) == 0.3)  // 0.1 … 0.5
    #expect(abs(value(from: nil, to: 0.9, by: 0.2) - 0.8) < 1e-6)  // 0.7 … 0.9
    #expect(value(from: 0.0, to: nil, by: nil) == 0.25)  // 0 … the model's 0.5
    #expect(value(from: nil, to: 1.0, by: nil) == 0.75)  // 0.5 … 1
    #expect(abs(value(from: nil, to: nil, by: 0.3) - 0.65) < 1e-6)  // 0.5 … 0.8
  }

  @Test func additiveAnimationsAddToWhatLiesBelow() {
    let app = Headless()
    let layer = Self.layerOnScreen(app)
    layer.position = CGPoint(x: 100, y: 100)
    let shake = CABasicAnimation(keyPath: "position.x")
    shake.isAdditive = true
    shake.fromValue = 0
    shake.toValue = 10
    shake.duration = 1
    layer.add(shake, forKey: "shake")
    app.advance(0.5)
    #expect(layer.presentation()!.position == CGPoint(x: 105, y: 100))
  }

  @Test func transformKeyPathsAnimateScaleRotationAndTranslation() {
    let app = Headless()
    let layer = Self.layerOnScreen(app)
    let spin = CABasicAnimation(keyPath: "transform.rotation.z")
    spin.fromValue = 0
    spin.toValue = CGFloat.pi
    spin.duration = 1
    layer.add(spin, forKey: "spin")
    let grow = CABasicAnimation(keyPath: "transform.scale")
    grow.fromValue = 1
    grow.toValue = 3
    grow.duration = 1
    layer.add(grow, forKey: "grow")
    app.advance(0.5)
    let t = layer.presentation()!.transform
    // Scale 2 and a quarter turn: [a b; c d] = 2·[cos sin; −sin cos] at π/2.
    #expect(abs(t.m11) < 1e-9 && abs(t.m12 - 2) < 1e-9 && abs(t.m21 + 2) < 1e-9 && abs(t.m22) < 1e-9)
    #expect(abs((layer.presentation()!.value(forKeyPath: "transform.scale") as! CGFloat) - 2) < 1e-9)
  }

  @Test func coloursInterpolateComponentByComponent() {
    let app = Headless()
    let layer = Self.layerOnScreen(app)
    let tint = CABasicAnimation(keyPath: "backgroundColor")
    tint.fromValue = UIColor.red.cgColor
    tint.toValue = UIColor.blue.cgColor
    tint.duration = 1
    layer.add(tint, forKey: "tint")
    app.advance(0.25)
    let color = layer.presentation()!.backgroundColor!
    #expect(color == CGColor(red: 0.75, green: 0, blue: 0.25, alpha: 1))
  }

  @Test func theDelegateHearsStartAndStop() {
    final class Log: CAAnimationDelegate {
      var events: [String] = []
      func animationDidStart(_ anim: CAAnimation) { events.append("start \(CACurrentMediaTime())") }
      func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("stop \(flag)")
      }
    }
    let app = Headless()
    let layer = Self.layerOnScreen(app)
    let log = Log()
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.toValue = 0
    fade.duration = 0.5
    fade.delegate = log
    layer.add(fade, forKey: "fade")
    app.advance(1)
    #expect(log.events.count == 2)
    #expect(log.events.last == "stop true")
    let second = CABasicAnimation(keyPath: "opacity")
    second.toValue = 0
    second.duration = 5
    second.delegate = log
    layer.add(second, forKey: "fade")
    app.advance(0.1)
    layer.removeAnimation(forKey: "fade")
    #expect(log.events.last != "stop false")  // told on the next frame, not inside the call
    app.advance(1.0 / 60)
    #expect(log.events.last == "stop false")
  }

  @Test func addingCopiesTheAnimation() {
    let app = Headless()
    let layer = Self.layerOnScreen(app)
    let move = CABasicAnimation(keyPath: "position.x")
    move.fromValue = 0
    move.toValue = 100
    move.duration = 1
    layer.add(move, forKey: "move")
    move.toValue = 1000
    app.advance(0.5)
    #expect(layer.presentation()!.position.x == 50)
    #expect(layer.animation(forKey: "move") !== move)
    #expect(layer.animation(forKey: "move")!.beginTime == 1.0 / 60)
    #expect(layer.animationKeys() == ["move"])
  }

  /// The key path applied is the one last set before adding (it is parsed once, not every frame):
  /// changed before adding, the new one animates; changed after, the added copy keeps its own; one
  /// naming a field its property lacks, or no property, animates nothing.
  @Test func theKeyPathAppliedIsTheOneLastSetBeforeAdding() {
    let app = Headless()
    let layer = Self.layerOnScreen(app)
    func fromZeroToAHundred(_ keyPath: String) -> CABasicAnimation {
      let animation = CABasicAnimation(keyPath: keyPath)
      animation.fromValue = 0
      animation.toValue = 100
      animation.duration = 1
      return animation
    }
    let move = fromZeroToAHundred("opacity")
    move.keyPath = "position.y"
    layer.add(move, forKey: "move")
    move.keyPath = "position.x"
    layer.add(fromZeroToAHundred("position.z"), forKey: "nowhere")
    layer.add(fromZeroToAHundred("nonsense"), forKey: "nothing")
    app.advance(0.5)
    let shown = layer.presentation()!
    #expect(shown.position.y == 50)
    #expect(shown.position.x == layer.position.x)
    #expect(shown.opacity == layer.opacity)
  }
}
