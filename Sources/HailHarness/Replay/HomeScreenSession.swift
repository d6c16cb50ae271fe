import Foundation
import HailApp
@_spi(Hail) import UIKit

/// The home screen on a device, from a fresh start of the application on `environment`: on a
/// virtual clock at t = 0 (what replays, the demo tour and the benchmarks drive with touches, wheel
/// steps and time), or on the monotonic clock for a real window.
@MainActor
public final class HomeScreenSession: ScreenSession {
  public let environment: HailEnvironment

  /// Starts the application on `environment`'s system side, configures the device's screen, and
  /// shows the root view controller built on its app side. `log` receives what the app only logs
  /// (the original's button taps); silent by default.
  public init(
    environment: HailEnvironment, device: Device, scale: CGFloat? = nil,
    log: @escaping (String) -> Void = { _ in }
  ) {
    self.environment = environment
    super.init(system: environment.system, device: device, scale: scale) {
      let home = HomeViewController(environment: environment.app)
      home.log = log
      return home
    }
  }

  /// The home screen's controller: the root this session made.
  public var home: HomeViewController {
    // swift-format-ignore: NeverForceUnwrap
    rootViewController as! HomeViewController
  }
}
