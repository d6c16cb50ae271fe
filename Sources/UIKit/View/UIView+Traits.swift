import Foundation

/// A view's part in trait delivery: what it was last told and whether its subtree must be compared
/// again (as `needsLayout` is for layout).
struct TraitState {
  /// The traits the view last acted on; nil before it first got any.
  var delivered: UITraitCollection?
  /// The view's traits may differ from `delivered`, and so may its whole subtree's.
  var needsUpdate = true
  /// Some view below needs an update.
  var subtreeNeedsUpdate = false
  /// The collection made for an override, with the inherited one it was made from: most reads then
  /// cost no allocation.
  var overridden: (base: UITraitCollection, style: UIUserInterfaceStyle, result: UITraitCollection)?
  /// iOS 17's handlers (`registerForTraitChanges`).
  var registrations: [TraitChangeRegistration] = []
}

extension UIView: UITraitEnvironment {
  /// The superview's traits (a root view's: its controller's; a window's: the screen's) with this
  /// view's override applied.
  func inheritedTraitCollection() -> UITraitCollection {
    let base: UITraitCollection =
      viewControllerOwner?.traitCollection ?? superview?.traitCollection ?? UIScreen.main.traitCollection
    return traitState.applying(overrideUserInterfaceStyle, to: base)
  }

  /// Marks this view's subtree for trait delivery in the next layout pass (`layoutIfNeeded`): after a
  /// move in the tree, an override's change or the system's. The view is marked for layout too, as
  /// UIKit lays out after a trait change (and so the frame loop does not skip the pass as idle).
  func setNeedsTraitUpdate() {
    traitState.needsUpdate = true
    setNeedsLayout()
    var ancestor = superview
    while let view = ancestor, !view.traitState.subtreeNeedsUpdate {
      view.traitState.subtreeNeedsUpdate = true
      ancestor = view.superview
    }
    DisplayInvalidation.note()
  }

  /// Delivers new traits where they changed, before layout, as UIKit does since iOS 17: each view
  /// whose traits differ from what it last had re-resolves its dynamic colours and redraws, then
  /// (if it had traits before) its controller and it hear `traitCollectionDidChange(_:)` and the
  /// handlers registered for a changed trait run, with those traits current.
  func updateTraitsIfNeeded() {
    if traitState.needsUpdate { return deliverTraits() }
    guard traitState.subtreeNeedsUpdate else { return }
    traitState.subtreeNeedsUpdate = false
    for subview in subviews { subview.updateTraitsIfNeeded() }
  }

  private func deliverTraits() {
    traitState.needsUpdate = false
    traitState.subtreeNeedsUpdate = false
    let traits = traitCollection
    let previous = traitState.delivered
    if previous == nil || !previous!.isEqual(traits) {
      traitState.delivered = traits
      viewControllerOwner?.deliverTraits()
      traits.performAsCurrent {
        traitsDidChange(from: previous)
        guard let previous else { return }
        traitCollectionDidChange(previous)
        for registration in traitState.registrations where registration.isAffected(from: previous, to: traits)
        {
          registration.handler(self, previous)
        }
      }
    }
    for subview in subviews { subview.deliverTraits() }
  }
}

extension TraitState {
  /// `base` with `style` forced, remembered for the next read.
  mutating func applying(_ style: UIUserInterfaceStyle, to base: UITraitCollection) -> UITraitCollection {
    guard style != .unspecified, style != base.userInterfaceStyle else { return base }
    if let overridden, overridden.base === base, overridden.style == style { return overridden.result }
    let result = base.modifyingTraits { $0.userInterfaceStyle = style }
    overridden = (base, style, result)
    return result
  }
}
