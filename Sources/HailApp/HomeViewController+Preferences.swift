import MapKit
import Ride
import UIKit

/// The 我的 drawer's language and appearance, applied to the running app and kept in the data
/// directory (`preferences.json`): the appearance overrides the window's style (each follows the
/// system until chosen); a new language rebuilds the screen in it, as iOS apps switch language in
/// place, carrying the ride session and the map's region over.
extension HomeViewController {
  /// Reads the stored preferences; a bad file is set aside (and said) and the defaults apply. The
  /// language they choose is applied to the system frameworks before the map is made, so the map and
  /// the place search name places in it.
  func loadPreferences() {
    let store = RideStore(directory: environment.dataDirectory)
    let loaded = store.load(now: environment.ride?.session.time ?? Date())
    preferences = loaded.data.preferences
    for warning in loaded.warnings { log(warning) }
    environment.applyLanguage?(language)
  }

  /// The drawer's switches: saves `chosen` and applies what changed. A language change replaces
  /// this screen (it returns the new one, with the drawer open again on it).
  @discardableResult
  func apply(_ chosen: Preferences) -> HomeViewController? {
    guard chosen != preferences else { return nil }
    let previousLanguage = language
    preferences = chosen
    ride?.controller.save(chosen)
    view.window?.overrideUserInterfaceStyle = chosen.appearance.userInterfaceStyle
    guard language != previousLanguage, let window = view.window else { return nil }
    return relaunch(in: window)
  }

  /// Shows a new home screen in the chosen language where this one was: same ride session (the
  /// fleet keeps driving), same map region, the drawer open again.
  private func relaunch(in window: UIWindow) -> HomeViewController {
    var next = environment
    if let ride {
      next.ride = ride.controller.service
      ride.stop()
    }
    let home = HomeViewController(environment: next)
    home.log = log
    home.restoredRegion = mapView.region
    presentedViewController?.dismiss(animated: false)
    window.rootViewController = home
    home.ride?.openDrawer(animated: false)
    return home
  }
}

extension Optional where Wrapped == Preferences.Appearance {
  /// The window's override: light, dark, or the system's (unspecified).
  var userInterfaceStyle: UIUserInterfaceStyle {
    switch self {
    case .light: .light
    case .dark: .dark
    case nil: .unspecified
    }
  }
}
