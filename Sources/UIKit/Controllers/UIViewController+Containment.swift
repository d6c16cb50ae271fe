import Foundation

extension UIViewController {
  /// `addChild`: the child leaves any other parent, hears `willMove(toParent:)` and joins
  /// `children`. The caller adds its view and calls `didMove(toParent:)`, as in UIKit.
  func addChildController(_ child: UIViewController) {
    guard child !== self, child.parent !== self, !isDescendantController(of: child) else { return }
    if child.parent != nil { child.removeFromParent() }
    child.willMove(toParent: self)
    children.append(child)
    child.parent = self
  }

  /// `removeFromParent`: the controller leaves its parent's `children` and hears
  /// `didMove(toParent: nil)`. The caller removes its view and calls `willMove(toParent: nil)` first.
  func removeFromParentController() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
    didMove(toParent: nil)
  }

  /// Whether `controller` is this controller or one of its ancestors.
  func isDescendantController(of controller: UIViewController) -> Bool {
    var current: UIViewController? = self
    while let candidate = current {
      if candidate === controller { return true }
      current = candidate.parent
    }
    return false
  }

  /// The controller at the top of this one's parent chain.
  var rootAncestor: UIViewController {
    var current = self
    while let parent = current.parent { current = parent }
    return current
  }
}

extension UIViewController {
  /// The root view's safe area changed: the view tree and the controllers in it hear of it.
  func rootViewSafeAreaDidChange() {
    viewIfLoaded?.notifySafeAreaChange()
  }

  /// Sets the insets a container adds to this controller's safe area (a navigation bar).
  func setContainerSafeAreaInsets(_ insets: UIEdgeInsets) {
    guard insets != containerSafeAreaInsets else { return }
    containerSafeAreaInsets = insets
    rootViewSafeAreaDidChange()
  }
}
