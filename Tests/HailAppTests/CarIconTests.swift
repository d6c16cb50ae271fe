import CoreGraphics
import Foundation
import MapKit
import Ride
import Testing
@_spi(Hail) import UIKit

@testable import HailApp

/// The fleet's car icons on the night map: a light rim where the day icon has its shadow, so that
/// the dark 快车 car stands out on dark streets, and each car's view takes the icon for the map's
/// appearance, again when it changes.
@MainActor
@Suite struct CarIconTests {
  @Test func theNightIconsHaveALightRim() throws {
    _ = HeadlessWindow()
    let icons = CarIcons()
    let night = try #require(icons.expressNight.cgImage)
    let day = try #require(icons.express.cgImage)
    // 14 × 28 pt at 2x. Device pixel (1, 28): half a point in from the left edge, mid-length: the
    // rim's (white 0.9 = 230) at night, nothing by day (the body and its shadow start 1 pt in).
    #expect(night.width == 28 && night.height == 56)
    let rim = try #require(night.pixel(x: 1, y: 28))
    #expect(rim.a == 255 && (225...235).contains(rim.r) && rim.r == rim.g && rim.g == rim.b)
    #expect(day.pixel(x: 1, y: 28)?.a == 0)
    // Inside, the body is the same dark grey (white 0.18 = 46) in both.
    for image in [night, day] {
      let body = try #require(image.pixel(x: 8, y: 28))
      #expect(body.a == 255 && (44...48).contains(body.r))
    }
    #expect(icons.image(for: .taxi, style: .dark) === icons.taxiNight)
    #expect(icons.image(for: .taxi, style: .light) === icons.taxi)
  }

  @Test func aCarViewTakesTheIconForTheMapsAppearance() {
    let app = HeadlessWindow()
    app.window.overrideUserInterfaceStyle = .dark
    let icons = CarIcons()
    let car = CarAnnotation(
      carID: 7, service: .express, coordinate: CLLocationCoordinate2D(latitude: 60.17, longitude: 24.94))
    let view = CarAnnotationView(car: car, icons: icons)
    // Made outside the window, it has the screen's (light) traits.
    #expect(view.image === icons.express)
    app.root.addSubview(view)
    #expect(view.image === icons.expressNight)
    app.window.layoutIfNeeded()  // a frame: the view's first traits are delivered
    app.window.overrideUserInterfaceStyle = .light
    app.window.layoutIfNeeded()
    #expect(view.image === icons.express)
    app.window.overrideUserInterfaceStyle = .dark
    app.window.layoutIfNeeded()
    #expect(view.image === icons.expressNight)
  }
}
