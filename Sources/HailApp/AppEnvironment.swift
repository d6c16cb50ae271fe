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

  public init(
    language: AppLanguage = .zh, dataDirectory: URL, serviceArea: MKMapRect? = nil, ride: RideService? = nil
  ) {
    self.language = language
    self.dataDirectory = dataDirectory
    self.serviceArea = serviceArea
    self.ride = ride
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
