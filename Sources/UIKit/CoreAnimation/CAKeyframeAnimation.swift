import Foundation

/// An animation through a sequence of values, or along a path (Apple docs, `CAKeyframeAnimation`):
/// - `keyTimes` (0…1, one per value) place the values in time; without them the values are evenly
///   spaced. `timingFunctions` (one per segment) pace each segment, after the animation's own
///   `timingFunction` has paced the whole.
/// - `calculationMode`: `.linear` interpolates segment by segment; `.discrete` shows each value in
///   turn without interpolating; `.paced` ignores key times and timing functions and moves at
///   constant speed (time in proportion to the distance between values); `.cubic` runs a
///   Kochanek–Bartels spline through the values (`tensionValues`, `continuityValues`,
///   `biasValues`, all 0 by default: a Catmull–Rom spline); `.cubicPaced` the spline at constant
///   pace.
/// - `path` replaces `values` for point properties: each segment of the path is a keyframe, and
///   `.paced` moves at constant speed along its length. `rotationMode` `.rotateAuto` turns the layer
///   to the path's direction of travel (added to its transform), `.rotateAutoReverse` to the opposite.
@preconcurrency @MainActor
open class CAKeyframeAnimation: CAPropertyAnimation {
  open var values: [Any]? { didSet { parsedValues = values?.compactMap { LayerValue($0) } ?? [] } }
  open var path: CGPath? { didSet { measure = path.map(PathMeasure.init) } }
  open var keyTimes: [NSNumber]?
  open var timingFunctions: [CAMediaTimingFunction]?
  open var calculationMode = CAAnimationCalculationMode.linear
  open var rotationMode: CAAnimationRotationMode?
  open var tensionValues: [NSNumber]?
  open var continuityValues: [NSNumber]?
  open var biasValues: [NSNumber]?

