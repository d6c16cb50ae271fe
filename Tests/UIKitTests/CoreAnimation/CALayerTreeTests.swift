import Testing
@_spi(Hail) import UIKit

/// The layer tree: sublayers, views' layers in it, geometry and hit testing.
@MainActor
@Suite struct CALayerTreeTests {
  @Test func sublayersInsertAtIndexAboveAndBelow() {
    let root = CALayer()
    let (a, b, c, d) = (CALayer(), CALayer(), CALayer(), CALayer())
    root.addSublayer(a)
    root.addSublayer(b)
    root.insertSublayer(c, at: 0)
    root.insertSublayer(d, above: c)
    #expect(root.sublayers!.map { ObjectIdentifier($0) } == [c, d, a, b].map { ObjectIdentifier($0) })
    root.insertSublayer(b, below: d)
    #expect(root.sublayers!.map { ObjectIdentifier($0) } == [c, b, d, a].map { ObjectIdentifier($0) })
    d.removeFromSuperlayer()
    #expect(d.superlayer == nil)
    #expect(root.sublayers!.count == 3)
    #expect(a.superlayer === root)
    let other = CALayer()
    other.addSublayer(a)
    #expect(root.sublayers!.count == 2)
  }

  @Test func aViewsSubviewsLayersFollowTheSubviewsOrderAmongStandaloneSublayers() {
    let parent = UIView()
    let (first, second) = (UIView(), UIView())
    let badge = CALayer()
    parent.addSubview(first)
    parent.layer.addSublayer(badge)
    parent.addSubview(second)
    #expect(
      parent.layer.sublayers!.map { ObjectIdentifier($0) }
        == [first.layer, badge, second.layer].map { ObjectIdentifier($0) })
    parent.sendSubviewToBack(second)
    #expect(parent.layer.sublayers!.first === second.layer)
    parent.bringSubviewToFront(second)
    #expect(parent.layer.sublayers!.last === second.layer)
    second.removeFromSuperview()
    #expect(second.layer.superlayer == nil)
    #expect(first.layer.superlayer === parent.layer)
  }

  @Test func frameBoundsPositionAndAnchorPoint() {
    let layer = CALayer()
    layer.anchorPoint = CGPoint(x: 0, y: 0)
    layer.frame = CGRect(x: 10, y: 20, width: 30, height: 40)
    #expect(layer.position == CGPoint(x: 10, y: 20))
    #expect(layer.bounds == CGRect(x: 0, y: 0, width: 30, height: 40))
    layer.transform = CATransform3DMakeScale(2, 2, 1)
    #expect(layer.frame == CGRect(x: 10, y: 20, width: 60, height: 80))
    #expect(CATransform3DIsAffine(layer.transform))
  }

  @Test func transformsConcatenateAsApplesDo() {
    let rotate = CATransform3DMakeRotation(.pi / 2, 0, 0, 1)
    let affine = CGAffineTransform(rotationAngle: .pi / 2)
    let rotated = CATransform3DGetAffineTransform(rotate)
    #expect(abs(rotated.a - affine.a) < 1e-12 && abs(rotated.b - affine.b) < 1e-12)
    let moved = CATransform3DTranslate(CATransform3DMakeScale(2, 2, 1), 10, 0, 0)
    // Translate first, then scale: (10, 0) lands at (20, 0).
    #expect(CGPoint(x: 0, y: 0).applying(CATransform3DGetAffineTransform(moved)) == CGPoint(x: 20, y: 0))
    let product = CATransform3DGetAffineTransform(CATransform3DConcat(rotate, CATransform3DInvert(rotate)))
    #expect(abs(product.a - 1) < 1e-12 && abs(product.b) < 1e-12)
  }

  @Test func hitTestingAndConversionFollowTheTree() {
    let root = CALayer()
    root.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
    let card = CALayer()
    card.frame = CGRect(x: 100, y: 100, width: 100, height: 50)
    root.addSublayer(card)
    let dot = CALayer()
    dot.frame = CGRect(x: 10, y: 10, width: 5, height: 5)
    card.addSublayer(dot)
    #expect(root.hitTest(CGPoint(x: 112, y: 112)) === dot)
    #expect(root.hitTest(CGPoint(x: 150, y: 120)) === card)
    #expect(root.hitTest(CGPoint(x: 20, y: 20)) === root)
    #expect(dot.convert(CGPoint(x: 1, y: 1), to: root) == CGPoint(x: 111, y: 111))
    #expect(card.convert(CGPoint(x: 150, y: 150), from: root) == CGPoint(x: 50, y: 50))
  }

  @Test func zPositionDrawsInFrontWithoutReordering() {
    let scene = RenderingScene()
    let back = CALayer()
    back.frame = CGRect(x: 10, y: 10, width: 40, height: 40)
    back.backgroundColor = UIColor.red.cgColor
    back.zPosition = 1
    let front = CALayer()
    front.frame = CGRect(x: 30, y: 30, width: 40, height: 40)
    front.backgroundColor = UIColor.blue.cgColor
    scene.root.layer.addSublayer(back)
    scene.root.layer.addSublayer(front)
    #expect(scene.render().pixel(atPoint: 40, 40) == .red)
  }

  /// The paint order follows `zPosition` through every change that can add or take away a layer in
  /// front: joining with one, moving in z, leaving, moving within the superlayer, and a mask (not a
  /// sublayer) moving in z. Two layers cover the same square; the pixel shows the front one.
  @Test func paintOrderFollowsZPositionThroughJoinsMovesAndLeaves() {
    let scene = RenderingScene()
    let square = CGRect(x: 10, y: 10, width: 40, height: 40)
    let layers = [UIColor.red, .blue, .green].map { color in
      let layer = CALayer()
      layer.frame = square
      layer.backgroundColor = color.cgColor
      return layer
    }
    let (red, blue, green) = (layers[0], layers[1], layers[2])
    let front = { scene.render().pixel(atPoint: 30, 30) }
    green.zPosition = 2
    for layer in [red, green, blue] { scene.root.layer.addSublayer(layer) }
    #expect(front() == .green)
    green.removeFromSuperlayer()
    #expect(front() == .blue)
    red.zPosition = 1
    #expect(front() == .red)
    red.zPosition = 0
    #expect(front() == .blue)
    // Moved within its superlayer, a layer in front stays counted once: back to zero, it is behind.
    red.zPosition = 1
    scene.root.layer.insertSublayer(red, at: 0)
    #expect(front() == .red)
    red.zPosition = 0
    #expect(front() == .blue)
    let mask = CALayer()
    mask.frame = scene.root.layer.bounds
    mask.backgroundColor = UIColor.black.cgColor
    scene.root.layer.mask = mask
    mask.zPosition = 3
    red.zPosition = -1
    #expect(front() == .blue)
  }

  @Test func keyValueCodingReadsAndWritesPropertiesAndCustomKeys() {
    let layer = CALayer()
    layer.setValue(CGPoint(x: 3, y: 4), forKeyPath: "position")
    layer.setValue(12, forKeyPath: "position.x")
    #expect(layer.position == CGPoint(x: 12, y: 4))
    layer.setValue("car", forKey: "kind")
    #expect(layer.value(forKey: "kind") as? String == "car")
    #expect(layer.value(forKeyPath: "bounds.size.width") as? CGFloat == 0)
  }
}
