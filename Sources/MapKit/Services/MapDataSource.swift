import OpenStreetMap
@_spi(Hail) import UIKit

/// The map data MapKit's views and services answer from (on Apple systems, Apple's servers). The
/// host loads a `.hailmap` once at start and sets it here; without one, services fail with
/// `MKError.serverFailure` and maps are blank.
@preconcurrency @MainActor
@_spi(Hail) public enum MapDataSource {
  public static var store: MapStore?
  /// The system language names are shown in (on Apple systems, the device's language).
  public static var language = MapLanguage.chinese

  /// Runs `completion` on the next frame of the run loop, as MapKit calls completion handlers
  /// asynchronously on the main queue (never inside the call that started the request).
  static func deliver(_ completion: @escaping () -> Void) {
    let link = CADisplayLinkOnce(completion)
    link.schedule()
  }
}

/// A one-shot frame callback.
@preconcurrency @MainActor
private final class CADisplayLinkOnce {
  private let work: () -> Void
  private var link: CADisplayLink?

  init(_ work: @escaping () -> Void) {
    self.work = work
  }

  func schedule() {
    let link = CADisplayLink { [self] link in
      link.invalidate()
      self.link = nil
      work()
    }
    self.link = link
    link.add()
  }
}

/// MapKit's errors.
public enum MKError: Error, Equatable, Sendable {
  /// No map data is loaded, or the request could not be answered from it.
  case serverFailure
  /// Nothing was found (no place, no route).
  case placemarkNotFound
  case directionsNotFound
  case loadingThrottled
}

extension CLLocationCoordinate2D {
  var osmCoordinate: Coordinate { Coordinate(latitude: latitude, longitude: longitude) }

  init(_ coordinate: Coordinate) {
    self.init(latitude: coordinate.latitude, longitude: coordinate.longitude)
  }
}
