@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// A scroll by whole pixels copies what it only moved (`MovedPixels`, `CGContext.movePixels`): the
/// frames equal full renders, and the pixels a list carries over its own opaque ground are copied,
/// not composited.
@MainActor
@Suite struct MovedPixelsTests {
  /// A list as the app's sheet has it: an opaque ground that grows as the list scrolls, rounded
  /// cards with shadows and labels over it, a first card above the ground over the window's
  /// colour, and a header the list slides under.
  @MainActor
  private struct ListScene {
    let headless = Headless(size: CGSize(width: 200, height: 300))
    let renderer = FrameRenderer()
    let list = UIScrollView(frame: CGRect(x: 10, y: 30, width: 180, height: 270))
    let ground = UIView()
    let cards: [UIView]
    let labels: [UILabel]
    let header = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 50))

    /// `cornerRadius` rounds the ground and the cards; square, no curved edge widens what is
    /// redrawn around them (`DamageRegion`), so only the copy decides their pixels.
    init(cornerRadius: CGFloat = 8) {
      headless.root.backgroundColor = UIColor(red: 0.85, green: 0.9, blue: 0.8, alpha: 1)
      list.contentSize = CGSize(width: 180, height: 900)
      list.contentInset = UIEdgeInsets(top: 120, left: 0, bottom: 0, right: 0)
      ground.backgroundColor = UIColor(white: 0.95, alpha: 1)
      ground.layer.cornerRadius = cornerRadius
      list.addSubview(ground)
      var cards: [UIView] = []
      var labels: [UILabel] = []
      for row in 0..<12 {
        let card = UIView(frame: CGRect(x: 0, y: CGFloat(row) * 70, width: 180, height: 60))
        card.backgroundColor =
          row.isMultiple(of: 3) ? .white : UIColor(red: 1, green: 0.97, blue: 0.9, alpha: 1)
        card.layer.cornerRadius = cornerRadius
        card.layer.shadowOpacity = 0.12
        card.layer.shadowRadius = 6
        card.layer.shadowOffset = CGSize(width: 0, height: 2)
        let label = UILabel(frame: CGRect(x: 12, y: 10, width: 150, height: 20))
        label.text = row.isMultiple(of: 2) ? "第 \(row) 行 目的地" : "Row \(row) destination"
        card.addSubview(label)
        list.addSubview(card)
        cards.append(card)
        labels.append(label)
      }
      self.cards = cards
      self.labels = labels
      headless.root.addSubview(list)
      header.backgroundColor = UIColor(white: 1, alpha: 0.9)
      headless.root.addSubview(header)
      layOutGround()
      headless.advance(1.0 / 60)
    }

    /// The ground from the second card down past the list's bottom however far it is scrolled, as
    /// the app's sheet keeps it: it grows as the list scrolls down (a resized fill, which is copied
    /// inside both outlines alone: `ScreenRecord.Appearance.isMovedFill(of:)`).
    func layOutGround() {
      let top: CGFloat = 65
      ground.frame = CGRect(x: 0, y: top, width: 180, height: max(300, list.bounds.maxY) - top + 40)
    }

    func scroll(by points: CGFloat) {
      list.contentOffset.y += points
      layOutGround()
      headless.advance(1.0 / 60)
    }

    func expectEqualToAFullRender(
      _ frame: RenderedFrame, _ comment: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
      let incremental = try #require(frame.makeImage(), sourceLocation: sourceLocation)
      let full = try #require(ViewRenderer().render(headless.window), sourceLocation: sourceLocation)
      let difference = try #require(
        ImageDifference(incremental, full, perChannel: 0), sourceLocation: sourceLocation)
      let largest = difference.largestChannelDifference
      #expect(
        difference.differingPixels == 0,
        "\(comment): \(difference.differingPixels) pixels differ (largest \(largest))",
        sourceLocation: sourceLocation)
    }
  }

  /// Scrolled by whole pixels both ways, the ground growing once the list's bottom passes 300 pt:
  /// every frame equals a full render, and most of the list's pixels are copied (more than are
  /// redrawn).
  @Test(arguments: [8, 0] as [CGFloat])
  func aListScrolledByWholePixelsIsCopiedAndEqualsAFullRender(cornerRadius: CGFloat) throws {
    let scene = ListScene(cornerRadius: cornerRadius)
    _ = scene.renderer.renderFrame(scene.headless.window)
    let steps: [CGFloat] = [7, 7, 9.5, 12, 20, 60, 60, -7, -13, 3.5, 40, 8]
    for (step, points) in steps.enumerated() {
      scene.scroll(by: points)
      let moved = scene.renderer.pixelsMoved
      let frame = scene.renderer.renderFrame(scene.headless.window)
      try scene.expectEqualToAFullRender(frame, "step \(step) (\(points) pt)")
      let copied = CGFloat(scene.renderer.pixelsMoved - moved)
      let redrawn = frame.dirtyRects.reduce(0) { $0 + $1.width * $1.height } - copied
      #expect(copied > redrawn, "step \(step): \(copied) pixels copied, \(redrawn) redrawn")
    }
    #expect(scene.renderer.framesMovingPixels == steps.count)
  }

  /// A scroll off the pixel grid (a quarter point at 2x) moves nothing: it is composited.
  @Test func aScrollOffThePixelGridIsComposited() throws {
    let scene = ListScene()
    _ = scene.renderer.renderFrame(scene.headless.window)
    for step in 0..<3 {
      scene.scroll(by: 10.25)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "step \(step)")
    }
    #expect(scene.renderer.framesMovingPixels == 0)
  }

  /// What changes as the list scrolls, besides the move, is redrawn over the copy: a label's text,
  /// a card's colour, a view that appears over the list, the header's colour. Cards reordered
  /// among themselves move nothing: the frame is composited. Rounded and square.
  @Test(arguments: [8, 0] as [CGFloat])
  func changesDuringAScrollAreRedrawnOverTheCopy(cornerRadius: CGFloat) throws {
    let scene = ListScene(cornerRadius: cornerRadius)
    _ = scene.renderer.renderFrame(scene.headless.window)
    // The second card (window y 220–280 pt) and the third, below it, are in view throughout.
    let bar = UIView(frame: CGRect(x: 12, y: 40, width: 40, height: 8))
    bar.backgroundColor = .blue
    scene.cards[1].addSubview(bar)
    let changes: [(String, copies: Bool, () -> Void)] = [
      ("label text", true, { scene.labels[1].text = "出租车 42" }),
      ("card colour", true, { scene.cards[1].backgroundColor = .yellow }),
      ("a fill growing in a card", true, { bar.frame.size.width += 30 }),
      (
        "a view over the list", true,
        {
          let badge = UIView(frame: CGRect(x: 60, y: 230, width: 40, height: 30))
          badge.backgroundColor = .red
          scene.headless.root.addSubview(badge)
        }
      ),
      ("a card moved over its neighbour", true, { scene.cards[2].frame.origin.y -= 30 }),
      ("the cards reordered", false, { scene.list.bringSubviewToFront(scene.cards[1]) }),
      (
        "that card put under the first", false,
        { scene.list.insertSubview(scene.cards[1], aboveSubview: scene.ground) }
      ),
      // Painted over what it holds, and drawn where the list stays put.
      (
        "a border on the list", true,
        {
          scene.list.layer.borderWidth = 3
          scene.list.layer.borderColor = UIColor.blue.cgColor
        }
      ),
      // Curved clip edges that stay put, cutting the cards that pass them.
      ("the list's corners rounded", true, { scene.list.layer.cornerRadius = 16 }),
    ]
    for (name, copies, change) in changes {
      change()
      scene.scroll(by: 11)
      let moving = scene.renderer.framesMovingPixels
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), name)
      #expect(scene.renderer.framesMovingPixels == moving + (copies ? 1 : 0), "\(name)")
    }
  }

  /// A second list over the first, scrolled with it but clipped narrower and rounded (a header row
  /// synced to a table): its labels, carried by the same move, are cut apart by a clip that stays
  /// put, so what its edges and corners cut is redrawn.
  @Test func aListScrolledWithAnotherUnderANarrowerClipEqualsAFullRender() throws {
    let scene = ListScene(cornerRadius: 0)
    let overlay = UIScrollView(frame: CGRect(x: 40, y: 150, width: 100, height: 107))
    // Rounded: curved clip edges that stay put, which the labels pass.
    overlay.layer.cornerRadius = 10
    overlay.contentSize = CGSize(width: 100, height: 900)
    for row in 0..<30 {
      let label = UILabel(frame: CGRect(x: -20, y: CGFloat(row) * 23 + 5, width: 140, height: 18))
      label.text = "■ \(row) 同步 synced"
      label.textColor = .purple
      overlay.addSubview(label)
    }
    scene.headless.root.addSubview(overlay)
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    for step in 0..<5 {
      overlay.contentOffset.y += 9.5
      scene.scroll(by: 9.5)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "step \(step)")
    }
    #expect(scene.renderer.framesMovingPixels == 5)
  }

  /// Pages swiped sideways (a horizontal move) are composited, not copied (`FrameRenderer` copies
  /// moves up or down alone), and equal full renders.
  @Test func aSidewaysMoveIsComposited() throws {
    let scene = ListScene()
    _ = scene.renderer.renderFrame(scene.headless.window)
    for step in 0..<4 {
      scene.list.frame.origin.x -= 13
      scene.headless.advance(1.0 / 60)
      try scene.expectEqualToAFullRender(scene.renderer.renderFrame(scene.headless.window), "step \(step)")
    }
    #expect(scene.renderer.framesMovingPixels == 0)
  }

  /// `CGContext.movePixels` in place, each way and diagonally, over rectangles side by side whose
  /// sources overlap their own and each other's places: as copied from a snapshot.
  @Test(arguments: [(0, -9), (0, 11), (-7, 0), (5, 0), (-6, 8), (9, -4)])
  func pixelsMoveInPlaceAsFromASnapshot(dx: Int, dy: Int) throws {
    let width = 64
    let height = 48
    let bitmap = try #require(CGContext(bitmapWidth: width, height: height, scale: 1))
    for y in 0..<height {
      for x in 0..<width {
        bitmap.setFillColor(
          CGColor(
            red: CGFloat((x * 7 + y) % 256) / 255, green: CGFloat((y * 5) % 256) / 255,
            blue: CGFloat((x * y) % 256) / 255, alpha: 1))
        bitmap.fill(CGRect(x: x, y: y, width: 1, height: 1))
      }
    }
    let before = try #require(bitmap.makeImage())
    let rects = [
      CGRect(x: 12, y: 12, width: 20, height: 14), CGRect(x: 32, y: 12, width: 12, height: 14),
      CGRect(x: 12, y: 26, width: 32, height: 9),
    ]
    bitmap.movePixels(MovedPixels(dx: dx, dy: dy, rects: rects))
    let after = try #require(bitmap.makeImage())
    var differing = 0
    for y in 0..<height {
      for x in 0..<width {
        let inside = rects.contains { $0.contains(CGPoint(x: CGFloat(x) + 0.5, y: CGFloat(y) + 0.5)) }
        let expected = inside ? before.pixel(x: x - dx, y: y - dy) : before.pixel(x: x, y: y)
        if after.pixel(x: x, y: y) != expected { differing += 1 }
      }
    }
    #expect(differing == 0)
  }
}
