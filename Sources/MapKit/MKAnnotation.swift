@_spi(Hail) import UIKit

/// Something at a place on the map.
@preconcurrency @MainActor
public protocol MKAnnotation: AnyObject {
  var coordinate: CLLocationCoordinate2D { get }
  var title: String? { get }
  var subtitle: String? { get }
}

extension MKAnnotation {
  public var title: String? { nil }
  public var subtitle: String? { nil }
}

/// An annotation at a settable coordinate, with a title.
@preconcurrency @MainActor
open class MKPointAnnotation: NSObject, MKAnnotation {
  /// Setting it moves the annotation's view on every map showing it, as MapKit's maps observe it
  /// (key-value observing of `coordinate`).
  open var coordinate: CLLocationCoordinate2D {
    didSet {
      for map in maps { map.value?.annotationDidMove(self) }
    }
  }
  /// The maps showing it.
  var maps: [WeakMapView] = []
  open var title: String?
  open var subtitle: String?

  public init(coordinate: CLLocationCoordinate2D, title: String? = nil, subtitle: String? = nil) {
    self.coordinate = coordinate
    self.title = title
    self.subtitle = subtitle
  }

  public override convenience init() {
    self.init(coordinate: CLLocationCoordinate2D())
  }
}

/// The user's location, from the environment's location service, shown as the blue dot.
@preconcurrency @MainActor
public final class MKUserLocation: NSObject, MKAnnotation {
  public internal(set) var coordinate: CLLocationCoordinate2D
  public var title: String? = "My Location"
  public var subtitle: String? { nil }
  /// The last fix; nil before the first.
  public internal(set) var location: CLLocation?
  /// Whether the map is receiving fixes (`showsUserLocation` is on and the app may use location).
  public internal(set) var isUpdating = false

  init(coordinate: CLLocationCoordinate2D) {
    self.coordinate = coordinate
  }
}

/// A map view held weakly (an annotation does not keep its maps alive).
struct WeakMapView {
  weak var value: MKMapView?
}
