@_spi(Hail) import CoreLocation
import Foundation
import HailApp
@_spi(Hail) import MapKit
import OpenStreetMap
import Ride
@_spi(Hail) import UIKit

/// The composition root: everything the app runs on, built in this one place and handed down.
/// Every host — `hail run`, `replay`, `demo`, the benchmarks, the tests — makes one and starts the
/// app on it (`HomeScreenSession`); nothing reads a process-wide global.
///
/// | part | built by | handed to |
/// | --- | --- | --- |
/// | map store | `HailEnvironment.openMap(path:warning:)` | `SystemEnvironment.mapStore`: `MKMapView`, `CLGeocoder`, `MKLocalSearch`, `MKDirections` |
/// | clock | `init(clock:)` (virtual headless, monotonic in a window) | `SystemEnvironment.clock`: the frame loop, animations, gestures |
/// | start date | `init(startDate:)` | `SystemEnvironment.startDate`: wall-clock time, fix timestamps |
/// | location | `init`: a `StillLocation` at the map's `openingCoordinate` | `SystemEnvironment.locationServices`: `CLLocationManager`, `MKMapView.userLocation` |
/// | language | `init(language:)` | `SystemEnvironment.locale` (map names, addresses) and `AppEnvironment.language` (the app's strings) |
/// | service area | `serviceArea`, the map's extent | `AppEnvironment.serviceArea`: the map's camera limits |
/// | data directory | `init(dataDirectory:)`, default `HailEnvironment.defaultDataDirectory()` | `AppEnvironment.dataDirectory` |
/// | ride: tariffs, fleet, dispatch, speed | `HailEnvironment.loadRide(...)` | `AppEnvironment.ride`: a `RideService` (a `RideSession` on the map store, a `SimulationClock` at the speed) |
/// | appearance | `init(appearance:)` (`--appearance light|dark`) | `SystemEnvironment.userInterfaceStyle`: every window's traits, so dynamic colours resolve light or dark |
@MainActor
public struct HailEnvironment {
  public let mapStore: MapStore?
  @_spi(Hail) public let clock: any Clock
  public let startDate: Date
  @_spi(Hail) public let locationServices: LocationServices?
  public let language: AppLanguage
  public let dataDirectory: URL
  /// The ride domain's configuration; nil without tariffs (the app then offers no rides).
  public let ride: RideConfiguration?
  /// The system appearance the app starts in: light or dark.
  public let appearance: UIUserInterfaceStyle

  /// An environment on `mapStore` (nil: a blank map). The device stands still at `location`, by
  /// default the map's opening coordinate, so any map opens on its own city (no map and no
  /// `location`: no fix).
  @_spi(Hail) public init(
    mapStore: MapStore?, location: CLLocationCoordinate2D? = nil, clock: any Clock = VirtualClock(),
    startDate: Date? = nil, language: AppLanguage = .zh, dataDirectory: URL? = nil,
    ride: RideConfiguration? = nil, appearance: UIUserInterfaceStyle = .light
  ) {
    self.mapStore = mapStore
    self.appearance = appearance
    self.clock = clock
    // A virtual clock starts on a fixed day (repeatable runs); a real one at the wall clock's now.
    let start = startDate ?? (clock is VirtualClock ? SystemEnvironment.virtualStartDate : Date() - clock.now)
    self.startDate = start
    self.language = language
    self.dataDirectory = dataDirectory ?? Self.defaultDataDirectory()
    self.ride = ride
    let opening = mapStore.map(\.openingCoordinate).map {
      CLLocationCoordinate2D(latitude: $0.latitude, longitude: $0.longitude)
    }
    locationServices = (location ?? opening).map {
      LocationServices(provider: StillLocation(coordinate: $0, startDate: start))
    }
  }

  /// What UIKit, Core Location and MapKit get: the system side of the environment.
  @_spi(Hail) public var system: SystemEnvironment {
    // A virtual clock shows its fixed day in UTC (9:41); a real one the machine's time zone.
    var system = SystemEnvironment(
      clock: clock, startDate: startDate, locale: language.locale,
      timeZone: clock is VirtualClock ? TimeZone(identifier: "UTC")! : .current)
    system.showsStatusBar = true
    // Two frames at 60 Hz: long enough for a queue that is merely slow, whose drawing under way is
    // better waited for than begun again here (while this host ran three times slower, a tile took
    // 21 ms to come in at its frame; drawn here after 8 ms, such tiles made frames of 33–36 ms of
    // the main thread's own); short beside the seconds a queue kept from every core took.
    system.queuePatience = 0.033
    system.userInterfaceStyle = appearance
    system.mapStore = mapStore
    system.locationServices = locationServices
    return system
  }

