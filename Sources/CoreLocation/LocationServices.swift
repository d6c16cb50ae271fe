import OpenStreetMap
@_spi(Hail) import UIKit

/// The system's location service (on Apple systems, the location daemon): the provider, whether
/// this app may use it, and what the simulated user answers when asked. One per environment, shared
/// by every `CLLocationManager`, as the authorization is the app's, not a manager's.
@preconcurrency @MainActor
@_spi(Hail) public final class LocationServices {
  public let provider: any LocationProvider
  /// The app's authorization now.
  public private(set) var authorizationStatus: CLAuthorizationStatus
  /// What the user answers when the app asks (`requestWhenInUseAuthorization()`).
  public var userAnswer: CLAuthorizationStatus
  private var managers: [WeakManager] = []

  private struct WeakManager {
    weak var manager: CLLocationManager?
  }

  /// By default the app was already allowed while in use (the user said yes on an earlier run).
  public init(
    provider: any LocationProvider, authorizationStatus: CLAuthorizationStatus = .authorizedWhenInUse,
    userAnswer: CLAuthorizationStatus = .authorizedWhenInUse
  ) {
    self.provider = provider
    self.authorizationStatus = authorizationStatus
    self.userAnswer = userAnswer
  }

  var isAuthorized: Bool { [.authorizedWhenInUse, .authorizedAlways].contains(authorizationStatus) }

  func register(_ manager: CLLocationManager) {
    managers.removeAll { $0.manager == nil }
    managers.append(WeakManager(manager: manager))
  }

  /// The app asks; an undetermined authorization takes the user's answer (capped at `level`) and
  /// every manager hears of the change on the next frame. A decided one does not change: iOS asks
  /// once.
  func request(_ level: CLAuthorizationStatus) {
    guard authorizationStatus == .notDetermined else { return }
    authorizationStatus = userAnswer == .authorizedAlways ? level : userAnswer
    for entry in managers { entry.manager?.authorizationDidChange() }
  }
}

extension SystemEnvironment {
  /// The map data the system answers from (on Apple systems, Apple's servers): the `.hailmap` the
  /// host opened. Without one, maps are blank and geocoding fails with `CLError.network`.
  @_spi(Hail) public var mapStore: MapStore? {
    get { self[service: MapStore.self] }
    set { self[service: MapStore.self] = newValue }
  }

  /// The location service; without one there is no fix and managers report
  /// `CLError.locationUnknown`.
  @_spi(Hail) public var locationServices: LocationServices? {
    get { self[service: LocationServices.self] }
    set { self[service: LocationServices.self] = newValue }
  }

  /// The language names and addresses are given in: Chinese for a Chinese locale, else English.
  @_spi(Hail) public var mapLanguage: MapLanguage { MapLanguage(locale: locale) }
}

extension MapLanguage {
  /// The map names for `locale`: Chinese for any Chinese locale, else English.
  @_spi(Hail) public init(locale: Locale) {
    self = locale.language.languageCode == .chinese ? .chinese : .english
  }
}
