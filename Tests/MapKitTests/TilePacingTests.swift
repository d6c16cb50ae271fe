import Foundation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// A zoom never draws every tile in view in one frame: tiles stretch while the camera moves, are
/// drawn again at their size one a frame once it rests, and a new zoom level's tiles show over the
/// old level's as each is drawn (the ride tour's route fit drew 6–12 tiles in one frame: 57–113 ms).
@MainActor
@Suite struct TilePacingTests {
  /// Zooms `app`'s map to `level` about the view's middle.
  private func zoom(_ app: MapApp, to level: Double, animated: Bool) {
    let visible = app.map.visibleMapRect
    let factor = pow(2, app.map.zoomLevel - level)
    let width = visible.width * factor
    let height = visible.height * factor
    app.map.setVisibleMapRect(
      MKMapRect(x: visible.midX - width / 2, y: visible.midY - height / 2, width: width, height: height),
      animated: animated)
  }

  /// A map with its tiles in view and ahead drawn, at `level`.
  private func settledMap(at level: Double) -> (MapApp, CountingTileSource, FrameRenderer) {
    let app = MapApp()
    let source = CountingTileSource()
    app.map.tileSource = source
    zoom(app, to: level, animated: false)
    let renderer = FrameRenderer()
    for _ in 0..<60 {
      app.advance(1.0 / 60)
      _ = renderer.renderFrame(app.window)
    }
    return (app, source, renderer)
  }

  /// Tiles drawn in each of `frames` frames (display links and render together).
  private func drawsPerFrame(
    _ app: MapApp, _ source: CountingTileSource, _ renderer: FrameRenderer, frames: Int
  ) -> [Int] {
    (0..<frames).map { _ in
      let before = source.drawn.count
      app.advance(1.0 / 60)
      _ = renderer.renderFrame(app.window)
      return source.drawn.count - before
    }
  }

  @Test func anAnimatedZoomDrawsNothingOnTheWayThenOneTileAFrameNearestTheMiddleFirst() {
    let (app, source, renderer) = settledMap(at: 15.7)
    let inView = app.map.tileViews
    let drawn = source.drawn.count
    zoom(app, to: 16.3, animated: true)
    // 0.3 s of animation: the same level, its tiles stretched, none drawn.
    #expect(drawsPerFrame(app, source, renderer, frames: 18) == Array(repeating: 0, count: 18))
    #expect(app.map.zoomLevel > 16.29 && app.map.zoomLevel < 16.31)
    #expect(Set(app.map.tileViews.keys).isSubset(of: inView.keys))
    // At rest: one a frame until every tile in view is drawn at its size, nearest the middle first.
    let count = app.map.tileViews.count
    let frames = drawsPerFrame(app, source, renderer, frames: count + 2)
    // The settling frame lays the tiles out; the frame after the last in view draws a tile ahead.
    #expect(frames == [0] + Array(repeating: 1, count: count + 1))
    #expect(app.map.tileViews.values.allSatisfy { $0.transform == .identity && $0.isDrawn })
    let middle = CGPoint(x: app.map.bounds.midX, y: app.map.bounds.midY)
    let order = source.drawn[drawn...].prefix(count).map { app.map.tileViews[$0]! }
    let distances = order.map { hypot($0.center.x - middle.x, $0.center.y - middle.y) }
    #expect(distances == distances.sorted())
  }

