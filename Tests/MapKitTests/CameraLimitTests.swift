import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// `cameraBoundary` and `cameraZoomRange`: the map's centre stays in the boundary (rubber-banding
/// under a finger, springing back when let go, stopping a flick), the zoom stays in the range.
@MainActor
@Suite struct CameraLimitTests {
  /// 400 m around the station.
  private func boundary() -> MKMapView.CameraBoundary {
    MKMapView.CameraBoundary(
      coordinateRegion: MKCoordinateRegion(
        center: MapApp.station, latitudinalMeters: 400, longitudinalMeters: 400))!
  }

  @Test func settingABoundaryOrACentreOutsideItKeepsTheCentreIn() {
    let app = MapApp()
    let rect = boundary().mapRect
    app.map.setCenter(CLLocationCoordinate2D(latitude: 60.19, longitude: 24.9414), animated: false)
    app.map.cameraBoundary = boundary()
    #expect(abs(MKMapPoint(app.map.centerCoordinate).y - rect.minY) < 1e-6)  // the north edge
    app.map.setCenter(CLLocationCoordinate2D(latitude: 60.1710, longitude: 25.5), animated: false)
    #expect(abs(MKMapPoint(app.map.centerCoordinate).x - rect.maxX) < 1e-6)  // the east edge
  }

  @Test func aDragPastTheBoundaryRubberBandsThenSpringsBack() {
    let app = MapApp()
    app.map.cameraBoundary = boundary()
    let rect = boundary().mapRect
    // The view is 1200 m tall; the boundary's south edge is 200 m below the centre. Dragging the
    // map up 300 pt (about 540 m) would carry the centre about 340 m past it.
    app.fingers.down(at: CGPoint(x: 187, y: 500))
    for step in 1...10 {
      app.advance(1.0 / 60)
      app.fingers.move(to: CGPoint(x: 187, y: 500 - CGFloat(step) * 30))
    }
    let scale = app.map.camera.mapPointsPerPoint
    let free = MKMapPoint(MapApp.station).y + 300 * scale
    let shown = app.map.camera.center.y
    #expect(shown > rect.maxY && shown < free)
    // Grant Paul's band: 340-odd metres of finger show as (1 − 1/(x·0.55/d + 1))·d past the edge.
    let finger: Double = (free - rect.maxY) / scale
    let band: Double = 1 - 1 / (finger * 0.55 / 667 + 1)
    let expected: Double = band * 667 * scale
    #expect(abs(shown - rect.maxY - expected) < 1e-6)
    app.fingers.up()
    app.advance(MKMapView.animationDuration + 1.0 / 60)
    #expect(abs(app.map.camera.center.y - rect.maxY) < 1e-6)
  }

  @Test func aFlickStopsAtTheBoundary() {
    let app = MapApp()
    app.map.cameraBoundary = boundary()
    let rect = boundary().mapRect
    let recorder = RegionRecorder()
    app.map.delegate = recorder
    app.headless.flick(from: CGPoint(x: 300, y: 300), velocity: CGPoint(x: -1500, y: 0), duration: 0.1)
    app.advance(3)
    #expect(abs(app.map.camera.center.x - rect.maxX) < 1e-6)
    #expect(recorder.events == ["will(false)", "did(false)"])
  }

  @Test func theWheelStopsAtTheZoomRange() {
    let app = MapApp()
    let range = MKMapView.CameraZoomRange(
      minCenterCoordinateDistance: 500, maxCenterCoordinateDistance: 4000)!
    app.map.cameraZoomRange = range
    for _ in 0..<20 {
      app.window.sendScrollWheel(translation: CGPoint(x: 0, y: -160), at: CGPoint(x: 187, y: 333))
    }
    // 4 km from the centre sees 2 · 4000 · tan 15° ≈ 2144 m over the view's 667 pt height.
    let farthest =
      2 * 4000 * tan(15 * Double.pi / 180) * MKMapPointsPerMeterAtLatitude(app.map.centerCoordinate.latitude)
      / 667
    #expect(abs(app.map.camera.mapPointsPerPoint - farthest) / farthest < 1e-9)
    for _ in 0..<40 {
      app.window.sendScrollWheel(translation: CGPoint(x: 0, y: 160), at: CGPoint(x: 187, y: 333))
    }
    let nearest =
      2 * 500 * tan(15 * Double.pi / 180) * MKMapPointsPerMeterAtLatitude(app.map.centerCoordinate.latitude)
      / 667
    #expect(abs(app.map.camera.mapPointsPerPoint - nearest) / nearest < 1e-9)
  }

  @Test func zoomRangesAreValidated() {
    #expect(
      MKMapView.CameraZoomRange(minCenterCoordinateDistance: 900, maxCenterCoordinateDistance: 100) == nil)
    #expect(MKMapView.CameraZoomRange(minCenterCoordinateDistance: -5) == nil)
    #expect(
      MKMapView.CameraZoomRange(maxCenterCoordinateDistance: 100)?.minCenterCoordinateDistance
        == MKMapCameraZoomDefault)
    #expect(MKMapView.CameraBoundary(mapRect: .null) == nil)
  }

  /// A move to where the camera already is, in the middle of an animation (a snap clamped to the
  /// boundary the animation is bringing the map back to), stops it: the change ends with
  /// regionDidChange rather than leaving the delegate waiting.
  @Test func aMoveThatStopsAnAnimationWhereItIsEndsTheRegionChange() {
    let app = MapApp()
    let recorder = RegionRecorder()
    app.map.delegate = recorder
    app.map.setCenter(CLLocationCoordinate2D(latitude: 60.17, longitude: 24.95), animated: true)
    app.advance(0.1)
    #expect(recorder.events == ["will(true)"])
    app.map.move(to: app.map.camera, animated: true)
    #expect(recorder.events == ["will(true)", "did(true)"])
    app.advance(0.3)
    #expect(recorder.events == ["will(true)", "did(true)"])
  }
}
