@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

/// `shadowPath` decides the shadow's shape, whatever the layer's bounds and content.
@MainActor
@Suite struct ShadowPathTests {
  @Test func theShadowTakesThePathsShapeNotTheBounds() throws {
    let app = Headless()
    let canvas = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
    canvas.backgroundColor = .white
    app.root.addSubview(canvas)
    let layer = CALayer()
    layer.frame = CGRect(x: 20, y: 0, width: 100, height: 100)
    layer.shadowColor = UIColor.black.cgColor
    layer.shadowOpacity = 1
    layer.shadowRadius = 0
    layer.shadowOffset = CGSize(width: 50, height: 0)
    layer.shadowPath = CGPath(ellipseIn: CGRect(x: 0, y: 0, width: 100, height: 100), transform: nil)
    canvas.layer.addSublayer(layer)
    let image = try #require(ViewRenderer().render(canvas, scale: 2))
    // The circle moved 50 pt right: its centre (120, 50) is black, its left edge (75, 50) too.
    #expect(image.pixel(atPoint: 120, 50) == .black)
    #expect(image.pixel(atPoint: 75, 50) == .black)
    // The moved bounds' corner (72, 2) is outside the circle: no shadow there.
    #expect(image.pixel(atPoint: 72, 2) == .white)
    // Without a path the rounded bounds cast it: the corner is dark.
    layer.shadowPath = nil
    layer.backgroundColor = UIColor.white.withAlphaComponent(0.01).cgColor
    let bounds = try #require(ViewRenderer().render(canvas, scale: 2))
    #expect(bounds.pixel(atPoint: 72, 2) != .white)
  }
}
