import Foundation

/// One first responder per window (Apple docs, "Using responders and the responder chain to handle
/// events"). Changing it runs in this order: the old responder resigns (a text field's
/// `textFieldShouldEndEditing` may refuse, and the change stops there), the new one becomes first
/// responder and hears `didBecomeFirstResponder` (a text field's `textFieldDidBeginEditing`), and
/// only then does the keyboard move: it stays up when one text input follows another.
extension UIWindow {
  func makeFirstResponder(_ responder: UIResponder) -> Bool {
    if firstResponder === responder { return true }
    if let current = firstResponder {
      isChangingFirstResponder = true
      defer { isChangingFirstResponder = false }
      guard current.resignFirstResponder() else { return false }
      // An override that answered true without calling super still lets go.
      clearFirstResponder(current)
    }
    firstResponder = responder
    responder.didBecomeFirstResponder()
    // The hook may have handed first-responder status on already.
    if firstResponder === responder { keyboard.update(for: responder) }
    return true
  }

  /// Takes first-responder status from `responder` without asking it (a forced `endEditing`, a view
  /// leaving the window): it only hears `didResignFirstResponder`.
  func clearFirstResponder(_ responder: UIResponder) {
    guard firstResponder === responder else { return }
    firstResponder = nil
    responder.didResignFirstResponder()
    if !isChangingFirstResponder, firstResponder == nil { keyboard.update(for: nil) }
  }

  /// Called before `view` leaves this window: a first responder inside it resigns, unasked, as
  /// UIKit does for a responder removed from its window.
  func firstResponderWillLeave(with view: UIView) {
    guard let responder = firstResponder, let responderView = responder.responderView,
      responderView.isDescendant(of: view)
    else { return }
    clearFirstResponder(responder)
  }
}

extension UIResponder {
  /// The view that stands for this responder in the tree: a view itself, a controller's view.
  var responderView: UIView? {
    if let view = self as? UIView { return view }
    if let controller = self as? UIViewController, controller.isViewLoaded { return controller.view }
    return nil
  }
}

extension UIView {
  /// Makes the first responder resign when it is this view or inside it (Apple docs,
  /// UIView.endEditing(_:)): with `force` it is not asked (a text field's delegate is not
  /// consulted); otherwise `resignFirstResponder()` decides. Returns whether no first responder is
  /// left inside this view.
  @discardableResult
  public func endEditing(_ force: Bool) -> Bool {
    guard let window, let responder = window.firstResponder, let view = responder.responderView,
      view.isDescendant(of: self)
    else { return true }
    if force {
      window.clearFirstResponder(responder)
      return true
    }
    return responder.resignFirstResponder()
  }
}
