import Foundation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// Map labels keep out from under annotation views, as MapKit's do, unless the view's
/// `collisionMode` is `.none`; they move when the annotation does, once the map is at rest.
@MainActor
@Suite(.serialized) struct LabelObstacleTests {
  private func labelsMeet(_ rect: CGRect, in map: StyledMap) -> Bool {
    map.labels.labelBoxes.contains { $0.contains { $0.intersects(rect) } }
  }

  /// Two frames: the one that lays out a change starts placing the labels off the main thread, the
  /// next shows them (`MapLabelPlacement`).
  private func placeAndShow(_ map: StyledMap) {
    map.app.advance(2.0 / 60)
  }

  @Test func labelsMakeWayForAnAnnotationViewAndComeBackWhenItGoes() throws {
    let map = try StyledMap(zoom: 16)
    // Around the station, where labels crowd: a 120 × 80 pt view centred on it.
    let area = CGRect(
      x: map.app.map.bounds.midX - 60, y: map.app.map.bounds.midY - 40, width: 120, height: 80)
    #expect(labelsMeet(area, in: map))
    let annotation = MKPointAnnotation(coordinate: MapApp.station)
    let view = MKAnnotationView(annotation: annotation, reuseIdentifier: nil)
    view.bounds.size = area.size
    final class Provider: MKMapViewDelegate {
      let view: MKAnnotationView
      init(_ view: MKAnnotationView) { self.view = view }
      func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? { view }
    }
    let provider = Provider(view)
    map.app.map.delegate = provider
    map.app.map.addAnnotation(annotation)
    placeAndShow(map)
    #expect(view.frame == area)
    #expect(!labelsMeet(area, in: map))
    let placed = map.labels.labelBoxes.count
    #expect(placed >= 8)

    // Moved at rest, it takes its clearance along.
    annotation.coordinate = map.app.map.convert(
      CGPoint(x: area.midX, y: area.midY + 150), toCoordinateFrom: map.app.map)
    map.app.map.setNeedsLayout()
    placeAndShow(map)
    #expect(!labelsMeet(view.frame, in: map))
    #expect(labelsMeet(area, in: map))

    // Back on the station with no collisions: the labels there come back.
    view.collisionMode = .none
    annotation.coordinate = MapApp.station
    map.app.map.setNeedsLayout()
    placeAndShow(map)
    #expect(view.frame == area)
    #expect(labelsMeet(area, in: map))
    withExtendedLifetime(provider) {}
  }

