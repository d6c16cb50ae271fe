import Foundation
import OpenStreetMap
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// The tiles the map paces (a new zoom level's, tiles redrawn at their size, tiles ahead) are drawn
/// on the map's tile queue, off the frame, and shown a fixed number of frames after they start,
/// whatever that thread's speed, so replays stay deterministic.
@MainActor
@Suite struct TileBackgroundDrawingTests {
  /// A map on `source`, its first frames rendered, then zoomed at once to level 16.6: its tiles in
  /// view wait, hidden, over the old level's.
  private func zoomedMap(_ source: some MapTileSource, app: MapApp = MapApp()) -> (MapApp, FrameRenderer) {
    app.map.tileSource = source
    let renderer = FrameRenderer()
    for _ in 0..<60 { frame(app, renderer) }
    let visible = app.map.visibleMapRect
    let factor = pow(2, app.map.zoomLevel - 16.6)
    let (width, height) = (visible.width * factor, visible.height * factor)
    app.map.setVisibleMapRect(
      MKMapRect(x: visible.midX - width / 2, y: visible.midY - height / 2, width: width, height: height),
      animated: false)
    return (app, renderer)
  }

  /// `zoomedMap(source)` run on until the map has started drawing a tile on its tile queue.
  private func drawingOffTheFrame(_ source: some MapTileSource) -> (MapApp, FrameRenderer) {
    let (app, renderer) = zoomedMap(source)
    for _ in 0..<5 where app.map.tileRasters.isEmpty { frame(app, renderer) }
    return (app, renderer)
  }

  private func frame(_ app: MapApp, _ renderer: FrameRenderer) {
    app.advance(1.0 / 60)
    _ = renderer.renderFrame(app.window)
  }

  /// The colour of the window's pixel at the middle of each tile in view.
  private func tileColours(_ app: MapApp, _ renderer: FrameRenderer) -> [CGColor] {
    let frame = renderer.renderFrame(app.window)
    let image = frame.makeImage()!
    return app.map.tileViews.values.compactMap { tile in
      let middle = tile.convert(CGPoint(x: tile.bounds.midX, y: tile.bounds.midY), to: nil)
      guard app.window.bounds.contains(middle),
        let pixel = image.pixel(x: Int(middle.x * frame.scale), y: Int(middle.y * frame.scale))
      else { return nil }
      return CGColor(
        red: CGFloat(pixel.r) / 255, green: CGFloat(pixel.g) / 255, blue: CGFloat(pixel.b) / 255, alpha: 1)
    }
  }

  private func isClose(_ a: CGColor, _ b: CGColor) -> Bool {
    abs(a.red - b.red) < 0.01 && abs(a.green - b.green) < 0.01 && abs(a.blue - b.blue) < 0.01
  }

  @Test func aPacedTileIsDrawnOffTheMainThreadAndShownTwoFramesAfterItStarts() {
    // Each drawing takes longer than a headless frame: the map waits for it at its frame.
    let source = BackgroundTileSource(delay: 0.03)
    let drawings = showsPacedTilesTwoFramesAfterTheyStart(source, app: MapApp())
    // None was drawn on the main thread.
    #expect(!drawings.contains { $0.onMain })
  }

  /// With a patience (the app's: `SystemEnvironment.queuePatience`) shorter than each drawing, as
  /// when the tile queue is kept from every core, the map draws the tiles itself at their frames,
  /// with the source's background drawing: still shown two frames after they start, the same.
  @Test func aPacedTileTheQueueIsLateWithIsDrawnHereAtItsFrame() {
    let source = BackgroundTileSource(delay: 0.05)
    let drawings = showsPacedTilesTwoFramesAfterTheyStart(source, app: MapApp(queuePatience: 0.005))
    #expect(drawings.contains { $0.onMain })
  }

  /// Zooms `app`'s map drawn by `source` to a new level and checks that each of its tiles starts
  /// on the tile queue, one a frame, shows exactly `MKMapView.tileHandOverFrames` later with its
  /// drawing, never drawn by the source's main-thread `draw`; returns the drawings made meanwhile.
  private func showsPacedTilesTwoFramesAfterTheyStart(
    _ source: BackgroundTileSource, app: MapApp
  ) -> ArraySlice<(tile: MapTileKey, onMain: Bool)> {
    let (app, renderer) = zoomedMap(source, app: app)
    let drawingsBefore = source.drawings.count
    frame(app, renderer)
    let newLevel = app.map.tileViews
    #expect(!newLevel.isEmpty && newLevel.values.allSatisfy { !$0.isDrawn && $0.isHidden })
    var started: [ObjectIdentifier: Int] = [:]
    var shown: [ObjectIdentifier: Int] = [:]
    for index in 0...newLevel.count + 4 {
      if index > 0 { frame(app, renderer) }
      for raster in app.map.tileRasters where started[ObjectIdentifier(raster.view)] == nil {
        started[ObjectIdentifier(raster.view)] = index
      }
      for view in newLevel.values where !view.isHidden && shown[ObjectIdentifier(view)] == nil {
        #expect(view.isDrawn && view.transform == .identity)
        shown[ObjectIdentifier(view)] = index
      }
    }
    // Every tile in view started once, one a frame, and showed exactly two frames later.
    #expect(shown.count == newLevel.count)
    for view in newLevel.values {
      let id = ObjectIdentifier(view)
      #expect(started[id].map { $0 + MKMapView.tileHandOverFrames } == shown[id])
    }
    #expect(Set(started.values).count == started.count)
    // Each shows its drawing, made by the source's background drawing.
    let drawings = source.drawings[drawingsBefore...]
    #expect(drawings.count >= newLevel.count)
    #expect(source.mainThreadDraws == 0)
    let colours = tileColours(app, renderer)
    #expect(!colours.isEmpty && colours.allSatisfy { isClose($0, BackgroundTileSource.light) })
    return drawings
  }

