@_spi(Hail) import CoreGraphics
import Foundation
import HailApp
import Ride
import Testing

/// 我的's switches: the appearance turns the running app dark at once, the language rebuilds it in
/// English with the drawer still open, and both are in the data directory for the next start.
@MainActor
@Suite struct DrawerSettingsReplayTests {
  @Test func switchesApplyAtOnceAndPersist() throws {
    let data = temporaryDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let outcome = try rideReplay("drawer-settings", dataDirectory: data)

    #expect(try outcome.app("drawer")["language"] as? String == "zh")
    #expect(try outcome.app("drawer")["appearance"] as? String == "light")
    #expect(try outcome.view("drawer.language", in: "drawer")["selectedSegmentIndex"] as? Int == 0)
    #expect(try outcome.view("drawer.appearance", in: "dark")["selectedSegmentIndex"] as? Int == 2)
    #expect(try outcome.texts(under: "drawer.row.3.1", in: "drawer") == ["外观", "跟随系统", "浅色", "深色"])
    // The drawer's panel: white, then the dark surface (28, 28, 30) once 深色 is chosen.
    #expect(
      try outcome.screenshot("drawer").pixel(x: 200, y: 760) == CGImage.Pixel(r: 255, g: 255, b: 255, a: 255))
    #expect(try outcome.app("dark")["appearance"] as? String == "dark")
    #expect(try outcome.app("dark")["language"] as? String == "zh")
    #expect(
      try outcome.screenshot("dark").pixel(x: 200, y: 760) == CGImage.Pixel(r: 28, g: 28, b: 30, a: 255))

    // English: the screen is rebuilt in it, the drawer open on the new one, dark kept.
    #expect(try outcome.app("english")["language"] as? String == "en")
    #expect(try outcome.app("english")["appearance"] as? String == "dark")
    let english = try outcome.texts(under: "drawer", in: "english")
    #expect(
      ["Me", "Trips", "No trips yet", "Settings", "Language", "System", "Light", "Dark"].allSatisfy(
        english.contains))
    #expect(!english.contains("我的") && !english.contains("外观"))
    #expect(try outcome.view("drawer", in: "english")["frame"] as? [Double] == [0, 0, 314, 852])
    // The map stayed where it was.
    #expect(try outcome.mapCenter("english") == (try outcome.mapCenter("drawer")))
    #expect(try outcome.texts(under: "header", in: "home").contains("Express"))
    // Places are found and named in English from then on, as an app relaunched in its language
    // finds them on iOS (in Chinese the same search lists 康比静默礼拜堂 first).
    let found = try outcome.texts(under: "search.result.0", in: "english-search")
    #expect(found.first == "Kamppi Chapel")

    let stored = RideStore(directory: data).load(now: Date())
    #expect(stored.warnings.isEmpty)
    #expect(stored.data.preferences == Preferences(language: "en", appearance: .dark))

    // The next start reads them: English and dark from the first frame.
    let again = try rideReplay("drawer-reopen", dataDirectory: data)
    #expect(try again.app("start")["language"] as? String == "en")
    #expect(try again.app("start")["appearance"] as? String == "dark")
    #expect(
      try again.texts(under: "drawer.row.3.0", in: "drawer") == ["Language", "System", "中文", "English"])
    #expect(try again.view("drawer.language", in: "drawer")["selectedSegmentIndex"] as? Int == 2)
    #expect(try again.view("drawer.appearance", in: "drawer")["selectedSegmentIndex"] as? Int == 2)
  }
}
