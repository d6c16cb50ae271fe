import Foundation
@_spi(Hail) import UIKit

/// Delivers the device's location from the environment's location service, as Core Location's
/// manager: `startUpdatingLocation()` sends the current fix on the next frame and then each change
/// of at least `distanceFilter` metres; `requestLocation()` sends one fix. Callbacks come on later
/// frames, never inside the call that asked.
@preconcurrency @MainActor
open class CLLocationManager: NSObject {
  open weak var delegate: (any CLLocationManagerDelegate)?
  /// Metres the device must move before another update; `kCLDistanceFilterNone` reports every change.
  open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
  open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
  open var pausesLocationUpdatesAutomatically = true
  /// The last fix delivered.
  open private(set) var location: CLLocation?

  private let services: LocationServices?
  private var updating: CADisplayLink?
  /// Wakes the paused `updating` link when the provider's position next changes.
  private var wake: UIKit.Timer?
  /// The clock time of the last look at the provider.
  private var sampledAt: TimeInterval = -.infinity

  public override init() {
    services = UIApplication.shared.environment.locationServices
    super.init()
    services?.register(self)
    // Core Location tells a new manager's delegate the authorization once it is set up.
    UIApplication.shared.performOnNextFrame { [weak self] in
      guard let self else { return }
      self.delegate?.locationManagerDidChangeAuthorization(self)
    }
  }

  /// The app's authorization; `.notDetermined` before the app has asked.
  open var authorizationStatus: CLAuthorizationStatus {
    services?.authorizationStatus ?? .restricted
  }

  /// Whether the device has location services at all.
  open class func locationServicesEnabled() -> Bool {
    UIApplication.shared.environment.locationServices != nil
  }

  open func requestWhenInUseAuthorization() {
    services?.request(.authorizedWhenInUse)
  }

  open func requestAlwaysAuthorization() {
    services?.request(.authorizedAlways)
  }

  open func startUpdatingLocation() {
    guard updating == nil else { return }
    let link = CADisplayLink { [weak self] link in self?.update(at: link.timestamp) }
    updating = link
    link.add()
  }

  open func stopUpdatingLocation() {
    updating?.invalidate()
    updating = nil
    wake?.invalidate()
    wake = nil
    sampledAt = -.infinity
  }

  /// One fix on the next frame (or `CLError.locationUnknown` without one).
  open func requestLocation() {
    UIApplication.shared.performOnNextFrame { [weak self] in
      guard let self else { return }
      self.deliver(self.fix(at: UIApplication.shared.clock.now), always: true)
    }
  }

  func authorizationDidChange() {
    updating?.isPaused = false
    UIApplication.shared.performOnNextFrame { [weak self] in
      guard let self else { return }
      self.delegate?.locationManagerDidChangeAuthorization(self)
    }
  }

  /// A frame while updating: looks at the provider when it is new or has changed since.
  private func update(at time: TimeInterval) {
    guard let services else { return fail(.locationUnknown) }
    guard services.isAuthorized else {
      // Undetermined: updates start once the user allows them (`authorizationDidChange` wakes us).
      if services.authorizationStatus != .notDetermined { fail(.denied) } else { sleep(until: nil) }
      return
    }
    let due =
      sampledAt == -.infinity || services.provider.nextChange(after: sampledAt).map { $0 <= time } == true
    if due {
      let first = sampledAt == -.infinity
      sampledAt = time
      deliver(fix(at: time), always: first)
    }
    if let next = services.provider.nextChange(after: sampledAt), next <= time { return }
    sleep(until: services.provider.nextChange(after: sampledAt))
  }

  /// Pauses the frame link until `time` (for ever when nil): a device lying still costs no frames,
  /// so a headless wait skips them (docs/ARCHITECTURE.md, "Idle frames are skipped headless"). The
  /// first frame at or after `time` looks at the provider again.
  private func sleep(until time: TimeInterval?) {
    guard let link = updating else { return }
    link.isPaused = true
    wake?.invalidate()
    wake = nil
    guard let time else { return }
    let timer = UIKit.Timer(timeInterval: max(time - UIApplication.shared.clock.now, 0), repeats: false) {
      [weak self] _ in
      self?.updating?.isPaused = false
    }
    wake = timer
    UIKit.RunLoop.main.add(timer, forMode: .common)
  }

  private func fix(at time: TimeInterval) -> CLLocation? {
    guard let services, services.isAuthorized else { return nil }
    return services.provider.location(at: time)
  }

  private func deliver(_ fix: CLLocation?, always: Bool) {
    guard let fix else { return fail(services?.isAuthorized == false ? .denied : .locationUnknown) }
    if !always, let last = location, distanceFilter > 0, fix.distance(from: last) < distanceFilter { return }
    location = fix
    delegate?.locationManager(self, didUpdateLocations: [fix])
  }

  private func fail(_ code: CLError.Code) {
    delegate?.locationManager(self, didFailWithError: CLError(code))
    if code == .denied || services == nil { stopUpdatingLocation() }
  }
}
