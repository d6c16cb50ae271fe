import Foundation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// Tiles just outside the view are drawn ahead, `tilesDrawnPerFrame` a frame, nearest first,
/// so a pan brings in tiles that are already drawn (a row of tiles entering the screen drew in one
/// frame: 13–24 ms of the demo tour's drag on the iPhone 15).
@MainActor
@Suite struct TileDrawAheadTests {
  @Test func tilesAroundTheViewAreDrawnAFrameAtATimeNearestFirst() {
    let tiles = CountingTileMap()
    let (app, source) = (tiles.app, tiles.source)
    let inView = Set(app.map.tileViews.keys)
    let ahead = app.map.aheadTiles
    // Here the column left of the view: its tiles meet the view widened by half a tile.
    #expect(ahead.count == 5)
    #expect(Set(ahead.keys).isDisjoint(with: inView))
    for view in ahead.values {
      #expect(view.isHidden && !view.frame.intersects(app.map.bounds))
      #expect(view.frame.maxX > -MKMapView.aheadMargin * view.bounds.width)
    }
    // The first frame draws the tiles in view (the engine tries the first view of a class that
    // draws in a 1×1 context first: one draw more).
    #expect(source.drawn.count == inView.count + 1 && Set(source.drawn) == inView)
    var perFrame: [Int] = []
    while ahead.values.contains(where: { $0.layer.needsDisplay() }), perFrame.count < 60 {
      let before = source.drawn.count
      tiles.frame()
      perFrame.append(source.drawn.count - before)
    }
    #expect(perFrame == [1, 1, 1, 1, 1])
    #expect(source.drawn.count == inView.count + 1 + ahead.count)
    #expect(Set(source.drawn) == inView.union(ahead.keys))
    // Nearest to the view first, by their centres: the middle of the column, the top tile (more of
    // it above the view) last.
    let order = source.drawn.suffix(ahead.count)
    let bounds = app.map.bounds
    let distances = order.map { key in
      let center = ahead[key]!.center
      return hypot(max(bounds.minX - center.x, 0), max(bounds.minY - center.y, 0, center.y - bounds.maxY))
    }
    #expect(distances == distances.sorted())
    #expect(order.last?.y == ahead.keys.map(\.y).min())
    // Nothing left: the display link stops and the frames after draw none.
    app.advance(0.5)
    #expect(source.drawn.count == inView.count + 1 + ahead.count)
    #expect(app.map.tileLink == nil)
  }

  /// A drag brings in the column drawn ahead: no frame of it draws a tile in its render, and the
  /// tiles ahead it brings draw one a frame.
  @Test func aPanShowsTilesDrawnAhead() {
    let tiles = CountingTileMap()
    let (app, source) = (tiles.app, tiles.source)
    for _ in 1..<30 { tiles.frame() }
    let readyBefore = Set(source.drawn)
    let drawnBefore = source.drawn.count
    let inViewBefore = Set(app.map.tileViews.keys)
    app.fingers.down(at: CGPoint(x: 100, y: 300))
    var aheadPerFrame: [Int] = []
    var renderedPerFrame: [Int] = []
    for step in 1...12 {
      let before = source.drawn.count
      app.advance(1.0 / 60)
      app.fingers.move(to: CGPoint(x: 100 + CGFloat(step) * 8, y: 300 + CGFloat(step) * 2))
      let beforeRender = source.drawn.count
      tiles.render()
      aheadPerFrame.append(beforeRender - before)
      renderedPerFrame.append(source.drawn.count - beforeRender)
    }
    let entered = Set(app.map.tileViews.keys).subtracting(inViewBefore)
    #expect(entered.count == 5)
    #expect(entered.isSubset(of: readyBefore))
    #expect(renderedPerFrame.allSatisfy { $0 == 0 })
    #expect(aheadPerFrame.allSatisfy { $0 <= MKMapView.tilesDrawnPerFrame })
    // No tile was drawn twice.
    let drawnSince = source.drawn[drawnBefore...]
    #expect(Set(drawnSince).count == drawnSince.count && readyBefore.isDisjoint(with: drawnSince))
    app.fingers.up()
  }

  /// A drag longer than the margin: the tiles that come within it on the way are drawn ahead
  /// during the drag, one a frame, so that no frame's render draws one (the render drew each
  /// column past the first in one frame, as the demo tour's drag did).
  @Test func aPanPastTheMarginKeepsDrawingAheadOnTheWay() {
    let tiles = CountingTileMap()
    let (app, source) = (tiles.app, tiles.source)
    for _ in 1..<30 { tiles.frame() }
    let inViewBefore = Set(app.map.tileViews.keys)
    let drawnBefore = source.drawn.count
    app.fingers.down(at: CGPoint(x: 150, y: 60))
    var pacedPerFrame: [Int] = []
    var renderedPerFrame: [Int] = []
    // 8 pt a frame down for 70 frames: 560 pt, more than twice the tiles' side; tiles come in
    // from the top.
    for step in 1...70 {
      let before = source.drawn.count
      app.advance(1.0 / 60)
      app.fingers.move(to: CGPoint(x: 150, y: 60 + CGFloat(step) * 8))
      let beforeRender = source.drawn.count
      tiles.render()
      pacedPerFrame.append(beforeRender - before)
      renderedPerFrame.append(source.drawn.count - beforeRender)
    }
    let entered = Set(app.map.tileViews.keys).subtracting(inViewBefore)
    // Two rows came in, the second past the tiles drawn ahead before the drag.
    #expect(Set(entered.map(\.y)).count >= 2)
    #expect(renderedPerFrame.allSatisfy { $0 == 0 })
    #expect(pacedPerFrame.allSatisfy { $0 <= MKMapView.tilesDrawnPerFrame })
    let drawnSince = source.drawn[drawnBefore...]
    #expect(Set(drawnSince).count == drawnSince.count)
    app.fingers.up()
  }
}
