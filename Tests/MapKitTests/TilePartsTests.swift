import Foundation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// With the camera at rest, the tiles that show with nothing drawn (a map's first frame) are drawn
/// only where they show, on every core, and drawn whole off the frame in the frames after; a pan
/// never shows a part not drawn.
@MainActor
@Suite struct TilePartsTests {
  private func frame(_ app: MapApp, _ renderer: FrameRenderer) {
    app.advance(1.0 / 60)
    _ = renderer.renderFrame(app.window)
  }

  /// A map on a tile source that draws off the main thread, its first frame rendered.
  private func firstFrame() -> (BackgroundTileSource, MapApp, FrameRenderer) {
    let source = BackgroundTileSource()
    let app = MapApp()
    app.map.tileSource = source
    let renderer = FrameRenderer()
    frame(app, renderer)
    return (source, app, renderer)
  }

  /// The tiles in view and the part of each that shows.
  private func shownParts(_ app: MapApp) -> [(view: MapTileView, part: CGRect)] {
    app.map.tileViews.values.map { ($0, $0.shownPart(of: app.map.bounds, in: app.map)) }.filter {
      !$0.part.isEmpty
    }
  }

  @Test func theFirstFrameDrawsTheTilesAtTheEdgesOnlyWhereTheyShowAndTheRestFollows() {
    let (source, app, renderer) = firstFrame()
    let shown = shownParts(app)
    // A pixel more around the part that shows, for the linear sampling of a tile stretched at rest.
    let pixel = 1 / UIScreen.main.scale
    let padded = { (part: CGRect) in part.insetBy(dx: -pixel, dy: -pixel) }
    let partly = shown.filter { !padded($0.part).contains($0.view.bounds) }
    // The screen's edges cut tiles: those are drawn in part, the part that shows and a pixel around
    // it; the tiles wholly in view are drawn whole.
    #expect(!partly.isEmpty && partly.count < shown.count)
    for (view, part) in shown {
      #expect(view.isDrawn && !view.isHidden)
      #expect(view.drawnPart == (padded(part).contains(view.bounds) ? nil : padded(part)))
    }
    #expect(source.mainThreadDraws == 0)
    // Then each is drawn whole off the frame, one a frame, before the tiles ahead.
    let drawnBefore = source.drawings.count
    for _ in 0..<(partly.count + MKMapView.tileHandOverFrames + 1) { frame(app, renderer) }
    #expect(shown.allSatisfy { $0.view.isDrawn && !$0.view.isPartlyDrawn })
    let redrawn = source.drawings[drawnBefore...].prefix(partly.count).map(\.tile)
    #expect(Set(redrawn) == Set(partly.map(\.view.key)))
    #expect(source.mainThreadDraws == 0)
  }

