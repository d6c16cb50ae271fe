@_spi(Hail) import CoreGraphics
import Foundation
import Synchronization
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// A renderer written as iOS code written for Swift 6 subclasses MapKit's (the pattern of public
/// apps' route renderers): `nonisolated` initialisers and drawing, properties set on the main
/// actor, `super.draw` for the line, then marks of its own placed with `point(for:)` and sized by
/// the zoom scale. Its drawing records the thread and the scale it was called with.
private final class MarkedRouteRenderer: MKPolylineRenderer {
  struct Call: Sendable {
    /// The drawing thread (`pthread_self`): under Swift Testing the main actor's code does not run
    /// on the process's first thread, so `Thread.isMainThread` cannot tell the two apart.
    var thread: UInt
    var zoomScale: MKZoomScale
    var mapRect: MKMapRect
  }

  private let record = Mutex<[Call]>([])
  var calls: [Call] { record.withLock { $0 } }

  nonisolated init(polyline: MKPolyline, color: UIColor) {
    super.init(polyline: polyline)
    MainActor.assumeIsolated {
      strokeColor = color
      lineWidth = 6
    }
  }

  nonisolated override init(overlay: any MKOverlay) {
    super.init(overlay: overlay)
  }

  nonisolated override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
    record.withLock {
      $0.append(Call(thread: UInt(pthread_self()), zoomScale: zoomScale, mapRect: mapRect))
    }
    super.draw(mapRect, zoomScale: zoomScale, in: context)
    // A 10-point green square from the line's first point on, whatever the zoom.
    guard let line = polyline, line.pointCount > 0 else { return }
    let first = point(for: line.points()[0])
    let side = 10 / zoomScale
    context.setFillColor(UIColor.green.cgColor)
    context.fill(CGRect(x: first.x, y: first.y - side / 2, width: side, height: side))
  }
}

/// Makes its path as if another thread invalidated it meanwhile (the app's data changed): between
/// two makings, or after the path was set. Counts its makings.
private final class RacingRenderer: MKPolylineRenderer {
  let afterSetting: Bool
  private let count = Mutex(0)
  var makings: Int { count.withLock { $0 } }

  init(polyline: MKPolyline, afterSetting: Bool) {
    self.afterSetting = afterSetting
    super.init(polyline: polyline)
  }

  nonisolated override func createPath() {
    count.withLock { $0 += 1 }
    super.createPath()
    invalidatePath()
    if !afterSetting { super.createPath() }
  }
}

/// MapKit's overlay drawing API: `draw(_:zoomScale:in:)` called away from the main thread in the
/// renderer's points, `MKOverlayPathRenderer`'s properties, `strokeStart`/`strokeEnd`, and a
/// replaced line that never leaves a frame without one.
@MainActor
@Suite struct OverlayRendererTests {
  /// A map whose delegate makes each polyline's renderer, set up by `style`.
  private func map(_ style: @escaping (MKPolylineRenderer) -> Void) -> (MapApp, RendererDelegate) {
    let app = MapApp()
    let delegate = RendererDelegate()
    delegate.make = {
      let renderer = MKPolylineRenderer(polyline: $0 as! MKPolyline)
      style(renderer)
      return renderer
    }
    app.map.delegate = delegate
    return (app, delegate)
  }

  /// The line from 50 to 300 points across, 300 down (in the 375-point window, @2x pixels).
  private func line(_ app: MapApp) -> MKPolyline {
    let west = app.map.convert(CGPoint(x: 50, y: 300), toCoordinateFrom: app.window)
    let east = app.map.convert(CGPoint(x: 300, y: 300), toCoordinateFrom: app.window)
    return MKPolyline(coordinates: [west, east])
  }

  /// Whether `pixel` is near pure red, green or blue (`channel` 0, 1, 2): the line's colours.
  private func isPure(_ pixel: CGImage.Pixel?, _ channel: Int) -> Bool {
    guard let pixel else { return false }
    let values: [UInt8] = [pixel.r, pixel.g, pixel.b]
    return values.indices.allSatisfy { $0 == channel ? values[$0] > 200 : values[$0] < 60 }
  }
  private func isRed(_ pixel: CGImage.Pixel?) -> Bool { isPure(pixel, 0) }
  private func isGreen(_ pixel: CGImage.Pixel?) -> Bool { isPure(pixel, 1) }
  private func isBlue(_ pixel: CGImage.Pixel?) -> Bool { isPure(pixel, 2) }

