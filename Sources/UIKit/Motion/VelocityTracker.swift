import CoreGraphics

/// Estimates a touch's velocity from its recent positions, as a pan gesture recognizer's
/// `velocity(in:)` does.
///
/// The velocity is the slope of a least-squares line through the samples of the last `horizon`
/// seconds, fitted separately on each axis (Android's VelocityTracker fits over the same 100 ms;
/// this is its first-degree variant). A straight line is exact for a steady drag, uses every recent
/// sample so one jittery sample cannot dominate (unlike the last two samples alone), and cannot
/// extrapolate a curve into a spurious fling the way a higher degree can with few samples.
@_spi(Hail) public struct VelocityTracker: Sendable, Equatable {
  /// How far back samples count, in seconds (Android VelocityTracker's HORIZON and Flutter's
  /// kHorizonMilliseconds: 100 ms).
  public static let horizon: TimeInterval = 0.1
  /// A pause longer than this, in seconds, means the finger stopped: older samples are ignored and a
  /// query this long after the last sample gives zero (Android's ASSUME_POINTER_STOPPED_TIME and
  /// Flutter's kAssumePointerMoveStoppedMilliseconds: 40 ms).
  public static let stoppedAfter: TimeInterval = 0.04

  private struct Sample: Sendable, Equatable {
    var time: TimeInterval
    var position: CGPoint
  }

  /// Samples in time order, none older than `horizon` before the newest.
  private var samples: [Sample] = []

  /// An empty tracker.
  public init() {}

  /// Records that the touch was at `position` (points) at `time` (seconds, any fixed origin).
  /// A time earlier than the previous sample's starts a new track.
  public mutating func addSample(_ position: CGPoint, at time: TimeInterval) {
    if let last = samples.last, time < last.time { samples.removeAll() }
    samples.append(Sample(time: time, position: position))
    let oldest = time - Self.horizon
    if let keep = samples.firstIndex(where: { $0.time >= oldest }), keep > 0 {
      samples.removeFirst(keep)
    }
  }

  /// Forgets all samples (a new touch).
  public mutating func reset() {
    samples.removeAll()
  }

  /// The velocity, in points per second, at `time` (seconds, e.g. when the touch ended): zero with
  /// fewer than two usable samples, when all usable samples share one timestamp, or when the last
  /// sample is more than `stoppedAfter` older than `time`.
  public func velocity(at time: TimeInterval) -> CGPoint {
    guard let newest = samples.last, time - newest.time <= Self.stoppedAfter else { return .zero }
    // Walk back from the newest sample while inside the horizon and without a stopping pause.
    var first = samples.count - 1
    while first > 0 {
      let earlier = samples[first - 1]
      guard newest.time - earlier.time <= Self.horizon,
        samples[first].time - earlier.time <= Self.stoppedAfter
      else { break }
      first -= 1
    }
    let recent = samples[first...]
    guard recent.count >= 2 else { return .zero }
    // Times relative to the newest sample keep the sums well conditioned for large clock values.
    let count = CGFloat(recent.count)
    let meanTime = recent.reduce(0) { $0 + CGFloat($1.time - newest.time) } / count
    let meanX = recent.reduce(0) { $0 + $1.position.x } / count
    let meanY = recent.reduce(0) { $0 + $1.position.y } / count
    var timeVariance: CGFloat = 0
    var covarianceX: CGFloat = 0
    var covarianceY: CGFloat = 0
    for sample in recent {
      let dt = CGFloat(sample.time - newest.time) - meanTime
      timeVariance += dt * dt
      covarianceX += dt * (sample.position.x - meanX)
      covarianceY += dt * (sample.position.y - meanY)
    }
    guard timeVariance > 0 else { return .zero }
    return CGPoint(x: covarianceX / timeVariance, y: covarianceY / timeVariance)
  }
}
