@_spi(Hail) import CoreLocation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// Records the delegate's region callbacks.
@MainActor
final class RegionRecorder: MKMapViewDelegate {
  var events: [String] = []
  func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) {
    events.append("will(\(animated))")
  }
  func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) {
    events.append("did(\(animated))")
  }
}

@MainActor
struct MapApp {
  let headless: HeadlessWindow
  let map: MKMapView
  static let station = CLLocationCoordinate2D(latitude: 60.1710, longitude: 24.9414)

  /// With `queuePatience`, the frame waits for the map's queues only so long
  /// (`SystemEnvironment.queuePatience`); by default as long as they take, as the engine's tests do.
  init(queuePatience: TimeInterval? = nil) {
    // No map data (tests give the map a tile source of their own); the device at the station.
    var environment = SystemEnvironment()
    environment.queuePatience = queuePatience
    environment.locationServices = LocationServices(
      provider: StillLocation(coordinate: Self.station, startDate: environment.startDate))
    headless = HeadlessWindow(environment: environment)
    map = MKMapView(frame: headless.window.bounds)
    headless.root.addSubview(map)
    map.setRegion(
      MKCoordinateRegion(center: Self.station, latitudinalMeters: 1200, longitudinalMeters: 1200),
      animated: false)
  }

  var window: UIWindow { headless.window }
  var fingers: TouchInjector { headless.fingers }
  func advance(_ seconds: TimeInterval) { headless.advance(seconds) }
}

@MainActor
@Suite struct MapViewTests {
  @Test func setRegionShowsAtLeastTheRegionCentred() {
    let app = MapApp()
    let region = app.map.region
    #expect(abs(region.center.latitude - 60.1710) < 1e-6)
    #expect(abs(region.center.longitude - 24.9414) < 1e-6)
    #expect(region.span.latitudeDelta >= 1200 / 111_132.954 - 1e-9)
    #expect(abs(region.span.longitudeDelta - 1200 / (111_132.954 * cos(60.1710 * .pi / 180))) < 1e-6)
  }

  @Test func convertingRoundTrips() {
    let app = MapApp()
    let point = app.map.convert(MapApp.station, toPointTo: app.window)
    #expect(abs(point.x - 187.5) < 1e-6 && abs(point.y - 333.5) < 1e-6)
    let coordinate = app.map.convert(CGPoint(x: 10, y: 600), toCoordinateFrom: app.window)
    let back = app.map.convert(coordinate, toPointTo: app.window)
    #expect(abs(back.x - 10) < 1e-6 && abs(back.y - 600) < 1e-6)
  }

  @Test func aDragMovesTheMapWithTheFingerThenDecelerates() {
    let app = MapApp()
    let recorder = RegionRecorder()
    app.map.delegate = recorder
    let grabbed = app.map.convert(CGPoint(x: 200, y: 400), toCoordinateFrom: app.window)
    app.fingers.down(at: CGPoint(x: 200, y: 400))
    for step in 1...10 {
      app.advance(1.0 / 60)
      app.fingers.move(to: CGPoint(x: 200 - CGFloat(step) * 10, y: 400 - CGFloat(step) * 5))
    }
    // The place grabbed stays under the finger.
    let underFinger = app.map.convert(CGPoint(x: 100, y: 350), toCoordinateFrom: app.window)
    #expect(abs(underFinger.latitude - grabbed.latitude) < 1e-9)
    #expect(abs(underFinger.longitude - grabbed.longitude) < 1e-9)
    app.fingers.up()
    let released = app.map.centerCoordinate
    app.advance(5)
    #expect(app.map.centerCoordinate.longitude > released.longitude)  // it glides on, east
    #expect(recorder.events == ["will(false)", "did(false)"])
  }

  @Test func aPinchZoomsAboutTheFingers() {
    let app = MapApp()
    let zoom = app.map.zoomLevel
    let anchor = app.map.convert(CGPoint(x: 187, y: 300), toCoordinateFrom: app.window)
    app.fingers.down(at: CGPoint(x: 137, y: 300), finger: 0)
    app.fingers.down(at: CGPoint(x: 237, y: 300), finger: 1)
    for step in 1...10 {
      app.advance(1.0 / 60)
      let half = 50 + 50 * CGFloat(step) / 10
      app.fingers.move([0: CGPoint(x: 187 - half, y: 300), 1: CGPoint(x: 187 + half, y: 300)])
    }
    #expect(abs(app.map.zoomLevel - (zoom + 1)) < 1e-9)
    let stillThere = app.map.convert(anchor, toPointTo: app.window)
    #expect(abs(stillThere.x - 187) < 1e-6 && abs(stillThere.y - 300) < 1e-6)
  }

  @Test func aDoubleTapZoomsInOneLevelAnimated() {
    let app = MapApp()
    let zoom = app.map.zoomLevel
    for _ in 0..<2 {
      app.fingers.down(at: CGPoint(x: 100, y: 200))
      app.advance(0.05)
      app.fingers.up()
      app.advance(0.05)
    }
    #expect(app.map.zoomLevel < zoom + 1)
    app.advance(0.4)
    #expect(abs(app.map.zoomLevel - (zoom + 1)) < 1e-9)
  }

  @Test func theWheelZoomsAtThePointer() {
    let app = MapApp()
    let zoom = app.map.zoomLevel
    let anchor = app.map.convert(CGPoint(x: 50, y: 100), toCoordinateFrom: app.window)
    app.window.sendScrollWheel(translation: CGPoint(x: 0, y: 160), at: CGPoint(x: 50, y: 100))
    #expect(abs(app.map.zoomLevel - (zoom + 1)) < 1e-9)
    let stillThere = app.map.convert(anchor, toPointTo: app.window)
    #expect(abs(stillThere.x - 50) < 1e-6 && abs(stillThere.y - 100) < 1e-6)
  }