  @Test func aSubclassDrawsOffTheMainThreadInItsOwnPointsScaledByTheZoom() throws {
    let app = MapApp()
    let delegate = RendererDelegate()
    delegate.make = { MarkedRouteRenderer(polyline: $0 as! MKPolyline, color: .red) }
    app.map.delegate = delegate
    let route = line(app)
    app.map.addOverlay(route)
    let image = app.frames(3)
    let renderer = try #require(delegate.renderers.first as? MarkedRouteRenderer)
    let calls = renderer.calls
    #expect(calls.count == 1)
    // Not on the thread that runs the main actor (this test's).
    let testThread = UInt(pthread_self())
    #expect(calls.allSatisfy { $0.thread != testThread })
    // Screen points per map point: the view's width over the map width it shows.
    let zoomScale = app.map.bounds.width / app.map.visibleMapRect.width
    #expect(abs((calls.first?.zoomScale ?? 0) / zoomScale - 1) < 1e-9)
    #expect(calls.first.map { $0.mapRect.contains(route.boundingMapRect) } == true)
    // The line along its length, 6 points wide; the square 10 points wide at its west end.
    #expect(isRed(image?.pixel(x: 350, y: 600)))
    #expect(isRed(image?.pixel(x: 350, y: 600 + 4)))
    #expect(!isRed(image?.pixel(x: 350, y: 600 + 8)))
    // (Drawn over the line: what falls outside the overlay's bounds and the line's half width is
    // not shown, as in MapKit.)
    #expect(isGreen(image?.pixel(x: 100 + 16, y: 600 + 2)))
    #expect(isRed(image?.pixel(x: 100 + 24, y: 600 + 2)))
  }

  @Test func strokeStartAndEndDrawThatPartOfTheLineAndDrawAgainWhenChanged() throws {
    let (app, delegate) = map {
      $0.strokeColor = .red
      $0.lineWidth = 6
      $0.strokeEnd = 0.5
    }
    app.map.addOverlay(line(app))
    var image = app.frames(3)
    // 50 to 300 points: the first half ends at 175.
    #expect(isRed(image?.pixel(x: 2 * 150, y: 600)))
    #expect(!isRed(image?.pixel(x: 2 * 200, y: 600)))
    let renderer = try #require(delegate.renderers.first as? MKPolylineRenderer)
    renderer.strokeStart = 0.5
    renderer.strokeEnd = 1
    image = app.frames(2)
    #expect(!isRed(image?.pixel(x: 2 * 150, y: 600)))
    #expect(isRed(image?.pixel(x: 2 * 200, y: 600)))
    #expect(isRed(image?.pixel(x: 2 * 290, y: 600)))
  }

  @Test func aPathRendererStrokesItsDashesScaledByTheZoom() throws {
    let (app, delegate) = map {
      $0.strokeColor = .blue
      $0.lineWidth = 4
      $0.lineCap = .butt
      // 20-point dashes, 20-point gaps, whatever the zoom.
      $0.lineDashPattern = [20, 20]
    }
    app.map.addOverlay(line(app))
    let image = app.frames(3)
    // From 50 points: dashes over 50–70 and 90–110, gaps over 70–90 and 110–130.
    #expect(isBlue(image?.pixel(x: 2 * 60, y: 600)))
    #expect(!isBlue(image?.pixel(x: 2 * 80, y: 600)))
    #expect(isBlue(image?.pixel(x: 2 * 100, y: 600)))
    #expect(!isBlue(image?.pixel(x: 2 * 120, y: 600)))
    // The map holds its delegate weakly, as MapKit's does.
    withExtendedLifetime(delegate) {}
  }