  /// The "© OpenStreetMap contributors" plate is an obstacle too (the district label "Keskusta" ran
  /// into it on the iPhone 15): moved by the margins onto a placed label, it takes the label's place.
  @Test func labelsKeepOutOfTheAttribution() throws {
    let map = try StyledMap(zoom: 16)
    let attribution = try #require(map.app.map.attributionLabel)
    #expect(!labelsMeet(attribution.frame, in: map))
    // A label well inside the map, below its middle, whose centre the plate can be put over.
    let plate = attribution.bounds.size
    let bounds = map.app.map.bounds
    let target = try #require(
      map.labels.labelBoxes.joined().first { box in
        box.midX > plate.width / 2 + MapAttributionLabel.margin + 1 && box.midY > bounds.midY
          && box.midY < bounds.maxY - MapAttributionLabel.margin - plate.height
      })
    map.app.map.layoutMargins = UIEdgeInsets(
      top: 0, left: target.midX - plate.width / 2 - MapAttributionLabel.margin,
      bottom: bounds.maxY - MapAttributionLabel.margin - plate.height / 2 - target.midY, right: 0)
    placeAndShow(map)
    #expect(attribution.frame.contains(CGPoint(x: target.midX, y: target.midY)))
    #expect(labelsMeet(attribution.frame, in: map) == false)
    #expect(map.labels.labelBoxes.count >= 8)
  }

  /// Labels go only where the map shows: inside its safe area and layout margins (a header and a
  /// sheet over the map set them). A label half under the home screen's header was a clipped
  /// fragment at its edge.
  @Test func labelsArePlacedOnlyInTheUnobscuredArea() throws {
    let map = try StyledMap(zoom: 16)
    let bounds = map.app.map.bounds
    let safeArea = map.app.map.safeAreaInsets
    let margins = UIEdgeInsets(top: 150, left: 0, bottom: 200, right: 0)
    let top = safeArea.top + margins.top
    let bottom = bounds.maxY - safeArea.bottom - margins.bottom
    // Before: labels above and below that band.
    let boxes = { map.labels.labelBoxes.joined() }
    #expect(boxes().contains { $0.minY < top } && boxes().contains { $0.maxY > bottom })
    map.app.map.layoutMargins = margins
    placeAndShow(map)
    #expect(map.labels.labelBoxes.count >= 8)
    #expect(boxes().allSatisfy { $0.minY >= top && $0.maxY <= bottom })
    // Margins back: the labels return above and below.
    map.app.map.layoutMargins = .zero
    placeAndShow(map)
    #expect(boxes().contains { $0.minY < top } && boxes().contains { $0.maxY > bottom })
    #expect(boxes().allSatisfy { $0.minY >= safeArea.top && $0.maxY <= bounds.maxY - safeArea.bottom })
  }

  /// Labels are placed off the main thread: the frame that lays a change out keeps the labels it
  /// shows while new ones are placed for it, and the next frame shows the new ones, the layer placed
  /// for their camera in that frame, the same labels as placed at once.
  @Test func labelsPlacedOffTheMainThreadShowOnTheNextFrame() throws {
    let map = try StyledMap(zoom: 16)
    let before = map.labels.labelTexts
    let draws = map.labels.drawCount
    let middle = CGPoint(x: map.app.map.bounds.midX, y: map.app.map.bounds.midY)
    // Panned 40 points at rest, with margins: the shown labels move with the map meanwhile.
    let panned = map.app.map.convert(CGPoint(x: middle.x + 40, y: middle.y), toCoordinateFrom: map.app.map)
    map.app.map.camera = MapCamera(
      center: MKMapPoint(panned), mapPointsPerPoint: try #require(map.labels.layoutCamera).mapPointsPerPoint)
    map.app.map.layoutMargins = UIEdgeInsets(top: 150, left: 0, bottom: 200, right: 0)
    map.app.advance(1.0 / 60)
    #expect(map.labels.drawCount == draws)
    #expect(map.labels.labelTexts == before)
    #expect(abs(map.labels.center.x - (middle.x - 40)) < 0.01)
    let coming = try #require(map.labels.comingArea)
    #expect(map.labels.area != coming)
    map.app.advance(1.0 / 60)
    #expect(map.labels.drawCount == draws + 1)
    #expect(map.labels.area == coming)
    #expect(map.labels.labelTexts != before)
    #expect(map.labels.transform == .identity)
    #expect(abs(map.labels.center.x - middle.x) < 0.01 && abs(map.labels.center.y - middle.y) < 0.01)
    // Placed at once for the same camera, obstacles and area: the same boxes.
    let boxes = map.labels.labelBoxes
    let camera = try #require(map.labels.layoutCamera)
    map.labels.relayout(for: camera, obstacles: map.labels.obstacles, area: map.labels.area)
    #expect(map.labels.labelBoxes == boxes)
  }

  /// Two placements asked for before a frame: only the last shows.
  @Test func aPlacementAskedForAgainShowsOnlyTheLast() throws {
    let map = try StyledMap(zoom: 16)
    let draws = map.labels.drawCount
    map.app.map.layoutMargins = UIEdgeInsets(top: 150, left: 0, bottom: 0, right: 0)
    map.app.map.layoutIfNeeded()
    map.app.map.layoutMargins = UIEdgeInsets(top: 0, left: 0, bottom: 200, right: 0)
    map.app.map.layoutIfNeeded()
    let last = try #require(map.labels.comingArea)
    map.app.advance(1.0 / 60)
    #expect(map.labels.drawCount == draws + 1)
    #expect(map.labels.area == last)
  }

  /// A camera set without animation several levels away places the labels at once: the shown ones
  /// scaled to it would be eight times their size for a frame.
  @Test func aJumpOfTheCameraPlacesTheLabelsAtOnce() throws {
    let map = try StyledMap(zoom: 16)
    let draws = map.labels.drawCount
    map.app.map.camera = MapCamera(center: MKMapPoint(MapApp.station), mapPointsPerPoint: pow(2, 20 - 13.0))
    map.app.advance(1.0 / 60)
    #expect(map.labels.drawCount == draws + 1)
    #expect(map.labels.layoutCamera?.zoomLevel == 13)
    #expect(map.labels.transform == .identity)
  }

  /// A map out of a window runs no frames to show labels placed off the main thread in, so its
  /// labels are placed at once.
  @Test func aMapOutOfAWindowPlacesItsLabelsAtOnce() throws {
    let map = try StyledMap(zoom: 16)
    let draws = map.labels.drawCount
    let superview = try #require(map.app.map.superview)
    map.app.map.removeFromSuperview()
    map.app.map.layoutMargins = UIEdgeInsets(top: 150, left: 0, bottom: 200, right: 0)
    map.app.map.layoutIfNeeded()
    #expect(map.labels.drawCount == draws + 1)
    #expect(map.labels.area == map.labels.comingArea)
    superview.addSubview(map.app.map)
  }
}
