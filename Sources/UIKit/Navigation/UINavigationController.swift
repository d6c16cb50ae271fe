import Foundation

/// A stack of controllers under a navigation bar: pushing slides the new one in from the right,
/// popping slides it back out; a swipe from the left edge pops interactively.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
  /// The slide's length. UIKit's `_UINavigationParallaxTransition` reads it from a class property
  /// whose value is not documented; 0.35 s is the commonly measured figure.
  @_spi(Hail) public static let slideDuration: TimeInterval = 0.35
  /// How far the covered view moves left: the width less UIKit's `parallaxOffset`, which the
  /// decompiled `_UINavigationParallaxTransition` computes as round(0.7 × width) — about 30 %.
  @_spi(Hail) public static func parallaxDistance(width: CGFloat) -> CGFloat {
    width - (width * 0.7).rounded()
  }

  /// The navigation controller's operations (raw values as in UIKit's headers).
  public enum Operation: Int, Sendable {
    case none = 0
    case push = 1
    case pop = 2
  }

  public let navigationBar: UINavigationBar
  open weak var delegate: (any UINavigationControllerDelegate)?
  /// Whether the bar is hidden; setting it is `setNavigationBarHidden(_:animated: false)`.
  open var isNavigationBarHidden: Bool {
    get { barHidden }
    set { setNavigationBarHidden(newValue, animated: false) }
  }
  var barHidden = false
  /// Accepted; there is no toolbar.
  open var isToolbarHidden = true

  /// The swipe from the left edge that pops (UIKit's `interactivePopGestureRecognizer`).
  open var interactivePopGestureRecognizer: UIGestureRecognizer? { edgePan }
  lazy var edgePan: UIScreenEdgePanGestureRecognizer = {
    let pan = UIScreenEdgePanGestureRecognizer { [unowned self] pan in handleInteractivePop(pan) }
    pan.edges = .left
    pan.delegate = popGestureGate
    return pan
  }()
  let popGestureGate = InteractivePopGate()

  /// The transition under way, if any (pushes and pops made meanwhile wait their turn).
  var transition: NavigationTransitionState?
  var interactivePop: InteractivePopState?
  var pendingOperations: [() -> Void] = []
  var isAnimatingBar = false

  public init(rootViewController: UIViewController) {
    navigationBar = UINavigationBar()
    super.init(nibName: nil, bundle: nil)
    commonInit()
    setViewControllers([rootViewController], animated: false)
  }

  /// The classes are accepted; the bar is always a `UINavigationBar` here (its initializer is not
  /// `required`, so a subclass cannot be made from its metatype) and there is no toolbar.
  public init(navigationBarClass: AnyClass?, toolbarClass: AnyClass?) {
    navigationBar = UINavigationBar()
    super.init(nibName: nil, bundle: nil)
    commonInit()
  }

  public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    navigationBar = UINavigationBar()
    super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    commonInit()
  }

  public required init?(coder: NSCoder) { nil }

  /// The stack, root first. Setting it is `setViewControllers(_:animated: false)`.
  open var viewControllers: [UIViewController] {
    get { children }
    set { setViewControllers(newValue, animated: false) }
  }

  open var topViewController: UIViewController? { children.last }

  /// The controller whose view shows: the top one, or what it presented.
  open var visibleViewController: UIViewController? {
    topViewController?.presentedViewController ?? topViewController
  }

  override open func loadView() {
    let container = NavigationContainerView(frame: UIScreen.main.bounds)
    container.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    container.navigationController = self
    view = container
    container.addSubview(navigationBar)
    container.addGestureRecognizer(edgePan)
    if let top = topViewController { installTopView(top) }
  }

  open func pushViewController(_ viewController: UIViewController, animated: Bool) {
    performPush(viewController, animated: animated)
  }

  @discardableResult
  open func popViewController(animated: Bool) -> UIViewController? {
    guard children.count > 1 else { return nil }
    return performPop(to: children[children.count - 2], animated: animated)?.first
  }

  @discardableResult
  open func popToRootViewController(animated: Bool) -> [UIViewController]? {
    guard let root = children.first else { return nil }
    return performPop(to: root, animated: animated)
  }

  @discardableResult
  open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
    performPop(to: viewController, animated: animated)
  }

  open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
    performSetViewControllers(viewControllers, animated: animated)
  }

  /// Hides or shows the bar; animated, it slides over `UINavigationControllerHideShowBarDuration`.
  open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
    applyNavigationBarHidden(hidden, animated: animated)
  }

  open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
    isToolbarHidden = hidden
  }

  private func commonInit() {
    forwardsAppearanceOnWindowChange = false
    popGestureGate.navigationController = self
    navigationBar.backAction = { [weak self] in self?.popViewController(animated: true) }
  }
}

/// UIKit's duration of a navigation bar hide/show animation: 0.2 s (its exported constant's value).
public let UINavigationControllerHideShowBarDuration: CGFloat = 0.2

extension UIViewController {
  /// The nearest navigation controller among this controller and its ancestors (nil for a
  /// navigation controller's own parent chain above it).
  public var navigationController: UINavigationController? {
    var current = parent
    while let candidate = current {
      if let navigation = candidate as? UINavigationController { return navigation }
      current = candidate.parent
    }
    return nil
  }
}
