/// A kind of ride the passenger can call: the home screen's two tabs.
public enum Service: String, Sendable, Codable, CaseIterable, Comparable {
  /// 快车: a ride-hailing car with a private driver.
  case express
  /// 出租车: a licensed taxi.
  case taxi

  public static func < (lhs: Service, rhs: Service) -> Bool {
    allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
  }
}