  @Test func aReplacedLineLeavesNoFrameWithoutALine() throws {
    var color = UIColor.red
    let (app, delegate) = map {
      $0.strokeColor = color
      $0.lineWidth = 6
    }
    let first = line(app)
    first.title = "route.line"
    app.map.addOverlay(first)
    #expect(isRed(app.frames(3)?.pixel(x: 350, y: 600)))
    let firstRenderer = try #require(app.map.renderer(for: first))
    color = .blue
    app.map.removeOverlay(first)
    let second = line(app)
    second.title = "route.line"
    app.map.addOverlay(second)
    var shown: [String] = []
    for _ in 0..<4 {
      let pixel = app.frames(1)?.pixel(x: 350, y: 600)
      shown.append(isRed(pixel) ? "red" : isBlue(pixel) ? "blue" : "none")
      // One view answers to the name at a time: the old one lost it when taken off.
      #expect(
        app.map.overlayContainer.subviews.filter { $0.accessibilityIdentifier == "route.line" }.count == 1)
    }
    #expect(shown == ["red", "blue", "blue", "blue"])
    #expect(app.map.retiredOverlayViews.isEmpty)
    #expect(app.map.overlayContainer.subviews.count == 1)
    // Drawing done, the overlay link stops; the removed line's renderer is asked nothing more.
    #expect(app.map.overlayLink == nil)
    #expect(firstRenderer.onNeedsDisplay == nil)
    // The map holds its delegate weakly, as MapKit's does.
    withExtendedLifetime(delegate) {}
  }

  @Test func aLineReplacedOnEveryFrameLeavesAFewViewsAtMostAndOneAtTheEnd() {
    let (app, delegate) = map {
      $0.strokeColor = .red
      $0.lineWidth = 6
    }
    var current = line(app)
    app.map.addOverlay(current)
    var most = 0
    for _ in 0..<12 {
      app.map.removeOverlay(current)
      current = line(app)
      app.map.addOverlay(current)
      let pixel = app.frames(1)?.pixel(x: 350, y: 600)
      most = max(most, app.map.overlayContainer.subviews.count)
      // After the first frame there is always a line: the last one drawn stays until the next is.
      if delegate.renderers.count > 2 { #expect(isRed(pixel)) }
    }
    #expect(most <= 2 + MKMapView.retiredOverlayFrames)
    _ = app.frames(4)
    #expect(app.map.overlayContainer.subviews.count == 1)
    #expect(app.map.overlayLink == nil)
  }

  @Test func aLineWidthOfZeroDrawsARoadsWidth() {
    let (app, delegate) = map {
      $0.strokeColor = .red
    }
    app.map.addOverlay(line(app))
    let image = app.frames(3)
    let zoomScale = app.map.bounds.width / app.map.visibleMapRect.width
    let width = MKRoadWidthAtZoomScale(zoomScale) * zoomScale
    // A primary road's width at this zoom (about 1.2 km across the view: zoom 15.3), in points.
    #expect(width > 4 && width < 8)
    #expect(isRed(image?.pixel(x: 350, y: 600)))
    #expect(isRed(image?.pixel(x: 350, y: 600 + Int(width) - 2)))
    #expect(!isRed(image?.pixel(x: 350, y: 600 + Int(width) + 3)))
    // The map holds its delegate weakly, as MapKit's does.
    withExtendedLifetime(delegate) {}
  }

  @Test func anAppearanceChangeWhileALineIsDrawnShowsTheNewColours() {
    let (app, delegate) = map {
      $0.strokeColor = UIColor { $0.userInterfaceStyle == .dark ? .blue : .red }
      $0.lineWidth = 6
    }
    app.map.addOverlay(line(app))
    // The drawing starts in light…
    _ = app.frames(1)
    // …and the appearance changes before it is handed over.
    app.window.overrideUserInterfaceStyle = .dark
    var shown: [String] = []
    for _ in 0..<4 {
      let pixel = app.frames(1)?.pixel(x: 350, y: 600)
      shown.append(isRed(pixel) ? "red" : isBlue(pixel) ? "blue" : "none")
    }
    #expect(!shown.contains("red"), "\(shown)")
    #expect(shown.last == "blue")
    // The map holds its delegate weakly, as MapKit's does.
    withExtendedLifetime(delegate) {}
  }

  /// Whether any pixel of `image` is painted.
  private func hasInk(_ image: CGImage) -> Bool {
    (0..<image.height).contains { y in
      (0..<image.width).contains { image.pixel(x: $0, y: y).map { $0.a > 0 } ?? false }
    }
  }

  @Test(arguments: [false, true])
  func aPathInvalidatedWhileItIsMadeIsDrawnOnceAndNotKept(afterSetting: Bool) {
    let app = MapApp()
    let renderer = RacingRenderer(polyline: line(app), afterSetting: afterSetting)
    renderer.strokeColor = .red
    renderer.lineWidth = 6
    let context = CGContext(bitmapWidth: 64, height: 64)!
    renderer.draw(line(app).boundingMapRect, zoomScale: 1, in: context)
    #expect(renderer.makings == 1)
    #expect(context.makeImage().map(hasInk) == true)
    // Drawn once, then dropped: the next drawing makes it again, with what changed.
    renderer.draw(line(app).boundingMapRect, zoomScale: 1, in: context)
    #expect(renderer.makings == 2)
  }

  @Test(arguments: [false, true])
  func aPathInvalidatedWhileAReadingMakesItIsReturnedAndNotKept(afterSetting: Bool) throws {
    let app = MapApp()
    let renderer = RacingRenderer(polyline: line(app), afterSetting: afterSetting)
    renderer.strokeColor = .red
    renderer.lineWidth = 6
    // Read on the main thread, not by a drawing: the reading still gets the path it made…
    let made = try #require(renderer.path)
    #expect(made.boundingBox.width > 0 && renderer.makings == 1)
    // …and the drawing the invalidation asked for makes it again, with what changed.
    let context = CGContext(bitmapWidth: 64, height: 64)!
    renderer.draw(line(app).boundingMapRect, zoomScale: 1, in: context)
    #expect(renderer.makings == 2)
  }

  @Test func theRendererConvertsBetweenMapPointsAndItsOwnPoints() {
    let corner = MKMapPoint(x: 1000, y: 2000)
    let line = MKPolyline(
      points: [corner, MKMapPoint(x: 1300, y: 2100)], count: 2)
    let renderer = MKPolylineRenderer(polyline: line)
    #expect(renderer.point(for: MKMapPoint(x: 1100, y: 2050)) == CGPoint(x: 100, y: 50))
    #expect(renderer.mapPoint(for: CGPoint(x: 100, y: 50)) == MKMapPoint(x: 1100, y: 2050))
    #expect(renderer.rect(for: line.boundingMapRect) == CGRect(x: 0, y: 0, width: 300, height: 100))
    #expect(renderer.mapRect(for: CGRect(x: 0, y: 0, width: 300, height: 100)) == line.boundingMapRect)
    #expect(renderer.polyline === line)
    // MapKit's defaults.
    #expect(renderer.lineWidth == 0 && renderer.strokeColor == nil && renderer.fillColor == nil)
    #expect(renderer.lineJoin == .round && renderer.lineCap == .round && renderer.miterLimit == 10)
    #expect(renderer.strokeStart == 0 && renderer.strokeEnd == 1 && renderer.alpha == 1)
  }
}

