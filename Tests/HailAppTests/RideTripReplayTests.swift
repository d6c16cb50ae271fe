@_spi(Hail) import CoreGraphics
import Foundation
import HailApp
@_spi(Hail) import HailHarness
import Ride
import Testing

/// The whole ride, replayed at ten times the speed: 呼叫快车, matching, the driver on the way (the
/// simulated call sheet), arrived with the free waiting counting down, on the trip with the
/// distance left, the receipt rated and done, and the trip in the history.
@MainActor
@Suite struct RideTripReplayTests {
  @Test func fromCallToReceipt() throws {
    let data = temporaryDataDirectory()
    defer { try? FileManager.default.removeItem(at: data) }
    // A whole city's 300 cars on the extract (its default is 7), so a car is a minute away.
    let outcome = try rideReplay("ride-trip", dataDirectory: data, speed: 10, fleetSize: 300)

    let matching = try outcome.trip("matching")
    #expect(matching["state"] as? String == "matching")
    #expect(matching["service"] as? String == "express")
    #expect(
      try outcome.texts(under: "matching.view", in: "matching").prefix(3) == [
        "正在为您寻找司机", "已等待 00:01 · 搜索范围 1.0 公里", "取消行程",
      ])
    #expect(try outcome.view("matching.retry", in: "matching")["hidden"] as? Bool == true)
    #expect(try outcome.view("matching.radar", in: "matching")["hidden"] as? Bool == false)

