import MapKit
import Ride
import UIKit

/// Which cars the map shows before a driver is assigned: the free cars of the service near the
/// pickup, as Didi's map shows them, looked up again as the simulation's cars move.
extension RideCoordinator {
  /// How many cars at most: a handful around the pin, as in Didi's app (Hail's choice: its app
  /// publishes no number), where a whole city's fleet on a small map would hide the pin and route.
  static let nearbyLimit = 10
  /// How often, in ride time, the nearby cars are looked up again (the app's poll for drivers
  /// around the pin; Hail's choice): cars that drove off give way to those that came.
  static let nearbyRefreshInterval: TimeInterval = 5

  /// Where and for which service the map shows cars now: the pin and the tab's service on the home
  /// screen (the pickup kept while the pin chooses a destination); the ride's pickup while it is
  /// previewed, with the service selected on the prices card, and while it is matched, with the
  /// service called (a booked ride's own); nil from the driver's assignment to the receipt (the map
  /// shows that car alone), and for the moment a cancelled ride shows before home returns (which
  /// chooses them where the camera goes).
  var nearbyTarget: (pickup: CLLocationCoordinate2D, service: Service)? {
    let trip = controller.trip
    switch trip.state {
    case .previewing, .matching:
      guard let pickup = trip.preview?.pickup.location else { return nil }
      return (pickup, trip.state == .matching ? trip.service ?? service : service)
    case .idle, .choosingDestination:
      if let pickingOnMap { return (pickingOnMap.location, tabService) }
      return pinPickup.map { ($0, tabService) }
    case .driverAssigned, .driverArrived, .onTrip, .completed, .cancelled:
      return nil
    }
  }

  /// Chooses the map's cars again when the pickup or service changed, or the last choice is
  /// `nearbyRefreshInterval` old in ride time; those still near are kept (`Fleet.nearbyCars`). The
  /// radius is the widest dispatch searches, the one the pin's pickup time looks within, so a car
  /// the bubble counts on can show. While a car is assigned the choice waits in `FleetLayer`.
  func refreshNearbyCars() {
    guard let target = nearbyTarget else { return }
    let fleetState = session.fleet
    if let last = nearbyLookup, last.service == target.service,
      last.pickup.latitude == target.pickup.latitude, last.pickup.longitude == target.pickup.longitude,
      fleetState.time.timeIntervalSince(last.time) < Self.nearbyRefreshInterval
    {
      return
    }
    nearbyLookup = (target.pickup, target.service, fleetState.time)
    let ids = fleetState.nearbyCars(
      around: .init(latitude: target.pickup.latitude, longitude: target.pickup.longitude),
      service: target.service, within: session.dispatcher.policy.maximumRadius, limit: Self.nearbyLimit,
      keeping: Set(fleet.nearby))
    fleet.showNearby(ids, fleet: fleetState)
  }
}
