@_spi(Hail) import UIKit

/// An annotation with a shape: the base of MapKit's polylines.
@preconcurrency @MainActor
open class MKShape: NSObject, MKAnnotation {
  /// MapKit shows neither for an overlay; Hail names the overlay's view after the title (an
  /// accessibility identifier), so tests can find it.
  open var title: String?
  open var subtitle: String?

  /// The shape's middle; subclasses say where.
  open var coordinate: CLLocationCoordinate2D { CLLocationCoordinate2D() }

  public nonisolated override init() {
    super.init()
  }
}
