@_spi(Hail) import CoreGraphics
import Testing

@_spi(Hail) @testable import UIKit

/// `CALayer.blendMode` (engine-only, what MapKit's `MKOverlayRenderer.blendMode` composites
/// through): a layer and its sublayers blend as one group with what lies behind them, in a full
/// render and in `FrameRenderer`'s incremental frames alike.
@MainActor
@Suite struct LayerBlendModeTests {
  /// A grey base at the top left of `root`, and over it a transparent view blending by multiply
  /// that holds a red view filling it and an opaque green one, each half over the base and half
  /// over the white root.
  private func blendedGroup(in root: UIView) -> (base: UIView, group: UIView, child: UIView) {
    let base = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    base.backgroundColor = UIColor(white: 0.5, alpha: 1)
    let group = UIView(frame: CGRect(x: 20, y: 20, width: 120, height: 60))
    group.layer.blendMode = .multiply
    let fill = UIView(frame: group.bounds)
    fill.backgroundColor = .red
    let child = UIView(frame: CGRect(x: 40, y: 20, width: 80, height: 20))
    child.backgroundColor = .green
    group.addSubview(fill)
    group.addSubview(child)
    root.addSubview(base)
    root.addSubview(group)
    return (base, group, child)
  }

  @Test func aBlendedLayerMultipliesItselfAndItsSublayersWithWhatIsBehind() {
    let scene = RenderingScene()
    _ = blendedGroup(in: scene.root)
    scene.headless.advance(1.0 / 60)
    let image = scene.render()
    // Red times the grey base, red over the white root; the opaque green view blends as its group
    // does.
    #expect(image.pixel(atPoint: 30, 30).isClose(to: .init(r: 128, g: 0, b: 0, a: 255)))
    #expect(image.pixel(atPoint: 120, 30).isClose(to: .red))
    #expect(image.pixel(atPoint: 70, 50).isClose(to: .init(r: 0, g: 128, b: 0, a: 255)))
    #expect(image.pixel(atPoint: 130, 50).isClose(to: .green))
  }

  @Test func incrementalFramesUnderAndOfABlendedLayerEqualFullRenders() throws {
    let scene = FrameScene()
    let (base, group, child) = blendedGroup(in: scene.headless.root)
    let mover = UIView(frame: CGRect(x: 0, y: 45, width: 10, height: 10))
    mover.backgroundColor = .blue
    scene.headless.root.insertSubview(mover, aboveSubview: base)
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    // The opaque child hides nothing painted before its group: the base shows through the blend.
    let scan = DamageScan(
      scene.headless.window, scale: 2, bounds: CGRect(x: 0, y: 0, width: 400, height: 600),
      time: CACurrentMediaTime())
    let underChild = DamageRects([CGRect(x: 130, y: 90, width: 20, height: 20)])
    #expect(scan.uncoveredDamage(of: base.layer, in: underChild) == nil)
    // A square moving under the group, then under its child too (from x 60).
    for step in 1...6 {
      mover.frame.origin.x += 12
      scene.headless.advance(1.0 / 60)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "step \(step)")
    }
    // The transparent group's mode changing shows on what it holds, which changes nothing else.
    group.layer.blendMode = .screen
    scene.headless.advance(1.0 / 60)
    try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "screen")
    child.layer.blendMode = .difference
    scene.headless.advance(1.0 / 60)
    try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "difference")
  }

  @Test func aBlendedFirstSublayerBlendsWithItsParentsBackground() throws {
    let scene = FrameScene()
    // A grey parent over the scroll view's labels, filled by a red subview that multiplies: the
    // parent's background is painted under it, not skipped as one a normal first sublayer hides.
    let parent = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 60))
    parent.backgroundColor = UIColor(white: 0.5, alpha: 1)
    let child = UIView(frame: parent.bounds)
    child.backgroundColor = .red
    child.layer.blendMode = .multiply
    parent.addSubview(child)
    scene.headless.root.addSubview(parent)
    let mover = UIView(frame: CGRect(x: 0, y: 120, width: 10, height: 10))
    mover.backgroundColor = .blue
    scene.headless.root.insertSubview(mover, belowSubview: parent)
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    for step in 1...4 {
      mover.frame.origin.x += 15
      scene.headless.advance(1.0 / 60)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "step \(step)")
    }
    let image = try #require(ViewRenderer().render(scene.headless.window))
    #expect(image.pixel(atPoint: 70, 130).isClose(to: .init(r: 128, g: 0, b: 0, a: 255)))
  }

  @Test func aBlendedRootViewIsRedrawnOverClearedDamage() throws {
    let scene = FrameScene()
    // The root and its subviews blend by difference with what lies under them: nothing, so they
    // show as they are (a full render is over black, which difference leaves as it is too). A
    // redraw over the last frame's pixels would show how the spinner moved instead, black where
    // nothing did.
    scene.headless.root.layer.blendMode = .difference
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    for step in 1...4 {
      scene.spinner.frame.origin.x += 15
      scene.headless.advance(1.0 / 60)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "step \(step)")
    }
  }
}
