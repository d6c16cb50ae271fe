import Foundation
import HailApp
@_spi(Hail) import HailHarness
import Ride
import Testing

/// 预约, replayed: the prices card's 预约 opens a date picker from the tariff's 30-minute lead on;
/// booking returns home, and the ride waits in 我的 and the data directory.
@MainActor
@Suite struct RideBookingReplayTests {
  @Test func bookAhead() throws {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("hail-data-\(UUID().uuidString)")
    let outcome = try rideReplay("ride-book", dataDirectory: data)
    #expect(try outcome.trip("booking")["state"] as? String == "previewing")
    #expect(try outcome.texts(under: "booking.sheet", in: "booking") == ["选择上车时间", "确认预约"])
    #expect(try outcome.trip("booked")["state"] as? String == "idle")
    // 9:41:04 plus the 30-minute lead, on the picker's 5-minute step: 10:15.
    let rides = RideStore(directory: data).load(now: Date()).data.scheduledRides
    #expect(rides.count == 1)
    #expect(rides.first?.pickupTime == Date(timeIntervalSince1970: 1_704_188_460 - 41 * 60 + 75 * 60))
    #expect(rides.first?.service == .express)
    #expect(rides.first?.estimate.preOrderFee == Money(cents: 200, currency: "EUR"))
    #expect(rides.first?.estimate.total == Money(cents: 1000, currency: "EUR"))
    // 我的 lists it under 预约行程.
    #expect(try outcome.texts(under: "drawer", in: "drawer").contains("1月2日 10:15 · 快车 · 约€10.00"))
  }
}
