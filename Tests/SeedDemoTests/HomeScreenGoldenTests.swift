@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing
@_spi(Hail) import UIKit

/// The home screen as the original demo shows it at launch on an iPhone 8, compared with
/// `Tests/SeedDemoTests/Goldens/home-launch.png` (re-record with `HAIL_RECORD_GOLDENS=1`).
@MainActor
@Suite struct HomeScreenGoldenTests {
  @Test func theHomeScreenAtLaunch() throws {
    let app = DemoApp()
    app.advance(1.0 / 60)
    let image = try #require(ViewRenderer().render(app.window))
    #expect(image.width == 750 && image.height == 1334)
    assertGolden(image, named: "home-launch")
  }
}
