@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// `CALayer.minificationFilter` and `magnificationFilter`: how scaled contents are sampled, chosen
/// by whether the contents land on fewer pixels than they have or more, and a change of either
/// redrawn by a `FrameRenderer`.
@MainActor
@Suite struct ContentsFilterTests {
  /// A bitmap of `width` × `height` pixels in columns of one pixel: every `period`-th white (the
  /// last of each period), the rest black; by default black and white in turn.
  private func stripes(width: Int, height: Int, period: Int = 2) throws -> CGImage {
    let context = try #require(CGContext(bitmapWidth: width, height: height, scale: 1))
    context.setFillColor(UIColor.black.cgColor)
    context.fill(CGRect(x: 0, y: 0, width: width, height: height))
    context.setFillColor(UIColor.white.cgColor)
    for column in stride(from: period - 1, to: width, by: period) {
      context.fill(CGRect(x: column, y: 0, width: 1, height: height))
    }
    return try #require(context.makeImage())
  }

  /// Whether every brightness in `row` is black or white: taken from one bitmap column, not blended.
  private func isBlackOrWhite(_ row: [Int]) -> Bool {
    row.allSatisfy { $0 < 8 || $0 > 247 }
  }

  /// The brightness of each device pixel along row 4 of a scene at 2x with `image` in `frame`.
  private func row(
    of image: CGImage, in frame: CGRect, minification: CALayerContentsFilter,
    magnification: CALayerContentsFilter
  ) -> [Int] {
    let scene = RenderingScene()
    _ = layer(image, frame, minification: minification, magnification: magnification, in: scene)
    let rendered = scene.render()
    return (Int(frame.minX * 2) + 2..<Int(frame.maxX * 2) - 2).map { rendered.pixel(x: $0, y: 4)!.brightness }
  }

  /// A layer showing `image` in `frame` (points; the scene renders at 2x), with both filters set.
  private func layer(
    _ image: CGImage, _ frame: CGRect, minification: CALayerContentsFilter,
    magnification: CALayerContentsFilter,
    in scene: RenderingScene
  ) -> CALayer {
    let layer = CALayer()
    layer.contents = image
    layer.frame = frame
    layer.minificationFilter = minification
    layer.magnificationFilter = magnification
    scene.root.layer.addSublayer(layer)
    return layer
  }

  @Test func bothFiltersAreLinearByDefault() {
    let layer = CALayer()
    #expect(layer.minificationFilter == .linear)
    #expect(layer.magnificationFilter == .linear)
    #expect(CALayerContentsFilter.nearest.rawValue == "nearest")
    #expect(CALayerContentsFilter.trilinear.rawValue == "trilinear")
  }

  @Test func aMagnifiedBitmapTakesItsNearestPixelOrBlendsByTheMagnificationFilter() throws {
    // Four columns of 1 pixel across 40 points at 2x: each column 20 device pixels wide.
    let image = try stripes(width: 4, height: 4)
    let scene = RenderingScene()
    let frame = CGRect(x: 0, y: 0, width: 40, height: 40)
    let nearest = layer(image, frame, minification: .linear, magnification: .nearest, in: scene)
    let sharp = scene.render()
    nearest.magnificationFilter = .linear
    nearest.minificationFilter = .nearest  // not the one that applies: the bitmap is enlarged
    let blended = scene.render()
    // Just left of the first column's right edge (9.75 pt): black when the nearest pixel is
    // taken, part white when the two columns are blended.
    #expect(sharp.pixel(atPoint: 9.5, 20) == .black)
    #expect(sharp.pixel(atPoint: 10.5, 20) == .white)
    #expect(blended.pixel(atPoint: 9.5, 20).brightness > 40)
    #expect(blended.pixel(atPoint: 10.5, 20).brightness < 215)
  }

  @Test func aShrunkBitmapIsSampledByTheMinificationFilter() throws {
    // 80 columns of 1 pixel in 20 points at 2x: two bitmap columns a device pixel.
    let image = try stripes(width: 80, height: 8)
    let frame = CGRect(x: 0, y: 0, width: 20, height: 4)
    // The nearest pixel is one column's: all black or all white, never between.
    let nearest = row(of: image, in: frame, minification: .nearest, magnification: .linear)
    #expect(isBlackOrWhite(nearest), "\(nearest)")
    // Blended, every device pixel is a mix of black and white columns: grey.
    for filter in [CALayerContentsFilter.linear, .trilinear] {
      let greys = row(of: image, in: frame, minification: filter, magnification: .nearest)
      #expect(greys.allSatisfy { $0 > 64 && $0 < 192 }, "\(filter.rawValue): \(greys)")
    }
  }

