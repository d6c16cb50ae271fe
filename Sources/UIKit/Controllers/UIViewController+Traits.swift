import Foundation

extension UIViewController: UITraitEnvironment {
  func inheritedTraitCollection() -> UITraitCollection {
    let base: UITraitCollection =
      viewIfLoaded?.superview?.traitCollection ?? parent?.traitCollection
      ?? presentingViewController?.traitCollection ?? UIScreen.main.traitCollection
    return traitState.applying(overrideUserInterfaceStyle, to: base)
  }

  /// Called by the controller's view as the view's traits are delivered, before the view's own
  /// calls: the controller hears of a change to its own traits first.
  func deliverTraits() {
    let traits = traitCollection
    let previous = traitState.delivered
    guard previous == nil || !previous!.isEqual(traits) else { return }
    traitState.delivered = traits
    guard let previous else { return }
    traits.performAsCurrent {
      traitCollectionDidChange(previous)
      for registration in traitState.registrations where registration.isAffected(from: previous, to: traits) {
        registration.handler(self, previous)
      }
    }
  }
}
