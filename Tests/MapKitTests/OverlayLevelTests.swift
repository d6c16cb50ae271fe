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
    let g = Named("g")
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
    map.insertOverlay(g, at: 99, level: .aboveRoads)
    #expect(names(map.overlays) == ["a", "g", "f", "b", "e", "d", "c"])
    map.removeOverlay(a)
    #expect(names(map.overlays(in: .aboveRoads)) == ["g"])
    #expect(map.renderer(for: a) == nil)
    // The removed overlay's view stays a while, nameless: exchanging and inserting around it keep
    // the named views in order.
    #expect(map.roadOverlayContainer.subviews.count == 2)
    map.exchangeOverlay(g, with: c)
    #expect(names(map.overlays(in: .aboveRoads)) == ["c"])
    #expect(stacked(map.roadOverlayContainer) == ["c"])
    #expect(stacked(map.overlayContainer) == ["f", "b", "e", "d", "g"])
    // Above or below a sibling in the other level, or not on the map: on top over the labels.
    map.insertOverlay(Named("h"), above: c)
    map.insertOverlay(Named("i"), below: a)
    #expect(names(map.overlays(in: .aboveLabels)) == ["f", "b", "e", "d", "g", "h", "i"])
    #expect(stacked(map.overlayContainer) == ["f", "b", "e", "d", "g", "h", "i"])
    // No-ops: an overlay with itself, or with one not on the map.
    map.exchangeOverlay(b, with: b)
    map.exchangeOverlay(b, with: a)
    map.exchangeOverlay(at: 0, withOverlayAt: 99)
    #expect(names(map.overlays) == ["c", "f", "b", "e", "d", "g", "h", "i"])
    map.exchangeOverlay(at: 0, withOverlayAt: 1)
    #expect(names(map.overlays) == ["c", "b", "f", "e", "d", "g", "h", "i"])
    // Removed, then added again: a new view on top.
    map.removeOverlay(b)
    map.addOverlay(b)
    #expect(names(map.overlays) == ["c", "f", "e", "d", "g", "h", "i", "b"])
    #expect(stacked(map.overlayContainer) == ["f", "e", "d", "g", "h", "i", "b"])
  }

  @Test func aRendererForOverlaysThatAddOverlaysLeavesTheListsWhole() {
    /// A delegate whose renderer adds a second overlay the first time it is asked.
    final class Adding: MKMapViewDelegate {
      var extra: MKOverlay?
      func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        if let extra {
          self.extra = nil
          mapView.addOverlay(extra)
        }
        return MKOverlayRenderer(overlay: overlay)
      }
    }
    let app = MapApp()
    let delegate = Adding()
    delegate.extra = Named("extra")
    app.map.delegate = delegate
    app.map.addOverlay(Named("first"))
    #expect(names(app.map.overlays) == ["extra", "first"])
    #expect(stacked(app.map.overlayContainer) == ["extra", "first"])
    #expect(app.map.overlayViews.count == 2)
    // The map holds its delegate weakly, as MapKit's does.
    withExtendedLifetime(delegate) {}
  }

  @Test func aDelegateAddingTheOverlayItIsAskedForAddsItOnce() {
    final class Echoing: MKMapViewDelegate {
      func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        mapView.addOverlay(overlay)
        return MKOverlayRenderer(overlay: overlay)
      }
    }
    let app = MapApp()
    let delegate = Echoing()
    app.map.delegate = delegate
    app.map.addOverlay(Named("once"))
    #expect(names(app.map.overlays) == ["once"])
    #expect(stacked(app.map.overlayContainer) == ["once"])
    withExtendedLifetime(delegate) {}
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
