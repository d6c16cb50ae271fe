@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// Layer animations through `FrameRenderer`: they composite cached content, damage only their own
/// pixels, and every incremental frame equals a full render.
@MainActor
@Suite struct LayerDamageTests {
  @Test func aCarMovingAlongAPathRedrawsOnlyItsOwnRowsFromItsCachedShape() throws {
    let scene = FrameScene()
    let car = CAShapeLayer()
    car.path = CGPath(
      roundedRect: CGRect(x: -8, y: -4, width: 16, height: 8), cornerWidth: 3, cornerHeight: 3)
    car.fillColor = UIColor.black.cgColor
    car.position = CGPoint(x: 20, y: 120)
    scene.headless.root.layer.addSublayer(car)
    _ = scene.renderer.renderFrame(scene.headless.window)
    let drawsBefore = UIApplication.shared.layerContents.draws
    let drive = CAKeyframeAnimation(keyPath: "position")
    let route = CGMutablePath()
    route.move(to: CGPoint(x: 20, y: 120))
    route.addLine(to: CGPoint(x: 180, y: 120))
    drive.path = route
    drive.duration = 1
    drive.calculationMode = .paced
    car.add(drive, forKey: "drive")
    for _ in 0..<10 {
      scene.headless.advance(1.0 / 60)
      let frame = scene.renderer.renderFrame(scene.headless.window)
      // The car is 8 pt high at y = 120, its bitmap a point more around it for anti-aliasing: those
      // rows at 2x, with the scan's 2-pixel margin, are all that change.
      for rect in frame.dirtyRects {
        #expect(rect.minY >= 2 * (120 - 5) - 2 && rect.maxY <= 2 * (120 + 5) + 2, "\(rect)")
      }
      #expect(!frame.dirtyRects.isEmpty)
      try scene.expectEqualToAFullRender(frame)
    }
    #expect(UIApplication.shared.layerContents.draws == drawsBefore)
  }

  @Test func aPulsingCircleScalesItsBitmapAndAStrokeEndAnimationRedrawsIt() throws {
    let scene = FrameScene()
    let pulse = CAShapeLayer()
    pulse.path = CGPath(ellipseIn: CGRect(x: -10, y: -10, width: 20, height: 20), transform: nil)
    pulse.fillColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5).cgColor
    pulse.position = CGPoint(x: 100, y: 150)
    scene.headless.root.layer.addSublayer(pulse)
    let line = CAShapeLayer()
    line.path = CGPath(rect: CGRect(x: 30, y: 230, width: 140, height: 10), transform: nil)
    line.fillColor = nil
    line.strokeColor = UIColor.red.cgColor
    line.lineWidth = 3
    scene.headless.root.layer.addSublayer(line)
    _ = scene.renderer.renderFrame(scene.headless.window)
    let grow = CABasicAnimation(keyPath: "transform.scale")
    grow.fromValue = 1
    grow.toValue = 2
    grow.duration = 0.5
    grow.autoreverses = true
    grow.repeatCount = .infinity
    pulse.add(grow, forKey: "pulse")
    let draws = UIApplication.shared.layerContents.draws
    for _ in 0..<6 {
      scene.headless.advance(1.0 / 60)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window))
    }
    #expect(UIApplication.shared.layerContents.draws == draws)
    let reveal = CABasicAnimation(keyPath: "strokeEnd")
    reveal.fromValue = 0
    reveal.toValue = 1
    reveal.duration = 0.5
    line.add(reveal, forKey: "reveal")
    for _ in 0..<6 {
      scene.headless.advance(1.0 / 60)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window))
    }
    // The pulse kept its bitmap; the line was drawn again each frame its stroke grew.
    #expect(UIApplication.shared.layerContents.draws - draws == 6)
  }

  @Test func anImageLayerCompositesItsContentsByGravity() throws {
    let scene = RenderingScene()
    let context = try #require(CGContext(bitmapWidth: 10, height: 10, scale: 1))
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
    let car = CALayer()
    car.contents = context.makeImage()
    car.contentsGravity = .center
    car.frame = CGRect(x: 20, y: 20, width: 40, height: 40)
    scene.root.layer.addSublayer(car)
    let image = scene.render()
    // A 10 × 10 image at scale 1 is 10 pt, centred in the 40 pt layer: 35…45.
    #expect(image.pixel(atPoint: 40, 40) == .red)
    #expect(image.pixel(atPoint: 33, 40) == .white)
    #expect(image.pixel(atPoint: 44, 44) == .red)
  }
}
