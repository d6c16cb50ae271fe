import Foundation

/// What one `UIView.animate` call started: its timing, and the completion that runs exactly once,
/// when the last of its property animations ends (`true`) or when one is removed early (`false`).
@preconcurrency @MainActor
final class AnimationGroup {
  let beginTime: TimeInterval
  let duration: TimeInterval
  let allowsUserInteraction: Bool
  /// `.repeat`: the animation runs again and again, and completes only when removed.
  let repeats: Bool
  /// `.autoreverse`: each run goes forward then back; when it stops, the model value shows at once
  /// (UIKit's documented behaviour: the view jumps to the final value set in the block).
  let autoreverses: Bool
  /// Maps the fraction of the duration elapsed (0…1) to the fraction of the change shown.
  let progress: (CGFloat) -> CGFloat
  private var completion: ((Bool) -> Void)?
  private(set) var wasInterrupted = false
  private(set) var isComplete = false
  /// What paces the group instead of its own clock: a property animator's timeline. The group then
  /// runs until the pacer completes it.
  private(set) weak var pacer: (any AnimationPacer)?
  /// The model values its changes replaced, by layer and key, for a pacer that puts them back
  /// (a property animator finishing at its start). The layers are held weakly: each layer holds
  /// this group in its tracks, so a strong reference kept the layer of an animator left paused or
  /// running alive for good once its view had gone (LeakSanitizer found them).
  private(set) var startValues: [StartValue] = []

  struct StartValue {
    weak var layer: CALayer?
    let key: String
    let value: LayerValue
  }

  init(
    beginTime: TimeInterval, duration: TimeInterval, allowsUserInteraction: Bool, repeats: Bool = false,
    autoreverses: Bool = false, progress: @escaping (CGFloat) -> CGFloat, completion: ((Bool) -> Void)?
  ) {
    self.beginTime = beginTime
    self.duration = max(0, duration.isFinite ? duration : 0)
    self.allowsUserInteraction = allowsUserInteraction
    // A zero-length animation cannot repeat: it ends at once.
    self.repeats = repeats && self.duration > 0
    self.autoreverses = autoreverses && self.duration > 0
    self.progress = progress
    self.completion = completion
  }

  /// A group paced by `pacer` from `beginTime` on; its completion is the pacer's.
  convenience init(pacedBy pacer: any AnimationPacer, beginTime: TimeInterval, allowsUserInteraction: Bool) {
    self.init(
      beginTime: beginTime, duration: 0, allowsUserInteraction: allowsUserInteraction, progress: { $0 },
      completion: nil)
    self.pacer = pacer
  }

  /// One run: the duration, twice that with `autoreverses`.
  var cycle: TimeInterval { autoreverses ? 2 * duration : duration }

  var endTime: TimeInterval { repeats || pacer != nil ? .infinity : beginTime + cycle }

  /// The fraction of the change shown at `time`: 0 before the begin time (the old value shows
  /// during a delay), 1 from the end on; within a run forward, then back when autoreversing.
  func shownFraction(at time: TimeInterval) -> CGFloat {
    if wasInterrupted || isComplete || time >= endTime { return 1 }
    if let pacer { return pacer.shownFraction(of: self, at: time) }
    if time <= beginTime { return 0 }
    var elapsed = time - beginTime
    if repeats { elapsed = elapsed.truncatingRemainder(dividingBy: cycle) }
    var fraction = elapsed / duration
    if autoreverses, fraction > 1 { fraction = 2 - fraction }
    return progress(CGFloat(fraction))
  }

  func isRunning(at time: TimeInterval) -> Bool {
    !wasInterrupted && !isComplete && time < endTime
  }

  /// Notes the model value a change in this group replaces, the first time `key` changes on `layer`.
  func noteStartValue(ofKey key: String, on layer: CALayer) {
    guard pacer != nil, !startValues.contains(where: { $0.layer === layer && $0.key == key }),
      let value = layer.state.value(forKeyPath: key)
    else { return }
    startValues.append(StartValue(layer: layer, key: key, value: value))
  }

  func interrupt() {
    guard !isComplete else { return }
    wasInterrupted = true
  }

  /// Lets go of the completion without running it: the application is starting over, and the
  /// completion belongs to a screen that is gone (which it may hold, through the layers that hold
  /// this group, for good).
  func abandon() {
    isComplete = true
    completion = nil
  }

  /// Runs the completion once: finished unless interrupted.
  func complete() {
    guard !isComplete else { return }
    isComplete = true
    let completion = self.completion
    self.completion = nil
    completion?(!wasInterrupted)
  }
}

/// Paces animation groups from outside their clocks (`UIViewPropertyAnimator`).
@preconcurrency @MainActor
protocol AnimationPacer: AnyObject {
  /// The fraction of `group`'s changes shown at `time` (0 shows the old values, 1 the new).
  func shownFraction(of group: AnimationGroup, at time: TimeInterval) -> CGFloat
}
