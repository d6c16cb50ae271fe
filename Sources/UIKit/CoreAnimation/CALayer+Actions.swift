import Foundation

/// Implicit animations: changing an animatable property of a standalone layer (not a view's) runs
/// the layer's action for that key, by default a basic animation from the value on screen to the
/// new one, over the transaction's duration (0.25 s by default) with the default timing function
/// (Core Animation Programming Guide, "Changing a Layer's Default Behavior"; `CATransaction`).
///
/// The search is Apple's (`CALayer.action(forKey:)`): the delegate's `action(for:forKey:)`, then the
/// `actions` dictionary, then `defaultAction(forKey:)`, then the built-in animation; an `NSNull`
/// anywhere stops it with no action. A view's layer has none outside `UIView.animate`: the view, its
/// delegate, answers `NSNull`. `CATransaction.setDisableActions(true)` turns actions off.
extension CALayer {
  /// Properties Apple documents as animatable, which get the built-in implicit animation.
  static let animatableKeys: Set<String> = [
    "bounds", "position", "zPosition", "anchorPoint", "transform", "opacity", "hidden", "backgroundColor",
    "borderColor", "borderWidth", "cornerRadius", "masksToBounds", "shadowColor", "shadowOpacity",
    "shadowRadius",
    "shadowOffset", "shadowPath", "contents", "path", "fillColor", "strokeColor", "lineWidth", "miterLimit",
    "lineDashPhase", "strokeStart", "strokeEnd", "colors", "locations", "startPoint", "endPoint",
  ]

  /// Whether a change now may run an action: a standalone layer already in a tree since an earlier
  /// frame (a layer added and set up in one go appears at its values, as on iOS where a layer not
  /// yet committed has no presentation to animate from), actions not disabled.
  var mayRunImplicitAction: Bool {
    owner == nil && !isPresentationCopy && parent != nil && insertedAtFrame < UIApplication.shared.framesRun
      && !UIApplication.shared.animator.transactions.disableActions
  }

  /// Apple's search for the action of `event`.
  func defaultActionSearch(forKey event: String) -> CAAction? {
    if let delegate, let action = delegate.action(for: self, forKey: event) {
      return action is NSNull ? nil : action
    }
    if let action = actions?[event] { return action is NSNull ? nil : action }
    if let action = type(of: self).defaultAction(forKey: event) { return action is NSNull ? nil : action }
    guard Self.animatableKeys.contains(event) else { return nil }
    return CABasicAnimation()
  }

  /// Runs the action for `key` after its value changed from `before` (the value on screen then).
  func runAction(forKey key: String, from before: LayerValue) {
    guard let action = action(forKey: key) else { return }
    if let basic = action as? CABasicAnimation, basic.fromValue == nil, basic.toValue == nil,
      basic.byValue == nil
    {
      let implicit = basic.copy() as? CABasicAnimation ?? CABasicAnimation()
      implicit.fromValue = before.any ?? NSNull()
      if implicit.timingFunction == nil, UIApplication.shared.animator.transactions.timingFunction == nil {
        implicit.timingFunction = CAMediaTimingFunction(name: .default)
      }
      return add(implicit, forKey: key)
    }
    action.run(forKey: key, object: self, arguments: nil)
  }
}

/// What a layer asks of its delegate (every method optional, as in Apple's protocol).
@preconcurrency @MainActor
public protocol CALayerDelegate: AnyObject {
  func display(_ layer: CALayer)
  func draw(_ layer: CALayer, in ctx: CGContext)
  func layerWillDraw(_ layer: CALayer)
  func layoutSublayers(of layer: CALayer)
  func action(for layer: CALayer, forKey event: String) -> CAAction?
}

extension CALayerDelegate {
  /// Without a `display(_:)` of the delegate's own, the layer draws itself (`draw(in:)`).
  public func display(_ layer: CALayer) { layer.displayIntoContents() }
  public func draw(_ layer: CALayer, in ctx: CGContext) {}
  public func layerWillDraw(_ layer: CALayer) {}
  public func layoutSublayers(of layer: CALayer) {}
  public func action(for layer: CALayer, forKey event: String) -> CAAction? { nil }
}
