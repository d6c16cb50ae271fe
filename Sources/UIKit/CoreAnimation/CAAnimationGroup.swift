import Foundation

/// Several animations run as one: each child's timing is placed in the group's local time (a
/// child's `beginTime` is relative to the group's start) and is clipped to the group's duration
/// (Apple docs, `CAAnimationGroup`). A child with no duration of its own takes the group's; the
/// group's timing function paces the time the children see.
@preconcurrency @MainActor
open class CAAnimationGroup: CAAnimation {
  open var animations: [CAAnimation]?

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CAAnimationGroup else { return }
    animations = other.animations?.map { $0.copy() as! CAAnimation }
  }

  override func apply(to state: inout LayerState, at parentTime: CFTimeInterval, timing: MediaTiming) {
    guard let now = timing.state(at: parentTime) else { return }
    // The group's timing function paces the time its children see.
    let time = CFTimeInterval(fraction(at: now, duration: timing.duration)) * timing.duration
    for child in animations ?? [] {
      child.apply(to: &state, at: time, timing: child.timing(defaultDuration: timing.duration))
    }
  }
}
