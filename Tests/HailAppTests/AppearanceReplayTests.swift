@_spi(Hail) import CoreGraphics
import Foundation
import GoldenTesting
import HailApp
@_spi(Hail) import HailHarness
import Testing
@_spi(Hail) import UIKit

/// The home screen in dark mode (`--appearance dark`), and what VoiceOver would read in snapshots.
@MainActor
@Suite(.serialized) struct AppearanceReplayTests {
  @Test func theHomeScreenInDark() throws {
    let outcome = try replay("appearance", appearance: .dark)
    let home = try outcome.screenshot("home")
    // The header is the dark surface (28, 28, 30); the status bar's time over it is white.
    #expect(home.pixel(x: 5, y: 60) == CGImage.Pixel(r: 28, g: 28, b: 30, a: 255))
    assertGolden(home, named: "home-dark", tolerance: (perChannel: 24, maxDifferingFraction: 0.003))
    assertGolden(
      try outcome.screenshot("taxi"), named: "taxi-page-dark",
      tolerance: (perChannel: 24, maxDifferingFraction: 0.003))
  }

  @Test func snapshotsCarryWhatVoiceOverReads() throws {
    let outcome = try replay("appearance")
    let express = try #require(outcome.view("tab.express", in: "home")["accessibility"] as? [String: Any])
    #expect(express["element"] as? Bool == true)
    #expect(express["label"] as? String == "快车")
    let taxi = try #require(outcome.view("tab.taxi", in: "taxi")["accessibility"] as? [String: Any])
    #expect(taxi["label"] as? String == "出租车")
    #expect(try outcome.view("map", in: "home")["accessibility"] == nil)
  }
}
