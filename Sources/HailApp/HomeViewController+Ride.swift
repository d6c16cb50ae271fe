import MapKit
import Ride
import UIKit

/// The home screen's side of the ride flow: it starts the flow when the environment offers rides,
/// sends it the taps that begin a ride, and steps its own chrome aside while a ride is under way.
extension HomeViewController {
  func setUpRide() {
    guard let service = environment.ride else { return }
    let ride = RideCoordinator(home: self, service: service)
    self.ride = ride
    ride.start()
    expressTable.onWhereTo = { [weak ride] in ride?.openSearch() }
    expressTable.onSuggestion = { [weak ride] in ride?.choose($0) }
    for button in [taxiCard.nowButton, taxiCard.bookAheadButton] {
      button.addAction(UIAction { [weak ride] _ in ride?.openSearch() }, for: .touchUpInside)
    }
    header.onMine = { [weak ride] in ride?.openDrawer() }
    header.onMessages = { [weak ride] in ride?.openMessages() }
    ride.updatePickupTime()
  }

  /// Hides the header, the sheet's pages and the recentre button (a ride has the screen), and the
  /// pickup pin with them unless it is choosing a point on the map.
  func setHomeChromeHidden(_ hidden: Bool, pinHidden: Bool) {
    for chrome in [header, pages, recenterButton] as [UIView?] { chrome?.isHidden = hidden }
    pickupPin.isHidden = pinHidden
    updateMapMargins()
  }

  /// The ride as it stands: the trip, the fleet and the bookings (nil without rides). What a
  /// snapshot records.
  public var rideSession: RideSession? { ride?.session }
}
