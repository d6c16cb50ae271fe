@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

/// Backgrounds, corners, borders, opacity and clipping drawn as Core Animation composites them.
@MainActor
@Suite struct LayerRenderingTests {
  @Test func backgroundsFillExactlyTheirPixelsAtScale2() {
    let scene = RenderingScene()
    scene.add(CGRect(x: 10, y: 20, width: 30, height: 40), .red)
    let image = scene.render()
    #expect(image.width == 750 && image.height == 1334)
    #expect(image.pixel(x: 20, y: 40) == .red)
    #expect(image.pixel(x: 79, y: 119) == .red)
    #expect(image.pixel(x: 19, y: 40) == .white)
    #expect(image.pixel(x: 80, y: 40) == .white)
    #expect(image.pixel(x: 20, y: 39) == .white)
    #expect(image.pixel(x: 20, y: 120) == .white)
  }

  /// With nothing under the view, the corners show the screen itself: a window renders opaque
  /// over black, as a device screenshot does (`ViewRenderer.render(_:)`).
  @Test func roundedCornersLeaveTheCornerUncovered() {
    let scene = RenderingScene()
    scene.root.backgroundColor = nil
    let view = scene.add(CGRect(x: 50, y: 50, width: 100, height: 100), .blue)
    view.layer.cornerRadius = 20
    let image = scene.render()
    #expect(image.pixel(atPoint: 50, 50) == .black)
    #expect(image.pixel(atPoint: 52, 52) == .black)
    #expect(image.pixel(atPoint: 60, 60) == .blue)
    #expect(image.pixel(atPoint: 50, 100) == .blue)
    #expect(image.pixel(atPoint: 149.5, 149.5) == .black)
  }

  @Test func bordersAreInsetAndDrawnAboveSubviews() {
    let scene = RenderingScene()
    let view = scene.add(CGRect(x: 20, y: 20, width: 100, height: 60), .white)
    view.layer.borderWidth = 2
    view.layer.borderColor = UIColor.black.cgColor
    scene.add(CGRect(x: 50, y: 0, width: 50, height: 60), .red, to: view)
    let image = scene.render()
    #expect(image.pixel(atPoint: 19.5, 50) == .white)
    #expect(image.pixel(atPoint: 20, 50) == .black)
    #expect(image.pixel(atPoint: 21.5, 50) == .black)
    #expect(image.pixel(atPoint: 22, 50) == .white)
    // The child covers the top edge, but Core Animation draws the border above sublayers.
    #expect(image.pixel(atPoint: 75, 20.5) == .black)
    #expect(image.pixel(atPoint: 75, 22) == .red)
  }

  @Test func halfAlphaBlendsWithWhatIsBehind() {
    let scene = RenderingScene()
    scene.add(CGRect(x: 10, y: 10, width: 50, height: 50), .red).alpha = 0.5
    let pixel = scene.render().pixel(atPoint: 30, 30)
    #expect(pixel.isClose(to: CGImage.Pixel(r: 255, g: 128, b: 128, a: 255)), "\(pixel)")
  }

  @Test func groupOpacityKeepsOverlappingChildrenFromDoubleBlending() {
    let scene = RenderingScene()
    let parent = scene.add(CGRect(x: 0, y: 0, width: 200, height: 100), nil)
    parent.alpha = 0.5
    scene.add(CGRect(x: 0, y: 0, width: 120, height: 100), .red, to: parent)
    scene.add(CGRect(x: 80, y: 0, width: 120, height: 100), .red, to: parent)
    let image = scene.render()
    let overlap = image.pixel(atPoint: 100, 50)
    let single = image.pixel(atPoint: 40, 50)
    #expect(overlap == single)
    #expect(single.isClose(to: CGImage.Pixel(r: 255, g: 128, b: 128, a: 255)), "\(single)")
  }

