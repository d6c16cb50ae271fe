import Foundation

/// The root of a view tree on screen: it hosts the root view controller's view and dispatches touches.
@preconcurrency @MainActor
open class UIWindow: UIView {
  public internal(set) var isKeyWindow = false
  let touchDispatcher = TouchDispatcher()
  /// The responder that gets key presses and typed text first (see `UIWindow+FirstResponder`).
  weak var firstResponder: UIResponder?
  /// True while `makeFirstResponder` lets the previous first responder go, so the keyboard stays up.
  var isChangingFirstResponder = false
  private var keyboardPresenter: KeyboardPresenter?

  /// The window's keyboard, if it was ever needed.
  var keyboardPresenterIfMade: KeyboardPresenter? { keyboardPresenter }

  /// The window's keyboard (made on first use).
  var keyboard: KeyboardPresenter {
    if let keyboardPresenter { return keyboardPresenter }
    let presenter = KeyboardPresenter(window: self)
    keyboardPresenter = presenter
    return presenter
  }
  /// The system's status bar, on a screen with a status area (see `StatusBarView`).
  var statusBar: StatusBarView?

  /// The controller whose view fills the window. Replacing it on a visible window makes the old one
  /// disappear and the new one appear (not animated), as UIKit does.
  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      let isVisible = UIApplication.shared.windows.contains { $0 === self }
      let controller = rootViewController
      // Loaded first: `viewDidLoad` comes before `viewWillAppear`.
      let newView = controller?.view
      if isVisible {
        oldValue?.beginAppearance(false, animated: false)
        controller?.beginAppearance(true, animated: false)
      }
      oldValue?.viewIfLoaded?.removeFromSuperview()
      if let view = newView {
        view.frame = bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        insertSubview(view, at: 0)
      }
      guard isVisible else { return }
      layoutIfNeeded()
      oldValue?.endAppearance()
      controller?.endAppearance()
    }
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
  }

  /// A window the size of the main screen.
  public convenience init() {
    self.init(frame: UIScreen.main.bounds)
  }

  /// The screen's safe area, which every view inside measures itself against.
  var screenSafeAreaInsets: UIEdgeInsets { UIScreen.main.safeAreaInsets }

  /// Shows the window and makes it the one that receives touches first.
  open func makeKeyAndVisible() {
    let application = UIApplication.shared
    for window in application.windows { window.isKeyWindow = false }
    isKeyWindow = true
    isHidden = false
    let controller = rootViewController
    let wasVisible = application.windows.contains { $0 === self }
    if !wasVisible { controller?.beginAppearance(true, animated: false) }
    application.windowDidBecomeVisible(self)
    showStatusBar()
    layoutIfNeeded()
    if !wasVisible { controller?.endAppearance() }
  }

  /// Draws the system's status bar over the window when the screen has a status area.
  private func showStatusBar() {
    let height = UIScreen.main.safeAreaInsets.top
    guard UIApplication.shared.environment.showsStatusBar, height > 0, statusBar == nil else { return }
    let bar = StatusBarView(frame: CGRect(x: 0, y: 0, width: bounds.width, height: height))
    bar.autoresizingMask = [.flexibleWidth]
    statusBar = bar
    addSubview(bar)
    updateStatusBarStyle()
  }

  /// Delivers touches: gesture recognizers first, then the hit view (see `TouchDispatcher`).
  open func sendEvent(_ event: UIEvent) {
    touchDispatcher.dispatch(event, in: self)
  }

  /// The window is the end of the view chain; its next responder is the application.
  override open var next: UIResponder? { UIApplication.shared }

  override var responderWindow: UIWindow? { self }

  /// The keyboard, and over it the status bar, stay in front of whatever the app adds to the window.
  override open func didAddSubview(_ subview: UIView) {
    keyboardPresenter?.keepInFront()
    if let statusBar, subview !== statusBar {
      bringSubviewToFront(statusBar)
      updateStatusBarStyle()
    }
  }

  /// Tells every view of the tree that the safe area changed (a new device).
  @_spi(Hail) public func safeAreaDidChange() {
    notifySafeAreaChange()
  }
}
