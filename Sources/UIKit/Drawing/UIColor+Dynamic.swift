import Foundation

/// Dynamic colours (iOS 13): a provider picks the colour per trait collection when it is used.
extension UIColor {
  /// A colour that `dynamicProvider` picks for each trait collection it is resolved with.
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.init(fixed: nil, provider: dynamicProvider)
  }

  /// The fixed colour this one is under `traitCollection` (a fixed colour is itself).
  public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
    guard let provider else { return self }
    return provider(traitCollection).resolvedColor(with: traitCollection)
  }

  /// Whether a provider picks this colour per trait collection.
  var isDynamic: Bool { provider != nil }

  /// A dynamic colour: `light` unless the traits are dark (unspecified resolves as light, as
  /// UIKit's system colours do).
  static func dynamic(light: UIColor, dark: UIColor) -> UIColor {
    UIColor { traits in traits.userInterfaceStyle == .dark ? dark : light }
  }
}
