import Foundation

/// The animator's timeline: running its blocks in paced groups, resuming, reversing, scrubbing,
/// and finishing.
extension UIViewPropertyAnimator: AnimationPacer {
  /// The timeline fraction and the shown fraction now.
  var currentPosition: (p: CGFloat, f: CGFloat) {
    switch phase {
    case .inactive: return (0, 0)
    case .running(let run):
      let now = UIApplication.shared.clock.now
      return (run.timelineFraction(at: now), run.shownFraction(at: now))
    case .paused(let p, let f): return (p, f)
    case .stopped(let p): return (p, p)
    }
  }

  func shownFraction(of group: AnimationGroup, at time: TimeInterval) -> CGFloat {
    let f: CGFloat
    switch phase {
    case .running(let run): f = run.shownFraction(at: time)
    case .paused(_, let shown): f = shown
    case .inactive, .stopped: f = 1
    }
    guard let start = groups.first(where: { $0.group === group })?.startsAt, start > 0 else { return f }
    // A group added late runs over what is left of the change from its start on.
    return start < 1 ? max(0, (f - start) / (1 - start)) : 1
  }

  /// Runs the blocks added before the start: the animator becomes active.
  func activate() {
    let pending = blocks
    blocks.removeAll()
    for block in pending { run(block.animation, delayFactor: block.delayFactor) }
  }

  /// Runs `animation` in a group paced by the timeline. A block added after the start covers the
  /// remaining time, after `delayFactor` of it.
  func run(_ animation: () -> Void, delayFactor: CGFloat) {
    let application = UIApplication.shared
    let position = currentPosition
    let startsAt: CGFloat
    if delayFactor > 0 {
      let p = position.p + (1 - position.p) * delayFactor
      startsAt = curve.value(at: p)
    } else {
      startsAt = position.f
    }
    let group = AnimationGroup(
      pacedBy: self, beginTime: application.clock.now, allowsUserInteraction: isUserInteractionEnabled)
    groups.append((group, startsAt))
    application.animator.run(group, animation)
  }

  /// Runs from `position` toward the end the direction points to, along the current timing.
  func resume(from position: (p: CGFloat, f: CGFloat), after wait: TimeInterval) {
    let target: CGFloat = reversed ? 0 : 1
    phase = .running(
      AnimatorRun(
        startTime: UIApplication.shared.clock.now + wait,
        duration: TimeInterval(abs(target - position.p)) * curve.duration, p0: position.p, pT: target,
        f0: position.f, fT: target, q0: position.p, qT: target, curve: curve))
    UIApplication.shared.animator.follow(self)
  }

  func setReversed(_ value: Bool) {
    guard value != reversed else { return }
    guard isInterruptible || state == .inactive else {
      return report("isReversed on a non-interruptible animator")
    }
    reversed = value
    if case .running(let run) = phase {
      let now = UIApplication.shared.clock.now
      let position = (p: run.timelineFraction(at: now), f: run.shownFraction(at: now))
      resume(from: position, after: max(0, run.startTime - now))
    }
  }

  func scrub(to value: CGFloat) {
    guard value.isFinite else { return }
    guard isInterruptible else { return report("fractionComplete on a non-interruptible animator") }
    let p = min(max(value, 0), 1)
    switch phase {
    case .inactive:
      activate()
    case .paused:
      break
    case .running, .stopped:
      return
    }
    phase = .paused(p: p, f: scrubsLinearly ? p : curve.value(at: p))
  }

  /// The frame's check: a run that reached its end finishes (or pauses there).
  func frameTick(at time: TimeInterval) {
    guard case .running(let run) = phase, run.isOver(at: time) else { return }
    if pausesOnCompletion {
      phase = .paused(p: run.pT, f: run.fT)
      return
    }
    let position: UIViewAnimatingPosition = run.pT >= 1 ? .end : .start
    if position == .start {
      let changes = changedValues()
      completeGroups()
      UIView.performWithoutAnimation {
        for change in changes { change.layer.set(change.start, forKeyPath: change.key) }
      }
    }
    finish(at: position)
  }

  /// Makes the values on screen the model values and ends the groups, keeping what a later
  /// `finishAnimation(at:)` needs.
  func holdCurrentValues() {
    let now = UIApplication.shared.clock.now
    let changes = changedValues().map { change in
      (
        change, end: change.layer.state.value(forKeyPath: change.key),
        shown: change.layer.presentationState(at: now).value(forKeyPath: change.key)
      )
    }
    stoppedValues = changes.compactMap { change, end, _ in
      end.map { (change.layer, change.key, change.start, $0) }
    }
    completeGroups()
    UIView.performWithoutAnimation {
      for (change, _, shown) in changes {
        if let shown { change.layer.set(shown, forKeyPath: change.key) }
      }
    }
  }

  /// Each property the blocks changed, once, with the model value before the first change.
  func changedValues() -> [(layer: CALayer, key: String, start: LayerValue)] {
    var changes: [(layer: CALayer, key: String, start: LayerValue)] = []
    for start in groups.flatMap(\.group.startValues) {
      guard let layer = start.layer, !changes.contains(where: { $0.layer === layer && $0.key == start.key })
      else { continue }
      changes.append((layer, start.key, start.value))
    }
    return changes
  }

  /// Runs the completions with `position`; the animator is inactive and can be used again.
  func finish(at position: UIViewAnimatingPosition) {
    completeGroups()
    phase = .inactive
    reversed = false
    let due = completions
    completions.removeAll()
    for completion in due { completion(position) }
  }

  /// The layers the blocks changed show something else now: their cached presentations go.
  func invalidatePresentation() {
    for start in groups.flatMap(\.group.startValues) { start.layer?.presentationCacheTime = .nan }
    DisplayInvalidation.note()
  }

  func report(_ message: String) {
    UIApplication.shared.environment.diagnostics("UIViewPropertyAnimator: \(message)")
  }

  private func completeGroups() {
    for entry in groups { entry.group.complete() }
    groups.removeAll()
  }
}
