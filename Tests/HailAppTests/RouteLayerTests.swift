@_spi(Hail) import CoreGraphics
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
    #expect(shown.count == 1)
    layer.showRoute(route)
    #expect(map.overlays.count == 1 && zip(map.overlays, shown).allSatisfy { $0 === $1 })
    // Still the layer's lines: the map's delegate gets their renderers from it.
    #expect(shown.allSatisfy { layer.renderer(for: $0) != nil })
    // Another way, or the same way partly driven, or another kind of line: new overlays.
    layer.showRoute(Array(route.dropLast()))
    #expect(map.overlays.count == 1 && !map.overlays.contains { new in shown.contains { $0 === new } })
    layer.showRoute(route, travelledTo: (index: 1, point: route[1]))
    #expect(map.overlays.map { $0.title ?? nil } == ["route.travelled", "route.line"])
    layer.showApproach(route)
    let approach = map.overlays.map { $0.title ?? nil }
    #expect(approach == ["route.approach"])
  }

  /// A line is one overlay drawn with its casing: the casing's colour 3.5–4 points from the middle
  /// of the 9-point casing, the line's 2–2.5 points from the middle of the 6-point line; at half the
  /// zoom scale, twice as many map points.
  @Test(arguments: [1, 0.5] as [CGFloat])
  func aLineDrawsItsCasingAndItselfInOneDrawing(zoomScale: CGFloat) throws {
    UIApplication.shared.resetHeadless()
    let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    let layer = RouteLayer(mapView: map)
    let west = CLLocationCoordinate2D(latitude: 60.17, longitude: 24.93)
    let east = CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94)
    layer.showRoute([west, east])
    let overlay = try #require(map.overlays.first)
    let renderer = try #require(layer.renderer(for: overlay) as? MKPolylineRenderer)
    let line = try #require(renderer.polyline)
    // The line's map rectangle, 40 points tall around it, drawn at one map point per pixel; a
    // renderer draws in map points from its overlay's corner (`point(for:)`).
    let box = line.boundingMapRect
    let rect = MKMapRect(x: box.minX, y: box.midY - 20, width: box.width, height: 40)
    let context = try #require(CGContext(bitmapWidth: Int(rect.width), height: 40, scale: 1))
    context.translateBy(x: box.minX - rect.minX, y: box.minY - rect.minY)
    renderer.draw(rect, zoomScale: zoomScale, in: context)
    let image = try #require(context.makeImage())
    let middle = Int(rect.width / 2)
    // Rows from the middle (row 20's top edge), in map points: the line 3 / zoomScale each way,
    // the casing 4.5 / zoomScale.
    func row(_ points: CGFloat) -> Int { Int((20 + points / zoomScale).rounded(.down)) }
    #expect(Self.shows(image.pixel(x: middle, y: row(-2.5)), RouteLayer.Style.line.color))
    #expect(Self.shows(image.pixel(x: middle, y: row(2)), RouteLayer.Style.line.color))
    #expect(Self.shows(image.pixel(x: middle, y: row(-4)), RouteLayer.Style.casing.color))
    #expect(Self.shows(image.pixel(x: middle, y: row(3.5)), RouteLayer.Style.casing.color))
    #expect(image.pixel(x: middle, y: row(-7.5))?.a == 0)
  }

  /// Whether `pixel` is `color`, opaque, within a level a channel (the colours' conversion rounds).
  private static func shows(_ pixel: CGImage.Pixel?, _ color: UIColor) -> Bool {
    guard let pixel else { return false }
    var (red, green, blue, alpha) = (CGFloat(0), CGFloat(0), CGFloat(0), CGFloat(0))
    color.getRed(&red, green: &green, blue: &blue, alpha: &alpha)
    return zip([pixel.r, pixel.g, pixel.b, pixel.a], [red, green, blue, alpha]).allSatisfy {
      abs(Double($0) - Double($1 * 255)) <= 1
    }
  }
}