  @Test func aPanRightAfterTheFirstFrameShowsNoPartLeftUndrawn() throws {
    let (_, app, renderer) = firstFrame()
    #expect(app.map.tileViews.values.contains { $0.isPartlyDrawn })
    // A finger drags the map 150 points down and right within three frames, before the tiles
    // drawn in part are drawn whole: what comes into view of them is drawn before it shows.
    app.fingers.down(at: CGPoint(x: 100, y: 200))
    for step in 1...3 {
      app.advance(1.0 / 60)
      app.fingers.move(to: CGPoint(x: 100 + CGFloat(step) * 50, y: 200 + CGFloat(step) * 50))
      let rendered = renderer.renderFrame(app.window)
      for (view, part) in shownParts(app) {
        #expect(
          !view.lacksDrawing(in: part),
          "\(view.key) shows \(part), drawn \(String(describing: view.drawnPart))")
      }
      try expectTileColour(rendered, in: app.map.convert(app.map.bounds, to: nil))
    }
    app.fingers.up()
  }

  /// Every pixel of `area` (window points) in the rendered frame is the tiles' green: none of a
  /// tile bitmap's undrawn rest (transparent, black once copied) shows there.
  private func expectTileColour(_ rendered: RenderedFrame, in area: CGRect) throws {
    let image = try #require(rendered.makeImage())
    for y in stride(from: area.minY + 1, to: area.maxY, by: 7) {
      for x in stride(from: area.minX + 1, to: area.maxX, by: 7) {
        let pixel = try #require(image.pixel(x: Int(x * rendered.scale), y: Int(y * rendered.scale)))
        #expect(Int(pixel.g) > Int(pixel.r) + 20, "(\(x), \(y)) is \(pixel), not the tiles' green")
      }
    }
  }

  @Test func aMoveWithoutAnimationRightAfterTheFirstFrameShowsNoPartLeftUndrawn() throws {
    let (_, app, renderer) = firstFrame()
    #expect(app.map.tileViews.values.contains { $0.isPartlyDrawn })
    // Moved 100 points at rest: what comes into view of the tiles drawn in part is drawn (in part
    // again, the camera at rest) before it shows.
    let start = app.map.centerCoordinate
    let moved = app.map.convert(
      CGPoint(x: app.map.bounds.midX + 100, y: app.map.bounds.midY + 100), toCoordinateFrom: app.map)
    app.map.setCenter(moved, animated: false)
    app.advance(1.0 / 60)
    let shifted = renderer.renderFrame(app.window)
    for (view, part) in shownParts(app) { #expect(!view.lacksDrawing(in: part)) }
    try expectTileColour(shifted, in: app.map.convert(app.map.bounds, to: nil))
    // Back, then out a level in one step: the old level's tiles, drawn in part, stay under the new
    // level's until those are drawn, and what shows of them now is drawn whole first.
    app.map.setCenter(start, animated: false)
    frame(app, renderer)
    let region = app.map.region
    app.map.setRegion(
      MKCoordinateRegion(
        center: region.center,
        span: MKCoordinateSpan(
          latitudeDelta: region.span.latitudeDelta * 2, longitudeDelta: region.span.longitudeDelta * 2)),
      animated: false)
    app.advance(1.0 / 60)
    let zoomed = renderer.renderFrame(app.window)
    let kept = app.map.fallbackTiles.values
    #expect(!kept.isEmpty)
    for view in kept {
      #expect(!view.lacksDrawing(in: view.shownPart(of: app.map.bounds, in: app.map)))
      try expectTileColour(
        zoomed, in: view.convert(view.bounds, to: nil).intersection(app.map.convert(app.map.bounds, to: nil)))
    }
  }

  @Test func theMapStyleDrawsAPartOfATileAsItDrawsThatPartOfTheWholeTile() throws {
    let source = OpenStreetMapTileSource(store: try MapTestData.map())
    let station = MKMapPoint(MapApp.station)
    let side = MKMapSize.world.width / Double(1 << 16)
    let key = MapTileKey(zoom: 16, x: Int(station.x / side), y: Int(station.y / side))
    let drawing = try #require(source.backgroundDrawing(of: key))
    // A tile 200 points across at @3x, as on a phone between two zoom levels.
    let fill = UIColor.white.cgColor
    let whole = try #require(MapTileBitmap(drawing: drawing, side: 200, screenScale: 3, fill: fill).draw())
    var bitmap = MapTileBitmap(drawing: drawing, side: 200, screenScale: 3, fill: fill)
    let part = CGRect(x: 37, y: 101 + 1.0 / 3, width: 120 + 2.0 / 3, height: 90)
    bitmap.part = part
    let partly = try #require(bitmap.draw())
    let pixels = CGRect(x: part.minX * 3, y: part.minY * 3, width: part.width * 3, height: part.height * 3)
    // The same pixels, but that Cairo clips the polygons (and culls stroke segments) at the part's
    // edge, which can move the coverage of pixels next to it by a few levels (seen: 7 of 97,740,
    // by at most 5, within 3 pixels of the edge).
    var edgeDifferences = 0
    for y in Int(pixels.minY)..<Int(pixels.maxY) {
      for x in Int(pixels.minX)..<Int(pixels.maxX) {
        let (a, b) = (try #require(whole.pixel(x: x, y: y)), try #require(partly.pixel(x: x, y: y)))
        guard a != b else { continue }
        let fromEdge = min(
          x - Int(pixels.minX), Int(pixels.maxX) - 1 - x, y - Int(pixels.minY), Int(pixels.maxY) - 1 - y)
        #expect(fromEdge < 4, "(\(x), \(y)): \(a) whole, \(b) in part")
        #expect(max(abs(Int(a.r) - Int(b.r)), abs(Int(a.g) - Int(b.g)), abs(Int(a.b) - Int(b.b))) <= 8)
        edgeDifferences += 1
      }
    }
    #expect(edgeDifferences < 40)
    // Outside the part, nothing: not even the fill touches those pages, which are never shown (the
    // tile is drawn whole before they are).
    for (x, y) in [
      (10, 10), (550, 590), (Int(pixels.minX) - 1, Int(pixels.midY)), (Int(pixels.maxX), Int(pixels.minY)),
    ] {
      #expect(partly.pixel(x: x, y: y) == CGImage.Pixel(r: 0, g: 0, b: 0, a: 0))
    }
    // Inside it, the fill under a drawing that paints nothing, to the part's edge pixels.
    var empty = MapTileBitmap(drawing: { _, _ in }, side: 200, screenScale: 3, fill: fill)
    empty.part = part
    let filled = try #require(empty.draw())
    let (minX, minY) = (Int(pixels.minX.rounded()), Int(pixels.minY.rounded()))
    let (maxX, maxY) = (Int(pixels.maxX.rounded()), Int(pixels.maxY.rounded()))
    for (x, y) in [(minX, minY), (maxX - 1, maxY - 1), ((minX + maxX) / 2, (minY + maxY) / 2)] {
      #expect(filled.pixel(x: x, y: y) == CGImage.Pixel(r: 255, g: 255, b: 255, a: 255))
    }
    #expect(filled.pixel(x: maxX, y: (minY + maxY) / 2) == CGImage.Pixel(r: 0, g: 0, b: 0, a: 0))
    #expect(filled.pixel(x: minX - 1, y: minY) == CGImage.Pixel(r: 0, g: 0, b: 0, a: 0))
    #expect(whole.pixel(x: 10, y: 10) != CGImage.Pixel(r: 255, g: 255, b: 255, a: 255))
  }

  /// A tile drawn in part and then stretched lacks drawing where it samples past the part: one
  /// pixel beyond what shows, which is transparent in its bitmap.
  @Test func aStretchedTileDrawnInPartLacksDrawingAPixelPastItsShownPart() throws {
    let (_, app, _) = firstFrame()
    let view = try #require(app.map.tileViews.values.first { $0.isPartlyDrawn })
    let drawn = try #require(view.drawnPart)
    // What shows grew onto the pixel of margin drawn around it (a move of a pixel or less):
    // unstretched, the tile has all it shows; stretched, it samples the pixel past that, which it
    // lacks.
    let shown = drawn.intersection(view.bounds)
    #expect(!view.lacksDrawing(in: shown))
    view.transform = CGAffineTransform(scaleX: 1.5, y: 1.5)
    #expect(view.lacksDrawing(in: shown))
    // What showed before, with its margin to sample, it has.
    let pixel = 1 / UIScreen.main.scale
    #expect(!view.lacksDrawing(in: drawn.insetBy(dx: pixel, dy: pixel).intersection(view.bounds)))
  }
}
