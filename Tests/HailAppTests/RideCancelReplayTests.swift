import Foundation
import HailApp
@_spi(Hail) import HailHarness
import Ride
import Testing

/// Cancelling, replayed: while matching and once a driver is assigned, each after a confirm alert
/// that says what it costs; both free (before the assignment, and within the 2-minute grace after
/// it), both kept in the history.
@MainActor
@Suite struct RideCancelReplayTests {
  @Test func cancelWhileMatchingAndWithADriver() throws {
    let data = temporaryDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    // A whole city's 300 cars on the extract (its default is 7), so a driver takes the ride at once.
    let outcome = try rideReplay("ride-cancel", dataDirectory: data, fleetSize: 300)

    #expect(try outcome.trip("matching-alert")["state"] as? String == "matching")
    #expect(try outcome.texts(under: "alert.confirm", in: "matching-alert") == ["取消行程"])
    #expect(try outcome.texts(under: "alert.cancel", in: "matching-alert") == ["再等等"])
    #expect(try outcome.trip("cancelled-matching")["state"] as? String == "idle")
    #expect(try outcome.view("pages", in: "cancelled-matching")["hidden"] as? Bool == false)

    let driver = try #require(try outcome.trip("driver-alert")["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "Riikka Laitinen")
    #expect(try outcome.trip("driver-alert")["state"] as? String == "driverAssigned")
    #expect(try outcome.texts(under: "alert.confirm", in: "driver-alert") == ["取消行程"])
    // The driver's next turn on the card (the router's steps for the car's way to the pickup).
    #expect(
      try outcome.view("driver.step", in: "driver")["text"] as? String == "160 米 · 向左前方行驶进入 Rautatientori")
    // Free within the tariff's 2-minute grace after the driver took the ride: how much longer,
    // and the €4.00 fee after.
    #expect(try outcome.snapshotTexts("driver-alert").contains("现在取消不收费，01:58 后取消将收取 €4.00"))
    #expect(try outcome.trip("cancelled-driver")["state"] as? String == "idle")

    let history = RideStore(directory: data).load(now: Date()).data.history
    #expect(history.map(\.outcome) == [.cancelled, .cancelled])
    #expect(history.map(\.cancellationFee) == [.zero("EUR"), .zero("EUR")])
    #expect(history.map(\.driver?.name) == ["Riikka Laitinen", nil])
    // 我的: both rides in the history, newest first, marked cancelled; nothing booked.
    let drawer = try outcome.texts(under: "drawer", in: "drawer")
    #expect(drawer.first == "我的")
    #expect(drawer.filter { $0 == "Kaivokatu 1号 → Amos Anderson taidemuseo" }.count == 2)
    #expect(drawer.filter { $0 == "09:41 · 快车 · 已取消" }.count == 2)
    #expect(drawer.contains("暂无预约") && !drawer.contains("暂无行程"))
    // The section titles, drawn by the drawer's own header views.
    #expect(drawer.suffix(4) == ["行程", "预约行程", "常用地址", "设置"])
    #expect(try outcome.view("drawer.history", in: "drawer")["hidden"] as? Bool == false)
    // 消息: the trip's notifications, newest first.
    #expect(
      try outcome.texts(under: "messages.list", in: "messages") == [
        "行程已取消", "09:41", "司机 Riikka Laitinen 已接单，红色丰田普锐斯 NCC-630", "09:41", "行程已取消", "09:41",
      ])
  }
}