/// MapKit's area overlays: a polygon with a hole, and a circle of a radius in metres.
@MainActor
@Suite struct AreaOverlayTests {
  private final class Delegate: MKMapViewDelegate {
    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
      if let polygon = overlay as? MKPolygon {
        let renderer = MKPolygonRenderer(polygon: polygon)
        renderer.fillColor = .red
        return renderer
      }
      if let circle = overlay as? MKCircle {
        let renderer = MKCircleRenderer(circle: circle)
        renderer.fillColor = .blue
        renderer.strokeColor = .green
        renderer.lineWidth = 4
        return renderer
      }
      return MKOverlayRenderer(overlay: overlay)
    }
  }

  private func render(_ app: MapApp) -> CGImage? {
    var image: CGImage?
    for _ in 0..<3 {
      app.advance(1.0 / 60)
      image = ViewRenderer().render(app.window)
    }
    return image
  }

  /// The coordinates at these window points (the window is @2x).
  private func ring(_ app: MapApp, _ points: [CGPoint]) -> [CLLocationCoordinate2D] {
    points.map { app.map.convert($0, toCoordinateFrom: app.window) }
  }

  @Test func aPolygonIsFilledAroundItsHole() {
    let app = MapApp()
    let delegate = Delegate()
    app.map.delegate = delegate
    let outer = ring(
      app, [.init(x: 50, y: 200), .init(x: 300, y: 200), .init(x: 300, y: 450), .init(x: 50, y: 450)])
    // The hole runs the same way round as the outline: even-odd leaves it open all the same.
    let inner = ring(
      app, [.init(x: 125, y: 275), .init(x: 225, y: 275), .init(x: 225, y: 375), .init(x: 125, y: 375)])
    let hole = MKPolygon(coordinates: inner, count: inner.count)
    app.map.addOverlay(MKPolygon(coordinates: outer, count: outer.count, interiorPolygons: [hole]))
    let image = render(app)
    func red(_ x: CGFloat, _ y: CGFloat) -> Bool {
      image?.pixel(x: Int(2 * x), y: Int(2 * y)).map { $0.r > 200 && $0.g < 60 } ?? false
    }
    #expect(red(80, 230))
    #expect(red(280, 430))
    #expect(!red(175, 325))
    #expect(!red(40, 230))
  }

  @Test func aCircleSpansItsRadiusInMetresAtTheMapsScale() {
    let app = MapApp()
    let delegate = Delegate()
    app.map.delegate = delegate
    let center = app.map.convert(CGPoint(x: 187, y: 330), toCoordinateFrom: app.window)
    let circle = MKCircle(center: center, radius: 200)
    app.map.addOverlay(circle)
    #expect(circle.coordinate.latitude == center.latitude && circle.radius == 200)
    // 200 m in points at this latitude and zoom; the bounds' north edge 200 m from the centre.
    let mapPointsPerPoint = app.map.visibleMapRect.width / app.map.bounds.width
    let radius = circle.boundingMapRect.width / 2 / mapPointsPerPoint
    let bounds = circle.boundingMapRect
    let north = MKMapPoint(x: bounds.midX, y: bounds.minY).coordinate
    let west = MKMapPoint(x: bounds.minX, y: bounds.midY).coordinate
    #expect(
      abs(
        CLLocation(latitude: north.latitude, longitude: north.longitude).distance(
          from: CLLocation(latitude: center.latitude, longitude: center.longitude)) - 200) < 1)
    #expect(
      abs(
        CLLocation(latitude: west.latitude, longitude: west.longitude).distance(
          from: CLLocation(latitude: center.latitude, longitude: center.longitude)) - 200) < 1)
    #expect(abs(bounds.width - bounds.height) < 1e-6)
    let image = render(app)
    func pixel(_ dx: CGFloat) -> CGImage.Pixel? { image?.pixel(x: Int(2 * (187 + dx)), y: 2 * 330) }
    #expect(pixel(0).map { $0.b > 200 && $0.r < 60 } == true)
    #expect(pixel(radius - 6).map { $0.b > 200 && $0.r < 60 } == true)
    // The 4-point green edge on the circle, nothing beyond it.
    #expect(pixel(radius).map { $0.g > 200 && $0.r < 60 } == true)
    #expect(pixel(radius + 6).map { $0.r < 60 } == false)
    // MapKit's rectangle form: the circle around the middle, half the longer side across.
    let middle = MKMapPoint(MapApp.station)
    let rect = MKMapRect(x: middle.x - 200, y: middle.y - 50, width: 400, height: 100)
    let fitted = MKCircle(mapRect: rect)
    #expect(abs(fitted.boundingMapRect.width - 400) < 1e-6 && abs(fitted.boundingMapRect.height - 400) < 1e-6)
    #expect(
      abs(fitted.boundingMapRect.midX - rect.midX) < 1e-6
        && abs(fitted.boundingMapRect.midY - rect.midY) < 1e-6)
    #expect(abs(fitted.radius - 200 * MKMetersPerMapPointAtLatitude(MapApp.station.latitude)) < 1e-9)
    // At the equator a metre spans fewer map points than at 60° N: half as many (cos 60°).
    let equator = MKCircle(center: CLLocationCoordinate2D(latitude: 0, longitude: 25), radius: 200)
    let station = MKCircle(center: CLLocationCoordinate2D(latitude: 60, longitude: 25), radius: 200)
    #expect(abs(station.boundingMapRect.width / equator.boundingMapRect.width - 2) < 1e-9)
  }
}
