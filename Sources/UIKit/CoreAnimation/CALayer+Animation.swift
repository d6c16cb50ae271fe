import Foundation

/// One animation on a layer: the copy that was added, its timing with the begin time and duration
/// resolved, and what its delegate and transactions have been told.
@preconcurrency @MainActor
final class AttachedAnimation {
  let key: String?
  let animation: CAAnimation
  let timing: MediaTiming
  let transactions: [TransactionRecord]
  var hasStarted = false
  var hasStopped = false

  init(key: String?, animation: CAAnimation, timing: MediaTiming, transactions: [TransactionRecord]) {
    self.key = key
    self.animation = animation
    self.timing = timing
    self.transactions = transactions
  }

  /// Tells the delegate and the transactions, once.
  func stop(finished: Bool) {
    guard !hasStopped else { return }
    hasStopped = true
    animation.delegate?.animationDidStop(animation, finished: finished)
    for transaction in transactions { transaction.animationEnded() }
  }
}

extension CALayer {
  /// Adds a copy of `anim` (Apple: "the animation is copied"), replacing any animation with the same
  /// key. A begin time of 0 becomes now in the layer's time; a duration of 0 the transaction's; a
  /// property animation without a key path animates the property named by `key`.
  public func add(_ anim: CAAnimation, forKey key: String?) {
    guard !isPresentationCopy, let copy = anim.copy() as? CAAnimation else { return }
    let transactions = UIApplication.shared.animator.transactions
    if let property = copy as? CAPropertyAnimation, property.keyPath == nil { property.keyPath = key }
    if copy.timingFunction == nil, let function = transactions.timingFunction {
      copy.timingFunction = function
    }
    if copy.beginTime == 0 { copy.beginTime = localTime(atMediaTime: CACurrentMediaTime()) }
    if let key { removeAnimation(forKey: key) }
    let records = transactions.recordsTrackingCompletion()
    for record in records { record.animationStarted() }
    attached.append(
      AttachedAnimation(
        key: key, animation: copy, timing: copy.timing(defaultDuration: transactions.animationDuration),
        transactions: records))
    animationsDidChange()
    UIApplication.shared.animator.track(self)
  }

  /// The animation added for `key` (the copy on the layer).
  public func animation(forKey key: String) -> CAAnimation? {
    attached.last { $0.key == key }?.animation
  }

  /// The keys of the animations on the layer (and of the properties a `UIView.animate` block is
  /// animating); nil when there are none.
  public func animationKeys() -> [String]? {
    let now = CACurrentMediaTime()
    let tracks = [
      ("bounds", boundsTrack.isRunning(at: now)), ("position", positionTrack.isRunning(at: now)),
      ("opacity", opacityTrack.isRunning(at: now)), ("transform", transformTrack.isRunning(at: now)),
    ].filter(\.1).map(\.0)
    let keys = tracks + attached.compactMap(\.key).filter { !tracks.contains($0) }
    return keys.isEmpty ? nil : keys
  }

  /// Removes the animation for `key`; its delegate hears `finished: false`.
  public func removeAnimation(forKey key: String) {
    let removed = attached.filter { $0.key == key }
    guard !removed.isEmpty else { return }
    attached.removeAll { $0.key == key }
    for entry in removed { UIApplication.shared.animator.stopLater(entry, finished: false) }
    animationsDidChange()
  }

  /// Stops every animation: the presentation jumps to the model; delegates and `UIView.animate`
  /// completions hear `false`.
  public func removeAllAnimations() {
    boundsTrack.removeAll()
    positionTrack.removeAll()
    opacityTrack.removeAll()
    transformTrack.removeAll()
    for entry in attached { UIApplication.shared.animator.stopLater(entry, finished: false) }
    attached.removeAll()
    animationsDidChange()
    owner?.layerAppearanceDidChange()
  }

