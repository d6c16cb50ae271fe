import MapKit
import Testing
@_spi(Hail) import UIKit

@testable import HailApp

/// The ride's lines on the map: shown again unchanged (the call shows the previewed route once
/// more), they stay the overlays they were, so the map does not draw them again.
@MainActor
@Suite struct RouteLayerTests {
  let route = [
    CLLocationCoordinate2D(latitude: 60.1690, longitude: 24.9320),
    CLLocationCoordinate2D(latitude: 60.1700, longitude: 24.9380),
    CLLocationCoordinate2D(latitude: 60.1710, longitude: 24.9414),
  ]

  @Test func theSameLinesStayTheOverlaysTheyWere() {
    UIApplication.shared.resetHeadless()
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let layer = RouteLayer(mapView: map)
    layer.showRoute(route)
    let shown = map.overlays
    #expect(shown.count == 2)
    layer.showRoute(route)
    #expect(map.overlays.count == 2 && zip(map.overlays, shown).allSatisfy { $0 === $1 })
    // Still the layer's lines: the map's delegate gets their renderers from it.
    #expect(shown.allSatisfy { layer.renderer(for: $0) != nil })
    // Another way, or the same way partly driven, or another kind of line: new overlays.
    layer.showRoute(Array(route.dropLast()))
    #expect(map.overlays.count == 2 && !map.overlays.contains { new in shown.contains { $0 === new } })
    layer.showRoute(route, travelledTo: (index: 1, point: route[1]))
    #expect(map.overlays.count == 4)
    layer.showApproach(route)
    let approach = map.overlays.map { $0.title ?? nil }
    #expect(approach == ["route.approach.casing", "route.approach"])
  }
}