  @Test func aBitmapEnlargedALittleIsMagnified() throws {
    // 100 columns in 60 points at 2x: each bitmap column lands on 1.2 device pixels.
    let image = try stripes(width: 100, height: 8)
    let frame = CGRect(x: 0, y: 0, width: 60, height: 4)
    let sharp = row(of: image, in: frame, minification: .linear, magnification: .nearest)
    #expect(isBlackOrWhite(sharp), "\(sharp)")
    let blended = row(of: image, in: frame, minification: .nearest, magnification: .linear)
    #expect(blended.contains { $0 > 32 && $0 < 224 }, "\(blended)")
  }

  @Test func aBitmapShrunkAlongOneAxisIsMinifiedThoughItGrowsAlongTheOther() throws {
    // 80 columns in 20 points (halved across) and 1 row in 4 points (8 device pixels down).
    let image = try stripes(width: 80, height: 1)
    let frame = CGRect(x: 0, y: 0, width: 20, height: 4)
    let nearest = row(of: image, in: frame, minification: .nearest, magnification: .linear)
    #expect(isBlackOrWhite(nearest), "\(nearest)")
  }

  @Test func trilinearAveragesEveryPixelUnderADevicePixelWhereLinearSamplesTwo() throws {
    // One white column in four, 80 of them in 10 points at 2x: four columns a device pixel.
    let image = try stripes(width: 80, height: 8, period: 4)
    let frame = CGRect(x: 0, y: 0, width: 10, height: 4)
    // The average of three black and one white: a quarter of white.
    let averaged = row(of: image, in: frame, minification: .trilinear, magnification: .linear)
    #expect(averaged.allSatisfy { $0 > 40 && $0 < 90 }, "\(averaged)")
    // Bilinear reads the two columns around each device pixel's middle: the two black ones.
    let sampled = row(of: image, in: frame, minification: .linear, magnification: .linear)
    #expect(sampled.allSatisfy { $0 < 20 }, "\(sampled)")
  }

  @Test func aFilterChangeRedrawsAScaledBitmapAndNothingWithoutContents() throws {
    let scene = FrameScene()
    let scaled = CALayer()
    scaled.contents = try stripes(width: 4, height: 4)
    scaled.frame = CGRect(x: 40, y: 100, width: 40, height: 40)
    scene.headless.root.layer.addSublayer(scaled)
    // A layer with a background but no contents: its filters decide none of its pixels.
    let empty = CALayer()
    empty.backgroundColor = UIColor.green.cgColor
    empty.frame = CGRect(x: 100, y: 100, width: 40, height: 40)
    scene.headless.root.layer.addSublayer(empty)
    _ = scene.renderer.renderFrame(scene.headless.window)
    #expect(scene.renderer.renderFrame(scene.headless.window).dirtyRects.isEmpty)

    empty.magnificationFilter = .nearest
    #expect(scene.renderer.renderFrame(scene.headless.window).dirtyRects.isEmpty)

    scaled.magnificationFilter = .nearest
    let frame = scene.renderer.renderFrame(scene.headless.window)
    #expect(frame.dirtyRects.contains { $0.intersects(CGRect(x: 80, y: 200, width: 80, height: 80)) })
    try scene.expectEqualToAFullRender(frame)
  }

  @Test func aStronglyEnlargedBitmapMovedLeavesNoBandOfItsEdgeBehind() throws {
    // Each of the 4 × 4 pixels 20 device pixels square: blended linearly, its edge fades into the
    // outside over 10 of them, past the scan's usual 2-pixel margin.
    let scene = FrameScene()
    let enlarged = CALayer()
    enlarged.contents = try stripes(width: 4, height: 4)
    enlarged.frame = CGRect(x: 40, y: 100, width: 40, height: 40)
    scene.headless.root.layer.addSublayer(enlarged)
    _ = scene.renderer.renderFrame(scene.headless.window)
    for step in 1...3 {
      CATransaction.begin()
      CATransaction.setDisableActions(true)
      enlarged.position.x += 30
      CATransaction.commit()
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "step \(step)")
    }
  }
}
