import Foundation

/// Where the device is over time: the engine's stand-in for GPS. Driven by the app's clock, so a
/// replay or test sees the same fixes at the same times.
@preconcurrency @MainActor
@_spi(Hail) public protocol LocationProvider: AnyObject {
  /// The position at `time` (seconds on the app's clock), or nil without a fix.
  func location(at time: TimeInterval) -> CLLocation?
  /// The first clock time after `time` at which the position changes; nil if it never does.
  func nextChange(after time: TimeInterval) -> TimeInterval?
}

/// A device lying still at one coordinate, with a 5 m fix (a phone outdoors with a clear sky).
@preconcurrency @MainActor
@_spi(Hail) public final class StillLocation: LocationProvider {
  public let coordinate: CLLocationCoordinate2D
  /// Metres, the fix's radius of uncertainty.
  public let horizontalAccuracy: CLLocationAccuracy
  private let startDate: Date

  /// `startDate` is the wall-clock date at clock time 0, for the fixes' timestamps.
  public init(coordinate: CLLocationCoordinate2D, horizontalAccuracy: CLLocationAccuracy = 5, startDate: Date)
  {
    self.coordinate = coordinate
    self.horizontalAccuracy = horizontalAccuracy
    self.startDate = startDate
  }

  public func location(at time: TimeInterval) -> CLLocation? {
    CLLocation(
      coordinate: coordinate, altitude: 0, horizontalAccuracy: horizontalAccuracy, verticalAccuracy: -1,
      timestamp: startDate.addingTimeInterval(time))
  }

  public func nextChange(after time: TimeInterval) -> TimeInterval? { nil }
}
