import Foundation
import Ride

/// The ride's part of a snapshot's `app` object (DESIGN.md, "Replay additions"): the trip — its
/// state, service, each service's fare estimate, the driver and where their car is, the pickup and
/// destination, the final fare — and every fleet car's coordinate and heading. Fares are numbers in
/// the tariff's currency (5.9 for 5.90 €); coordinates `[lat, lon]`.
enum RideSnapshot {
  static func trip(_ session: RideSession, language: String) -> [String: Any] {
    let trip = session.trip
    var entry: [String: Any] = [
      "state": trip.state.rawValue,
      "service": trip.service?.rawValue ?? NSNull(),
      "noDriverAvailable": trip.noDriverAvailable,
      "fare": trip.fare.map { $0.total.amount as Any } ?? NSNull(),
      "cancellationFee": trip.cancellationFee.map { $0.amount as Any } ?? NSNull(),
    ]
    if let preview = trip.preview {
      var estimate: [String: Any] = [:]
      for (service, fare) in preview.estimates { estimate[service.rawValue] = fare.total.amount }
      entry["estimate"] = estimate
      entry["pickup"] = place(preview.pickup, language: language)
      entry["destination"] = place(preview.destination, language: language)
      entry["route"] = ["metres": preview.path.distance, "seconds": preview.path.duration]
    } else {
      entry["estimate"] = NSNull()
      entry["pickup"] = NSNull()
      entry["destination"] = NSNull()
    }
    if let assignment = trip.assignment {
      let car = session.fleet.cars[assignment.carID]
      entry["driver"] = [
        "name": assignment.driver.name, "plate": assignment.driver.plate, "car": assignment.carID,
        "coordinate": [car.coordinate.latitude, car.coordinate.longitude], "heading": car.heading,
      ]
    } else {
      entry["driver"] = NSNull()
    }
    return entry
  }

  static func fleet(_ fleet: Fleet) -> [[String: Any]] {
    fleet.cars.map { car in
      ["coordinate": [car.coordinate.latitude, car.coordinate.longitude], "heading": car.heading]
    }
  }

  private static func place(_ place: RidePlace, language: String) -> [String: Any] {
    ["name": place.name.text(language), "coordinate": [place.latitude, place.longitude]]
  }
}
