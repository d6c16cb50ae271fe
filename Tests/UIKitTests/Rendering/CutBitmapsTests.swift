import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// Bitmaps under opaque layers painted later are clipped to the pieces of the damage those layers
/// leave uncovered, as plain fills are (`DamageScan.uncoveredDamage`): a map's tiles, zoomed and
/// panned, under a sheet with rounded top corners. Every incremental frame must equal a full
/// render, pixel for pixel.
@MainActor
@Suite struct CutBitmapsTests {
  @Test func aBitmapPartlyUnderARoundedSheetShowsOnlyAboveIt() {
    let scene = TiledScene(scale: 2)
    let tile = scene.tiles[0]
    tile.frame = CGRect(x: 0, y: 150, width: 100, height: 100)
    scene.sheet.frame = CGRect(x: 0, y: 200, width: 200, height: 120)
    scene.headless.advance(1.0 / 60)
    let scan = DamageScan(
      scene.headless.window, scale: 2, bounds: CGRect(x: 0, y: 0, width: 400, height: 600),
      time: CACurrentMediaTime())
    // A damage rectangle across the sheet's top edge (y = 400 px), away from its corners. The
    // sheet's continuous 16 pt corners curve along 24.46 pt of each edge, so what it covers whole
    // is the band below them (200 × 95.5 pt, larger than the column beside them, 151 × 120), from
    // y = 448.9 px, rounded in to 449: the tile shows in the rows above it only.
    let across = CGRect(x: 100, y: 380, width: 60, height: 200)
    let shows = scan.uncoveredDamage(of: tile.layer, in: DamageRects([across]))
    #expect(shows == [CGRect(x: 100, y: 380, width: 60, height: 69)])
    // The map's plain background under the tiles is cut the same way by the rounded sheet.
    #expect(scan.uncoveredDamage(of: scene.map.layer, in: DamageRects([across])) == shows)
  }

  /// Panned, with the sheet and a card moving and tiles replaced: the bitmaps are unscaled and land
  /// snapped to the pixel grid, and every frame equals a full render exactly.
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func pannedTilesUnderAMovingSheetRenderAsAFullRenderWould(seed: UInt64) throws {
    try play(seed: seed, zooming: false, tolerance: 0)
  }

  /// Zoomed too: a resampled bitmap redrawn in part of its rectangle may differ from a whole
  /// render by one step of a bilinear weight, as it did before bitmaps were cut. Cairo hands
  /// Pixman the pattern's matrix with its translation split into whole pixels and a fraction about
  /// the middle of each composite's extents (`_cairo_matrix_to_pixman_matrix_offset`), so a weight
  /// near a step of 1/128 can round either way; a step moves a pixel by 1/128 of the difference
  /// between the source pixels it blends, at most 2 levels of 255. A frame drawn in bands
  /// (`FrameBands`) cuts a bitmap at a band's edge as well, so the weights along both axes may
  /// step: 3 levels seen (seed 3, one pixel of one frame).
  @Test(arguments: [1, 2, 3, 4] as [UInt64])
  func zoomedTilesUnderAMovingSheetRenderWithinAWeightStepOfAFullRender(seed: UInt64) throws {
    try play(seed: seed, zooming: true, tolerance: 3)
  }

  private func play(seed: UInt64, zooming: Bool, tolerance: Int) throws {
    let scene = TiledScene(scale: 3)
    var random = SeededGenerator(seed: seed)
    _ = scene.renderer.renderFrame(scene.headless.window)
    for step in 0..<40 {
      let change = scene.applyRandomChange(zooming: zooming, using: &random)
      scene.headless.advance(1.0 / 60)
      let frame = scene.renderer.renderFrame(scene.headless.window)
      let incremental = try #require(frame.makeImage())
      let full = try #require(ViewRenderer().render(scene.headless.window))
      let difference = try #require(ImageDifference(incremental, full, perChannel: tolerance))
      #expect(
        difference.differingPixels == 0,
        "seed \(seed) step \(step) (\(change)): \(difference.differingPixels) pixels differ (largest \(difference.largestChannelDifference))"
      )
    }
  }
}

/// A map-like scene: a grid of patterned opaque tiles and a transparent overlay in a container that
/// zooms and pans, a white sheet with rounded top corners over the bottom, and a square card.
@MainActor
private struct TiledScene {
  let headless: Headless
  let scale: CGFloat
  let renderer = FrameRenderer()
  let map = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
  let container = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
  let tiles: [UIImageView]
  let overlay: UIImageView
  let sheet = UIView(frame: CGRect(x: 0, y: 210, width: 200, height: 90))
  let card = UIView(frame: CGRect(x: 20, y: 20, width: 40, height: 30))

