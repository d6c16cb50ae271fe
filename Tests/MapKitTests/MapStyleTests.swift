import Foundation
import GoldenTesting
import OpenStreetMap
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// The map on the Helsinki data: 375 × 667 points at @2x (MapApp's iPhone 8), centred on the
/// railway station at a given zoom.
@MainActor
struct StyledMap {
  let app: MapApp
  let source: OpenStreetMapTileSource

  init(zoom: Double, language: MapLanguage = .chinese) throws {
    app = MapApp()
    source = OpenStreetMapTileSource(store: try MapTestData.map(), language: language)
    app.map.tileSource = source
    app.map.camera = MapCamera(center: MKMapPoint(MapApp.station), mapPointsPerPoint: pow(2, 20 - zoom))
    app.advance(1.0 / 60)
  }

  var labels: MapLabelView { app.map.labelView! }

  func render() -> CGImage { ViewRenderer().render(app.window)! }
}

@MainActor
@Suite(.serialized) struct MapStyleTests {
  @Test(arguments: [15.0, 17.0]) func goldenAtTheRailwayStation(zoom: Double) throws {
    let map = try StyledMap(zoom: zoom)
    let image = map.render()
    #expect(image.width == 750 && image.height == 1334)
    // Map text and hairlines are antialiased across many pixels: a looser per-channel tolerance
    // than the engine's goldens absorbs FreeType and Pango rounding between builds.
    assertGolden(
      image, named: "map-station-z\(Int(zoom))", tolerance: (perChannel: 24, maxDifferingFraction: 0.002))
  }