  private var parsedValues: [LayerValue] = []
  private var measure: PathMeasure?

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CAKeyframeAnimation else { return }
    values = other.values
    path = other.path
    keyTimes = other.keyTimes
    timingFunctions = other.timingFunctions
    calculationMode = other.calculationMode
    rotationMode = other.rotationMode
    tensionValues = other.tensionValues
    continuityValues = other.continuityValues
    biasValues = other.biasValues
  }

  override func apply(to state: inout LayerState, at parentTime: CFTimeInterval, timing: MediaTiming) {
    guard let measure, let keyPath = parsedKeyPath, let now = timing.state(at: parentTime),
      case .point(let underlying)? = state.value(at: keyPath)
    else { return super.apply(to: &state, at: parentTime, timing: timing) }
    let f = fraction(at: now, duration: timing.duration)
    guard let (point, angle) = measure.position(atDistance: distanceAlongPath(measure, fraction: f)) else {
      return
    }
    let placed = isAdditive ? CGPoint(x: underlying.x + point.x, y: underlying.y + point.y) : point
    state.set(.point(placed), at: keyPath)
    if let rotationMode {
      let turn = rotationMode == .rotateAutoReverse ? angle + .pi : angle
      state.transform = CATransform3DConcat(CATransform3DMakeRotation(turn, 0, 0, 1), state.transform)
    }
  }

  override func value(at state: MediaTimingState, duration: CFTimeInterval, underlying: LayerValue)
    -> LayerValue?
  {
    let values = parsedValues
    guard let first = values.first, let last = values.last else { return nil }
    let f = fraction(at: state, duration: duration)
    let value: LayerValue
    switch calculationMode {
    case .discrete: value = values[discreteIndex(f, count: values.count)]
    case .paced: value = interpolate(values, at: Self.pacedTimes(values), f, segmentPacing: false)
    case .cubic: value = spline(values, times: keyTimeValues(count: values.count), f, segmentPacing: true)
    case .cubicPaced: value = spline(values, times: Self.pacedTimes(values), f, segmentPacing: false)
    default: value = interpolate(values, at: keyTimeValues(count: values.count), f, segmentPacing: true)
    }
    return accumulated(value, change: last.subtracting(first), iterations: state.iteration)
  }

  // MARK: Timing

  /// The key times for `count` keyframes: the given ones when there are that many, else even.
  private func keyTimeValues(count: Int) -> [CGFloat] {
    if let keyTimes, keyTimes.count == count { return keyTimes.map { CGFloat($0.doubleValue) } }
    return (0..<count).map { count > 1 ? CGFloat($0) / CGFloat(count - 1) : 0 }
  }

  /// Times in proportion to the distance covered (`.paced`).
  private static func pacedTimes(_ values: [LayerValue]) -> [CGFloat] {
    var times: [CGFloat] = [0]
    for (a, b) in zip(values, values.dropFirst()) { times.append(times.last! + a.distance(to: b)) }
    let total = times.last!
    return total > 0
      ? times.map { $0 / total } : (0..<values.count).map { CGFloat($0) / CGFloat(max(values.count - 1, 1)) }
  }

  /// Each value shows for its share of the time: from its key time to the next (the last from its
  /// own key time on), or 1/n of the time each without key times.
  private func discreteIndex(_ f: CGFloat, count: Int) -> Int {
    if let keyTimes, keyTimes.count >= count {
      let times = keyTimes.map { CGFloat($0.doubleValue) }
      return (0..<count).last { times[$0] <= f } ?? 0
    }
    return min(max(Int((f * CGFloat(count)).rounded(.down)), 0), count - 1)
  }

  /// The segment containing `f` and how far into it (through its timing function when paced so).
  private func segment(_ times: [CGFloat], _ f: CGFloat, segmentPacing: Bool) -> (Int, CGFloat) {
    let last = times.count - 2
    let index = (0...last).first { f <= times[$0 + 1] } ?? last
    let span = times[index + 1] - times[index]
    var local = span > 0 ? min(max((f - times[index]) / span, 0), 1) : 1
    if segmentPacing, let functions = timingFunctions, functions.indices.contains(index) {
      local = functions[index].value(at: local)
    }
    return (index, local)
  }

  private func interpolate(_ values: [LayerValue], at times: [CGFloat], _ f: CGFloat, segmentPacing: Bool)
    -> LayerValue
  {
    guard values.count > 1 else { return values[0] }
    let (index, local) = segment(times, f, segmentPacing: segmentPacing)
    return values[index].interpolated(to: values[index + 1], fraction: local)
  }

  /// Kochanek–Bartels: Hermite segments whose tangents weigh the neighbouring chords by tension t,
  /// continuity c and bias b (all 0: Catmull–Rom).
  private func spline(_ values: [LayerValue], times: [CGFloat], _ f: CGFloat, segmentPacing: Bool)
    -> LayerValue
  {
    guard values.count > 1 else { return values[0] }
    let (i, s) = segment(times, f, segmentPacing: segmentPacing)
    func parameter(_ array: [NSNumber]?, _ k: Int) -> CGFloat {
      guard let array, array.indices.contains(k) else { return 0 }
      return CGFloat(array[k].doubleValue)
    }
    func point(_ k: Int) -> LayerValue { values[min(max(k, 0), values.count - 1)] }
    func tangent(_ k: Int, outgoing: Bool) -> LayerValue {
      let (t, c, b) = (parameter(tensionValues, k), parameter(continuityValues, k), parameter(biasValues, k))
      let before = point(k).subtracting(point(k - 1))
      let after = point(k + 1).subtracting(point(k))
      let w1 = (1 - t) * (1 + b) * (outgoing ? 1 + c : 1 - c) / 2
      let w2 = (1 - t) * (1 - b) * (outgoing ? 1 - c : 1 + c) / 2
      return (before.scaled(by: w1) ?? before).adding(after.scaled(by: w2) ?? after)
    }
    let (s2, s3) = (s * s, s * s * s)
    let terms: [(LayerValue, CGFloat)] = [
      (point(i), 2 * s3 - 3 * s2 + 1), (tangent(i, outgoing: true), s3 - 2 * s2 + s),
      (point(i + 1), -2 * s3 + 3 * s2), (tangent(i + 1, outgoing: false), s3 - s2),
    ]
    guard
      let sum = terms.reduce(
        nil as LayerValue?,
        { total, term in
          guard let scaled = term.0.scaled(by: term.1) else { return nil }
          return total.map { $0.adding(scaled) } ?? scaled
        })
    else { return interpolate(values, at: times, f, segmentPacing: segmentPacing) }
    return sum
  }

  /// How far along the path at `f`: by length when paced, else by segment and key time.
  private func distanceAlongPath(_ measure: PathMeasure, fraction f: CGFloat) -> CGFloat {
    if calculationMode == .paced || calculationMode == .cubicPaced { return f * measure.length }
    let lengths = measure.segments.map(\.length)
    guard !lengths.isEmpty else { return 0 }
    var starts: [CGFloat] = [0]
    for length in lengths { starts.append(starts.last! + length) }
    let times = keyTimeValues(count: starts.count)
    if calculationMode == .discrete { return starts[discreteIndex(f, count: starts.count)] }
    let (index, local) = segment(times, f, segmentPacing: true)
    return starts[index] + local * lengths[index]
  }
}

/// How a keyframe animation computes the values between keyframes.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let linear = CAAnimationCalculationMode(rawValue: "linear")
  public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
  public static let paced = CAAnimationCalculationMode(rawValue: "paced")
  public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
  public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// Whether a layer moving along a keyframe path turns with it.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
  public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}
