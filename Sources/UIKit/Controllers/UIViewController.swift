import Foundation

/// Manages a view: loads it on first use, hears its life-cycle events, holds child controllers and
/// presents others.
///
/// Every member a subclass may override is declared here, in the class body (Swift on Linux cannot
/// override members declared in extensions); the work is done in the `UIViewController+…` files.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  public internal(set) weak var parent: UIViewController?
  public internal(set) var children: [UIViewController] = []

  /// Where the controller is between appearing and disappearing (see `UIViewController+Appearance`).
  var appearanceState = AppearanceState.disappeared
  var lastAppearanceWasAnimated = false
  /// Set by containers for the length of a transition that adds or removes this controller.
  var movingToParent = false
  var movingFromParent = false
  /// Whether children whose views enter or leave a window get their appearance calls from that
  /// move; containers that call them explicitly (the navigation controller) turn this off.
  var forwardsAppearanceOnWindowChange = true

  /// Presentation links (see `UIViewController+Presentation`); the public getters also answer for
  /// a child through its ancestors, as UIKit's do.
  weak var presentingStorage: UIViewController?
  var presentedStorage: UIViewController?
  var presentation: PresentationRecord?
  var ownPresentationController: UIPresentationController?
  /// The transition this controller takes part in now.
  weak var activeTransition: ViewControllerTransitionContext?

  /// Extra insets a container adds to this controller's safe area (a navigation bar's height).
  var containerSafeAreaInsets = UIEdgeInsets.zero

  public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
    super.init()
  }

  public convenience override init() {
    self.init(nibName: nil, bundle: nil)
  }

  /// Controllers cannot be decoded here (no storyboards); declared so iOS subclasses compile.
  public required init?(coder: NSCoder) {
    return nil
  }

  // MARK: Traits (see UIViewController+Traits.swift)

  /// The controller's traits: those of the view its view sits in (iOS 17's rule), else its parent's
  /// or presenter's, else the screen's; with `overrideUserInterfaceStyle` applied.
  open var traitCollection: UITraitCollection { inheritedTraitCollection() }

  /// Called, with the traits before, after the controller's traits changed.
  open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

  /// Forces light or dark on this controller, its view and what inherits from them.
  open var overrideUserInterfaceStyle: UIUserInterfaceStyle = .unspecified {
    didSet { if overrideUserInterfaceStyle != oldValue { viewIfLoaded?.setNeedsTraitUpdate() } }
  }
  var traitState = TraitState()

  // MARK: The view

  /// The root view, loaded (`loadView`, then `viewDidLoad`) on first access.
  open var view: UIView! {
    get {
      if loadedView == nil { loadViewIfNeeded() }
      return loadedView
    }
    set {
      loadedView?.viewControllerOwner = nil
      loadedView = newValue
      newValue?.viewControllerOwner = self
    }
  }

  /// The root view if it is loaded, without loading it.
  open var viewIfLoaded: UIView? { loadedView }

  open var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it is not loaded yet: `loadView`, then `viewDidLoad`.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { makeDefaultView() }
    viewDidLoad()
  }

  /// Creates the view; the default makes a plain view the size of the screen that follows its
  /// superview's size, as UIKit's does.
  open func loadView() {
    makeDefaultView()
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}
  /// Called when the root view's safe area changes (a new device, `additionalSafeAreaInsets`, a
  /// container's bar).
  open func viewSafeAreaInsetsDidChange() {}

  open var title: String? {
    didSet { navigationItemStorage?.title = title }
  }

  /// The item a navigation bar shows for this controller: made on first access, titled `title`.
  open var navigationItem: UINavigationItem {
    if let navigationItemStorage { return navigationItemStorage }
    let item = UINavigationItem()
    item.title = title
    navigationItemStorage = item
    return item
  }
  var navigationItemStorage: UINavigationItem?

  /// The size the controller's content prefers (containers and presentations may read it).
  open var preferredContentSize: CGSize = .zero

  /// Insets added to the safe area the root view gets from its superview.
  open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
    didSet {
      if additionalSafeAreaInsets != oldValue { rootViewSafeAreaDidChange() }
    }
  }

  // MARK: Containment

  open func addChild(_ childController: UIViewController) {
    addChildController(childController)
  }

  open func removeFromParent() {
    removeFromParentController()
  }

  /// Called before the controller is added to or removed from a container (nil: removed). UIKit
  /// calls it itself on `addChild`; a container calls it before `removeFromParent`.
  open func willMove(toParent parent: UIViewController?) {}
  /// Called after the controller was added to or removed from a container (nil: removed). A
  /// container calls it after `addChild` and the transition; UIKit calls it on `removeFromParent`.
  open func didMove(toParent parent: UIViewController?) {}

  /// Whether the children get their appearance calls when this controller gets its own (default
  /// true); a custom container returning false calls `beginAppearanceTransition` itself.
  open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

  /// True during the appearance calls of a controller being added to a container (pushed).
  open var isMovingToParent: Bool { movingToParent }
  /// True during the disappearance calls of a controller being removed from a container (popped).
  open var isMovingFromParent: Bool { movingFromParent }

  /// Starts an appearance (`viewWillAppear`) or disappearance (`viewWillDisappear`); for custom
  /// containers. Calls that do not change the state are ignored.
  open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
    beginAppearance(isAppearing, animated: animated)
  }

  /// Ends the transition `beginAppearanceTransition` started (`viewDidAppear`/`viewDidDisappear`).
  open func endAppearanceTransition() {
    endAppearance()
  }

  // MARK: Presentation

  /// Presents `viewControllerToPresent` modally in the style of its `modalPresentationStyle`;
  /// `completion` runs once it is on screen.
  open func present(
    _ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil
  ) {
    presentController(viewControllerToPresent, animated: flag, completion: completion)
  }

  /// Dismisses the controller this one presented (or, when it presented none, this controller
  /// itself) with every controller presented above it; only the topmost one animates.
  open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
    dismissController(animated: flag, completion: completion)
  }

  /// Pushes onto the enclosing navigation controller, else presents (UIKit's `show(_:sender:)`).
  open func show(_ vc: UIViewController, sender: Any?) {
    if let navigationController {
      navigationController.pushViewController(vc, animated: true)
    } else {
      present(vc, animated: true)
    }
  }

  /// The controller this one (or an ancestor) presented.
  open var presentedViewController: UIViewController? {
    presentedStorage ?? parent?.presentedViewController
  }

  /// The controller that presented this one (or an ancestor).
  open var presentingViewController: UIViewController? {
    presentingStorage ?? parent?.presentingViewController
  }

  open var modalPresentationStyle = UIModalPresentationStyle.automatic
  open var modalTransitionStyle = UIModalTransitionStyle.coverVertical
  /// Supplies the animator and the presentation controller of a `.custom` presentation (not
  /// retained, as in UIKit).
  open weak var transitioningDelegate: (any UIViewControllerTransitioningDelegate)?
  /// When true, a sheet cannot be dismissed by dragging it down or tapping outside it.
  open var isModalInPresentation = false
  /// Accepted; `.currentContext` presentations cover the whole window here.
  open var definesPresentationContext = false

  open var isBeingPresented: Bool { presentation?.phase == .presenting }
  open var isBeingDismissed: Bool { presentation?.phase == .dismissing }

  /// The presentation controller of this controller's presentation (or of the one it would get):
  /// made on first access, for the current `modalPresentationStyle`.
  open var presentationController: UIPresentationController? {
    resolvedPresentationController()
  }

  /// The presentation controller when this controller is (or would be) presented as a sheet: for
  /// `.pageSheet`, `.formSheet` and `.automatic`; nil for the other styles.
  open var sheetPresentationController: UISheetPresentationController? {
    presentationController as? UISheetPresentationController
  }

  /// The coordinator of the transition under way (this controller's or an ancestor's), if any.
  open var transitionCoordinator: (any UIViewControllerTransitionCoordinator)? {
    activeTransition ?? parent?.transitionCoordinator
  }

  // MARK: Status bar and orientation

  /// The status bar's look while this controller decides it (see `UIWindow+StatusBar`).
  open var preferredStatusBarStyle: UIStatusBarStyle { .default }
  /// A child whose `preferredStatusBarStyle` is used instead of this controller's.
  open var childForStatusBarStyle: UIViewController? { nil }
  open var prefersStatusBarHidden: Bool { false }
  open var prefersHomeIndicatorAutoHidden: Bool { false }
  open var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
  /// Asks the window to read the status bar style again.
  open func setNeedsStatusBarAppearanceUpdate() { loadedView?.window?.updateStatusBarStyle() }

  /// A controller's next responder is its view's superview (or its parent when the view has none).
  override open var next: UIResponder? {
    loadedView?.superview ?? parent ?? presentingViewController
  }

  override var responderWindow: UIWindow? { loadedView?.window }

  private func makeDefaultView() {
    let view = UIView(frame: UIScreen.main.bounds)
    view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    self.view = view
  }
}
