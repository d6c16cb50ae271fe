@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// Incremental frames: what `FrameRenderer` redraws, and that it always equals a full render.
@MainActor
@Suite struct FrameRendererTests {
  @Test func theFirstFrameIsAFullRender() throws {
    let scene = FrameScene()
    let frame = scene.renderer.renderFrame(scene.headless.window)
    #expect(frame.dirtyRects == [CGRect(x: 0, y: 0, width: 400, height: 600)])
    try scene.expectEqualToAFullRender(frame)
  }

  @Test func aFrameWithoutChangesRedrawsNothingAndComparesNothing() {
    let scene = FrameScene()
    _ = scene.renderer.renderFrame(scene.headless.window)
    scene.headless.advance(1.0 / 60)
    let scans = scene.renderer.scans
    let frame = scene.renderer.renderFrame(scene.headless.window)
    #expect(frame.dirtyRects.isEmpty)
    #expect(scene.renderer.scans == scans)
  }

  @Test func aChangeThatLeavesThePixelsAloneDamagesNothing() {
    let scene = FrameScene()
    _ = scene.renderer.renderFrame(scene.headless.window)
    scene.card.backgroundColor = scene.card.backgroundColor
    let frame = scene.renderer.renderFrame(scene.headless.window)
    #expect(frame.dirtyRects.isEmpty)
  }

  @Test func aMovedViewDamagesItsOldAndNewPixelsWithTheShadow() throws {
    let scene = FrameScene()
    _ = scene.renderer.renderFrame(scene.headless.window)
    // Off the pixel grid (60.5 pixels at 2x), so that nothing is copied (`MovedPixels`).
    scene.card.frame.origin.x += 30.25
    let frame = scene.renderer.renderFrame(scene.headless.window)
    // The card is 160 × 40 pt at (20, 250) and (50.25, 250), its shadow (σ 4 pt, 2 pt down)
    // reaching 12 pt + 1 pt around it, past the window's right and bottom edges (400 × 600 pixels).
    #expect(frame.dirtyRects.count == 1)
    let damage = try #require(frame.dirtyRects.first)
    #expect(damage.minX <= 2 * (20 - 13) && damage.maxX == 400)
    #expect(damage.minY <= 2 * (250 + 2 - 13) && damage.maxY == 600)
    #expect(damage.minY > 2 * (250 - 20))
    #expect(scene.renderer.framesMovingPixels == 0)
    try scene.expectEqualToAFullRender(frame)
  }

  /// Moved by whole pixels, the card's inside is copied, and the rest of its old and new pixels
  /// (its edges, its shadow, the window's background it uncovers) redrawn around it.
  @Test func aViewMovedByWholePixelsIsCopiedInside() throws {
    let scene = FrameScene()
    _ = scene.renderer.renderFrame(scene.headless.window)
    scene.card.frame.origin.y -= 10
    let frame = scene.renderer.renderFrame(scene.headless.window)
    #expect(scene.renderer.framesMovingPixels == 1)
    // Its inside, less its rounded corners' 8 pt (16 pixels) at each end: 288 × 80 pixels.
    #expect(scene.renderer.pixelsMoved == 288 * 80)
    try scene.expectEqualToAFullRender(frame)
  }

  @Test func aRunningAnimationDamagesEveryFrameUntilItEnds() throws {
    let scene = FrameScene()
    _ = scene.renderer.renderFrame(scene.headless.window)
    UIView.animate(withDuration: 0.1) { scene.card.center.y -= 100 }
    var damagedFrames = 0
    for _ in 0..<12 {
      scene.headless.advance(1.0 / 60)
      let frame = scene.renderer.renderFrame(scene.headless.window)
      if !frame.dirtyRects.isEmpty { damagedFrames += 1 }
      try scene.expectEqualToAFullRender(frame)
    }
    // 0.1 s at 60 Hz: six frames move the card, the sixth puts it at the end.
    #expect(damagedFrames == 6)
  }

  @Test func aScreenshotBetweenFramesDoesNotHideNewContent() throws {
    let scene = FrameScene()
    _ = scene.renderer.renderFrame(scene.headless.window)
    scene.labels[1].text = "changed"
    // A full render draws the label and clears its needsDisplay before the frame renderer looks.
    _ = ViewRenderer().render(scene.headless.window)
    let frame = scene.renderer.renderFrame(scene.headless.window)
    #expect(!frame.dirtyRects.isEmpty)
    try scene.expectEqualToAFullRender(frame)
  }

