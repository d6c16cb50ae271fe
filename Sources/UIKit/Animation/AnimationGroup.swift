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

  /// One run: the duration, twice that with `autoreverses`.
  var cycle: TimeInterval { autoreverses ? 2 * duration : duration }

  var endTime: TimeInterval { repeats ? .infinity : beginTime + cycle }

  /// The fraction of the change shown at `time`: 0 before the begin time (the old value shows
  /// during a delay), 1 from the end on; within a run forward, then back when autoreversing.
  func shownFraction(at time: TimeInterval) -> CGFloat {
    if wasInterrupted || time >= endTime { return 1 }
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

  func interrupt() {
    guard !isComplete else { return }
    wasInterrupted = true
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