  /// What the app's root view controller gets, with a ride service starting now (a fresh fleet on
  /// each read).
  public var app: AppEnvironment {
    AppEnvironment(
      language: language, dataDirectory: dataDirectory, serviceArea: serviceArea, ride: rideService(),
      applyLanguage: { UIApplication.shared.locale = $0.locale })
  }

  /// The ride service on the map's roads as `ride` configures it, its simulated time starting at
  /// the environment's date for the clock's present time; nil without a map or tariffs.
  public func rideService() -> RideService? {
    guard let ride, let mapStore else { return nil }
    let hostNow = clock.now
    let start = startDate.addingTimeInterval(hostNow)
    return RideService(
      session: RideSession(network: mapStore, configuration: ride, start: start),
      clock: SimulationClock(start: start, hostStart: hostNow, speed: ride.speed))
  }

  /// The map's extent: the service area the app keeps its map to.
  public var serviceArea: MKMapRect? {
    guard let bounds = mapStore?.coordinateBounds else { return nil }
    let southWest = MKMapPoint(
      CLLocationCoordinate2D(latitude: bounds.southWest.latitude, longitude: bounds.southWest.longitude))
    let northEast = MKMapPoint(
      CLLocationCoordinate2D(latitude: bounds.northEast.latitude, longitude: bounds.northEast.longitude))
    return MKMapRect(
      x: southWest.x, y: northEast.y, width: northEast.x - southWest.x, height: southWest.y - northEast.y)
  }

  /// Where `make map` puts the default map, relative to the working directory.
  public static let defaultMapPath = "data/helsinki.hailmap"

  /// Opens the map the app runs on: `path`, or the default map. An explicit `path` that cannot be
  /// opened throws (one-line message); a missing default map is not an error: the app runs on a
  /// blank map and `warning` says so. `verification` says when its sections are checked.
  public static func openMap(
    path: String?, verification: MapVerification = .onOpen, warning: (String) -> Void
  ) throws -> MapStore? {
    let chosen = path ?? defaultMapPath
    guard path != nil || FileManager.default.fileExists(atPath: chosen) else {
      warning("no map at \(chosen) (run `make map`); showing a blank map")
      return nil
    }
    return try MapStore(contentsOf: chosen, verification: verification)
  }

  /// The ride configuration: the tariffs of `city` from `tariffDirectory` (default `tariffs/`,
  /// relative to the working directory like the default map), a fleet of `fleetSize` cars (default:
  /// the map's share of a city's 300 by its drivable road length, `FleetConfiguration.size(forRoadLength:)`)
  /// and the simulation at `speed`. A tariff file that is missing from an explicit directory,
  /// or broken anywhere, throws its `TariffError` (the host's one line, status 2); a missing default
  /// directory is not an error: there are no rides and `warning` says so.
  public static func loadRide(
    tariffDirectory: String? = nil, city: String = "helsinki", fleetSize: Int? = nil, speed: Double = 1,
    warning: (String) -> Void
  ) throws(TariffError) -> RideConfiguration? {
    let directory = tariffDirectory ?? TariffBook.defaultDirectory
    guard tariffDirectory != nil || FileManager.default.fileExists(atPath: directory) else {
      warning("no tariffs at \(directory)/ (run from the repository); the app offers no rides")
      return nil
    }
    var fleet = FleetConfiguration()
    if let fleetSize { fleet.size = fleetSize }
    return RideConfiguration(
      tariffs: try TariffBook.load(directory: directory, city: city), fleet: fleet, speed: speed)
  }

  /// The XDG data directory for Hail: `$XDG_DATA_HOME/hail`, else `~/.local/share/hail`.
  public static func defaultDataDirectory(
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> URL {
    if let base = environment["XDG_DATA_HOME"], base.hasPrefix("/") {
      return URL(fileURLWithPath: base).appendingPathComponent("hail")
    }
    let home = environment["HOME"] ?? NSHomeDirectory()
    return URL(fileURLWithPath: home).appendingPathComponent(".local/share/hail")
  }
}
