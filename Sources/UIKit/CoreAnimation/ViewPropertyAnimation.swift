import Foundation

/// The animation a `UIView.animate` block gives a layer property that has no additive track
/// (`backgroundColor`, `cornerRadius`, `borderWidth`, a shape's `path`…): from the value on screen
/// to the new model value, paced by the block's group, so it follows the block's curve, delay,
/// spring and completion, and a property animator's pausing and scrubbing.
@preconcurrency @MainActor
final class ViewPropertyAnimation: CABasicAnimation {
  private(set) var group: AnimationGroup?
  private var start: LayerValue?

  convenience init(keyPath: String, from start: LayerValue, group: AnimationGroup) {
    self.init()
    self.keyPath = keyPath
    self.start = start
    self.group = group
    beginTime = group.beginTime
    duration = max(group.duration, 1e-6)
    fillMode = .backwards
  }

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? ViewPropertyAnimation else { return }
    group = other.group
    start = other.start
  }

  override func apply(to state: inout LayerState, at parentTime: CFTimeInterval, timing: MediaTiming) {
    guard let keyPath = parsedKeyPath, let start, let group, let underlying = state.value(at: keyPath) else {
      return
    }
    state.set(start.interpolated(to: underlying, fraction: group.shownFraction(at: parentTime)), at: keyPath)
  }

  override func hasFinished(_ timing: MediaTiming, at time: CFTimeInterval) -> Bool {
    group.map { !$0.isRunning(at: time) } ?? true
  }
}
