import Foundation

/// What follows a change of a model value: the owning view hears of it, a `UIView.animate` block
/// animates it, a standalone layer runs its implicit action, drawn content is marked stale.
extension CALayer {
  /// The keys whose `UIView.animate` animations are additive tracks (UIKit's additive animations
  /// since iOS 8: a new animation starts from what is on screen).
  private static let trackedKeys: Set<String> = ["bounds", "position", "opacity", "transform"]

  /// The value on screen before a change, when an animation will start from it: a standalone layer
  /// about to run its implicit action, or a view's layer in a `UIView.animate` block for a property
  /// without a track (`backgroundColor`, `cornerRadius`…).
  func valueBeforeChange(_ key: String) -> LayerValue? {
    // In an `animateKeyframes` block the change is recorded, not animated on its own.
    if let keyframes = UIApplication.shared.animator.keyframes {
      keyframes.willChange(key, of: self)
      return nil
    }
    UIApplication.shared.animator.currentGroup?.noteStartValue(ofKey: key, on: self)
    if owner != nil {
      // The group first: outside a block (every frame's moves) the key is not hashed.
      guard UIApplication.shared.animator.currentGroup != nil, !Self.trackedKeys.contains(key) else {
        return nil
      }
    } else if !mayRunImplicitAction {
      return nil
    }
    let shown = attached.isEmpty ? state : presentationState(at: CACurrentMediaTime())
    return shown.value(forKeyPath: key)
  }

  func valueDidChange<Value>(_ key: String, from old: Value, presented before: LayerValue?) {
    presentationCacheTime = .nan
    switch key {
    case "bounds":
      let oldBounds = old as? CGRect ?? .zero
      animate(\.boundsTrack, from: oldBounds, to: state.bounds)
      owner?.layerBoundsDidChange(from: oldBounds)
      if oldBounds.size != state.bounds.size {
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
        setNeedsLayout()
      }
    case "position", "anchorPoint", "zPosition", "transform":
      if key == "zPosition", let old = old as? CGFloat {
        parent?.sublayer(self, movedInZFrom: old, to: state.zPosition)
      }
      if key == "position", let old = old as? CGPoint {
        animate(\.positionTrack, from: old, to: state.position)
      }
      if key == "transform", let old = old as? CATransform3D {
        animate(\.transformTrack, from: old.affine, to: state.affineTransform)
      }
      owner?.layerGeometryDidChange()
    case "opacity":
      animate(\.opacityTrack, from: CGFloat(old as? Float ?? 1), to: CGFloat(state.opacity))
      owner?.layerAppearanceDidChange()
    default:
      owner?.layerAppearanceDidChange()
      if type(of: self).needsDisplay(forKey: key) { setNeedsDisplay() }
    }
    guard let before else { return }
    if owner != nil {
      addViewAnimation(forKey: key, from: before)
    } else {
      runAction(forKey: key, from: before)
    }
  }

  /// Records the jump of a tracked property in the running `UIView.animate` block, if any. Inlined,
  /// so each call's track is a literal key path the compiler reads directly: through the runtime's
  /// key-path projection, a moved view spent more on finding its track than on the rest of the move.
  @inline(__always)
  private func animate<Value: AnimatableValue>(
    _ track: ReferenceWritableKeyPath<CALayer, AnimationTrack<Value>>, from oldValue: Value,
    to newValue: Value
  ) {
    let now = UIApplication.shared.clock.now
    self[keyPath: track].prune(at: now)
    guard owner != nil, let group = UIApplication.shared.animator.currentGroup else { return }
    self[keyPath: track].add(from: oldValue, to: newValue, in: group)
    UIApplication.shared.animator.track(self)
  }

  /// A property without a track changed in a `UIView.animate` block: it moves from the value on
  /// screen to the new one with the block's timing (`ViewPropertyAnimation`).
  private func addViewAnimation(forKey key: String, from before: LayerValue) {
    guard let group = UIApplication.shared.animator.currentGroup else { return }
    let animation = ViewPropertyAnimation(keyPath: key, from: before, group: group)
    add(animation, forKey: key)
  }
}
