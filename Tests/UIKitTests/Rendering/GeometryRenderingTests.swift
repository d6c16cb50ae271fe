@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

/// Scrolling, transforms and animations drawn from the presentation values.
@MainActor
@Suite struct GeometryRenderingTests {
  @Test func aScrolledScrollViewShowsTheContentAtItsOffset() {
    let scene = RenderingScene()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    scrollView.contentSize = CGSize(width: 100, height: 400)
    scene.root.addSubview(scrollView)
    scene.add(CGRect(x: 0, y: 0, width: 100, height: 100), .red, to: scrollView)
    scene.add(CGRect(x: 0, y: 200, width: 100, height: 100), .green, to: scrollView)
    scrollView.contentOffset = CGPoint(x: 0, y: 200)
    let image = scene.render()
    #expect(image.pixel(atPoint: 50, 50) == .green)
    #expect(image.pixel(atPoint: 50, 150) == .white)
  }

  @Test func aScaleTransformRendersBiggerAboutTheCentre() {
    let scene = RenderingScene()
    let view = scene.add(CGRect(x: 100, y: 100, width: 20, height: 20), .red)
    view.transform = CGAffineTransform(scaleX: 2, y: 2)
    let image = scene.render()
    #expect(image.pixel(atPoint: 91, 91) == .red)
    #expect(image.pixel(atPoint: 129, 129) == .red)
    #expect(image.pixel(atPoint: 89, 110) == .white)
    #expect(image.pixel(atPoint: 131, 110) == .white)
  }

  @Test func anAnimationHalfWayRendersAtThePresentationPosition() {
    let scene = RenderingScene()
    let view = scene.add(CGRect(x: 0, y: 0, width: 20, height: 20), .red)
    UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { view.center.x = 110 })
    scene.headless.advance(0.5)
    let image = scene.render()
    #expect(image.pixel(atPoint: 60, 10) == .red)
    #expect(image.pixel(atPoint: 10, 10) == .white)
    #expect(image.pixel(atPoint: 110, 10) == .white)
    scene.headless.advance(0.6)
    #expect(scene.render().pixel(atPoint: 110, 10) == .red)
  }
}