  /// An animated zoom out to another level draws the new level's tiles on the way, but starts one
  /// only two frames after the last (`framesPerTileWhileZooming`): those frames redraw the whole
  /// screen, scaled, on both cores. At rest, one a frame again.
  @Test func anAnimatedZoomToAnotherLevelStartsATileEveryOtherFrameOnTheWay() throws {
    let (app, source, renderer) = settledMap(at: 16.45)
    zoom(app, to: 14.9, animated: true)
    // The new level's tiles drawn in each frame (the render may draw old ones past the margin).
    func newTilesPerFrame(_ frames: Int) -> [Int] {
      (0..<frames).map { _ in
        let before = source.drawn.count
        app.advance(1.0 / 60)
        _ = renderer.renderFrame(app.window)
        return source.drawn[before...].filter { $0.zoom == 15 }.count
      }
    }
    let onTheWay = newTilesPerFrame(16)
    #expect(!app.map.isCameraSettled)
    #expect(onTheWay.reduce(0, +) >= 2, "\(onTheWay)")
    #expect(onTheWay.allSatisfy { $0 <= MKMapView.tilesDrawnPerFrame }, "\(onTheWay)")
    #expect(zip(onTheWay, onTheWay.dropFirst()).allSatisfy { $0 == 0 || $1 == 0 }, "\(onTheWay)")
    let atRest = newTilesPerFrame(6)
    #expect(app.map.isCameraSettled)
    #expect(atRest.suffix(4) == [1, 1, 1, 1], "\(atRest)")
  }

  @Test func stretchedTilesTakeTheirNearestPixelWhileTheCameraMovesAndBlendAtRest() {
    let (app, source, renderer) = settledMap(at: 15.7)
    func filters() -> Set<CALayerContentsFilter> {
      Set(app.map.tileViews.values.flatMap { [$0.layer.minificationFilter, $0.layer.magnificationFilter] })
    }
    #expect(filters() == [.linear])
    zoom(app, to: 16.3, animated: true)
    _ = drawsPerFrame(app, source, renderer, frames: 9)
    #expect(app.map.tileViews.values.contains { $0.transform != .identity })
    #expect(filters() == [.nearest])
    // The settling frame lays them out again: blended while they wait, stretched, to be drawn.
    _ = drawsPerFrame(app, source, renderer, frames: 10)
    #expect(app.map.tileViews.values.contains { $0.transform != .identity })
    #expect(filters() == [.linear])
  }

  @Test func aNewLevelShowsOverTheOldUntilEachTileIsDrawn() {
    let (app, source, renderer) = settledMap(at: 15.7)
    let oldLevel = Set(app.map.tileViews.keys)
    zoom(app, to: 16.6, animated: false)
    app.advance(1.0 / 60)
    let newLevel = app.map.tileViews
    #expect(newLevel.keys.allSatisfy { $0.zoom == 17 } && oldLevel.allSatisfy { $0.zoom == 16 })
    // The old level's tiles stay under the new ones, which wait hidden; a frame draws one.
    let fallback = app.map.fallbackTiles
    #expect(!fallback.isEmpty && Set(fallback.keys).isSubset(of: oldLevel))
    #expect(fallback.values.allSatisfy { $0.frame.intersects(app.map.bounds) && !$0.isHidden })
    #expect(newLevel.values.filter { $0.isDrawn }.count <= 1)
    #expect(newLevel.values.allSatisfy { $0.isDrawn != $0.isHidden })
    let before = source.drawn.count
    _ = renderer.renderFrame(app.window)
    #expect(source.drawn.count == before)
    var frames: [Int] = []
    for _ in 0..<newLevel.count + 2 {
      frames += drawsPerFrame(app, source, renderer, frames: 1)
      // Only old tiles under a tile still waiting stay (the drawn ones would be composited for
      // nothing), at least one while any waits.
      let waiting = newLevel.values.filter { !$0.isDrawn }.map(\.frame)
      let fallback = app.map.fallbackTiles.values
      #expect(
        waiting.isEmpty
          || (!fallback.isEmpty
            && fallback.allSatisfy { old in
              waiting.contains {
                $0.intersection(old.frame).width > 1 && $0.intersection(old.frame).height > 1
              }
            })
      )
    }
    #expect(frames.allSatisfy { $0 <= MKMapView.tilesDrawnPerFrame })
    #expect(newLevel.values.allSatisfy { $0.isDrawn && !$0.isHidden && $0.transform == .identity })
    // Once all are drawn the old tiles leave.
    #expect(app.map.fallbackTiles.isEmpty)
    #expect(
      app.map.tileContainer.subviews.compactMap { ($0 as? MapTileView)?.key.zoom }.allSatisfy { $0 == 17 })
  }
}