  /// A copy holding the values on screen now: the model with the running animations applied. For an
  /// app subclass the copy is made with `init()`, so its own stored properties keep their defaults.
  public func presentation() -> Self? {
    let copy = type(of: self).init()
    copy.isPresentationCopy = true
    copy.modelLayer = self
    copy.state = presentationState(at: CACurrentMediaTime())
    copy.contentsScale = contentsScale
    return copy
  }

  /// The model layer: itself, or for a presentation copy the layer it was made from.
  public func model() -> Self {
    (modelLayer as? Self) ?? self
  }

  /// The values on screen at `mediaTime`: the model, the `UIView.animate` tracks' remaining jumps,
  /// then each added animation in the order added (later ones see the earlier ones' values).
  func presentationState(at mediaTime: CFTimeInterval) -> LayerState {
    guard hasAnimations else { return state }
    if presentationCacheTime == mediaTime, presentationCacheVersion == version {
      return presentationCacheState
    }
    var shown = state
    if !boundsTrack.isEmpty { shown.bounds = boundsTrack.presentation(of: state.bounds, at: mediaTime) }
    if !positionTrack.isEmpty {
      shown.position = positionTrack.presentation(of: state.position, at: mediaTime)
    }
    if !opacityTrack.isEmpty {
      shown.opacity = Float(opacityTrack.presentation(of: CGFloat(state.opacity), at: mediaTime))
    }
    if !transformTrack.isEmpty {
      shown.transform = CATransform3DMakeAffineTransform(
        transformTrack.presentation(of: state.affineTransform, at: mediaTime))
    }
    if !attached.isEmpty {
      let time = localTime(atMediaTime: mediaTime)
      for entry in attached {
        entry.animation.apply(to: &shown, at: time, timing: entry.timing)
      }
    }
    presentationCacheTime = mediaTime
    presentationCacheVersion = version
    presentationCacheState = shown
    return shown
  }

  var hasAnimations: Bool {
    !attached.isEmpty || !boundsTrack.isEmpty || !positionTrack.isEmpty || !opacityTrack.isEmpty
      || !transformTrack.isEmpty
  }

  /// Whether a running animation that does not allow user interaction moves this layer.
  func blocksInteraction(at time: TimeInterval) -> Bool {
    boundsTrack.blocksInteraction(at: time) || positionTrack.blocksInteraction(at: time)
      || opacityTrack.blocksInteraction(at: time) || transformTrack.blocksInteraction(at: time)
  }

  /// A frame's bookkeeping: tells delegates of starts and ends, removes finished animations that
  /// leave on completion, drops finished tracks. Returns whether anything still moves (an animation
  /// running at a non-zero speed).
  func updateAnimations(at mediaTime: CFTimeInterval) -> Bool {
    boundsTrack.prune(at: mediaTime)
    positionTrack.prune(at: mediaTime)
    opacityTrack.prune(at: mediaTime)
    transformTrack.prune(at: mediaTime)
    let tracksRun =
      !boundsTrack.isEmpty || !positionTrack.isEmpty || !opacityTrack.isEmpty || !transformTrack.isEmpty
    guard !attached.isEmpty else { return tracksRun }
    let time = localTime(atMediaTime: mediaTime)
    var finished: [AttachedAnimation] = []
    for entry in attached where !entry.hasStopped {
      if !entry.hasStarted, entry.timing.elapsed(at: time) >= 0 {
        entry.hasStarted = true
        entry.animation.delegate?.animationDidStart(entry.animation)
      }
      if entry.animation.hasFinished(entry.timing, at: time) { finished.append(entry) }
    }
    if finished.contains(where: \.animation.isRemovedOnCompletion) {
      attached.removeAll { entry in
        entry.animation.isRemovedOnCompletion && finished.contains { $0 === entry }
      }
      animationsDidChange()
    }
    for entry in finished { entry.stop(finished: true) }
    return tracksRun || (attached.contains { !$0.hasStopped } && effectiveSpeed != 0)
  }

  func animationsDidChange() {
    version &+= 1
    presentationCacheTime = .nan
    DisplayInvalidation.note()
  }
}