  /// A parent tile drawn at twice the size has its children's zoom and transform, so its halves
  /// must equal the two children pixel for pixel: features fetched with a margin and clipped to each
  /// tile leave no seam at the shared edge.
  @Test func adjacentTilesJoinSeamlessly() throws {
    let source = OpenStreetMapTileSource(store: try MapTestData.map())
    let station = MKMapPoint(MapApp.station)
    let side = MKMapSize.world.width / Double(1 << 15)
    let parent = MapTileKey(zoom: 15, x: Int(station.x / side), y: Int(station.y / side))
    let whole = try #require(render(parent, source, points: 512))
    for dx in 0..<2 {
      let child = MapTileKey(zoom: 16, x: parent.x * 2 + dx, y: parent.y * 2)
      let half = try #require(render(child, source, points: 256))
      let part = try #require(whole.cropping(to: CGRect(x: dx * 512, y: 0, width: 512, height: 512)))
      let different = ImageDifference(half, part, perChannel: 24)?.differingPixels ?? Int.max
      #expect(different <= 4, "tile \(child): \(different) pixels differ from the parent's half")
    }
    // And the shared edge: the left tile's last column against the right tile's first.
    let left = try #require(
      render(MapTileKey(zoom: 16, x: parent.x * 2, y: parent.y * 2), source, points: 256))
    let right = try #require(
      render(MapTileKey(zoom: 16, x: parent.x * 2 + 1, y: parent.y * 2), source, points: 256))
    var jumps = 0
    for y in 0..<512 {
      let a = left.pixel(x: 511, y: y)!
      let b = right.pixel(x: 0, y: y)!
      let step = max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b)))
      let inner = whole.pixel(x: 511, y: y)!
      let next = whole.pixel(x: 512, y: y)!
      let expected = max(
        abs(Int(inner.r) - Int(next.r)), abs(Int(inner.g) - Int(next.g)), abs(Int(inner.b) - Int(next.b)))
      if abs(step - expected) > 8 { jumps += 1 }
    }
    #expect(jumps == 0)
  }

  /// Each tile leaves out the features that paint nothing in it (`FeatureReach`): sixteen zoom-17
  /// tiles, where streets are widest, must equal their parts of their zoom-15 ancestor drawn four
  /// times as large (the same zoom, every feature fetched), so a street running just outside a
  /// tile's edge still paints its half inside; at @2x, and at 0.75 pixels a point (a tile shown
  /// smaller than its 256 points at @1x, where a pixel is more than a point).
  @Test(arguments: [2.0, 0.75]) func tilesLeaveOutOnlyFeaturesThatPaintNothingInThem(scale: Double) throws {
    let source = OpenStreetMapTileSource(store: try MapTestData.map())
    let station = MKMapPoint(MapApp.station)
    let side = MKMapSize.world.width / Double(1 << 15)
    let ancestor = MapTileKey(zoom: 15, x: Int(station.x / side), y: Int(station.y / side))
    let whole = try #require(render(ancestor, source, points: 1024, scale: scale))
    let pixels = Int(256 * scale)
    for dy in 0..<4 {
      for dx in 0..<4 {
        let tile = MapTileKey(zoom: 17, x: ancestor.x * 4 + dx, y: ancestor.y * 4 + dy)
        let drawn = try #require(render(tile, source, points: 256, scale: scale))
        let part = try #require(
          whole.cropping(to: CGRect(x: dx * pixels, y: dy * pixels, width: pixels, height: pixels)))
        // Drawn with every feature (no reach), the tiles differ from the ancestor in 0–11 pixels of
        // 262,144 (Cairo rounds translated coordinates apart); a street left out, in dozens.
        let different = ImageDifference(drawn, part, perChannel: 8)?.differingPixels ?? Int.max
        #expect(different <= 16, "tile \(tile): \(different) pixels differ from its part of the ancestor")
      }
    }
  }

  private func render(
    _ key: MapTileKey, _ source: OpenStreetMapTileSource, points: Int, scale: Double = 2
  ) -> CGImage? {
    let pixels = Int(Double(points) * scale)
    guard let context = CGContext(bitmapWidth: pixels, height: pixels, scale: scale) else { return nil }
    source.draw(key, in: context, size: CGSize(width: points, height: points))
    return context.makeImage()
  }

  @Test(arguments: [15.0, 16.0, 17.0]) func labelsNeverOverlap(zoom: Double) throws {
    let map = try StyledMap(zoom: zoom)
    _ = map.render()
    let boxes = map.labels.labelBoxes
    #expect(boxes.count >= 8, "only \(boxes.count) labels at zoom \(zoom)")
    for i in boxes.indices {
      for box in boxes[i] { #expect(map.labels.bounds.contains(box)) }
      for j in boxes.indices where j > i {
        let overlapping = boxes[i].contains { a in boxes[j].contains { a.intersects($0) } }
        #expect(!overlapping, "\(map.labels.labelTexts[i]) overlaps \(map.labels.labelTexts[j])")
      }
    }
  }

  @Test func streetsAndPlacesAreNamedInChineseByDefaultOrEnglish() throws {
    let chinese = try StyledMap(zoom: 17)
    _ = chinese.render()
    #expect(chinese.labels.labelTexts.contains("赫尔辛基中央车站"))
    #expect(chinese.labels.labelTexts.contains("Kaivokatu"))  // no name:zh: the local name
    let english = try StyledMap(zoom: 17, language: .english)
    _ = english.render()
    #expect(!english.labels.labelTexts.contains("赫尔辛基中央车站"))
    #expect(english.labels.labelTexts.contains("Kaivokatu"))
  }

  @Test func theMapCreditsOpenStreetMapAtTheBottomLeft() throws {
    let map = try StyledMap(zoom: 16)
    let label = try #require(map.app.map.attributionLabel)
    #expect(label.text == "© OpenStreetMap contributors")
    #expect(label.frame.minX < 20 && label.frame.maxY > 667 - 20 && label.frame.maxY <= 667)
    #expect(label.superview === map.app.map)
    // Removing the OpenStreetMap source removes its names and its credit.
    map.app.map.tileSource = CountingTileSource()
    map.app.advance(1.0 / 60)
    #expect(map.app.map.attributionLabel == nil && map.app.map.labelView == nil)
  }

  /// A thumbnail map (the history's 72-point route map) shows the short credit whole, inside its
  /// bounds: "© OpenStreet" cut by the map's edge credits nobody.
  @Test(arguments: [72.0, 120.0, 393.0]) func theCreditFitsWholeOnAnyMapWidth(side: Double) throws {
    let map = try StyledMap(zoom: 16)
    map.app.map.frame = CGRect(x: 16, y: 100, width: side, height: 72)
    map.app.advance(1.0 / 60)
    let label = try #require(map.app.map.attributionLabel)
    #expect(label.text == (side < 200 ? "© OpenStreetMap" : "© OpenStreetMap contributors"))
    let needed = label.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 100)).width
    #expect(needed <= label.bounds.width, "the credit is cut: \(needed) > \(label.bounds.width)")
    #expect(label.frame.minX >= 0 && label.frame.maxX <= side && label.frame.maxY <= 72)
    #expect(label.font.pointSize >= 7)
  }

  /// A small drag moves cached tiles and the drawn labels: no tile is drawn again, and labels are
  /// laid out again only once the finger lifts and the map settles.
  @Test func aSmallPanCompositesCachedTiles() throws {
    let map = try StyledMap(zoom: 16)
    _ = map.render()
    // The first frame drew the tiles at the screen's edges in part; they are drawn whole in the
    // frames after (`TilePartsTests`).
    for _ in 0..<30 where map.app.map.tileViews.values.contains(where: \.isPartlyDrawn) {
      map.app.advance(1.0 / 60)
      _ = map.render()
    }
    #expect(!map.app.map.tileViews.values.contains { $0.isPartlyDrawn })
    let tiles = map.source.drawCount
    let labelDraws = map.labels.drawCount
    let before = Set(map.app.map.tileViews.keys)
    map.app.fingers.down(at: CGPoint(x: 200, y: 400))
    for step in 1...10 {
      map.app.advance(1.0 / 60)
      map.app.fingers.move(to: CGPoint(x: 200 - CGFloat(step) * 3, y: 400 - CGFloat(step) * 2))
      _ = map.render()
    }
    let entered = Set(map.app.map.tileViews.keys).subtracting(before)
    // None entered, and none was drawn again: those drawn were tiles ahead, one a frame at most.
    #expect(entered.isEmpty)
    #expect(map.source.drawCount - tiles <= 10 * MKMapView.tilesDrawnPerFrame)
    #expect(map.labels.drawCount == labelDraws)
    #expect(map.labels.transform == .identity && map.labels.center != CGPoint(x: 187.5, y: 333.5))
    map.app.advance(1.0 / 60)
    // Held still before lifting, so the map stops where the finger left it.
    map.app.advance(0.2)
    map.app.fingers.up()
    map.app.advance(1)
    _ = map.render()
    #expect(map.labels.drawCount == labelDraws + 1)
    #expect(map.labels.center == CGPoint(x: 187.5, y: 333.5))
  }

  /// Road names read left to right: the angle is kept within a half turn whatever way the road was
  /// drawn.
  @Test(arguments: [
    (CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), 0.0),
    (CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 0), 0.0),
    (CGPoint(x: 0, y: 0), CGPoint(x: 0, y: 100), Double.pi / 2),
    (CGPoint(x: 0, y: 100), CGPoint(x: 0, y: 0), Double.pi / 2),
    (CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 0), Double.pi / 4),
    (CGPoint(x: 0, y: 100), CGPoint(x: 100, y: 0), -Double.pi / 4),
  ])
  func roadNamesAreNeverUpsideDown(from start: CGPoint, to end: CGPoint, angle: Double) {
    let run = StraightRun.longest(in: [start, end])!
    #expect(abs(Double(run.uprightAngle) - angle) < 1e-9)
  }

  @Test func theLongestStraightRunSkipsTheBend() {
    let points = [CGPoint(x: 0, y: 0), CGPoint(x: 40, y: 0), CGPoint(x: 40, y: 100), CGPoint(x: 40, y: 200)]
    let run = StraightRun.longest(in: points)!
    #expect(run.start == CGPoint(x: 40, y: 0) && run.end == CGPoint(x: 40, y: 200) && run.length == 200)
  }

  @Test func waysOfAStreetJoinEndToEnd() {
    let a = [MapPoint(x: 0, y: 0), MapPoint(x: 1, y: 0)]
    let b = [MapPoint(x: 2, y: 0), MapPoint(x: 1, y: 0)]  // drawn the other way
    let c = [MapPoint(x: 5, y: 5), MapPoint(x: 6, y: 5)]
    let chains = RoadChains.join([a, b, c])
    #expect(chains.count == 2)
    #expect(chains[0].map(\.x) == [0, 1, 2])
  }
}
