import Foundation

/// A context menu on a view (Apple docs, `UIContextMenuInteraction`, iOS 13): a press held on the
/// view for the long-press recognizer's default 0.5 s asks the delegate's
/// `contextMenuInteraction(_:configurationForMenuAtLocation:)`, and a configuration whose action
/// provider makes a menu with a visible action shows it as a `ContextMenuView`: the preview is the
/// preview provider's view controller's view (at its `preferredContentSize`, else the view's size)
/// centred on the view, or without one the view itself lifted on its platter. Actions run with
/// the view as sender, as a button's menu's do. A nil configuration, or one without a menu, shows
/// nothing (UIKit would show a preview alone; the engine does not).
@preconcurrency @MainActor
open class UIContextMenuInteraction: NSObject, UIInteraction {
  public private(set) weak var delegate: (any UIContextMenuInteractionDelegate)?
  public private(set) weak var view: UIView?
  private var press: UILongPressGestureRecognizer?
  /// Where the last press that asked for the menu was, in window coordinates.
  private var pressPoint: CGPoint?
  private weak var shownMenu: ContextMenuView?

  public init(delegate: any UIContextMenuInteractionDelegate) {
    self.delegate = delegate
  }

  open func willMove(to view: UIView?) {
    guard let press else { return }
    self.view?.removeGestureRecognizer(press)
    self.press = nil
  }

  open func didMove(to view: UIView?) {
    self.view = view
    guard let view else { return }
    let press = UILongPressGestureRecognizer { [weak self] press in
      guard let self, press.state == .began else { return }
      pressPoint = press.location(in: nil)
      presentMenu(at: press.location(in: self.view))
    }
    view.addGestureRecognizer(press)
    self.press = press
  }

  /// Where the press that asked for the menu was, in `view`'s coordinates (the window's for nil);
  /// zero before any.
  open func location(in view: UIView?) -> CGPoint {
    guard let pressPoint else { return .zero }
    return view?.convert(pressPoint, from: nil) ?? pressPoint
  }

  /// Dismisses the menu the interaction shows, if any (iOS 14).
  open func dismissMenu() {
    shownMenu?.dismiss(then: nil)
  }

  private func presentMenu(at location: CGPoint) {
    guard let view, let window = view.window, let delegate,
      let configuration = delegate.contextMenuInteraction(self, configurationForMenuAtLocation: location),
      let menu = configuration.actionProvider?([])
    else { return }
    let anchor = view.convert(view.bounds, to: window)
    let preview: UIView?
    if let controller = configuration.previewProvider?() {
      let size = controller.preferredContentSize
      controller.view.frame.size = size.width > 0 && size.height > 0 ? size : view.bounds.size
      preview = ContextMenuPreview.showing(controller.view, centredOn: anchor)
    } else {
      preview = ContextMenuPreview.lifting([view.bounds], of: view, in: window, padding: 0)
    }
    guard
      let menuView = ContextMenuView(menu: menu, preview: preview, anchor: anchor, sender: view, over: window)
    else { return }
    let animator = ContextMenuAnimator()
    delegate.contextMenuInteraction(self, willDisplayMenuFor: configuration, animator: animator)
    menuView.willDismiss = { [weak self] animator in
      guard let self else { return }
      self.delegate?.contextMenuInteraction(self, willEndFor: configuration, animator: animator)
    }
    shownMenu = menuView
    menuView.present(in: window, with: animator)
  }
}

/// What a context menu interaction asks and tells (Apple docs, `UIContextMenuInteractionDelegate`):
/// the configuration is required; the display and end calls are optional, defaulting to nothing.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionDelegate: NSObjectProtocol {
  /// The menu for a press at `location` (the interaction's view's coordinates); nil shows none.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint
  ) -> UIContextMenuConfiguration?
  /// Told as the menu is about to show, with the animator of its appearance.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
  /// Told as the menu is about to go, with the animator of its dismissal.
  func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?)
}

extension UIContextMenuInteractionDelegate {
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willDisplayMenuFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
  public func contextMenuInteraction(
    _ interaction: UIContextMenuInteraction, willEndFor configuration: UIContextMenuConfiguration,
    animator: (any UIContextMenuInteractionAnimating)?
  ) {}
}
