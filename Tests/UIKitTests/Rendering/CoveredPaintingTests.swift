import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// Where a layer's own painting is left out of a redraw: damage that opaque layers painted after
/// it cover, exactly (`DamageScan.uncoveredDamage`).
@MainActor
@Suite struct CoveredPaintingTests {
  @Test func damageUnderOneOpaqueLayerPaintedLaterIsLeftOutAndTheRestKept() {
    // 200 × 300 pt at 2x. A grey base (200 × 200 pt) holds an opaque blue half on the left and a
    // half-transparent square at the top right, which covers nothing.
    let headless = Headless(size: CGSize(width: 200, height: 300))
    headless.root.backgroundColor = .white
    let base = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    base.backgroundColor = .gray
    let cover = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
    cover.backgroundColor = .blue
    let tint = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 100))
    tint.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.5)
    base.addSubview(cover)
    base.addSubview(tint)
    headless.root.addSubview(base)
    headless.advance(1.0 / 60)
    let scan = DamageScan(
      headless.window, scale: 2, bounds: CGRect(x: 0, y: 0, width: 400, height: 600),
      time: CACurrentMediaTime())
    // Pixels, top to bottom: inside the blue half; across its right edge (x = 200); under the
    // translucent square; below the base.
    let inside = CGRect(x: 20, y: 20, width: 40, height: 40)
    let across = CGRect(x: 180, y: 20, width: 40, height: 40)
    let underTint = CGRect(x: 300, y: 100, width: 20, height: 20)
    let below = CGRect(x: 20, y: 500, width: 10, height: 10)
    let damage = DamageRects([inside, across, underTint, below])
    // Across the edge only the part right of it shows (x = 200…220 px).
    #expect(
      scan.uncoveredDamage(of: base.layer, in: damage) == [
        CGRect(x: 200, y: 20, width: 20, height: 40), underTint,
      ])
    // The window's root view is covered by the base wherever the base is.
    #expect(scan.uncoveredDamage(of: headless.root.layer, in: damage) == [below])
    // Nothing opaque is painted after the blue half: all of its damage shows.
    #expect(scan.uncoveredDamage(of: cover.layer, in: damage) == nil)
    // Damage the base covers all of leaves nothing of the root to paint.
    #expect(scan.uncoveredDamage(of: headless.root.layer, in: DamageRects([inside, underTint])) == [])
  }

  @Test func twoOpaqueLayersMeetingOffThePixelGridLeaveTheSeamColumnAloneToPaintUnder() throws {
    // Two opaque tiles meeting at x = 50.25 pt, 100.5 px at 2x: each covers whole pixels up to
    // its own edge, and the pixel column 100 they share shows the base through their anti-aliased
    // edges, as a map's tiles do its background.
    let scene = FrameScene()
    let base = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    base.backgroundColor = .gray
    let left = UIView(frame: CGRect(x: 0, y: 0, width: 50.25, height: 100))
    left.backgroundColor = .blue
    let right = UIView(frame: CGRect(x: 50.25, y: 0, width: 49.75, height: 100))
    right.backgroundColor = .orange
    let mover = UIView(frame: CGRect(x: 30, y: 20, width: 10, height: 10))
    mover.backgroundColor = .red
    base.addSubview(left)
    base.addSubview(right)
    base.addSubview(mover)
    scene.headless.root.addSubview(base)
    let scan = Self.firstFrameScanned(scene)
    let acrossTheSeam = CGRect(x: 80, y: 20, width: 40, height: 40)
    #expect(
      scan.uncoveredDamage(of: base.layer, in: DamageRects([acrossTheSeam]))
        == [CGRect(x: 100, y: 20, width: 1, height: 40)])
    // A square moving across the seam redraws as a full render draws it.
    try Self.expectFramesLikeFullRenders(of: scene, steps: 4) { _ in mover.center.x += 5 }
  }

  @Test func aRoundedFillIsCutByCoversInRowsClearOfItsCornersAndNotByOthers() throws {
    // A rounded grey base (200 × 200 pt, radius 8, at 2x: corners in pixel rows 0…16 and 384…400,
    // their boxes 2 more each way) under two opaque covers: one in its middle, one in its top
    // corners' rows between them, clear of their boxes along the row. A translucent strip over
    // the top rows changes colour, and the base is redrawn through it, across both top corners.
    let scene = FrameScene()
    let (base, middle) = Self.roundedBaseWithACoverInItsMiddle()
    let top = UIView(frame: CGRect(x: 60, y: 0, width: 60, height: 30))
    top.backgroundColor = .orange
    base.addSubview(middle)
    base.addSubview(top)
    scene.headless.root.addSubview(base)
    let strip = UIView(frame: CGRect(x: 0, y: 2, width: 200, height: 4))
    strip.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.3)
    scene.headless.root.addSubview(strip)
    let scan = Self.firstFrameScanned(scene)
    Self.expectTheMiddleCoverCuts(base, in: scan)
    // Across the top cover's right edge (x = 240 px), in the corners' rows: not cut (nil: the
    // painting shows in all of the damage).
    let acrossTheTop = CGRect(x: 220, y: 10, width: 40, height: 20)
    #expect(scan.uncoveredDamage(of: base.layer, in: DamageRects([acrossTheTop])) == nil)
    try Self.expectFramesLikeFullRenders(of: scene, steps: 4) { step in
      strip.backgroundColor = UIColor(red: 1, green: 0, blue: CGFloat(step) / 4, alpha: 0.3)
    }
  }

  @Test func aFillUnderAClippingAncestorsCornersIsCutOnlyByCoversClearOfTheirRows() throws {
    // A square grey fill inside a clipping view with rounded corners (200 × 200 pt, radius 20, at
    // 2x: the fill shows inside the clip's curves, in pixel rows 0…40 at the top), opaque covers
    // from outside it in those rows and below them, and a translucent strip over the top rows
    // changing colour.
    let scene = FrameScene()
    let (clip, fill) = Self.roundedClipFilledGrey(CGRect(x: 0, y: 0, width: 200, height: 200), radius: 20)
    scene.headless.root.addSubview(clip)
    let cover = UIView(frame: CGRect(x: 60, y: 0, width: 60, height: 30))
    cover.backgroundColor = .orange
    scene.headless.root.addSubview(cover)
    let below = UIView(frame: CGRect(x: 60, y: 100, width: 60, height: 30))
    below.backgroundColor = .orange
    scene.headless.root.addSubview(below)
    let strip = UIView(frame: CGRect(x: 0, y: 2, width: 200, height: 12))
    strip.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.3)
    scene.headless.root.addSubview(strip)
    // And one across the lower cover's rows, where the fill is cut.
    let lowerStrip = UIView(frame: CGRect(x: 0, y: 105, width: 200, height: 20))
    lowerStrip.backgroundColor = UIColor(red: 1, green: 0, blue: 0, alpha: 0.3)
    scene.headless.root.addSubview(lowerStrip)
    let scan = Self.firstFrameScanned(scene)
    // Across the cover's right edge (x = 240 px), in the clip's corners' rows: not cut (nil).
    let acrossTheCover = CGRect(x: 220, y: 10, width: 40, height: 20)
    #expect(scan.uncoveredDamage(of: fill.layer, in: DamageRects([acrossTheCover])) == nil)
    // Across the lower cover's right edge, below the corners: the part right of it.
    let acrossTheLowerCover = CGRect(x: 220, y: 210, width: 40, height: 20)
    #expect(
      scan.uncoveredDamage(of: fill.layer, in: DamageRects([acrossTheLowerCover]))
        == [CGRect(x: 240, y: 210, width: 20, height: 20)])
    try Self.expectFramesLikeFullRenders(of: scene, steps: 4) { step in
      strip.backgroundColor = UIColor(red: 1, green: 0, blue: CGFloat(step) / 4, alpha: 0.3)
      lowerStrip.backgroundColor = UIColor(red: 1, green: CGFloat(step) / 4, blue: 0, alpha: 0.3)
    }
  }

  @Test func aCoverOverARoundedFillsCornerLeavesItsPaintingWhole() throws {
    // A rounded grey base (200 × 200 pt, radius 8, at 2x) under two opaque covers: one in its middle,
    // one over its top-left corner. Cut by the corner one too, the base's painting came out 1 off
    // in 3 pixels of its top-right corner, in the cut's rows (a square moving below redraws them).
    let scene = FrameScene()
    let (base, middle) = Self.roundedBaseWithACoverInItsMiddle()
    let corner = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    corner.backgroundColor = .orange
    let mover = UIView(frame: CGRect(x: 30, y: 150, width: 10, height: 10))
    mover.backgroundColor = .red
    base.addSubview(middle)
    base.addSubview(corner)
    base.addSubview(mover)
    scene.headless.root.addSubview(base)
    let scan = Self.firstFrameScanned(scene)
    Self.expectTheMiddleCoverCuts(base, in: scan)
    // Across the corner cover's right edge (x = 80 px): not cut (nil).
    let acrossTheCorner = CGRect(x: 60, y: 4, width: 40, height: 20)
    #expect(scan.uncoveredDamage(of: base.layer, in: DamageRects([acrossTheCorner])) == nil)
    // A square moving across both covers' edges redraws as a full render draws it.
    try Self.expectFramesLikeFullRenders(of: scene, steps: 8) { _ in
      mover.center.x += 10
      mover.center.y -= 16
    }
  }

  /// A clipping view with rounded corners (200 × 200 pt at 2x) that paints nothing itself, filled
  /// by a grey child with a blue one over its top middle, and a red square moving over its corners
  /// and a strip down through their rows: each redraw's sides cross the clip's curves, which the
  /// redraw must take across the clip's width in their rows (cut, 1–4 of their pixels came out
  /// off by up to 3).
  @Test(arguments: [(8.0, 0.0), (13.0, 20.0), (20.0, 7.0), (33.0, 0.5)])
  func aRedrawCrossingTheCornersOfAClipThatPaintsNothingSpansTheirRows(radius: Double, origin: Double) throws
  {
    let scene = FrameScene()
    let (clip, _) = Self.roundedClipFilledGrey(
      CGRect(x: origin, y: origin, width: 200, height: 200), radius: radius)
    let inner = UIView(frame: CGRect(x: 50, y: 0, width: 100, height: 30))
    inner.backgroundColor = .blue
    clip.addSubview(inner)
    scene.headless.root.addSubview(clip)
    let mover = UIView(frame: CGRect(x: origin - 6, y: origin - 6, width: 5, height: 5))
    mover.backgroundColor = .red
    scene.headless.root.addSubview(mover)
    _ = Self.firstFrameScanned(scene)
    try Self.expectFramesLikeFullRenders(of: scene, steps: 30) { step in
      mover.frame.origin = CGPoint(x: origin - 6 + CGFloat(step) * 1.3, y: origin - 6 + CGFloat(step) * 1.1)
    }
    try Self.expectFramesLikeFullRenders(of: scene, steps: 30) { step in
      mover.frame.origin = CGPoint(x: origin + 200 - CGFloat(step) * 1.3, y: origin - 4 + CGFloat(step) * 0.9)
    }
    try Self.expectFramesLikeFullRenders(of: scene, steps: 20) { step in
      mover.frame = CGRect(x: origin - 2, y: origin + CGFloat(step) * 0.7, width: 240, height: 3)
    }
  }

  /// A rounded grey view (radius 8, its top right corner on the window's) and a red square moving
  /// down over that corner: a redraw holding the corner whole but cutting its rows left of it came
  /// out 1 off in 3 of its pixels (Cairo sums a row's coverage across all of its edges).
  @Test func aRedrawOverARoundedViewsCornerSpansItsRows() throws {
    let scene = FrameScene()
    let base = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    base.backgroundColor = .gray
    base.layer.cornerRadius = 8
    scene.headless.root.addSubview(base)
    let mover = UIView(frame: CGRect(x: 198.7, y: -3.1, width: 5, height: 5))
    mover.backgroundColor = .red
    scene.headless.root.addSubview(mover)
    _ = Self.firstFrameScanned(scene)
    try Self.expectFramesLikeFullRenders(of: scene, steps: 12) { step in
      mover.frame.origin = CGPoint(x: 198.7 - CGFloat(step) * 1.3, y: -3.1 + CGFloat(step) * 0.9)
    }
  }

  /// A view clipping to `frame` with rounded corners of `radius`, filled by a grey child, and the
  /// child; not yet added.
  private static func roundedClipFilledGrey(_ frame: CGRect, radius: CGFloat) -> (clip: UIView, fill: UIView)
  {
    let clip = UIView(frame: frame)
    clip.clipsToBounds = true
    clip.layer.cornerRadius = radius
    let fill = UIView(frame: clip.bounds)
    fill.backgroundColor = .gray
    clip.addSubview(fill)
    return (clip, fill)
  }

  /// Renders `scene`'s first frame, then scans its window as the renderer would (2x).
  private static func firstFrameScanned(_ scene: FrameScene) -> DamageScan {
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    return DamageScan(
      scene.headless.window, scale: 2, bounds: CGRect(x: 0, y: 0, width: 400, height: 600),
      time: CACurrentMediaTime())
  }

  /// A rounded grey base (200 × 200 pt, radius 8) and an opaque blue cover for its middle (100 ×
  /// 80 pt at 50, 60), not yet added.
  private static func roundedBaseWithACoverInItsMiddle() -> (base: UIView, middle: UIView) {
    let base = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    base.backgroundColor = .gray
    base.layer.cornerRadius = 8
    let middle = UIView(frame: CGRect(x: 50, y: 60, width: 100, height: 80))
    middle.backgroundColor = .blue
    return (base, middle)
  }

  /// Expects damage across the left edge (x = 100 px) of the blue cover in the middle of
  /// `roundedBaseWithACoverInItsMiddle()`'s base to leave the part left of it.
  private static func expectTheMiddleCoverCuts(
    _ base: UIView, in scan: DamageScan, sourceLocation: SourceLocation = #_sourceLocation
  ) {
    let acrossTheMiddle = CGRect(x: 80, y: 200, width: 40, height: 40)
    #expect(
      scan.uncoveredDamage(of: base.layer, in: DamageRects([acrossTheMiddle]))
        == [CGRect(x: 80, y: 200, width: 20, height: 40)], sourceLocation: sourceLocation)
  }

  /// Makes `steps` frames of `scene`, each after `change` (given the step, from 1), and compares
  /// each with a full render.
  private static func expectFramesLikeFullRenders(
    of scene: FrameScene, steps: Int, sourceLocation: SourceLocation = #_sourceLocation,
    _ change: (Int) -> Void
  ) throws {
    for step in 1...steps {
      change(step)
      scene.headless.advance(1.0 / 60)
      try scene.expectEqualToAFullRender(
        scene.renderer.renderFrame(scene.headless.window), "step \(step)", sourceLocation: sourceLocation)
    }
  }
}
