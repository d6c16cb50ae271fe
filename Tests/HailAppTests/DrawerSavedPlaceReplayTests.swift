import Foundation
import HailApp
import Ride
import Testing

/// 我的's 家 row opens the search for that place alone (no pickup row, titled 家); the place chosen
/// is saved as home, the search closes, and the drawer shows it, as the file does.
@MainActor
@Suite struct DrawerSavedPlaceReplayTests {
  @Test func homeIsSetFromTheDrawer() throws {
    let data = temporaryDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let outcome = try rideReplay("drawer-saved-place", dataDirectory: data)

    #expect(try outcome.texts(under: "drawer.row.2.0", in: "drawer") == ["家", "设置家的地址"])
    #expect(try outcome.view("search.pickup", in: "search")["hidden"] as? Bool == true)
    #expect(try outcome.view("search.field", in: "search")["frame"] as? [Double] == [44, 111, 333, 48])
    // The field is focused and the keyboard up while the screen is still arriving (0.7 s after the
    // tap), not after its presentation ends.
    #expect(try outcome.view("search.field", in: "search")["editing"] as? Bool == true)
    #expect(try outcome.view("keyboard", in: "search")["hidden"] as? Bool == false)
    #expect(try outcome.texts(under: "search", in: "search").contains("家"))
    #expect(try outcome.texts(under: "search.result.0", in: "results").first == "康比静默礼拜堂")

    // Saved: the search closed on the drawer, whose 家 row names the place.
    let views = try outcome.snapshot("saved")["views"] as? [[String: Any]] ?? []
    #expect(!views.contains { $0["id"] as? String == "search" })
    #expect(try outcome.texts(under: "drawer.row.2.0", in: "saved") == ["家", "康比静默礼拜堂"])
    let stored = RideStore(directory: data).load(now: Date())
    #expect(stored.warnings.isEmpty)
    #expect(stored.data.savedPlaces.home?.name.zh == "康比静默礼拜堂")
    #expect(stored.data.savedPlaces.work == nil)
  }
}