  @Test func aNewScaleOrSizeRedrawsEverything() throws {
    let scene = FrameScene()
    _ = scene.renderer.renderFrame(scene.headless.window)
    UIScreen.main.configure(size: CGSize(width: 200, height: 300), scale: 3, safeAreaInsets: .zero)
    let frame = scene.renderer.renderFrame(scene.headless.window)
    #expect(frame.dirtyRects == [CGRect(x: 0, y: 0, width: 600, height: 900)])
    #expect(frame.bitmap.width == 600 && frame.scale == 3)
    try scene.expectEqualToAFullRender(frame)
  }

  @Test func aChangeWhollyUnderAnOpaqueViewThatStayedDamagesNothing() throws {
    let scene = FrameScene()
    // Over the scroll view: an opaque square cover (pixels 40…240 × 200…320 at 2x), and a view
    // under it, added before it.
    let under = UIView(frame: CGRect(x: 30, y: 110, width: 40, height: 20))
    under.backgroundColor = .red
    let cover = UIView(frame: CGRect(x: 20, y: 100, width: 100, height: 60))
    cover.backgroundColor = .black
    scene.headless.root.addSubview(under)
    scene.headless.root.addSubview(cover)
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    under.backgroundColor = .blue
    under.frame.origin.x = 78
    #expect(scene.renderer.renderFrame(scene.headless.window).dirtyRects.isEmpty)
    // One point past the cover's edge (its pixels, with their 2-pixel margin, reach past 240).
    under.frame.origin.x = 81
    let frame = scene.renderer.renderFrame(scene.headless.window)
    #expect(!frame.dirtyRects.isEmpty)
    try scene.expectEqualToAFullRender(frame)
  }

  @Test func aChangePartlyUnderALargeOpaqueViewThatStayedDamagesOnlyWhatShows() throws {
    let scene = FrameScene()
    // Over the scroll view: a view 180 × 200 pt (pixels 20…380 × 80…480 at 2x), and an opaque
    // cover across the window's width added after it, over its lower part (pixels 0…400 ×
    // 200…500; 102,648 of the view's pixels with their 2-pixel margin, more than
    // `DamageScan.minimumCut`).
    let frame = Self.frameRecolouring(
      CGRect(x: 10, y: 40, width: 180, height: 200), under: CGRect(x: 0, y: 100, width: 200, height: 150),
      in: scene)
    // The view's part above the cover (and its 2-pixel margin), not the cover's rows.
    #expect(!frame.dirtyRects.isEmpty)
    #expect(frame.dirtyRects.allSatisfy { $0.maxY <= 200 }, "\(frame.dirtyRects)")
    try scene.expectEqualToAFullRender(frame)
  }

  @Test func aChangePartlyUnderASmallOpaqueViewIsRedrawnWhole() throws {
    let scene = FrameScene()
    // A cover 40 × 40 pt (6,400 pixels at 2x) over part of the view: under the 256 × 256 pixels
    // that cut a change (`DamageScan.minimumCut`), so the view's pixels are redrawn whole.
    let frame = Self.frameRecolouring(
      CGRect(x: 10, y: 50, width: 180, height: 100), under: CGRect(x: 20, y: 60, width: 40, height: 40),
      in: scene)
    let coverPixels = CGRect(x: 40, y: 120, width: 80, height: 80)
    #expect(frame.dirtyRects.contains { $0.contains(coverPixels) }, "\(frame.dirtyRects)")
    try scene.expectEqualToAFullRender(frame)
  }

