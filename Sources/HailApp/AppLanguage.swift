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
      case .category(let category): Self.categoryNames[category.rawValue] ?? ("地点", "Place")
      case .street: ("道路", "Street")
      case .district: ("区域", "Area")
      case nil: ("地点", "Place")
      }
    return self == .zh ? name.0 : name.1
  }

  private static let categoryNames: [String: (String, String)] = [
    MKPointOfInterestCategory.park.rawValue: ("公园", "Park"),
    MKPointOfInterestCategory.museum.rawValue: ("博物馆", "Museum"),
    MKPointOfInterestCategory.theater.rawValue: ("剧院", "Theatre"),
    MKPointOfInterestCategory.publicTransport.rawValue: ("车站", "Station"),
    MKPointOfInterestCategory.university.rawValue: ("大学", "University"),
    MKPointOfInterestCategory.library.rawValue: ("图书馆", "Library"),
    MKPointOfInterestCategory.hotel.rawValue: ("酒店", "Hotel"),
    MKPointOfInterestCategory.restaurant.rawValue: ("餐厅", "Restaurant"),
    MKPointOfInterestCategory.cafe.rawValue: ("咖啡馆", "Café"),
    MKPointOfInterestCategory.store.rawValue: ("商店", "Shop"),
    MKPointOfInterestCategory.movieTheater.rawValue: ("电影院", "Cinema"),
    MKPointOfInterestCategory.nightlife.rawValue: ("酒吧", "Bar"),
    MKPointOfInterestCategory.foodMarket.rawValue: ("超市", "Supermarket"),
  ]
}
