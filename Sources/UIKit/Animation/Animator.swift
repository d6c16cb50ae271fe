import Foundation

/// The application's animation bookkeeping: the stack of `UIView.animate` blocks being run (so
/// property setters know to animate) and the groups whose completions are still due.
@preconcurrency @MainActor
final class Animator {
  private var contextStack: [AnimationGroup] = []
  private var pendingGroups: [AnimationGroup] = []
  /// `UIView.setAnimationsEnabled(_:)`.
  var areAnimationsEnabled = true
  private var disabledDepth = 0

  /// Whether an animation may still be moving something: a group whose completion has not run.
  /// Renderers compare presentation values while this holds (and one frame after).
  var hasPendingGroups: Bool { !pendingGroups.isEmpty }

  /// Whether animations are off (`setAnimationsEnabled(false)`, `performWithoutAnimation`): an
  /// animation block then changes its values at once and its completion runs on the next frame,
  /// as UIKit calls completions even when nothing animates.
  var isSuppressed: Bool { !areAnimationsEnabled || disabledDepth > 0 }

  /// The group property changes join right now, if any.
  var currentGroup: AnimationGroup? {
    guard areAnimationsEnabled, disabledDepth == 0 else { return nil }
    return contextStack.last
  }

  func run(_ group: AnimationGroup, _ changes: () -> Void) {
    contextStack.append(group)
    changes()
    contextStack.removeLast()
    pendingGroups.append(group)
  }

  func withoutAnimation(_ changes: () -> Void) {
    disabledDepth += 1
    changes()
    disabledDepth -= 1
  }

  /// Runs the completions of groups that ended or were interrupted by `time`. A completion may start
  /// new animations; those complete on a later frame.
  func completeFinishedGroups(at time: TimeInterval) {
    let due = pendingGroups.filter { $0.wasInterrupted || $0.endTime <= time }
    guard !due.isEmpty else { return }
    pendingGroups.removeAll { group in due.contains { $0 === group } }
    for group in due {
      group.complete()
    }
  }

  func removeAll() {
    contextStack.removeAll()
    pendingGroups.removeAll()
    disabledDepth = 0
    areAnimationsEnabled = true
  }
}
