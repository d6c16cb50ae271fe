import Foundation

/// How dispatch looks for a car: a search radius that widens while the passenger waits, and a
/// limit after which it gives up. The defaults are Hail's own: a car within 1 km is offered the
/// ride after the 3 s an app's driver takes to accept; with none, the radius grows by 1 km every
/// 10 s up to 5 km (reached at 40 s); after 60 s without a car the passenger is told and may retry.
public struct DispatchPolicy: Hashable, Sendable {
  public var initialRadius: Double
  public var radiusGrowth: Double
  public var growthInterval: TimeInterval
  public var maximumRadius: Double
  /// The first search happens this long after the call (the offered driver accepting).
  public var acceptanceDelay: TimeInterval
  /// Searches repeat this often until a car is found or the time is up.
  public var searchInterval: TimeInterval
  /// With no car by then, the outcome is "no driver available".
  public var timeout: TimeInterval

  public init(
    initialRadius: Double = 1_000, radiusGrowth: Double = 1_000, growthInterval: TimeInterval = 10,
    maximumRadius: Double = 5_000, acceptanceDelay: TimeInterval = 3, searchInterval: TimeInterval = 1,
    timeout: TimeInterval = 60
  ) {
    self.initialRadius = initialRadius
    self.radiusGrowth = radiusGrowth
    self.growthInterval = max(growthInterval, 0.001)
    self.maximumRadius = maximumRadius
    self.acceptanceDelay = max(acceptanceDelay, 0)
    self.searchInterval = max(searchInterval, 0.001)
    self.timeout = timeout
  }

  /// The search radius `elapsed` seconds after the call, metres.
  public func radius(after elapsed: TimeInterval) -> Double {
    let steps = (max(elapsed, 0) / growthInterval).rounded(.down)
    return min(initialRadius + steps * radiusGrowth, maximumRadius)
  }

  /// When search `index` (from 0) happens, seconds after the call: at the acceptance delay, then
  /// every search interval; the last is at the timeout. nil after the last.
  public func search(_ index: Int) -> TimeInterval? {
    let time = acceptanceDelay + Double(index) * searchInterval
    if time < timeout { return time }
    let previous = acceptanceDelay + Double(index - 1) * searchInterval
    return index == 0 || previous < timeout ? timeout : nil
  }
}
