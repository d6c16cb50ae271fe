@_spi(Hail) import CoreLocation
import Foundation
import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct LocationManagerTests {
  static let station = CLLocationCoordinate2D(latitude: 60.171320, longitude: 24.941457)

  @Test func aStillDeviceIsReportedOnceOnTheNextFrame() {
    startApplication(
      services: LocationServices(
        provider: StillLocation(coordinate: Self.station, startDate: SystemEnvironment.virtualStartDate)))
    let manager = CLLocationManager()
    let delegate = RecordingDelegate()
    manager.delegate = delegate
    manager.startUpdatingLocation()
    #expect(delegate.fixes.isEmpty)  // never inside the call
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(delegate.fixes.count == 1)
    #expect(delegate.fixes.first?.location.coordinate == Self.station)
    #expect(delegate.fixes.first?.location.horizontalAccuracy == 5)
    #expect(
      delegate.fixes.first?.location.timestamp
        == SystemEnvironment.virtualStartDate.addingTimeInterval(1.0 / 60))
    #expect(manager.location?.coordinate == Self.station)
    // Core Location tells a new manager's delegate its authorization, once.
    #expect(delegate.authorizationChanges == [.authorizedWhenInUse])
    UIApplication.shared.advance(by: 10)
    #expect(delegate.fixes.count == 1)  // a device lying still sends nothing more
  }

  @Test func theDistanceFilterSpacesTheUpdatesOfAMovingDevice() {
    startApplication(services: LocationServices(provider: NorthboundLocation(from: Self.station, speed: 7)))
    let manager = CLLocationManager()
    let delegate = RecordingDelegate()
    manager.delegate = delegate
    manager.distanceFilter = 50
    manager.startUpdatingLocation()
    UIApplication.shared.advance(by: 20)
    // 50 m at 7 m/s is 7.14 s: the first frame at least that far from the last fix is 429 frames on.
    let frames = delegate.fixes.map { ($0.time * 60).rounded() }
    #expect(frames == [1, 430, 859])
    let steps = zip(delegate.fixes, delegate.fixes.dropFirst()).map {
      $1.location.distance(from: $0.location)
    }
    #expect(steps.allSatisfy { abs($0 - 7 * 429 / 60) < 1e-6 })
    manager.stopUpdatingLocation()
    UIApplication.shared.advance(by: 20)
    #expect(delegate.fixes.count == 3)
  }

  @Test func aDeniedRequestIsToldToEveryManagerAndUpdatesFail() {
    let services = LocationServices(
      provider: StillLocation(coordinate: Self.station, startDate: SystemEnvironment.virtualStartDate),
      authorizationStatus: .notDetermined, userAnswer: .denied)
    startApplication(services: services)
    let asking = CLLocationManager()
    let other = CLLocationManager()
    let askingDelegate = RecordingDelegate()
    let otherDelegate = RecordingDelegate()
    asking.delegate = askingDelegate
    other.delegate = otherDelegate
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(asking.authorizationStatus == .notDetermined)
    asking.requestWhenInUseAuthorization()
    #expect(other.authorizationStatus == .denied)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(askingDelegate.authorizationChanges == [.notDetermined, .denied])
    #expect(otherDelegate.authorizationChanges == [.notDetermined, .denied])
    // Asked once, answered once: iOS does not ask again.
    services.userAnswer = .authorizedWhenInUse
    asking.requestWhenInUseAuthorization()
    #expect(asking.authorizationStatus == .denied)
    asking.startUpdatingLocation()
    UIApplication.shared.advance(by: 1)
    #expect(askingDelegate.fixes.isEmpty)
    #expect(askingDelegate.errors == [CLError(.denied)])
  }

  @Test func withoutALocationServiceARequestFailsAsUnknown() {
    startApplication()
    let manager = CLLocationManager()
    let delegate = RecordingDelegate()
    manager.delegate = delegate
    manager.requestLocation()
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(delegate.errors == [CLError(.locationUnknown)])
    #expect(!CLLocationManager.locationServicesEnabled())
  }

  @Test func aLocationKnowsItsDefaultsAndDistances() {
    let here = CLLocation(latitude: 60, longitude: 25)
    #expect(here.horizontalAccuracy == 0 && here.verticalAccuracy == -1)
    #expect(here.course == -1 && here.speed == -1)
    // One degree of latitude on the IUGG mean radius: 6 371 008.8 m × π / 180.
    #expect(abs(here.distance(from: CLLocation(latitude: 61, longitude: 25)) - 111_195.08) < 0.01)
    #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    #expect(CLLocationCoordinate2DIsValid(CLLocationCoordinate2DMake(60, 25)))
  }
}
