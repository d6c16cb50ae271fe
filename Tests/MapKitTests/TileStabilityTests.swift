@_spi(Hail) import CoreLocation
import Foundation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// A camera that only pans must keep its scale to the last bit: each tile is drawn for one scale,
/// and a scale an ulp off drew every tile on screen again when a pan settled (90 ms of the demo
/// tour's frame at 1.77 s on the iPhone 15).
@MainActor
@Suite struct TileStabilityTests {
  /// `exp(log(s))` is not always `s`: the interpolation keeps an unchanged scale as it is and ends
  /// exactly on the target.
  @Test func interpolationKeepsAnUnchangedScaleExactly() {
    var drifted = 0
    for step in 0..<200 {
      let scale = 0.7 + Double(step) * 0.731
      if exp(log(scale)) != scale { drifted += 1 }
      let from = MapCamera(center: MKMapPoint(x: 1000, y: 2000), mapPointsPerPoint: scale)
      let to = MapCamera(center: MKMapPoint(x: 1500, y: 2400), mapPointsPerPoint: scale)
      for fraction in [0.0, 0.25, 0.5, 0.99, 1] {
        #expect(from.interpolated(to: to, fraction: fraction).mapPointsPerPoint == scale)
      }
      let zoomed = MapCamera(center: to.center, mapPointsPerPoint: scale * 1.37)
      #expect(from.interpolated(to: zoomed, fraction: 1) == zoomed)
    }
    // The case the rule is for occurs among these scales.
    #expect(drifted > 0)
  }

  /// An animated pan of a few points composites the tiles it had, with no transform, and draws
  /// none of them again when it settles.
  @Test func anAnimatedPanDrawsNoTileAgain() {
    let tiles = CountingTileMap()
    let (app, source) = (tiles.app, tiles.source)
    let drawn = source.drawn.count
    let inView = Set(app.map.tileViews.keys)
    let target = app.map.convert(CGPoint(x: 190, y: 336), toCoordinateFrom: app.window)
    app.map.setCenter(target, animated: true)
    for _ in 0..<30 { tiles.frame() }
    // Only tiles ahead of the view were drawn since, each once.
    let drawnSince = source.drawn[drawn...]
    #expect(inView.isDisjoint(with: drawnSince) && Set(drawnSince).count == drawnSince.count)
    for tile in app.map.tileViews.values { #expect(tile.transform == .identity) }
  }

  /// Scales that differ by rounding alone are one scale: no new drawing, no stretch.
  @Test func aScaleOffByRoundingNeitherRedrawsNorStretches() {
    let tile = MapTileView(key: MapTileKey(zoom: 16, x: 1, y: 1), source: CountingTileSource())
    tile.rasterize(at: 0.776)
    let side = tile.bounds.width
    tile.rasterize(at: 0.776.nextUp)
    tile.place(at: CGPoint(x: 10, y: 10), scale: 0.776.nextUp.nextUp)
    #expect(tile.bounds.width == side)
    #expect(tile.transform == .identity)
    tile.place(at: CGPoint(x: 10, y: 10), scale: 0.776 * 1.001)
    #expect(tile.transform != .identity)
  }
}