  @Test func aClippingViewsSmallerCornersRedrawUnderItsUnchangedOpaqueChild() throws {
    let scene = FrameScene()
    // An opaque child fills a clipping view with rounded corners (200 × 200 pt at 2x): the pixels
    // it covers opaquely are the clip's inside, which grows as the radius shrinks, though nothing
    // of the child's own changes. The clipping view's change is redrawn there too.
    let clip = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
    clip.backgroundColor = .gray
    clip.clipsToBounds = true
    clip.layer.cornerRadius = 40
    let child = UIView(frame: clip.bounds)
    child.backgroundColor = .blue
    clip.addSubview(child)
    scene.headless.root.addSubview(clip)
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    clip.layer.cornerRadius = 20
    try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window))
  }

  /// The frame after a red view at `frame` turns blue under an opaque black cover at `cover`, both
  /// added over `scene`'s views and shown in a first frame.
  private static func frameRecolouring(_ frame: CGRect, under cover: CGRect, in scene: FrameScene)
    -> RenderedFrame
  {
    let under = UIView(frame: frame)
    under.backgroundColor = .red
    let covering = UIView(frame: cover)
    covering.backgroundColor = .black
    scene.headless.root.addSubview(under)
    scene.headless.root.addSubview(covering)
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    under.backgroundColor = .blue
    return scene.renderer.renderFrame(scene.headless.window)
  }

  /// A white bar over the scroll view with its top edge mid-pixel (at 2x): its own painting cut
  /// into several clip boxes around the opaque square on it, and then redrawn under two damage
  /// rectangles across that edge, where two small views move. Filled as whole-pixel boxes, its edge
  /// row has the full render's pixels (Cairo alone sampled it up to 9 in 255 lighter or darker).
  @Test(arguments: [0.25, 1.0 / 3, 0.7])
  func aBarOffThePixelGridEqualsAFullRenderUnderSeveralClipBoxes(offset: Double) throws {
    let scene = FrameScene()
    let bar = UIView(frame: CGRect(x: 0, y: 100 + offset, width: 200, height: 50))
    bar.backgroundColor = .white
    let square = UIView(frame: CGRect(x: 150, y: 5, width: 20, height: 20))
    square.backgroundColor = .blue
    bar.addSubview(square)
    scene.headless.root.addSubview(bar)
    let movers = [20, 120].map { UIView(frame: CGRect(x: $0, y: 96, width: 6, height: 8)) }
    for mover in movers {
      mover.backgroundColor = .red
      scene.headless.root.addSubview(mover)
    }
    scene.headless.advance(1.0 / 60)
    try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "added")
    for mover in movers { mover.frame.origin.x += 9 }
    let frame = scene.renderer.renderFrame(scene.headless.window)
    #expect(frame.dirtyRects.count >= 2, "\(frame.dirtyRects)")
    try scene.expectEqualToAFullRender(frame, "moved")
  }

  @Test func aWindowOfNoSizeGetsAPixelAndNoCrash() {
    _ = Headless()
    let window = UIWindow(frame: .zero)
    let frame = FrameRenderer().renderFrame(window)
    #expect(frame.bitmap.width == 1 && frame.bitmap.height == 1)
  }

  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func randomChangesRenderAsAFullRenderWould(seed: UInt64) throws {
    let scene = FrameScene()
    var random = SeededGenerator(seed: seed)
    var previous = try #require(scene.renderer.renderFrame(scene.headless.window).makeImage())
    for step in 0..<100 {
      let change = scene.applyRandomChange(using: &random)
      scene.headless.advance(Double(Int.random(in: 1...3, using: &random)) / 60)
      let frame = scene.renderer.renderFrame(scene.headless.window)
      try scene.expectEqualToAFullRender(frame, "step \(step): \(change)")
      let image = try #require(frame.makeImage())
      try expectChanges(from: previous, to: image, within: frame.dirtyRects, "step \(step): \(change)")
      previous = image
    }
  }

  /// Every pixel that changed lies in a dirty rectangle: a host that uploads only those shows the
  /// frame.
  private func expectChanges(
    from previous: CGImage, to image: CGImage, within rects: [CGRect], _ comment: String
  ) throws {
    var outside = previous
    for rect in rects {
      let context = try #require(CGContext(bitmapWidth: image.width, height: image.height))
      context.draw(outside, in: CGRect(x: 0, y: 0, width: image.width, height: image.height))
      context.clip(to: rect)
      context.clear(rect)
      context.draw(try #require(image.cropping(to: rect)), in: rect)
      outside = try #require(context.makeImage())
    }
    let difference = try #require(ImageDifference(outside, image, perChannel: 0))
    #expect(difference.differingPixels == 0, "\(comment): pixels changed outside the dirty rectangles")
  }
}
