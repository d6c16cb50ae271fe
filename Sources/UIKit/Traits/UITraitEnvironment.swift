import Foundation

/// What has a trait collection and hears when it changes: views, view controllers, the screen.
@preconcurrency @MainActor
public protocol UITraitEnvironment: AnyObject {
  var traitCollection: UITraitCollection { get }
  func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?)
}

extension UIScreen: UITraitEnvironment {
  /// The screen's traits change only with the environment.
  public func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}
