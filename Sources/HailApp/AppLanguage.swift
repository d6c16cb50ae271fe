import Foundation
import MapKit

/// The app's language: Chinese by default, English with `--lang en`.
public enum AppLanguage: String, CaseIterable, Sendable {
  case zh
  case en

  /// The locale addresses are asked in.
  public var locale: Locale { Locale(identifier: self == .zh ? "zh-Hans" : "en") }

  var title: String { self == .zh ? "仿滴滴UI" : "Didi-style UI" }
  var expressTab: String { self == .zh ? "快车" : "Express" }
  var taxiTab: String { self == .zh ? "出租车" : "Taxi" }
  var mine: String { self == .zh ? "我的" : "Me" }
  var messages: String { self == .zh ? "消息" : "Inbox" }
  var whereTo: String { self == .zh ? "您要去哪儿" : "Where to?" }
  var pickUpHere: String { self == .zh ? "在这里上车" : "Pick up here" }
  var outsideServiceArea: String { self == .zh ? "此区域暂未开通服务" : "Outside the service area" }
  var locating: String { self == .zh ? "正在获取上车地点…" : "Finding your pickup spot…" }
  var nearbyHint: String { self == .zh ? "附近热门目的地" : "Popular places nearby" }
  var bookAhead: String { self == .zh ? "预约" : "Later" }
  var now: String { self == .zh ? "现在" : "Now" }

  /// "在 … 上车" / "Pick up at …".
  func pickup(at place: String) -> String {
    self == .zh ? "在 \(place) 上车" : "Pick up at \(place)"
  }

  /// A distance for a list: metres under a kilometre, else kilometres with one decimal.
  func distance(_ metres: Double) -> String {
    if metres < 1000 {
      let rounded = Int((metres / 10).rounded()) * 10
      return self == .zh ? "\(rounded) 米" : "\(rounded) m"
    }
    let kilometres = (metres / 100).rounded() / 10
    return self == .zh ? "\(kilometres) 公里" : "\(kilometres) km"
  }

  /// What kind of place a search found: its `MKPointOfInterestCategory`, else a street or a district
  /// (an address MapKit gives no category), else just a place.
  func category(_ kind: SearchPlace.Kind?) -> String {
    let name: (String, String) =
      switch kind {
      case .category(let category): Self.categoryNames[category] ?? ("地点", "Place")
      case .street: ("道路", "Street")
      case .district: ("区域", "Area")
      case nil: ("地点", "Place")
      }
    return self == .zh ? name.0 : name.1
  }

  /// The kinds the place search finds, in Chinese and English, one line a theme: outdoors and
  /// culture, getting about and study, sleeping and eating, shopping and going out.
  private static let categoryNames: [MKPointOfInterestCategory: (String, String)] = [
    .park: ("公园", "Park"), .museum: ("博物馆", "Museum"), .theater: ("剧院", "Theatre"),
    .publicTransport: ("车站", "Station"), .university: ("大学", "University"), .library: ("图书馆", "Library"),
    .hotel: ("酒店", "Hotel"), .restaurant: ("餐厅", "Restaurant"), .cafe: ("咖啡馆", "Café"),
    .store: ("商店", "Shop"), .foodMarket: ("超市", "Supermarket"),
    .movieTheater: ("电影院", "Cinema"), .nightlife: ("酒吧", "Bar"),
  ]
}
