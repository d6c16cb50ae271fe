import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// Opaque drawn tiles stretched by a zoom (a map's tiles between two zoom levels) cover what is
/// under them away from the edges their resampling blends with the transparent outside: the map's
/// background is filled only along the seams between them (`DamageScan.opaqueRect`,
/// `uncoveredDamage`), and every incremental frame still equals a full render.
@MainActor
@Suite struct StretchedTilesTests {
  @Test func aTileStretchedTwoAndAHalfTimesCoversItsPixelsFromOneInsideItsEdges() throws {
    let scene = StretchedTiles()
    // 2.5× about the container's centre (100, 150), then moved by (160.3, 245.2) pt.
    scene.container.transform = CGAffineTransform(a: 2.5, b: 0, c: 0, d: 2.5, tx: 160.3, ty: 245.2)
    scene.headless.advance(1.0 / 60)
    let scan = DamageScan(
      scene.headless.window, scale: 2, bounds: CGRect(x: 0, y: 0, width: 400, height: 600),
      time: CACurrentMediaTime())
    // The first tile, (0, 0)–(50.3, 50.7) pt in the container, lands on (10.3, 20.2)–(136.05,
    // 146.95) pt: (20.6, 40.4)–(272.1, 293.9) px at 2x, the whole pixels (21, 41)–(272, 293)
    // inside. Its bitmap lands 2.5 times enlarged: a bilinear sample within half a bitmap pixel
    // (1.25 px) of its edge blends with the transparent outside, which reaches the centre of the
    // first pixel inside (21.5, 0.9 px in) but not the next: it covers from 1 px further in.
    let tile = scene.tiles[0]
    let occluder = try #require(scan.occluders.first { $0.id == ObjectIdentifier(tile.layer) })
    #expect(occluder.pixels == CGRect(x: 22, y: 42, width: 249, height: 250))
  }

