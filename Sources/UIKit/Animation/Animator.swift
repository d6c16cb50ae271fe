import Foundation

/// The application's animation bookkeeping: the stack of `UIView.animate` blocks being run (so
/// property setters know to animate), the groups whose completions are still due, the layers with
/// Core Animation animations (their delegates are told of starts and stops each frame), the open
/// `CATransaction`s, and the standalone layers waiting for layout or display.
@preconcurrency @MainActor
final class Animator {
  private var contextStack: [AnimationGroup] = []
  private var pendingGroups: [AnimationGroup] = []
  /// `UIView.setAnimationsEnabled(_:)`.
  var areAnimationsEnabled = true
  private var disabledDepth = 0
  let transactions = TransactionStack()
  /// The `animateKeyframes` block being recorded, if any.
  var keyframes: KeyframeRecording?

  private var animatingLayers: [WeakLayer] = []
  private var stopsDue: [(AttachedAnimation, Bool)] = []
  private var layersMove = false
  private var layersToLayOut: [WeakLayer] = []
  private var layersToDisplay: [WeakLayer] = []
  /// Property animators running or waiting to start (kept alive until they finish, as UIKit does).
  private var propertyAnimators: [UIViewPropertyAnimator] = []

  private struct WeakLayer {
    weak var layer: CALayer?
  }

  /// Whether an animation may still be moving something: a group whose completion has not run.
  /// Renderers compare presentation values while this holds (and one frame after).
  var hasPendingGroups: Bool { !pendingGroups.isEmpty || !propertyAnimators.isEmpty }

  /// Whether animations are off (`setAnimationsEnabled(false)`, `performWithoutAnimation`): an
  /// animation block then changes its values at once and its completion runs on the next frame,
  /// as UIKit calls completions even when nothing animates.
  var isSuppressed: Bool { !areAnimationsEnabled || disabledDepth > 0 }

  /// Whether a layer animation runs (or a stop waits to be told): frames must run and be compared.
  var isAnimatingLayers: Bool { layersMove || !stopsDue.isEmpty }

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
    let animators = propertyAnimators
    for animator in animators { animator.frameTick(at: time) }
    propertyAnimators.removeAll { !$0.isRunning }
    // Frame times are sums of 1/60 s: a group ending a microsecond later ends on this frame.
    let due = pendingGroups.filter { $0.wasInterrupted || $0.isComplete || $0.endTime <= time + 1e-6 }
    guard !due.isEmpty else { return }
    pendingGroups.removeAll { group in due.contains { $0 === group } }
    for group in due {
      group.complete()
    }
  }

  /// Checks `animator` every frame until it stops running.
  func follow(_ animator: UIViewPropertyAnimator) {
    guard !propertyAnimators.contains(where: { $0 === animator }) else { return }
    propertyAnimators.append(animator)
  }

  /// Follows `layer`'s animations from now on, until none runs.
  func track(_ layer: CALayer) {
    layersMove = true
    guard !animatingLayers.contains(where: { $0.layer === layer }) else { return }
    animatingLayers.append(WeakLayer(layer: layer))
  }

  /// Tells `entry`'s delegate that it stopped, at the next frame (as Core Animation does, never
  /// inside the call that removed it).
  func stopLater(_ entry: AttachedAnimation, finished: Bool) {
    stopsDue.append((entry, finished))
  }

  /// A frame's layer animation bookkeeping: removed animations' stops, then each layer's starts,
  /// ends and removals.
  func updateLayers(at time: TimeInterval) {
    let stops = stopsDue
    stopsDue.removeAll()
    for (entry, finished) in stops { entry.stop(finished: finished) }
    guard !animatingLayers.isEmpty else { return layersMove = false }
    var moving = false
    animatingLayers = animatingLayers.filter { weak in
      guard let layer = weak.layer else { return false }
      let runs = layer.updateAnimations(at: time)
      moving = moving || runs
      return runs || !layer.attached.isEmpty
    }
    layersMove = moving
  }

  func layerNeedsLayout(_ layer: CALayer) {
    layersToLayOut.append(WeakLayer(layer: layer))
  }

  func layerNeedsDisplay(_ layer: CALayer) {
    layersToDisplay.append(WeakLayer(layer: layer))
    DisplayInvalidation.note()
  }

  /// The layout and display of standalone layers marked since the last frame, then the commit of
  /// the frame's implicit transaction.
  func layOutAndDisplayLayers() {
    while !layersToLayOut.isEmpty {
      let layers = layersToLayOut
      layersToLayOut.removeAll()
      for weak in layers { weak.layer?.layoutIfNeeded() }
    }
    let layers = layersToDisplay
    layersToDisplay.removeAll()
    for weak in layers { weak.layer?.displayIfNeeded() }
    transactions.commitImplicit()
  }

  func removeAll() {
    contextStack.removeAll()
    for group in pendingGroups { group.abandon() }
    pendingGroups.removeAll()
    disabledDepth = 0
    areAnimationsEnabled = true
    transactions.removeAll()
    animatingLayers.removeAll()
    stopsDue.removeAll()
    layersMove = false
    layersToLayOut.removeAll()
    layersToDisplay.removeAll()
    propertyAnimators.removeAll()
    keyframes = nil
  }
}
