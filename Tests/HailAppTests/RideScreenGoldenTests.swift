import Foundation
import GoldenTesting
import HailApp
import Testing
@_spi(Hail) import UIKit

/// Every ride screen as the passenger sees it, in Chinese and English, light and dark: the search
/// with results, the prices, matching, the driver on the way and arrived, the trip, the receipt,
/// 我的 with the trip in its history, and 消息. One ride (`ride-screens`, ten times the speed, 60
/// cars so it stays quick) per language and appearance.
@MainActor
@Suite struct RideScreenGoldenTests {
  /// Each screenshot and the trip state it must show (nil: no trip on screen).
  static let screens: [(name: String, state: String)] = [
    ("search", "choosingDestination"), ("preview", "previewing"), ("matching", "matching"),
    ("driver", "driverAssigned"), ("arrived", "driverArrived"), ("on-trip", "onTrip"),
    ("receipt", "completed"), ("drawer", "idle"), ("messages", "idle"),
  ]

  @Test(arguments: [
    (AppLanguage.zh, UIUserInterfaceStyle.light), (.zh, .dark), (.en, .light), (.en, .dark),
  ])
  func everyScreen(language: AppLanguage, appearance: UIUserInterfaceStyle) throws {
    let outcome = try rideReplay(
      "ride-screens", language: language, appearance: appearance, speed: 10, fleetSize: 60)
    let suffix = "\(language.rawValue)-\(appearance == .dark ? "dark" : "light")"
    for screen in Self.screens {
      #expect(try outcome.trip(screen.name)["state"] as? String == screen.state, "\(screen.name) \(suffix)")
      assertGolden(
        try outcome.screenshot(screen.name), named: "ride-\(screen.name)-\(suffix)",
        tolerance: (perChannel: 24, maxDifferingFraction: 0.003))
    }
  }
}
