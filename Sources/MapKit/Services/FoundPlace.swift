import CoreLocation

/// A place a search found, as the map answered (made off the main thread): what its `MKMapItem`
/// is made of on the main thread.
struct FoundPlace: Sendable {
  var name: String?
  var coordinate: CLLocationCoordinate2D
  var thoroughfare: String? = nil
  var subLocality: String? = nil
  var category: MKPointOfInterestCategory?

  @MainActor var mapItem: MKMapItem {
    let item = MKMapItem(
      placemark: MKPlacemark(
        name: name, at: coordinate, thoroughfare: thoroughfare, subLocality: subLocality))
    item.pointOfInterestCategory = category
    return item
  }
}
