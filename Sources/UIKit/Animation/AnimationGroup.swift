import Foundation

/// What one `UIView.animate` call started: its timing, and the completion that runs exactly once,
/// when the last of its property animations ends (`true`) or when one is removed early (`false`).
@preconcurrency @MainActor
final class AnimationGroup {
  let beginTime: TimeInterval
  let duration: TimeInterval
  let allowsUserInteraction: Bool
  /// Maps the fraction of the duration elapsed (0…1) to the fraction of the change shown.
  let progress: (CGFloat) -> CGFloat
  private var completion: ((Bool) -> Void)?
  private(set) var wasInterrupted = false
  private(set) var isComplete = false

  init(
    beginTime: TimeInterval, duration: TimeInterval, allowsUserInteraction: Bool,
    progress: @escaping (CGFloat) -> CGFloat, completion: ((Bool) -> Void)?
  ) {
    self.beginTime = beginTime
    self.duration = max(0, duration.isFinite ? duration : 0)
    self.allowsUserInteraction = allowsUserInteraction
    self.progress = progress
    self.completion = completion
  }

  var endTime: TimeInterval { beginTime + duration }

  /// The fraction of the change shown at `time`: 0 before the begin time (the old value shows
  /// during a delay), 1 from the end on.
  func shownFraction(at time: TimeInterval) -> CGFloat {
    if wasInterrupted || time >= endTime { return 1 }
    if time <= beginTime { return 0 }
    return progress(CGFloat((time - beginTime) / duration))
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
