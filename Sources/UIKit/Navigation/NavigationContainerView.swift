import Foundation

/// A navigation controller's view: the content view the children's views (and transitions) live
/// in, and the bar above it. Layout places the bar below the status area and fills the content
/// view; the top child's view fills it too, unless a transition is moving it.
@preconcurrency @MainActor
final class NavigationContainerView: UIView {
  weak var navigationController: UINavigationController?
  let contentView = UIView()

  override init(frame: CGRect) {
    super.init(frame: frame)
    contentView.frame = bounds
    contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(contentView)
  }

  required init?(coder: NSCoder) { nil }

  override func layoutSubviews() {
    navigationController?.layoutNavigationViews()
  }

  override func safeAreaInsetsDidChange() {
    setNeedsLayout()
  }
}

/// Decides whether the swipe back may begin, as UIKit's own delegate of the gesture does: only
/// with something to pop, no transition under way, and a back button (not hidden, not replaced by
/// left items). Apps that set the gesture's `delegate` (commonly to nil) take over the decision.
@preconcurrency @MainActor
final class InteractivePopGate: NSObject, UIGestureRecognizerDelegate {
  weak var navigationController: UINavigationController?

  func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
    guard let navigation = navigationController, let item = navigation.topViewController?.navigationItem
    else { return false }
    let replaced = !(item.leftBarButtonItems ?? []).isEmpty && !item.leftItemsSupplementBackButton
    return navigation.canPopInteractively && !item.hidesBackButton && !replaced
  }
}
