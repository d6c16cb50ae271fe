import Foundation

/// The timing of an animation or a layer, as Apple's protocol: a timeline local to the object,
/// placed in its parent's by `beginTime`, scaled by `speed` and shifted by `timeOffset`, repeated
/// and reversed (Apple docs, `CAMediaTiming`).
@preconcurrency @MainActor
public protocol CAMediaTiming: AnyObject {
  var beginTime: CFTimeInterval { get set }
  var duration: CFTimeInterval { get set }
  var speed: Float { get set }
  var timeOffset: CFTimeInterval { get set }
  var repeatCount: Float { get set }
  var repeatDuration: CFTimeInterval { get set }
  var autoreverses: Bool { get set }
  var fillMode: CAMediaTimingFillMode { get set }
}

/// What an animation shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }

  /// Nothing outside the active time (the default).
  public static let removed = CAMediaTimingFillMode(rawValue: "removed")
  /// The final value stays after the end (while the animation stays on the layer).
  public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
  /// The first value shows before the begin time.
  public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
  public static let both = CAMediaTimingFillMode(rawValue: "both")
}

/// Where a timed object is at a time of its parent: the time within one simple duration to
/// evaluate at, and which repetition that is.
struct MediaTimingState: Equatable {
  enum Phase: Equatable { case before, active, after }
  let phase: Phase
  /// 0…duration: the time within the current repetition, already reversed on the way back.
  let simpleTime: CFTimeInterval
  /// Which repetition (0 for the first), for cumulative animations.
  let iteration: Int
}

/// The timing values of one object and the arithmetic of Core Animation's timing model:
/// - active local time e = (parent time − beginTime) × speed;
/// - one cycle is `duration`, twice that with `autoreverses`;
/// - the active duration is `repeatDuration` if set, else `repeatCount` cycles (fractions allowed),
///   else one cycle;
/// - `timeOffset` shifts where in the active duration the object starts, wrapping around ("a
///   timeOffset of 2 on a 5-second animation starts 2 s in, plays to 5, loops to 0 and plays to 2");
/// - before e = 0 the object shows its start only with a backwards fill; at e ≥ the active duration
///   it has finished and shows its end only with a forwards fill.
struct MediaTiming {
  var beginTime: CFTimeInterval = 0
  var duration: CFTimeInterval = 0
  var speed: Float = 1
  var timeOffset: CFTimeInterval = 0
  var repeatCount: Float = 0
  var repeatDuration: CFTimeInterval = 0
  var autoreverses = false
  var fillMode = CAMediaTimingFillMode.removed

  var cycle: CFTimeInterval { autoreverses ? 2 * duration : duration }

  /// The active duration in the object's local time (infinite for an infinite repeat count).
  var activeDuration: CFTimeInterval {
    if repeatDuration > 0 { return repeatDuration }
    if repeatCount > 0 { return Double(repeatCount) * cycle }
    return cycle
  }

  /// When the object finishes, in its parent's time (infinite when it never does; a zero speed
  /// freezes it, and a frozen object never finishes).
  var endTime: CFTimeInterval {
    guard speed > 0 else { return .infinity }
    return beginTime + activeDuration / Double(speed)
  }

  /// The active local time at `parentTime`.
  func elapsed(at parentTime: CFTimeInterval) -> CFTimeInterval {
    (parentTime - beginTime) * Double(speed)
  }

  /// The state at `parentTime`; nil where the object shows nothing (outside its active time with
  /// no fill covering it).
  func state(at parentTime: CFTimeInterval) -> MediaTimingState? {
    let active = activeDuration
    let e = elapsed(at: parentTime)
    if e < 0 {
      guard fillMode == .backwards || fillMode == .both else { return nil }
      return state(atActiveTime: wrapped(timeOffset, active), phase: .before)
    }
    if e >= active {
      guard fillMode == .forwards || fillMode == .both else { return nil }
      return endState
    }
    return state(atActiveTime: wrapped(e + timeOffset, active), phase: .active)
  }

  /// The state at the very end of the active duration: the end of the last cycle, or part-way
  /// through it for a fractional repeat count.
  private var endState: MediaTimingState {
    let active = activeDuration
    guard cycle > 0, active.isFinite else {
      return MediaTimingState(phase: .after, simpleTime: autoreverses ? 0 : duration, iteration: 0)
    }
    let cycles = active / cycle
    var iteration = Int(cycles.rounded(.down))
    var within = active - Double(iteration) * cycle
    if within < 1e-9 * max(cycle, 1) && iteration > 0 {
      iteration -= 1
      within = cycle
    }
    return MediaTimingState(phase: .after, simpleTime: reversed(within), iteration: iteration)
  }

  private func state(atActiveTime t: CFTimeInterval, phase: MediaTimingState.Phase) -> MediaTimingState {
    guard cycle > 0 else { return MediaTimingState(phase: phase, simpleTime: 0, iteration: 0) }
    let iteration = Int((t / cycle).rounded(.down))
    return MediaTimingState(
      phase: phase, simpleTime: reversed(t - Double(iteration) * cycle), iteration: max(iteration, 0))
  }

  /// Time within a cycle folded back onto 0…duration on the way back of an autoreversing cycle.
  private func reversed(_ withinCycle: CFTimeInterval) -> CFTimeInterval {
    guard autoreverses, withinCycle > duration else { return min(withinCycle, duration) }
    return max(2 * duration - withinCycle, 0)
  }

  private func wrapped(_ t: CFTimeInterval, _ active: CFTimeInterval) -> CFTimeInterval {
    guard timeOffset != 0, active > 0, active.isFinite else { return t }
    let r = t.truncatingRemainder(dividingBy: active)
    return r < 0 ? r + active : r
  }
}
