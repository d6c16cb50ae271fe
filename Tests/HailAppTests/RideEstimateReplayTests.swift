import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
import Ride
import Testing

/// The ride flow's first step, replayed on the Helsinki map with the repository's tariffs: 您要去哪儿
/// opens the search with the field focused and the keyboard up; typing lists places from the place
/// search; a place chosen (or a suggestion on the home sheet) shows the route fitted above the
/// sheet and each service's price.
@MainActor
@Suite struct RideEstimateReplayTests {
  @Test func whereToSearchAndEstimate() throws {
    let outcome = try rideReplay("ride-estimate")
    let home = try outcome.app("home")
    #expect((home["trip"] as? [String: Any])?["state"] as? String == "idle")
    // The extract's share of a city's 300 cars (its 27.5 km of drivable road): 7, the nearest
    // express car 3 minutes away by road.
    #expect((home["fleet"] as? [Any])?.count == 7)
    #expect(try outcome.view("map.pickup.bubble.text", in: "home")["text"] as? String == "3分钟上车")

    // The search: the destination field edits, the keyboard is up, 家, 公司 and the map offered.
    #expect(try outcome.trip("search-empty")["state"] as? String == "choosingDestination")
    #expect(try outcome.view("search.field", in: "search-empty")["editing"] as? Bool == true)
    #expect(try outcome.view("search.pickup", in: "search-empty")["text"] as? String == "Kaivokatu 1号")
    #expect(try outcome.view("keyboard", in: "search-empty")["hidden"] as? Bool == false)
    #expect(try outcome.texts(under: "search.result.0", in: "search-empty") == ["家", "设置家的地址"])
    #expect(try outcome.texts(under: "search.result.1", in: "search-empty") == ["公司", "设置公司地址"])
    #expect(try outcome.texts(under: "search.result.2", in: "search-empty") == ["在地图上选点", "拖动地图选择目的地"])
    // Typed: places by prefix, with their kind and distance from the pickup.
    #expect(
      try outcome.texts(under: "search.result.0", in: "search-results") == ["Kaisaniemi", "区域 · 340 米"])
    #expect(
      try outcome.texts(under: "search.result.1", in: "search-results") == [
        "Kaisaniemen puisto", "公园 · 440 米",
      ])

    // The estimate: the route the router gives, priced by the tariffs for leaving at 9:41:03.
    let trip = try outcome.trip("estimate")
    #expect(trip["state"] as? String == "previewing")
    let route = try #require(trip["route"] as? [String: Double])
    let expected = try Self.route(from: trip["pickup"], to: trip["destination"])
    // JSON keeps 16 digits.
    #expect(abs((route["metres"] ?? 0) - expected.distance) < 1e-9)
    #expect(abs((route["seconds"] ?? 0) - expected.duration) < 1e-9)
    #expect(expected.distance.rounded() == 1079 && expected.duration.rounded() == 181)
    let tariffs = try TariffBook.load(directory: RideFixtures.tariffs, city: "helsinki")
    let start = Date(timeIntervalSince1970: 1_704_188_460 + 3.3)
    let estimate = try #require(trip["estimate"] as? [String: Double])
    for service in Service.allCases {
      let fare = tariffs[service].estimate(
        distance: expected.distance, expectedTravelTime: expected.duration, start: start)
      #expect(estimate[service.rawValue] == fare.total.amount)
    }
    #expect(estimate == ["express": 8.0, "taxi": 7.62])
    #expect(try outcome.texts(under: "estimate.express", in: "estimate") == ["快车", "3分钟上车", "€8.00", "预估价"])
    #expect(try outcome.texts(under: "estimate.taxi", in: "estimate") == ["出租车", "2分钟上车", "€7.62", "预估价"])
    #expect(try outcome.view("call.button", in: "estimate")["text"] as? String == "呼叫快车")
    #expect(try outcome.view("estimate.sheet", in: "estimate")["frame"] as? [Double] == [0, 566, 393, 252])
    // Both ends and the whole line lie between the back button and the sheet.
    for id in ["route.start", "route.end", "route.line"] {
      let frame = try #require(try outcome.view(id, in: "estimate")["frame"] as? [Double])
      #expect(frame[0] >= 0 && frame[0] + frame[2] <= 393, "\(id) \(frame)")
      #expect(frame[1] >= 107 && frame[1] + frame[3] <= 566, "\(id) \(frame)")
    }
    #expect(try outcome.view("map.pickup", in: "estimate")["hidden"] as? Bool == true)
  }

  /// A suggestion on the home sheet goes straight to the prices; in English.
  @Test func suggestionGoesStraightToTheEstimate() throws {
    let outcome = try rideReplay("ride-suggestion", language: .en)
    let suggestions = try #require(try outcome.app("home")["suggestions"] as? [String])
    let trip = try outcome.trip("estimate")
    #expect(trip["state"] as? String == "previewing")
    #expect((trip["destination"] as? [String: Any])?["name"] as? String == suggestions.first)
    let estimate = try #require(trip["estimate"] as? [String: Double])
    #expect(try outcome.texts(under: "estimate.express", in: "estimate").first == "Express")
    #expect(try outcome.view("call.button", in: "estimate")["text"] as? String == "Call Express")
    #expect(try outcome.view("book.button", in: "estimate")["text"] as? String == "Schedule")
    #expect(suggestions.first == "Amos Anderson Art Museum")
    #expect(estimate == ["express": 8.0, "taxi": 8.75])
    #expect(
      try outcome.texts(under: "estimate.express", in: "estimate") == [
        "Express", "Pickup in 3 min", "€8.00", "Estimate",
      ])
  }

  /// The router's path between two snapshot places.
  static func route(from pickup: Any?, to destination: Any?) throws -> RoadPath {
    func coordinate(_ place: Any?) throws -> Coordinate {
      let pair = try #require((place as? [String: Any])?["coordinate"] as? [Double])
      return Coordinate(latitude: pair[0], longitude: pair[1])
    }
    return try HailMapData.helsinki.get().path(from: coordinate(pickup), to: coordinate(destination))
  }
}

extension ReplayOutcome {
  /// The trip in a snapshot's `app`.
  func trip(_ snapshot: String) throws -> [String: Any] {
    try #require(try app(snapshot)["trip"] as? [String: Any], "no trip in \(snapshot)")
  }

  /// The texts of the labels and buttons inside the view `id`, in tree order.
  func texts(under id: String, in snapshot: String) throws -> [String] {
    let views = try self.snapshot(snapshot)["views"] as? [[String: Any]] ?? []
    let root = try #require(views.firstIndex { $0["id"] as? String == id }, "no view \(id) in \(snapshot)")
    var inside: Set<Int> = [root]
    var texts: [String] = []
    for index in views.indices where index > root {
      guard let parent = views[index]["parent"] as? Int, inside.contains(parent) else { continue }
      inside.insert(index)
      // A button's title label repeats the button's text.
      guard views[parent]["class"] as? String != "UIButton" else { continue }
      if let text = views[index]["text"] as? String, !text.isEmpty,
        ["UILabel", "UIButton"].contains(views[index]["class"] as? String)
      {
        texts.append(text)
      }
    }
    return texts
  }
}
