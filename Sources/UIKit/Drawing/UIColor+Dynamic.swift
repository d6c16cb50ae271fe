import Foundation

extension UIColor {
  /// A colour chosen per trait collection (iOS 13). The engine has one appearance, light, so the
  /// provider is asked once, with `UITraitCollection.current`.
  public convenience init(dynamicProvider: @escaping (UITraitCollection) -> UIColor) {
    self.init(cgColor: dynamicProvider(.current).cgColor)
  }
}
