/// The passenger's saved places: 家 (home) and 公司 (work).
public struct SavedPlaces: Hashable, Sendable, Codable {
  public var home: RidePlace?
  public var work: RidePlace?

  public init(home: RidePlace? = nil, work: RidePlace? = nil) {
    self.home = home
    self.work = work
  }

  public static let homeName = LocalizedText(zh: "家", en: "Home")
  public static let workName = LocalizedText(zh: "公司", en: "Work")
}
