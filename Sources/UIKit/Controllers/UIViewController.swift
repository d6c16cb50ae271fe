import Foundation

/// Manages a view: loads it on first use and hears its life-cycle events.
@preconcurrency @MainActor
open class UIViewController: UIResponder {
  private var loadedView: UIView?
  public private(set) weak var parent: UIViewController?
  public private(set) var children: [UIViewController] = []
  open var title: String?

  /// There are no nibs here; the names are kept so iOS code compiles. Pass nil.
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

  open var isViewLoaded: Bool { loadedView != nil }

  /// Loads the view if it is not loaded yet.
  open func loadViewIfNeeded() {
    guard loadedView == nil else { return }
    loadView()
    if loadedView == nil { view = UIView(frame: UIScreen.main.bounds) }
    viewDidLoad()
  }

  /// Creates the view; the default makes a plain view the size of the screen.
  open func loadView() {
    view = UIView(frame: UIScreen.main.bounds)
  }

  open func viewDidLoad() {}
  open func viewWillAppear(_ animated: Bool) {}
  open func viewDidAppear(_ animated: Bool) {}
  open func viewWillDisappear(_ animated: Bool) {}
  open func viewDidDisappear(_ animated: Bool) {}
  open func viewWillLayoutSubviews() {}
  open func viewDidLayoutSubviews() {}

  open func addChild(_ childController: UIViewController) {
    guard childController.parent !== self else { return }
    childController.removeFromParent()
    childController.willMove(toParent: self)
    children.append(childController)
    childController.parent = self
  }

  open func removeFromParent() {
    guard let parent else { return }
    parent.children.removeAll { $0 === self }
    self.parent = nil
  }

  open func willMove(toParent parent: UIViewController?) {}
  open func didMove(toParent parent: UIViewController?) {}

  /// A controller's next responder is its view's superview (or its parent when the view has none).
  override open var next: UIResponder? {
    loadedView?.superview ?? parent
  }

  func beginAppearanceTransition(_ isAppearing: Bool) {
    if isAppearing { viewWillAppear(false) } else { viewWillDisappear(false) }
    for child in children { child.beginAppearanceTransition(isAppearing) }
  }

  func endAppearanceTransition() {
    for child in children { child.endAppearanceTransition() }
    viewDidAppear(false)
  }
}
