@_spi(Hail) import CoreLocation
import Foundation
import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct GeocoderTests {
  private func reverseGeocode(
    _ coordinate: CLLocationCoordinate2D, locale: Locale?
  ) throws -> (placemarks: [CLPlacemark]?, error: (any Error)?) {
    startApplication(map: try HelsinkiMap.store.get())
    var outcome: ([CLPlacemark]?, (any Error)?)?
    CLGeocoder().reverseGeocodeLocation(
      CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude), preferredLocale: locale
    ) { outcome = ($0, $1) }
    #expect(outcome == nil)  // never inside the call
    UIApplication.shared.advance(by: 1.0 / 60)
    return try #require(outcome)
  }

  @Test func anAddressHasApplesFields() throws {
    let station = CLLocationCoordinate2D(latitude: 60.171320, longitude: 24.941457)
    let english = try #require(
      try reverseGeocode(station, locale: Locale(identifier: "en")).placemarks?.first)
    #expect(english.name == "Kaivokatu 1")
    #expect(english.thoroughfare == "Kaivokatu")
    #expect(english.subThoroughfare == "1")
    #expect(english.locality == "Helsinki")
    #expect(english.postalCode == "00100")
    #expect(english.isoCountryCode == "FI")
    #expect(english.country == "Finland")
    #expect(english.subLocality == nil)  // the map has no data for it
    // Without a locale, the system language: Chinese names, 号 after the number.
    let chinese = try #require(try reverseGeocode(station, locale: nil).placemarks?.first)
    #expect(chinese.name == "Kaivokatu 1号")
    #expect(chinese.country == "芬兰")
    #expect(chinese.locality == "赫尔辛基")  // name:zh 赫爾辛基, in Simplified
    #expect(CLPlacemark(placemark: chinese).postalCode == "00100")
  }

  @Test func offTheMapThereIsNoResultAndWithoutDataNoNetwork() throws {
    let outcome = try reverseGeocode(CLLocationCoordinate2D(latitude: 48.85, longitude: 2.35), locale: nil)
    #expect(outcome.placemarks == nil)
    #expect(outcome.error as? CLError == CLError(.geocodeFoundNoResult))
    startApplication()
    var error: (any Error)?
    CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 60.17, longitude: 24.94)) { error = $1 }
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(error as? CLError == CLError(.network))
  }

  @Test func anAddressStringFindsThePlace() throws {
    startApplication(map: try HelsinkiMap.store.get())
    let geocoder = CLGeocoder()
    var placemarks: [CLPlacemark]?
    geocoder.geocodeAddressString("Kaisaniemen puisto") { found, _ in placemarks = found }
    #expect(geocoder.isGeocoding)
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(!geocoder.isGeocoding)
    #expect(placemarks?.first?.name == "Kaisaniemen puisto")
  }

  @Test func aCancelledRequestCompletesAsCancelled() throws {
    startApplication(map: try HelsinkiMap.store.get())
    let geocoder = CLGeocoder()
    var error: (any Error)?
    geocoder.reverseGeocodeLocation(CLLocation(latitude: 60.1713, longitude: 24.9415)) { error = $1 }
    geocoder.cancelGeocode()
    UIApplication.shared.advance(by: 1.0 / 60)
    #expect(error as? CLError == CLError(.geocodeCanceled))
  }
}
