import Foundation

/// An item on a bar: a title or an image, enabled or not.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
  open var title: String? {
    didSet { itemDidChange() }
  }
  open var image: UIImage? {
    didSet { itemDidChange() }
  }
  open var isEnabled = true {
    didSet { itemDidChange() }
  }
  open var tag = 0
  open var accessibilityIdentifier: String?

  public override init() {
    super.init()
  }

  /// The bar showing the item rebuilds its views.
  func itemDidChange() {
    changeObservers.removeAll { $0.owner == nil }
    for observer in changeObservers { observer.changed() }
  }

  var changeObservers: [BarItemObserver] = []
}

/// A bar that shows an item and rebuilds when the item changes (held weakly).
@preconcurrency @MainActor
struct BarItemObserver {
  weak var owner: AnyObject?
  let changed: () -> Void
}