  /// Whatever lies under a filled tile, the pixels it is said to cover come out alike: rendered
  /// over black and over white, under each filter, shrunk and stretched, at sub-pixel offsets, and
  /// with its corner on a whole pixel just below a stretch that brings its first pixel's centre to
  /// the filter's limit (3, 1), where Cairo's fixed-point sampling matrix decides.
  @Test(arguments: [CALayerContentsFilter.nearest, .linear, .trilinear])
  func aStretchedTileCoversWhatItIsSaidToWhateverLiesUnderIt(filter: CALayerContentsFilter) throws {
    // A tile off the centre moved by a fraction of a pixel; one whose top-left corner is the
    // container's centre (100, 150) pt, which a stretch about it keeps on the pixel (200, 300).
    let placements = [
      (CGPoint(x: 80.3, y: 120.7), CGPoint(x: 0.37, y: 0.61), [0.3, 0.7, 1.3, 2.5, 3.7] as [CGFloat]),
      (CGPoint(x: 80.3, y: 120.7), CGPoint(x: 0.83, y: 0.19), [0.3, 0.7, 1.3, 2.5, 3.7]),
      (CGPoint(x: 100, y: 150), CGPoint.zero, [0.997, 2.995, 2.999]),
    ]
    for (origin, offset, factors) in placements {
      for factor in factors {
        let headless = Headless(size: CGSize(width: 200, height: 300))
        let container = UIView(frame: headless.root.bounds)
        let tile = StripedTile(seed: 3)
        tile.frame = CGRect(origin: origin, size: CGSize(width: 50.3, height: 50.7))
        tile.layer.minificationFilter = filter
        tile.layer.magnificationFilter = filter
        container.addSubview(tile)
        container.transform = CGAffineTransform(a: factor, b: 0, c: 0, d: factor, tx: offset.x, ty: offset.y)
        headless.root.addSubview(container)
        headless.root.backgroundColor = .black
        headless.advance(1.0 / 60)
        let scan = DamageScan(
          headless.window, scale: 2, bounds: CGRect(x: 0, y: 0, width: 400, height: 600),
          time: CACurrentMediaTime())
        let covered = try #require(scan.occluders.first { $0.id == ObjectIdentifier(tile.layer) }).pixels
        let overBlack = try #require(ViewRenderer().render(headless.window)).opaqueRGBA()
        headless.root.backgroundColor = .white
        headless.advance(1.0 / 60)
        let overWhite = try #require(ViewRenderer().render(headless.window)).opaqueRGBA()
        var differing = 0
        for y in Int(covered.minY)..<Int(covered.maxY) {
          for x in Int(covered.minX)..<Int(covered.maxX)
          where overBlack[(y * 400 + x) * 4] != overWhite[(y * 400 + x) * 4] {
            differing += 1
          }
        }
        #expect(
          differing == 0,
          "\(filter) ×\(factor) at \(offset): \(differing) pixels of \(covered) show what lies under")
      }
    }
  }

  @Test func theMapBackgroundUnderStretchedTilesIsFilledOnlyAlongTheirSeams() {
    let scene = StretchedTiles()
    scene.container.transform = CGAffineTransform(scaleX: 1.7, y: 1.7)
    scene.headless.advance(1.0 / 60)
    let scan = DamageScan(
      scene.headless.window, scale: 2, bounds: CGRect(x: 0, y: 0, width: 400, height: 600),
      time: CACurrentMediaTime())
    let screen = CGRect(x: 0, y: 0, width: 400, height: 600)
    let shows = scan.uncoveredDamage(of: scene.map.layer, in: DamageRects([screen])) ?? [screen]
    let area = shows.reduce(0) { $0 + $1.width * $1.height }
    // The tiles (50.3 pt apart across, 50.7 down, stretched 1.7×) meet off the pixel grid, and each
    // covers up to a pixel in from its edges: a few pixel-wide seams of the 240,000 pixels.
    #expect(shows.count > 1 && shows.count <= 64, "\(shows.count) pieces")
    #expect(area < 0.05 * screen.width * screen.height, "\(area) pixels left to fill")
  }

  /// Zooming in and out (stretched up to 3.2×, shrunk to half) under a moving card. A resampled
  /// bitmap redrawn in part of its rectangle may differ from a whole render by one step of a
  /// bilinear weight (see `CutBitmapsTests`): 2 levels of 255; cut by a band's edge as well
  /// (`FrameBands`), by up to 3 (seeds 1–3: one pixel in 30 frames of 240,000, against none
  /// drawn in one pass).
  @Test(arguments: [1, 2, 3] as [UInt64])
  func zoomingStretchedTilesRenderWithinAWeightStepOfAFullRender(seed: UInt64) throws {
    let scene = StretchedTiles()
    var random = SeededGenerator(seed: seed)
    _ = scene.renderer.renderFrame(scene.headless.window)
    for step in 0..<30 {
      let factor = CGFloat(Int.random(in: 50...320, using: &random)) / 100 + 0.007
      scene.container.transform = CGAffineTransform(scaleX: factor, y: factor)
      scene.card.frame.origin = CGPoint(
        x: CGFloat(Int.random(in: 0...160, using: &random)),
        y: CGFloat(Int.random(in: 0...270, using: &random)))
      scene.headless.advance(1.0 / 60)
      let frame = scene.renderer.renderFrame(scene.headless.window)
      let incremental = try #require(frame.makeImage())
      let full = try #require(ViewRenderer().render(scene.headless.window))
      let difference = try #require(ImageDifference(incremental, full, perChannel: 3))
      #expect(
        difference.differingPixels == 0,
        "seed \(seed) step \(step) (zoom \(factor)): \(difference.differingPixels) pixels differ (largest \(difference.largestChannelDifference))"
      )
    }
  }
}

/// A map-like scene at 2x: a plain background and, in a container that zooms about its centre,
/// a grid of opaque tiles drawing their own stripes (drawn content filled with their background,
/// as `MapTileView`'s), meeting off the pixel grid; a card above.
@MainActor
private struct StretchedTiles {
  let headless = Headless(size: CGSize(width: 200, height: 300))
  let renderer = FrameRenderer()
  let map = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
  let tiles: [StripedTile]
  let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30))

  init() {
    headless.root.backgroundColor = .white
    map.backgroundColor = UIColor(red: 0.95, green: 0.2, blue: 0.2, alpha: 1)
    tiles = (0..<24).map { index in
      let tile = StripedTile(seed: index)
      tile.frame = CGRect(
        x: CGFloat(index % 4) * 50.3, y: CGFloat(index / 4) * 50.7, width: 50.3, height: 50.7)
      return tile
    }
    for tile in tiles { container.addSubview(tile) }
    map.addSubview(container)
    headless.root.addSubview(map)
    card.backgroundColor = .darkGray
    headless.root.addSubview(card)
    headless.advance(1.0 / 60)
  }
}

/// An opaque view drawing stripes over its background, so resampling at another phase gives other
/// pixels.
private final class StripedTile: UIView {
  private let seed: Int

  init(seed: Int) {
    self.seed = seed
    super.init(frame: .zero)
    backgroundColor = UIColor(hue: CGFloat(seed % 7) / 7, saturation: 0.3, brightness: 0.95, alpha: 1)
    isOpaque = true
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.setFillColor(UIColor(white: 0.3, alpha: 1).cgColor)
    for stripe in stride(from: CGFloat(seed % 3), to: bounds.width, by: 6) {
      context.fill(CGRect(x: stripe, y: 0, width: 1.5, height: bounds.height))
    }
  }
}
