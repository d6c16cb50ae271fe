import Foundation
import MapKit
import Ride

/// What the app is given by whoever starts it (on iOS, the app's own configuration): the language
/// of its strings, where it keeps the user's data, and the ride service it talks to. The root view
/// controller gets it and hands it down.
public struct AppEnvironment: Sendable {
  public var language: AppLanguage
  /// Where the user's data lives (history, saved places); written atomically, file by file.
  public var dataDirectory: URL
  /// Where the service runs (the map data's extent); nil, everywhere.
  public var serviceArea: MKMapRect?
  /// The ride service: its simulated fleet, dispatch and tariffs; nil, no rides are offered.
  public var ride: RideService?
  /// Makes the system frameworks answer in the app's language (MapKit names places in it), as iOS
  /// does for an app's preferred language; called with the language the app shows, before its map.
  public var applyLanguage: (@MainActor @Sendable (AppLanguage) -> Void)?

  public init(
    language: AppLanguage = .zh, dataDirectory: URL, serviceArea: MKMapRect? = nil, ride: RideService? = nil,
    applyLanguage: (@MainActor @Sendable (AppLanguage) -> Void)? = nil
  ) {
    self.language = language
    self.dataDirectory = dataDirectory
    self.serviceArea = serviceArea
    self.ride = ride
    self.applyLanguage = applyLanguage
  }
}

/// The ride service as the app reaches it: a session on the service's roads (on iOS, the server's
/// side of a ride-hailing app, here simulated in process) and the clock that turns the app's time
/// into the service's (`hail run --speed N` runs it faster).
public struct RideService: Sendable {
  public var session: RideSession
  public var clock: SimulationClock

  public init(session: RideSession, clock: SimulationClock) {
    self.session = session
    self.clock = clock
  }
}
