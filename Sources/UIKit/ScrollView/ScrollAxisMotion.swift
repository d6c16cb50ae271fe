import Foundation

/// One axis of a scroll view's motion once the finger has lifted: an explicit state machine.
///
/// `decelerating` follows UIKit's exponential deceleration (`DecelerationModel`); when it carries the
/// offset past an edge it hands over, at the exact crossing time and velocity, to the critically
/// damped bounce spring (`springing`), which brings it back to the edge. Paging and bounce-back
/// from an overscrolled release start in `springing` directly. Both end `resting` once within
/// half a device pixel of where they stop (ScrollMechanics' rule, `MotionThreshold`).
struct ScrollAxisMotion: Equatable {
  enum Phase: Equatable {
    case resting
    case decelerating(DecelerationModel, stopsAfter: TimeInterval)
    case springing(SpringModel, settlesAfter: TimeInterval)
  }

  private(set) var phase: Phase
  private(set) var phaseStart: TimeInterval
  private(set) var position: CGFloat
  let range: ClosedRange<CGFloat>
  let bounces: Bool
  let restingDistance: CGFloat

  /// Motion from `position` with `velocity` (points per second) inside `range`.
  init(
    position: CGFloat, velocity: CGFloat, rate: CGFloat, range: ClosedRange<CGFloat>, bounces: Bool,
    restingDistance: CGFloat, at time: TimeInterval
  ) {
    self.position = position
    self.range = range
    self.bounces = bounces
    self.restingDistance = restingDistance
    phaseStart = time
    phase = .resting
    if !range.contains(position) {
      startSpring(.scrollBounce(from: position, velocity: velocity, to: range.clamped(position)), at: time)
    } else {
      let model = DecelerationModel(position: position, velocity: velocity, rate: rate)
      let stop = model.duration(untilRestingWithin: restingDistance)
      if stop > 0, abs(model.restingOffset - position) > restingDistance {
        phase = .decelerating(model, stopsAfter: stop)
      }
    }
  }

  /// Motion that springs from `position` with `velocity` to `target`: onto a page (the quicker
  /// paging spring) or to an edge or a delegate's target (the bounce spring).
  init(
    springFrom position: CGFloat, velocity: CGFloat, to target: CGFloat, paging: Bool,
    range: ClosedRange<CGFloat>,
    restingDistance: CGFloat, at time: TimeInterval
  ) {
    self.position = position
    self.range = range
    self.bounces = true
    self.restingDistance = restingDistance
    phaseStart = time
    phase = .resting
    let spring: SpringModel =
      paging
      ? .paging(from: position, velocity: velocity, to: target)
      : .scrollBounce(from: position, velocity: velocity, to: target)
    startSpring(spring, at: time)
  }

  /// An axis that does not move.
  init(restingAt position: CGFloat) {
    self.position = position
    range = position...position
    bounces = false
    restingDistance = 0
    phaseStart = 0
    phase = .resting
  }

  var isResting: Bool { phase == .resting }

  /// Where the motion will stop (for `scrollViewWillEndDragging`'s target).
  var restingPosition: CGFloat {
    switch phase {
    case .resting: return position
    case .decelerating(let model, _): return range.clamped(model.restingOffset)
    case .springing(let spring, _): return spring.target
    }
  }

  /// The velocity now, in points per second.
  func velocity(at time: TimeInterval) -> CGFloat {
    switch phase {
    case .resting: return 0
    case .decelerating(let model, _): return model.velocity(at: time - phaseStart)
    case .springing(let spring, _): return spring.velocity(at: time - phaseStart)
    }
  }

  /// Moves the motion to `time`, changing phase where an edge is crossed or the motion settles.
  mutating func advance(to time: TimeInterval) {
    switch phase {
    case .resting:
      return
    case .decelerating(let model, let stopsAfter):
      let elapsed = time - phaseStart
      if let crossing = edgeCrossing(of: model), crossing.time <= min(elapsed, stopsAfter) {
        guard bounces else {
          position = crossing.edge
          phase = .resting
          return
        }
        let velocity = model.velocity(at: crossing.time)
        startSpring(
          .scrollBounce(from: crossing.edge, velocity: velocity, to: crossing.edge),
          at: phaseStart + crossing.time)
        advance(to: time)
      } else if elapsed >= stopsAfter {
        position = range.clamped(model.restingOffset)
        phase = .resting
      } else {
        // Clamped: before the crossing the position is inside, up to rounding.
        position = range.clamped(model.position(at: elapsed))
      }
    case .springing(let spring, let settlesAfter):
      let elapsed = time - phaseStart
      if elapsed >= settlesAfter {
        position = spring.target
        phase = .resting
      } else {
        position = spring.position(at: elapsed)
      }
    }
  }

  /// Stops where it is (a finger caught the scroll view).
  mutating func stop() {
    phase = .resting
  }

  private mutating func startSpring(_ spring: SpringModel, at time: TimeInterval) {
    phaseStart = time
    position = spring.position(at: 0)
    let settles = spring.settlingTime(epsilon: restingDistance)
    phase = settles.isFinite && settles > 0 ? .springing(spring, settlesAfter: settles) : .resting
    if phase == .resting { position = spring.target }
  }

  /// When, if ever, the deceleration reaches the edge it is heading past.
  private func edgeCrossing(of model: DecelerationModel) -> (time: TimeInterval, edge: CGFloat)? {
    let rest = model.restingOffset
    let edge: CGFloat
    if rest < range.lowerBound {
      edge = range.lowerBound
    } else if rest > range.upperBound {
      edge = range.upperBound
    } else {
      return nil
    }
    guard let time = model.time(toReach: edge) else { return nil }
    return (time, edge)
  }
}

extension ClosedRange where Bound == CGFloat {
  func clamped(_ value: CGFloat) -> CGFloat {
    Swift.min(Swift.max(value, lowerBound), upperBound)
  }
}