  init(scale: CGFloat) {
    headless = Headless(size: CGSize(width: 200, height: 300), scale: scale)
    self.scale = scale
    headless.root.backgroundColor = .white
    map.backgroundColor = UIColor(red: 0.95, green: 0.94, blue: 0.9, alpha: 1)
    tiles = (0..<20).map { index in
      let tile = UIImageView(image: Self.pattern(seed: index, opaque: true, scale: scale))
      // The image's own size, on fractional points: drawn unscaled, snapped to whole pixels.
      tile.frame = CGRect(
        x: CGFloat(index % 4) * 50 - 1.7, y: CGFloat(index / 4) * 60 - 2.2, width: 50, height: 60)
      return tile
    }
    overlay = UIImageView(image: Self.pattern(seed: 99, opaque: false, scale: scale))
    overlay.frame = CGRect(x: 10.5, y: 30.25, width: 170, height: 230)
    for tile in tiles { container.addSubview(tile) }
    container.addSubview(overlay)
    map.addSubview(container)
    headless.root.addSubview(map)
    sheet.backgroundColor = .white
    sheet.layer.cornerRadius = 16
    sheet.layer.cornerCurve = .continuous
    sheet.layer.maskedCorners = [.layerMinXMinYCorner, .layerMaxXMinYCorner]
    headless.root.addSubview(sheet)
    card.backgroundColor = .darkGray
    headless.root.addSubview(card)
    headless.advance(1.0 / 60)
  }

  /// Stripes and a ring, so resampling at another phase gives other pixels; with `opaque` false a
  /// transparent bitmap with a thick line across it, as a route overlay.
  static func pattern(seed: Int, opaque: Bool, scale: CGFloat) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let size = CGSize(width: 50, height: 60)
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
      let cg = context.cgContext
      if opaque {
        UIColor(hue: CGFloat(seed % 7) / 7, saturation: 0.3, brightness: 0.95, alpha: 1).setFill()
        cg.fill(CGRect(origin: .zero, size: size))
        UIColor(white: 0.4, alpha: 1).setFill()
        for stripe in stride(from: CGFloat(seed % 3), to: 50, by: 7) {
          cg.fill(CGRect(x: stripe, y: 0, width: 1.5, height: 60))
        }
      }
      UIColor(red: 0.1, green: 0.7, blue: 0.3, alpha: opaque ? 1 : 0.9).setStroke()
      cg.setLineWidth(opaque ? 2 : 5)
      cg.strokeEllipse(in: CGRect(x: 8, y: 10, width: 30, height: 36))
      if !opaque {
        cg.move(to: CGPoint(x: 0, y: 5))
        cg.addLine(to: CGPoint(x: 50, y: 55))
        cg.strokePath()
      }
    }
  }

  /// One change of the kinds a map screen makes; returns what it did.
  func applyRandomChange(zooming: Bool, using random: inout SeededGenerator) -> String {
    switch Int.random(in: zooming ? 0..<6 : 2..<6, using: &random) {
    case 0, 1:
      let factor = CGFloat(Int.random(in: 50...160, using: &random)) / 100 + 0.003
      container.transform = CGAffineTransform(scaleX: factor, y: factor)
      return "zoom to \(factor)"
    case 2:
      let offset = CGPoint(
        x: CGFloat(Int.random(in: -40...40, using: &random)) + 0.37,
        y: CGFloat(Int.random(in: -40...40, using: &random)) + 0.61)
      container.center = CGPoint(x: 100 + offset.x, y: 150 + offset.y)
      return "pan to \(offset)"
    case 3:
      let y = CGFloat(Int.random(in: 150...270, using: &random)) + 0.33
      sheet.frame.origin.y = y
      return "sheet to \(y)"
    case 4:
      card.frame.origin = CGPoint(
        x: CGFloat(Int.random(in: 0...160, using: &random)),
        y: CGFloat(Int.random(in: 0...270, using: &random)))
      return "card to \(card.frame.origin)"
    default:
      let tile = tiles.randomElement(using: &random)!
      tile.image = Self.pattern(seed: Int.random(in: 0...50, using: &random), opaque: true, scale: scale)
      return "new tile image"
    }
  }
}
