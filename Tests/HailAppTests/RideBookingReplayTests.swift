import Foundation
import HailApp
@_spi(Hail) import HailHarness
import Ride
import Testing

/// 预约, replayed: the prices card's 预约 opens a date picker from the tariff's 30-minute lead on;
/// booking says so and returns home, and the ride waits in 我的 and the data directory until it is
/// cancelled there.
@MainActor
@Suite struct RideBookingReplayTests {
  @Test func bookAhead() throws {
    let data = temporaryDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let outcome = try rideReplay("ride-book", dataDirectory: data)
    #expect(try outcome.trip("booking")["state"] as? String == "previewing")
    #expect(try outcome.texts(under: "booking.sheet", in: "booking") == ["选择上车时间", "确认预约"])
    #expect(try outcome.trip("booked")["state"] as? String == "idle")
    // Booked: an alert says what, over the home screen (once the prices' sheet has gone).
    let said = try labelTexts(in: outcome.snapshot("booked"))
    #expect(said.contains("预约成功"))
    #expect(said.contains("1月2日 10:15 · 快车\nKaivokatu 1号 → Amos Anderson taidemuseo"))
    // 我的 lists it under 预约行程: 9:41:04 plus the 30-minute lead, on the picker's 5-minute step,
    // 10:15; the €8.00 estimate with the pre-order fee of €2.00.
    #expect(try outcome.texts(under: "drawer", in: "drawer").contains("1月2日 10:15 · 快车 · 约€10.00"))
    // Tapped, it can be cancelled (free) after a confirm alert; the drawer and the store lose it.
    let asked = try labelTexts(in: outcome.snapshot("cancel-booking"))
    #expect(asked.contains("取消这个预约？") && asked.contains("预约取消不收费"))
    #expect(try outcome.texts(under: "drawer", in: "booking-cancelled").contains("暂无预约"))
    #expect(RideStore(directory: data).load(now: Date()).data.scheduledRides.isEmpty)
  }

  private func labelTexts(in snapshot: [String: Any]) -> [String] {
    (snapshot["views"] as? [[String: Any]] ?? []).compactMap { $0["text"] as? String }
  }
}
