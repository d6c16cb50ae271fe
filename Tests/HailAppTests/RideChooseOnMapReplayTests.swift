@_spi(Hail) import CoreGraphics
import Foundation
import HailApp
import Testing

/// 在地图上选点: from the empty search, the map comes back with a drop-off pin and 确认终点; a drag
/// moves the pin's place (the pickup stays); confirming routes there and shows the prices.
@MainActor
@Suite struct RideChooseOnMapReplayTests {
  @Test func movingTheMapChoosesTheDestination() throws {
    let outcome = try rideReplay("ride-choose-on-map")
    #expect(try outcome.texts(under: "search.result.2", in: "search-empty") == ["在地图上选点", "拖动地图选择目的地"])

    let home = try outcome.mapCenter("home")
    #expect(try outcome.trip("picking")["state"] as? String == "choosingDestination")
    #expect(try outcome.view("header", in: "picking")["hidden"] as? Bool == true)
    #expect(try outcome.view("choose.confirm", in: "picking")["hidden"] as? Bool == false)
    #expect(try outcome.view("choose.confirm", in: "picking")["text"] as? String == "确认终点")
    #expect(try outcome.snapshotTexts("picking").contains("在这里下车"))
    #expect(try outcome.mapCenter("picking") == home)
    // The pin picks a drop-off: its head is the destination's red-orange (0.96, 0.36, 0.30), not the
    // pickup's green, under the white centre (the head's disc is 28 pt from the pin's top, 4 pt in).
    let pin = try #require(try outcome.view("map.pickup", in: "picking")["frame"] as? [Double])
    let head = try outcome.screenshot("picking").pixel(x: Int(pin[0]) + 18, y: Int(pin[1]) + 24)
    #expect(head == CGImage.Pixel(r: 245, g: 92, b: 76, a: 255), "\(String(describing: head))")
    #expect(try outcome.screenshot("moved").pixel(x: Int(pin[0]) + 18, y: Int(pin[1]) + 24) == head)

    // The drag (180 pt left and down, then the glide) moved the map north-east of the pickup.
    let moved = try outcome.mapCenter("moved")
    #expect(moved.0 > home.0 + 0.001 && moved.1 > home.1 + 0.003, "\(moved) from \(home)")
    #expect(try outcome.app("moved")["pickup"] as? String == "Kaivokatu 1号")

    // Confirmed: the destination is the pin's point, named by the geocoder; the pickup is kept.
    let trip = try outcome.trip("preview")
    #expect(trip["state"] as? String == "previewing")
    let destination = try #require(trip["destination"] as? [String: Any])
    let coordinate = try #require(destination["coordinate"] as? [Double])
    #expect(coordinate == [moved.0, moved.1])
    #expect(destination["name"] as? String == "Puutarhakatu")
    #expect((trip["pickup"] as? [String: Any])?["name"] as? String == "Kaivokatu 1号")
    #expect(trip["estimate"] as? [String: Double] == ["express": 8.0, "taxi": 7.62])
    #expect(try outcome.view("choose.confirm", in: "preview")["hidden"] as? Bool == true)
    #expect(try outcome.view("estimate.sheet", in: "preview")["hidden"] as? Bool == false)
  }
}