  /// A group is sized to what its layer and sublayers can cover (not to the whole damage), so that
  /// bound must take in sublayers outside the layer's bounds, turned ones and their shadows.
  @Test func aFadingViewsSubviewsShowWhereverTheyReach() {
    let scene = RenderingScene()
    let parent = scene.add(CGRect(x: 20, y: 20, width: 30, height: 30), nil)
    parent.alpha = 0.5
    // Beyond the parent's right edge, and a child of it further out still.
    let outside = scene.add(CGRect(x: 60, y: 0, width: 20, height: 20), .red, to: parent)
    scene.add(CGRect(x: 30, y: 30, width: 20, height: 20), .red, to: outside)
    // Turned 45° about its centre: its corners reach past its frame before the turn.
    let turned = scene.add(CGRect(x: 0, y: 60, width: 20, height: 20), .red, to: parent)
    turned.transform = CGAffineTransform(rotationAngle: .pi / 4)
    // A shadow that falls 20 points below its layer, itself left of and below the parent.
    let shadowed = scene.add(CGRect(x: -15, y: 40, width: 10, height: 10), .red, to: parent)
    shadowed.layer.shadowOpacity = 1
    shadowed.layer.shadowRadius = 0
    shadowed.layer.shadowOffset = CGSize(width: 0, height: 20)
    shadowed.layer.shadowColor = UIColor.blue.cgColor
    // A shape layer whose stroke runs 40 points right of its 10-point bounds, out of the parent.
    let stroke = CAShapeLayer()
    stroke.frame = CGRect(x: 5, y: 5, width: 10, height: 10)
    let line = CGMutablePath()
    line.move(to: CGPoint(x: 0, y: 5))
    line.addLine(to: CGPoint(x: 50, y: 5))
    stroke.path = line
    stroke.lineWidth = 4
    stroke.strokeColor = UIColor.red.cgColor
    parent.layer.addSublayer(stroke)
    let image = scene.render()
    let halfRed = CGImage.Pixel(r: 255, g: 128, b: 128, a: 255)
    #expect(image.pixel(atPoint: 70, 30).isClose(to: halfRed), "\(image.pixel(atPoint: 70, 30))")
    #expect(image.pixel(atPoint: 90, 30).isClose(to: halfRed), "\(image.pixel(atPoint: 90, 30))")
    #expect(image.pixel(atPoint: 120, 60).isClose(to: halfRed), "\(image.pixel(atPoint: 120, 60))")
    // The turned square's corner pokes out left of its frame (x 20) at its middle row, y 90.
    #expect(image.pixel(atPoint: 17, 90).isClose(to: halfRed), "\(image.pixel(atPoint: 17, 90))")
    let halfBlue = CGImage.Pixel(r: 128, g: 128, b: 255, a: 255)
    #expect(image.pixel(atPoint: 10, 85).isClose(to: halfBlue), "\(image.pixel(atPoint: 10, 85))")
    #expect(image.pixel(atPoint: 55, 35) == .white)
  }

  @Test func hiddenAndTransparentViewsDrawNothing() {
    let scene = RenderingScene()
    scene.add(CGRect(x: 0, y: 0, width: 50, height: 50), .red).isHidden = true
    scene.add(CGRect(x: 50, y: 0, width: 50, height: 50), .red).alpha = 0
    let image = scene.render()
    #expect(image.pixel(atPoint: 25, 25) == .white)
    #expect(image.pixel(atPoint: 75, 25) == .white)
  }

  @Test func clipsToBoundsClipsSubviewsToTheRoundedBounds() {
    let scene = RenderingScene()
    let clipping = scene.add(CGRect(x: 10, y: 10, width: 50, height: 50), nil)
    clipping.clipsToBounds = true
    clipping.layer.cornerRadius = 10
    scene.add(CGRect(x: -20, y: 30, width: 100, height: 50), .red, to: clipping)
    let open = scene.add(CGRect(x: 110, y: 10, width: 50, height: 50), nil)
    scene.add(CGRect(x: -20, y: 30, width: 100, height: 50), .red, to: open)
    let image = scene.render()
    #expect(image.pixel(atPoint: 40, 50) == .red)
    #expect(image.pixel(atPoint: 40, 70) == .white)
    #expect(image.pixel(atPoint: 5, 50) == .white)
    #expect(image.pixel(atPoint: 11, 59) == .white, "the rounded corner clips too")
    #expect(image.pixel(atPoint: 140, 70) == .red, "without clipping the child shows outside")
  }
}
