import Foundation

/// Turns the host's clock into the simulation's: the ride's time runs `speed` times faster than the
/// host's (`hail run --speed N`), from `start` at the host time `hostStart`. Changing the speed keeps
/// the simulated time continuous.
public struct SimulationClock: Hashable, Sendable {
  public private(set) var hostStart: TimeInterval
  public private(set) var start: Date
  public private(set) var speed: Double

  public init(start: Date, hostStart: TimeInterval = 0, speed: Double = 1) {
    self.start = start
    self.hostStart = hostStart
    self.speed = speed.isFinite && speed > 0 ? speed : 1
  }

  /// The simulated date at host time `hostTime` (seconds on the host's clock).
  public func date(atHostTime hostTime: TimeInterval) -> Date {
    start.addingTimeInterval((hostTime - hostStart) * speed)
  }

  /// Runs at `speed` from host time `hostTime` on.
  public mutating func setSpeed(_ speed: Double, atHostTime hostTime: TimeInterval) {
    guard speed.isFinite && speed > 0 else { return }
    start = date(atHostTime: hostTime)
    hostStart = hostTime
    self.speed = speed
  }
}
