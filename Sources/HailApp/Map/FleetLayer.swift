import MapKit
import Ride
import UIKit

/// The fleet on the map: one annotation per car (`map.car.N`), moved to where the simulation puts
/// it each frame and turned to its heading. Cheap with hundreds of cars: only cars in or near the
/// visible area are touched, a car's view moves only once it has moved a whole device pixel (the
/// renderer lands a turned car's bitmap on the pixel grid, so a smaller move would often change no
/// pixel yet redraw the car) and turns in whole degrees (cars heading the same way share one turned
/// bitmap), so a frame re-composites just the cars that visibly moved, and the map holds views only
/// for the cars in view, reusing those that leave for those that come.
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

  /// Puts the cars on the map (once the map's delegate can make their views).
  func show() {
    mapView?.addAnnotations(cars)
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

  /// Moves the cars near the visible area to where `fleet` has them.
  func update(with fleet: Fleet) {
    guard let mapView, mapView.bounds.width > 0 else { return }
    let visible = mapView.visibleMapRect
    let area = visible.insetBy(dx: -visible.width / 4, dy: -visible.height / 4)
    // A device pixel, in map points.
    let threshold = visible.width / Double(mapView.bounds.width) / Double(max(UIScreen.main.scale, 1))
    // Each car's fields read in place: a car copied out retains its driver's texts and its paths.
    let fleetCars = fleet.cars
    for index in fleetCars.indices {
      let id = fleetCars[index].id
      guard id < cars.count && (assigned == nil || id == assigned) else { continue }
      let annotation = cars[id]
      let position = fleetCars[index].coordinate
      let coordinate = CLLocationCoordinate2D(latitude: position.latitude, longitude: position.longitude)
      let point = MKMapPoint(coordinate)
      let shown = MKMapPoint(annotation.coordinate)
      guard area.contains(point) || area.contains(shown) else { continue }
      if abs(point.x - shown.x) >= threshold || abs(point.y - shown.y) >= threshold {
        annotation.coordinate = coordinate
      }
      let heading = Self.shownHeading(fleetCars[index].heading)
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

  /// Shows car `id` alone, in front (nil: the whole fleet again, where the simulation has it now).
  func assign(_ id: Int?, fleet: Fleet) {
    guard id != assigned, let mapView else { return }
    let previous = assigned.map { cars[$0] }
    // What the map holds now: the assigned car alone, or every car.
    let onMap = previous.map { [$0] } ?? cars
    assigned = id.flatMap { cars.indices.contains($0) ? $0 : nil }
    if let previous { mapView.view(for: previous)?.zPriority = .defaultUnselected }
    if let car = assigned.map({ cars[$0] }) {
      mapView.removeAnnotations(onMap.filter { $0 !== car })
      if !onMap.contains(where: { $0 === car }) { mapView.addAnnotation(car) }
      mapView.view(for: car)?.zPriority = .max
    } else {
      // The hidden cars were not moved: they come back where the simulation has them now.
      for (annotation, car) in zip(cars, fleet.cars) where annotation !== previous {
        annotation.coordinate = CLLocationCoordinate2D(
          latitude: car.coordinate.latitude, longitude: car.coordinate.longitude)
        annotation.heading = Self.shownHeading(car.heading)
      }
      mapView.addAnnotations(cars.filter { $0 !== previous })
    }
  }

  /// Where car `id` is shown.
  func coordinate(of id: Int) -> CLLocationCoordinate2D? {
    cars.indices.contains(id) ? cars[id].coordinate : nil
  }
}
