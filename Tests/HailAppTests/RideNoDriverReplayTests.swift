import Foundation
import HailApp
import Ride
import Testing

/// A fleet of none (`--fleet 0`): dispatch searches its widening radius for the policy's 60 s,
/// then says no car is available and offers a retry, which searches again from the first radius;
/// cancelling then is free and goes into the history. At ten times the speed.
@MainActor
@Suite struct RideNoDriverReplayTests {
  @Test func noCarGivesAClearMessageAndARetry() throws {
    let data = temporaryDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    let outcome = try rideReplay("ride-no-driver", dataDirectory: data, speed: 10, fleetSize: 0)
    #expect((try outcome.app("matching")["fleet"] as? [Any])?.isEmpty == true)

    let matching = try outcome.trip("matching")
    #expect(matching["state"] as? String == "matching")
    #expect(matching["noDriverAvailable"] as? Bool == false)
    #expect(try outcome.radarShows(in: "matching"))
    #expect(try outcome.view("matching.retry", in: "matching")["hidden"] as? Bool == true)

    // Called at 3.1 s; 60 s of simulated search is 6 s here.
    let none = try outcome.trip("no-driver")
    #expect(none["state"] as? String == "matching")
    #expect(none["noDriverAvailable"] as? Bool == true)
    #expect(
      try outcome.texts(under: "matching.view", in: "no-driver") == [
        "附近暂无可用车辆", "请稍后重试，或换个上车点", "取消行程", "重试",
      ])
    #expect(try outcome.view("matching.retry", in: "no-driver")["hidden"] as? Bool == false)
    #expect(try !outcome.radarShows(in: "no-driver"), "the radar stops when dispatch gives up")
    // The route's end label is not cut by the screen's edge.
    let label = try #require(try outcome.view("route.end.label", in: "no-driver")["frame"] as? [Double])
    #expect(label[0] >= 0 && label[0] + label[2] <= 393, "\(label)")

    // 重试: searching again, the counter from zero and the first radius.
    #expect(try outcome.trip("retrying")["noDriverAvailable"] as? Bool == false)
    #expect(
      try outcome.texts(under: "matching.view", in: "retrying").prefix(2) == [
        "正在为您寻找司机", "已等待 00:04 · 搜索范围 1.0 公里",
      ])
    #expect(try outcome.radarShows(in: "retrying"))
    #expect(try outcome.trip("no-driver-again")["noDriverAvailable"] as? Bool == true)

    // Cancelling now is free.
    #expect(
      try outcome.texts(under: "alert.confirm", in: "cancel-alert") == ["取消行程"])
    #expect(try outcome.snapshotTexts("cancel-alert").contains("现在取消不收费"))
    #expect(try outcome.trip("home")["state"] as? String == "idle")
    let history = RideStore(directory: data).load(now: Date()).data.history
    #expect(history.map(\.outcome) == [.cancelled])
    #expect(history.first?.driver == nil)
    #expect(history.first?.cancellationFee == Money(cents: 0, currency: "EUR"))
  }
}

extension ReplayOutcome {
  /// Whether the matching radar is on the map and shown.
  func radarShows(in snapshot: String) throws -> Bool {
    let views = try self.snapshot(snapshot)["views"] as? [[String: Any]] ?? []
    return views.contains { $0["id"] as? String == "matching.radar" && $0["hidden"] as? Bool == false }
  }

  /// Every label's and button's text in the snapshot.
  func snapshotTexts(_ snapshot: String) throws -> [String] {
    let views = try self.snapshot(snapshot)["views"] as? [[String: Any]] ?? []
    return views.compactMap { $0["text"] as? String }
  }
}