  @Test func setCenterAnimatedTellsTheDelegateOnce() {
    let app = MapApp()
    let recorder = RegionRecorder()
    app.map.delegate = recorder
    app.map.setCenter(CLLocationCoordinate2D(latitude: 60.17, longitude: 24.95), animated: true)
    app.advance(0.15)
    #expect(recorder.events == ["will(true)"])
    app.advance(0.2)
    #expect(recorder.events == ["will(true)", "did(true)"])
    #expect(abs(app.map.centerCoordinate.longitude - 24.95) < 1e-9)
  }

  @Test func tilesCoverTheViewAndPanningReusesTheirDrawing() {
    let tiles = CountingTileMap()
    let (app, source) = (tiles.app, tiles.source)
    let firstDrawn = source.drawn.count
    #expect(firstDrawn >= 4 && firstDrawn <= 20)
    app.map.setCenter(app.map.convert(CGPoint(x: 190, y: 336), toCoordinateFrom: app.window), animated: false)
    tiles.frame()
    // A 3-point pan composites the same tiles (those drawn since are tiles ahead, off screen).
    #expect(Set(source.drawn[firstDrawn...]).isDisjoint(with: app.map.tileViews.keys))
  }

  /// Tiles are drawn at the size they show. During a pinch they keep their drawing and stretch;
  /// when the fingers lift they are drawn again at their new size, with no transform.
  @Test func aPinchStretchesTilesThenRedrawsThemAtTheirNewSize() {
    let tiles = CountingTileMap()
    let (app, source) = (tiles.app, tiles.source)
    for tile in app.map.tileViews.values { #expect(tile.transform == .identity) }
    let sideBefore = app.map.tileViews.values.first!.bounds.width
    // The tiles around the view drawn ahead first.
    app.advance(1)
    let drawnBefore = source.drawn.count
    _ = app.fingers.down(at: CGPoint(x: 137, y: 300), finger: 0)
    _ = app.fingers.down(at: CGPoint(x: 237, y: 300), finger: 1)
    for step in 1...10 {
      app.advance(1.0 / 60)
      let half = 50 + CGFloat(step)
      app.fingers.move([0: CGPoint(x: 187 - half, y: 300), 1: CGPoint(x: 187 + half, y: 300)])
      tiles.render()
    }
    let kept = app.map.tileViews.values.filter { $0.transform != .identity }
    #expect(!kept.isEmpty)
    #expect(source.drawn.count - drawnBefore <= app.map.tileViews.count - kept.count)
    app.advance(0.2)
    app.fingers.up(finger: 0)
    app.fingers.up(finger: 1)
    app.advance(1)
    tiles.render()
    for tile in app.map.tileViews.values {
      #expect(tile.transform == .identity)
      #expect(tile.bounds.width != sideBefore)
    }
  }

  @Test func annotationsSitOnTheirCoordinates() {
    let app = MapApp()
    let pin = MKPointAnnotation(coordinate: MapApp.station, title: "Rautatieasema")
    app.map.addAnnotation(pin)
    app.map.showsUserLocation = true
    app.advance(1.0 / 60)
    let view = app.map.view(for: pin)
    #expect(
      view.map { $0.convert(CGPoint(x: $0.bounds.midX, y: $0.bounds.midY), to: nil) }
        == CGPoint(x: 187.5, y: 333.5))
    #expect(app.map.view(for: app.map.userLocation) != nil)
    app.map.removeAnnotation(pin)
    #expect(app.map.annotations.isEmpty)
  }

  @Test func aPolylineRendererStrokesTheRoute() {
    final class RouteDelegate: MKMapViewDelegate {
      func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
        let renderer = MKPolylineRenderer(polyline: overlay as! MKPolyline)
        renderer.strokeColor = .red
        renderer.lineWidth = 6
        return renderer
      }
    }
    let app = MapApp()
    let delegate = RouteDelegate()
    app.map.delegate = delegate
    let west = app.map.convert(CGPoint(x: 50, y: 300), toCoordinateFrom: app.window)
    let east = app.map.convert(CGPoint(x: 300, y: 300), toCoordinateFrom: app.window)
    app.map.addOverlay(MKPolyline(coordinates: [west, east]))
    // Drawn on the overlay queue while this frame shows, as MapKit draws overlays; shown next.
    app.advance(1.0 / 60)
    let first = ViewRenderer().render(app.window)?.pixel(x: 350, y: 600)
    #expect(first != nil)
    #expect(first?.r != 255 || first?.g != 0)
    app.advance(1.0 / 60)
    let image = ViewRenderer().render(app.window)
    let onLine = image?.pixel(x: 350, y: 600)
    let offLine = image?.pixel(x: 350, y: 640)
    #expect(onLine?.r == 255 && onLine?.g == 0)
    #expect(offLine?.r != 255 || offLine?.g != 0)
    #expect(app.map.renderer(for: app.map.overlays[0]) is MKPolylineRenderer)
  }

  @Test func invalidInputIsIgnored() {
    let app = MapApp()
    let before = app.map.region
    app.map.setCenter(CLLocationCoordinate2D(latitude: .nan, longitude: 0), animated: false)
    app.map.setRegion(MKCoordinateRegion(center: MapApp.station, span: MKCoordinateSpan()), animated: false)
    app.map.setCenter(CLLocationCoordinate2D(latitude: 95, longitude: 0), animated: false)
    #expect(app.map.region == before)
  }
}