    // Dispatch's car: the same driver, car and plate every run.
    let driver = try #require(try outcome.trip("driver")["driver"] as? [String: Any])
    #expect(driver["name"] as? String == "Riikka Laitinen")
    #expect(driver["plate"] as? String == "NCC-630")
    #expect(driver["car"] as? Int == 290)
    #expect(
      try outcome.texts(under: "driver.card", in: "driver") == [
        "司机正在赶来", "1分钟 · 150 米", "右转进入 Vilhonkatu", "NCC-630", "红色 · 丰田普锐斯", "Riikka Laitinen", "★ 4.8", "电话",
        "消息", "取消行程",
      ])
    #expect(try outcome.view("map.car.290", in: "driver")["hidden"] as? Bool == false)
    // While dispatch searches, the free express cars near the pickup (ten of the crowd of 300); then
    // the passenger's car alone on the map, as in Didi: the rest of the fleet would hide it.
    let waiting = try cars(in: "matching", of: outcome)
    #expect(waiting.count == 10)
    for car in waiting {
      let id = try #require(Int(car.dropFirst("map.car.".count)))
      #expect(FleetConfiguration().service(ofCar: id, inFleetOf: 300) == .express, "\(car)")
    }
    for snapshot in ["driver", "arrived", "on-trip", "receipt"] {
      #expect(try cars(in: snapshot, of: outcome) == ["map.car.290"], "\(snapshot)")
    }
    #expect(try outcome.view("route.approach", in: "driver")["hidden"] as? Bool == false)
    // Call: a sheet says the driver is simulated.
    #expect(try outcome.texts(under: "alert.cancel", in: "call-sheet") == ["知道了"])

    #expect(try outcome.trip("arrived")["state"] as? String == "driverArrived")
    #expect(
      try outcome.texts(under: "driver.card", in: "arrived").prefix(2) == [
        "司机已到达", "已等待 00:19 · 免费等待还剩 02:40",
      ])

    #expect(try outcome.trip("on-trip")["state"] as? String == "onTrip")
    #expect(
      try outcome.texts(under: "trip.card", in: "on-trip") == [
        "行程中 · 前往 Amos Anderson taidemuseo", "剩余 1.2 公里 · 约4分钟", "170 米 · 右转进入 Pohjoisesplanadi",
        "NCC-630 · 红色 · 丰田普锐斯 · Riikka Laitinen",
      ])
    #expect(try outcome.view("route.travelled", in: "on-trip")["hidden"] as? Bool == false)

    // The receipt: the items add up to the total.
    let receipt = try outcome.trip("receipt")
    #expect(receipt["state"] as? String == "completed")
    #expect(receipt["fare"] as? Double == 8.0)
    #expect(
      try outcome.texts(under: "receipt.view", in: "receipt") == [
        "起步价", "€2.20", "里程费", "€1.51", "时长费", "€1.11", "最低消费补足", "€1.68", "服务费", "€1.50", "行程结束",
        "Kaivokatu 1号 → Amos Anderson taidemuseo", "€8.00", "1.8 公里 · 6分钟 · 等候 2分钟", "为本次行程评分", "☆", "☆", "☆",
        "☆", "☆", "完成",
      ])
    #expect(
      try outcome.texts(under: "receipt.view", in: "rated").suffix(6) == ["★", "★", "★", "★", "☆", "完成"])

    // Done: home again, the trip in the history.
    #expect(try outcome.trip("home-after")["state"] as? String == "idle")
    #expect(try outcome.view("header", in: "home-after")["hidden"] as? Bool == false)
    // Home again, the cars near the pin again.
    #expect(try cars(in: "home-after", of: outcome).count == 10)
    let history = RideStore(directory: data).load(now: Date()).data.history
    #expect(history.count == 1)
    #expect(history.first?.outcome == .completed)
    #expect(history.first?.fare?.total == Money(cents: 800, currency: "EUR"))
    #expect(history.first?.driver?.plate == "NCC-630")
    // The receipt's four stars are the trip's, in the file and in 我的.
    #expect(history.first?.rating == 4)
    #expect(
      try outcome.texts(under: "drawer.row.0.0", in: "history") == [
        "Kaivokatu 1号 → Amos Anderson taidemuseo", "09:41 · 快车 · €8.00", "★★★★☆",
      ])
    // The trip's route on a small map: fitted around the route's middle.
    let small = try outcome.view("drawer.trip.map", in: "history")
    #expect(small["frame"] as? [Double] == [16, 153, 72, 72])
    // The route's line, in the ride map's dark green, crosses it.
    let shot = try outcome.screenshot("history")
    var green = 0
    for y in 153..<225 {
      for x in 16..<88 {
        guard let pixel = shot.pixel(x: x, y: y) else { continue }
        if abs(Int(pixel.r) - 18) < 24, abs(Int(pixel.g) - 115) < 24, abs(Int(pixel.b) - 64) < 24 {
          green += 1
        }
      }
    }
    #expect(green > 60, "\(green) route pixels")
    // Tapped, the trip opens its receipt over the drawer: its route with both ends, the fare item
    // by item and the four stars it was given.
    #expect(
      try outcome.view("trip.receipt.map", in: "trip-receipt")["frame"] as? [Double] == [0, 121, 393, 200])
    for id in ["route.start", "route.end", "route.line"] {
      #expect(try outcome.view(id, in: "trip-receipt")["hidden"] as? Bool == false)
    }
    let kept = try outcome.texts(under: "receipt.view", in: "trip-receipt")
    for text in ["行程结束", "Kaivokatu 1号 → Amos Anderson taidemuseo", "€8.00", "起步价", "€2.20", "服务费", "€1.50"] {
      #expect(kept.contains(text), "\(text) not in \(kept)")
    }
    let stars = try (1...5).map {
      try outcome.view("receipt.star.\($0)", in: "trip-receipt")["selected"] as? Bool
    }
    #expect(stars == [true, true, true, true, false])
  }

  /// The fleet cars shown on the map in `snapshot`.
  private func cars(in snapshot: String, of outcome: ReplayOutcome) throws -> [String] {
    let views = try outcome.snapshot(snapshot)["views"] as? [[String: Any]] ?? []
    return views.compactMap { view in
      guard let id = view["id"] as? String, id.hasPrefix("map.car."), view["hidden"] as? Bool == false else {
        return nil
      }
      return id
    }
  }
}
