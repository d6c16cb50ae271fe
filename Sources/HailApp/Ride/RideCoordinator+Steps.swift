import MapKit
import Ride

/// Turn-by-turn steps on the cards: the driver's way to the pickup on the driver's card, the way to
/// the destination on the trip's. The ride's paths come from the router without steps; the same
/// router gives them through `MKDirections` between the path's ends (its instructions in the
/// system language, as Apple's are).
extension RideCoordinator {
  func showSteps(of path: RoadPath, on card: any RouteStepShowing) {
    let request = MKDirections.Request()
    request.source = MKMapItem(placemark: MKPlacemark(coordinate: path.locations.first!))
    request.destination = MKMapItem(placemark: MKPlacemark(coordinate: path.locations.last!))
    MKDirections(request: request).calculate { [weak card] response, _ in
      guard let card, let route = response?.routes.first else { return }
      card.steps = RouteSteps(route.steps)
    }
  }
}
