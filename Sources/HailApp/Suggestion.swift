import MapKit

/// A destination the sheet suggests: a notable place near the pickup point.
struct Suggestion: Equatable {
  var name: String
  var category: MKPointOfInterestCategory?
  /// Metres from the pickup point.
  var distance: Double
  var coordinate: CLLocationCoordinate2D
}
