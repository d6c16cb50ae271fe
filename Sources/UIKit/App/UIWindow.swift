import Foundation

/// The root of a view tree on screen: it hosts the root view controller's view and dispatches touches.
@preconcurrency @MainActor
open class UIWindow: UIView {
  public internal(set) var isKeyWindow = false
  let touchDispatcher = TouchDispatcher()

  open var rootViewController: UIViewController? {
    didSet {
      guard rootViewController !== oldValue else { return }
      oldValue?.view.removeFromSuperview()
      guard let controller = rootViewController else { return }
      let view = controller.view!
      view.frame = bounds
      view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
      addSubview(view)
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
    controller?.beginAppearanceTransition(true)
    application.windowDidBecomeVisible(self)
    layoutIfNeeded()
    controller?.endAppearanceTransition()
  }

  /// Delivers touches: gesture recognizers first, then the hit view (see `TouchDispatcher`).
  open func sendEvent(_ event: UIEvent) {
    touchDispatcher.dispatch(event, in: self)
  }

  /// The window is the end of the view chain; its next responder is the application.
  override open var next: UIResponder? { UIApplication.shared }

  /// Tells every view of the tree that the safe area changed (a new device).
  @_spi(Hail) public func safeAreaDidChange() {
    func notify(_ view: UIView) {
      view.safeAreaInsetsDidChange()
      view.setNeedsLayout()
      for subview in view.subviews { notify(subview) }
    }
    notify(self)
  }
}
