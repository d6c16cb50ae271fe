import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// Overlays by level and order: `.aboveRoads` under the map's labels, `.aboveLabels` (where
/// `addOverlay(_:)` puts them) over them; inserting, exchanging and removing keep `overlays`, the
/// views' stacking and what is drawn in step.
@MainActor
@Suite(.serialized) struct OverlayLevelTests {
  private final class Named: NSObject, MKOverlay {
    let coordinate = MapApp.station
    let boundingMapRect: MKMapRect
    let title: String?

    init(_ name: String) {
      title = name
      let point = MKMapPoint(MapApp.station)
      boundingMapRect = MKMapRect(x: point.x - 100, y: point.y - 100, width: 200, height: 200)
    }
  }

  private func names(_ overlays: [any MKOverlay]) -> [String] { overlays.compactMap { $0.title ?? nil } }

  /// The overlays' names in the order their views stack, bottom to top, in `container`.
  private func stacked(_ container: UIView) -> [String] {
    container.subviews.compactMap(\.accessibilityIdentifier)
  }

  @Test func insertingAndExchangingKeepTheOrderAndTheStackingInStep() {
    let app = MapApp()
    let map = app.map
    let (a, b, c, d, e) = (Named("a"), Named("b"), Named("c"), Named("d"), Named("e"))
    map.addOverlays([a, b])
    map.insertOverlay(c, at: 0)
    #expect(names(map.overlays) == ["c", "a", "b"])
    map.insertOverlay(d, above: a)
    #expect(names(map.overlays) == ["c", "a", "d", "b"])
    map.insertOverlay(Named("f"), below: c)
    #expect(names(map.overlays) == ["f", "c", "a", "d", "b"])
    map.exchangeOverlay(c, with: b)
    #expect(names(map.overlays) == ["f", "b", "a", "d", "c"])
    #expect(stacked(map.overlayContainer) == ["f", "b", "a", "d", "c"])
    map.addOverlay(e, level: .aboveRoads)
    #expect(names(map.overlays(in: .aboveRoads)) == ["e"])
    #expect(names(map.overlays) == ["e", "f", "b", "a", "d", "c"])
    // Across levels, the two swap levels too.
    map.exchangeOverlay(e, with: a)
    #expect(names(map.overlays(in: .aboveRoads)) == ["a"])
    #expect(names(map.overlays(in: .aboveLabels)) == ["f", "b", "e", "d", "c"])
    #expect(stacked(map.roadOverlayContainer) == ["a"])
    #expect(stacked(map.overlayContainer) == ["f", "b", "e", "d", "c"])
    // An overlay already on the map stays where it is; past the end is on top.
    map.addOverlay(a)
    map.insertOverlay(Named("g"), at: 99, level: .aboveRoads)
    #expect(names(map.overlays) == ["a", "g", "f", "b", "e", "d", "c"])
    map.removeOverlay(a)
    #expect(names(map.overlays(in: .aboveRoads)) == ["g"])
    #expect(map.renderer(for: a) == nil)
  }

  @Test func overlaysAboveTheRoadsLieUnderTheLabels() throws {
    let map = try StyledMap(zoom: 17)
    map.app.map.addOverlay(Named("under"), level: .aboveRoads)
    map.app.map.addOverlay(Named("over"))
    map.app.advance(1.0 / 60)
    let layers = map.app.map.subviews
    let labels = try #require(layers.firstIndex { $0 === map.labels })
    let tiles = try #require(layers.firstIndex { $0 === map.app.map.tileContainer })
    let under = try #require(layers.firstIndex { $0 === map.app.map.roadOverlayContainer })
    let over = try #require(layers.firstIndex { $0 === map.app.map.overlayContainer })
    #expect(tiles < under && under < labels && labels < over)
    #expect(stacked(map.app.map.roadOverlayContainer) == ["under"])
  }
}
