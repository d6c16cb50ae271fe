import MapKit
import Ride
import UIKit

/// The fleet on the map: the cars near the pickup (`Fleet.nearbyCars`, chosen by `RideCoordinator`),
/// one annotation each (`map.car.N`), moved to where the simulation puts them each frame and turned
/// to their heading. A car's view moves only once it has moved a whole device pixel (the renderer
/// lands a turned car's bitmap on the pixel grid, so a smaller move would often change no pixel yet
/// redraw the car) and turns in whole degrees (cars heading the same way share one turned bitmap),
/// so a frame re-composites just the cars that visibly moved; cars that leave the nearby ones give
/// their views to those that come.
///
/// Once a driver is assigned the map shows that car alone, as Didi's does from 司机正在赶来 to the
/// end of the trip: the passenger follows their car, and the fleet around it would only hide it.
@MainActor
final class FleetLayer {
  private weak var mapView: MKMapView?
  private(set) var cars: [CarAnnotation] = []
  /// Drawn once, shared by every car's view and the prices card's rows.
  let icons = CarIcons()
  /// The passenger's car, the only one on the map while there is one.
  private(set) var assigned: Int?
  /// The cars near the pickup, nearest first: those on the map while none is assigned.
  private(set) var nearby: [Int] = []

  init(mapView: MKMapView, fleet: Fleet) {
    self.mapView = mapView
    cars = fleet.cars.map { car in
      let annotation = CarAnnotation(
        carID: car.id, service: car.service,
        coordinate: CLLocationCoordinate2D(
          latitude: car.coordinate.latitude, longitude: car.coordinate.longitude))
      annotation.heading = Self.shownHeading(car.heading)
      return annotation
    }
  }

  /// Shows the cars `ids` (nearest first) in place of the nearby ones shown until now, each where
  /// the simulation has it now; while a car is assigned they wait for the ride's end. Call once the
  /// map's delegate can make their views.
  func showNearby(_ ids: [Int], fleet: Fleet) {
    let ids = ids.filter { cars.indices.contains($0) }
    guard ids != nearby else { return }
    let previous = Set(nearby)
    nearby = ids
    guard assigned == nil, let mapView else { return }
    let kept = Set(ids)
    mapView.removeAnnotations(previous.subtracting(kept).sorted().map { cars[$0] })
    let coming = ids.filter { !previous.contains($0) }
    for id in coming { place(id, from: fleet) }
    mapView.addAnnotations(coming.map { cars[$0] })
  }

  /// Puts car `id`'s annotation where the simulation has the car now.
  private func place(_ id: Int, from fleet: Fleet) {
    guard fleet.cars.indices.contains(id) else { return }
    let position = fleet.cars[id].coordinate
    cars[id].coordinate = CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
    cars[id].heading = Self.shownHeading(fleet.cars[id].heading)
  }

  /// The view for one of the fleet's annotations (the map delegate's `viewFor`); nil for others.
  func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
    guard let car = annotation as? CarAnnotation else { return nil }
    let view: CarAnnotationView
    if let reused = mapView?.dequeueReusableAnnotationView(withIdentifier: CarAnnotationView.reuseIdentifier)
      as? CarAnnotationView
    {
      reused.show(car, icons: icons)
      view = reused
    } else {
      view = CarAnnotationView(car: car, icons: icons)
    }
    view.zPriority = car.carID == assigned ? .max : .defaultUnselected
    return view
  }

  /// Moves the cars on the map to where `fleet` has them.
  func update(with fleet: Fleet) {
    guard let mapView, mapView.bounds.width > 0 else { return }
    // A device pixel, in map points.
    let threshold =
      mapView.visibleMapRect.width / Double(mapView.bounds.width) / Double(max(UIScreen.main.scale, 1))
    // Each car's fields read in place: a car copied out retains its driver's texts and its paths.
    let fleetCars = fleet.cars
    for id in assigned.map({ [$0] }) ?? nearby where fleetCars.indices.contains(id) {
      let annotation = cars[id]
      let position = fleetCars[id].coordinate
      let coordinate = CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
      let point = MKMapPoint(coordinate)
      let shown = MKMapPoint(annotation.coordinate)
      if abs(point.x - shown.x) >= threshold || abs(point.y - shown.y) >= threshold {
        annotation.coordinate = coordinate
      }
      let heading = Self.shownHeading(fleetCars[id].heading)
      if heading != annotation.heading {
        annotation.heading = heading
        (mapView.view(for: annotation) as? CarAnnotationView)?.turn(to: heading)
      }
    }
  }

  /// The heading a car is drawn at: the nearest whole degree in 0..<360 (a degree turns the car's
  /// nose less than a device pixel at 3x).
  static func shownHeading(_ heading: Double) -> Double {
    let degrees = heading.rounded().truncatingRemainder(dividingBy: 360)
    return degrees < 0 ? degrees + 360 : degrees
  }

  /// Shows car `id` alone, in front (nil: the nearby cars again, where the simulation has them now).
  func assign(_ id: Int?, fleet: Fleet) {
    guard id != assigned, let mapView else { return }
    let previous = assigned
    // What the map holds now: the assigned car alone, or the nearby ones.
    let onMap = previous.map { [$0] } ?? nearby
    assigned = id.flatMap { cars.indices.contains($0) ? $0 : nil }
    if let previous { mapView.view(for: cars[previous])?.zPriority = .defaultUnselected }
    let shown = assigned.map { [$0] } ?? nearby
    mapView.removeAnnotations(onMap.filter { !shown.contains($0) }.map { cars[$0] })
    // Cars off the map were not moved meanwhile: they come back where the simulation has them now.
    let coming = shown.filter { !onMap.contains($0) }
    for id in coming { place(id, from: fleet) }
    mapView.addAnnotations(coming.map { cars[$0] })
    if let assigned { mapView.view(for: cars[assigned])?.zPriority = .max }
  }

  /// Where car `id` is shown.
  func coordinate(of id: Int) -> CLLocationCoordinate2D? {
    cars.indices.contains(id) ? cars[id].coordinate : nil
  }
}
