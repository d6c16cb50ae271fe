@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// `FrameRenderer`'s backdrop: while layers animate, what is painted before the first of them is
/// composited once and copied back under the damage; every frame still equals a full render, and a
/// change under the animations drops the backdrop.
@MainActor
@Suite struct BackdropTests {
  @Test func carsDrivingUnderACardCompositeOverABackdropAndEqualFullRenders() throws {
    let scene = FrameScene()
    let cars = addCars(3, below: scene.card.layer, in: scene)
    scene.renderer.invalidate()
    for _ in 0..<8 {
      scene.headless.advance(1.0 / 60)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window))
    }
    // Made at the full redraw, before the first car; every frame since was redrawn over it.
    #expect(scene.renderer.backdropsMade == 1)
    #expect(scene.renderer.framesOverBackdrop == 8)
    // The card and the spinner are painted after the cars: their changes keep the backdrop.
    scene.card.backgroundColor = .yellow
    scene.spinner.layer.borderColor = UIColor.red.cgColor
    scene.headless.advance(1.0 / 60)
    try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window))
    #expect(scene.renderer.backdropsMade == 1)
    #expect(cars.allSatisfy { $0.animation(forKey: "drive") != nil })
  }

  @Test func aChangeUnderTheAnimationsDropsTheBackdropUntilItIsQuietAgain() throws {
    let scene = FrameScene()
    _ = addCars(3, below: scene.card.layer, in: scene)
    scene.renderer.invalidate()
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    let over = scene.renderer.framesOverBackdrop
    // The scroll view is painted before the cars: scrolling it changes the backdrop's pixels.
    scene.scrollView.contentOffset = CGPoint(x: 0, y: 90)
    scene.headless.advance(1.0 / 60)
    try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "scrolled")
    #expect(scene.renderer.framesOverBackdrop == over)
    // Half a second of animations over an unchanged scroll view makes a new one.
    for frame in 0..<31 {
      scene.headless.advance(1.0 / 60)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "frame \(frame)")
    }
    #expect(scene.renderer.backdropsMade == 2)
    #expect(scene.renderer.framesOverBackdrop > over)
  }

  @Test func aCarPassingATurnedViewInTheBackdropRedrawsOnlyItsOwnPixels() throws {
    let scene = FrameScene()
    // A turned label under the car: its slanted edges are in the backdrop, copied, not painted
    // again, so the redraw need not take in its whole width (370 pixels).
    scene.labels[0].transform = CGAffineTransform(rotationAngle: 0.2)
    _ = addCars(1, below: scene.card.layer, in: scene)
    scene.renderer.invalidate()
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    for frame in 0..<8 {
      scene.headless.advance(1.0 / 60)
      let rendered = scene.renderer.renderFrame(scene.headless.window)
      try scene.expectEqualToAFullRender(rendered, "frame \(frame)")
      let span = (rendered.dirtyRects.map(\.maxX).max() ?? 0) - (rendered.dirtyRects.map(\.minX).min() ?? 0)
      #expect(span < 80, "frame \(frame): \(rendered.dirtyRects)")
    }
    #expect(scene.renderer.framesOverBackdrop == 9)
  }

  @Test func damageRestoredWithinAClippingAncestorIsRestoredWhole() throws {
    let scene = FrameScene()
    // A car in the clipping scroll view near its bottom edge (window y 220), under a translucent
    // strip that reaches past the edge and changes every frame: the strip's rectangle, which holds
    // the car's, is copied back from the backdrop as the car starts painting, inside the scroll
    // view's clip, and must still be copied whole.
    let car = CALayer()
    car.bounds = CGRect(x: 0, y: 0, width: 18, height: 9)
    car.contents = carImage()
    car.contentsScale = 2
    car.position = CGPoint(x: 30, y: 173)
    scene.scrollView.layer.addSublayer(car)
    car.add(drive(from: car.position, to: CGPoint(x: 170, y: 173)), forKey: "drive")
    let strip = UIView(frame: CGRect(x: 0, y: 205, width: 200, height: 30))
    scene.headless.root.insertSubview(strip, belowSubview: scene.card)
    scene.renderer.invalidate()
    for frame in 0..<6 {
      strip.backgroundColor = UIColor(red: 0.2, green: 0.3 + 0.1 * CGFloat(frame), blue: 0.8, alpha: 0.5)
      scene.headless.advance(1.0 / 60)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "frame \(frame)")
    }
    #expect(scene.renderer.framesOverBackdrop == 6)
  }

  /// A car driving inside `scene`'s group, which composites as one: what is under the cars in it
  /// cannot be split from them, so no backdrop is made, and every frame is a full render's.
  private func expectNoBackdropForACarIn(_ scene: FrameScene) throws {
    let car = CALayer()
    car.bounds = CGRect(x: 0, y: 0, width: 12, height: 6)
    car.backgroundColor = UIColor.orange.cgColor
    scene.group.layer.addSublayer(car)
    car.add(drive(from: CGPoint(x: 5, y: 5), to: CGPoint(x: 55, y: 50)), forKey: "drive")
    scene.renderer.invalidate()
    for frame in 0..<4 {
      scene.headless.advance(1.0 / 60)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "frame \(frame)")
    }
    #expect(scene.renderer.backdropsMade == 0)
  }

  @Test func carsInsideATranslucentGroupGetNoBackdrop() throws {
    try expectNoBackdropForACarIn(FrameScene())
  }

  @Test func carsInsideABlendedGroupGetNoBackdrop() throws {
    let scene = FrameScene()
    // Opaque, but blending with what lies under it as one group: the cars in it blend with its
    // other views first, not with what a backdrop would hold.
    scene.group.alpha = 1
    scene.group.layer.blendMode = .multiply
    try expectNoBackdropForACarIn(scene)
  }

  /// Image layers turned along slanted routes over the scroll view, below `sibling`.
  private func addCars(_ count: Int, below sibling: CALayer, in scene: FrameScene) -> [CALayer] {
    let image = carImage()
    return (0..<count).map { index in
      let car = CALayer()
      car.bounds = CGRect(x: 0, y: 0, width: 18, height: 9)
      car.contents = image
      car.contentsScale = 2
      let start = CGPoint(x: 10 + CGFloat(index) * 40, y: 60)
      car.position = start
      scene.headless.root.layer.insertSublayer(car, below: sibling)
      car.add(drive(from: start, to: CGPoint(x: start.x + 70, y: 280)), forKey: "drive")
      return car
    }
  }

  private func drive(from start: CGPoint, to end: CGPoint) -> CAKeyframeAnimation {
    let route = CGMutablePath()
    route.move(to: start)
    route.addLine(to: end)
    let drive = CAKeyframeAnimation(keyPath: "position")
    drive.path = route
    drive.calculationMode = .paced
    drive.rotationMode = .rotateAuto
    drive.duration = 2
    drive.repeatCount = .infinity
    return drive
  }

  private func carImage() -> CGImage? {
    guard let context = CGContext(bitmapWidth: 36, height: 18, scale: 2) else { return nil }
    context.setFillColor(UIColor(red: 0.98, green: 0.55, blue: 0.1, alpha: 1).cgColor)
    context.fill(CGRect(x: 1, y: 1, width: 16, height: 7))
    return context.makeImage()
  }
}
