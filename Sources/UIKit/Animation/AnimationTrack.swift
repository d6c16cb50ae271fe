import Foundation

/// The running animations of one layer property. Animations are additive, as UIKit's have been since
/// iOS 8: each holds the jump its model change made (old − new) and lets it decay to zero, so the
/// presentation value is the model value plus what is left of every jump. A new animation therefore
/// starts from the current presentation value, with no jump.
@preconcurrency @MainActor
struct AnimationTrack<Value: AnimatableValue> {
  private var entries: [(delta: Value, group: AnimationGroup)] = []

  var isEmpty: Bool { entries.isEmpty }

  mutating func add(from oldValue: Value, to newValue: Value, in group: AnimationGroup) {
    entries.append((oldValue - newValue, group))
  }

  /// The model value plus what is left of each animation at `time`.
  func presentation(of model: Value, at time: TimeInterval) -> Value {
    entries.reduce(model) { value, entry in
      value + entry.delta * (1 - entry.group.shownFraction(at: time))
    }
  }

  /// Whether an animation that blocks touches is running.
  func blocksInteraction(at time: TimeInterval) -> Bool {
    entries.contains { !$0.group.allowsUserInteraction && $0.group.isRunning(at: time) }
  }

  func isRunning(at time: TimeInterval) -> Bool {
    entries.contains { $0.group.isRunning(at: time) }
  }

  /// Drops the animations that are over.
  mutating func prune(at time: TimeInterval) {
    entries.removeAll { !$0.group.isRunning(at: time) }
  }

  /// Stops every animation at once (the presentation jumps to the model); their completions get false.
  mutating func removeAll() {
    for entry in entries {
      entry.group.interrupt()
    }
    entries.removeAll()
  }
}