  @Test func aTileDrawnUnderTheAppearanceItNoLongerHasIsDrawnAgain() {
    let source = BackgroundTileSource()
    let (app, renderer) = drawingOffTheFrame(source)
    let inFlight = app.map.tileRasters.map(\.view)
    #expect(!inFlight.isEmpty)
    app.window.overrideUserInterfaceStyle = .dark
    for _ in 0..<app.map.tileViews.count + 6 { frame(app, renderer) }
    // The drawings started in the light appearance were not shown: every tile shows the dark one.
    #expect(inFlight.allSatisfy { $0.isDrawn })
    let colours = tileColours(app, renderer)
    #expect(!colours.isEmpty && colours.allSatisfy { isClose($0, BackgroundTileSource.dark) })
  }

  @Test func aTileAskedToDrawAgainWhileItsDrawingIsUnderWayIsDrawnAgain() {
    let source = BackgroundTileSource()
    let (app, renderer) = drawingOffTheFrame(source)
    let tile = try! #require(app.map.tileRasters.first?.view)
    tile.setNeedsDisplay()
    for _ in 0..<app.map.tileViews.count + 6 { frame(app, renderer) }
    // The drawing begun before the request was dropped; the tile was drawn again after it.
    #expect(source.drawings.filter { $0.tile == tile.key }.count == 2)
    #expect(tile.isDrawn && !tile.isHidden)
  }

  /// A map that goes takes its drawings with it: those not begun are skipped and the one under way
  /// is waited for, so nothing a drawing holds (here its source) outlives the map. Each drawing
  /// takes half a second, so without that the queue would still hold the source however slow the
  /// frames before were.
  @Test func aMapThatGoesLeavesNoDrawingBehind() {
    weak var map: MKMapView?
    weak var source: BackgroundTileSource?
    do {
      let tiles = BackgroundTileSource(delay: 0.5)
      source = tiles
      let (app, renderer) = drawingOffTheFrame(tiles)
      frame(app, renderer)
      #expect(app.map.tileRasters.count >= 2)
      map = app.map
      app.map.removeFromSuperview()
    }
    // The map went (else the source would be held by it, not by its drawings).
    #expect(map == nil)
    #expect(source == nil)
  }

  /// A flick faster than tiles ahead are drawn: a tile whose drawing is under way when it comes
  /// into view takes that drawing then, and no tile is drawn twice (by the queue and again by the
  /// render).
  @Test func aFlickOutrunningTheTilesAheadDrawsNoTileTwice() {
    let source = BackgroundTileSource()
    let app = MapApp()
    app.map.tileSource = source
    let renderer = FrameRenderer()
    for _ in 0..<60 { frame(app, renderer) }
    let before = source.drawings.count
    app.fingers.down(at: CGPoint(x: 150, y: 40))
    for step in 1...16 {
      app.advance(1.0 / 60)
      app.fingers.move(to: CGPoint(x: 150, y: 40 + CGFloat(step) * 36))
      _ = renderer.renderFrame(app.window)
    }
    app.fingers.up()
    for _ in 0..<30 { frame(app, renderer) }
    let keys = source.drawings[before...].map(\.tile)
    #expect(keys.count > 3)
    #expect(Set(keys).count == keys.count, "drawn twice: \(keys)")
  }

  @Test func theFirstFrameDrawsItsTilesOnEveryCoreAtOnce() {
    let source = BackgroundTileSource()
    let app = MapApp()
    app.map.tileSource = source
    let renderer = FrameRenderer()
    frame(app, renderer)
    let inView = app.map.tileViews.values.filter { $0.frame.intersects(app.map.bounds) }
    #expect(inView.count > 1 && inView.allSatisfy { $0.isDrawn && !$0.isHidden })
    // Drawn together before the render, which drew none of them itself.
    #expect(source.mainThreadDraws == 0)
    #expect(Set(source.drawings.map(\.tile)).isSuperset(of: inView.map(\.key)))
    let colours = tileColours(app, renderer)
    #expect(!colours.isEmpty && colours.allSatisfy { isClose($0, BackgroundTileSource.light) })
  }

  @Test func theMapStyleDrawsATileOnTheTileQueueAsOnTheMainThread() throws {
    let source = OpenStreetMapTileSource(store: try MapTestData.map())
    let station = MKMapPoint(MapApp.station)
    let side = MKMapSize.world.width / Double(1 << 16)
    let key = MapTileKey(zoom: 16, x: Int(station.x / side), y: Int(station.y / side))
    let size = CGSize(width: 256, height: 256)
    let main = CGContext(bitmapWidth: 512, height: 512, scale: 2)!
    source.draw(key, in: main, size: size)
    let drawing = try #require(source.backgroundDrawing(of: key))
    let elsewhere = Drawn()
    let done = DispatchSemaphore(value: 0)
    // This test's thread, the main actor's (not the process's first thread under Swift Testing).
    let testThread = UInt(pthread_self())
    DispatchQueue(label: "elsewhere").async {
      let context = CGContext(bitmapWidth: 512, height: 512, scale: 2)!
      drawing(context, size)
      elsewhere.pixels = context.makeImage()!.pngData()
      elsewhere.onMainThread = UInt(pthread_self()) == testThread
      done.signal()
    }
    done.wait()
    #expect(elsewhere.onMainThread == false)
    #expect(elsewhere.pixels != nil && elsewhere.pixels == main.makeImage()!.pngData())
    #expect(source.drawCount == 2)
  }
}

/// What the other thread drew: written there before the semaphore is signalled, read after.
private final class Drawn: @unchecked Sendable {
  var pixels: Data?
  var onMainThread: Bool?
}
