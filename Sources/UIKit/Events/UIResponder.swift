import Foundation

/// An object that can handle touches, key presses and edit actions, and pass them on along the
/// responder chain.
///
/// The default touch and press handlers forward to `next`, as UIKit's do, so a view that does not
/// handle an event lets its superview (or its view controller) see it.
///
/// First responder: each window has at most one (`UIWindow` keeps it). A responder that
/// `canBecomeFirstResponder` and is in a window becomes it with `becomeFirstResponder()`, after the
/// current one agreed to resign; key presses and typed text go to it first.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// The next responder: a view's view controller or superview, a controller's view's superview,
  /// a window's application.
  open var next: UIResponder? { nil }

  /// Called on objects loaded from a nib or storyboard (Apple declares it on `NSObject`). There
  /// are no nibs here, so the engine never calls it; declared so that overrides compile.
  open func awakeFromNib() {}
  /// Called by Interface Builder's live rendering; never called here, declared for overrides.
  open func prepareForInterfaceBuilder() {}

  // MARK: First responder (in the class body: subclasses override these)

  /// Whether this object can become the first responder (default false; text fields say true).
  open var canBecomeFirstResponder: Bool { false }

  /// Whether this object lets go of first-responder status when asked (default true).
  open var canResignFirstResponder: Bool { true }

  /// Whether this object is its window's first responder.
  open var isFirstResponder: Bool {
    guard let window = responderWindow else { return false }
    return window.firstResponder === self
  }

  /// Makes this object its window's first responder. Returns false when it cannot become one, is
  /// in no window, or the current first responder refuses to resign (Apple docs,
  /// UIResponder.becomeFirstResponder()). True at once when it already is.
  @discardableResult
  open func becomeFirstResponder() -> Bool {
    guard canBecomeFirstResponder, let window = responderWindow else { return false }
    return window.makeFirstResponder(self)
  }

  /// Gives up first-responder status. Returns false when `canResignFirstResponder` is false;
  /// true when this object was not the first responder (Apple docs: the default returns true).
  @discardableResult
  open func resignFirstResponder() -> Bool {
    guard isFirstResponder, let window = responderWindow else { return true }
    guard canResignFirstResponder else { return false }
    window.clearFirstResponder(self)
    return true
  }

  // MARK: Touches

  open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesBegan(touches, with: event)
  }

  open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesMoved(touches, with: event)
  }

  open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesEnded(touches, with: event)
  }

  open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    next?.touchesCancelled(touches, with: event)
  }

  // MARK: Presses (hardware keys), delivered to the first responder and up the chain

  open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesBegan(presses, with: event)
  }

  open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesChanged(presses, with: event)
  }

  open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesEnded(presses, with: event)
  }

  open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    next?.pressesCancelled(presses, with: event)
  }

  // MARK: Standard edit actions (UIResponderStandardEditActions), from menus and key commands

  /// Apple declares these as optional protocol methods that UIResponder does not implement; here
  /// they exist on every responder and do nothing, so that any subclass can override them. Text
  /// fields and text views implement them through `UIPasteboard.general`.
  open func cut(_ sender: Any?) {}
  open func copy(_ sender: Any?) {}
  open func paste(_ sender: Any?) {}
  open func select(_ sender: Any?) {}
  open func selectAll(_ sender: Any?) {}
  open func delete(_ sender: Any?) {}

  // MARK: Input views

  /// A custom view shown instead of the system keyboard while this responder is first responder.
  open var inputView: UIView? { nil }
  /// A view shown above the keyboard while this responder is first responder.
  open var inputAccessoryView: UIView? { nil }

  /// Tells the first responder's window to show this responder's input views again.
  open func reloadInputViews() {
    guard isFirstResponder else { return }
    responderWindow?.keyboard.update(for: self)
  }

  // MARK: Engine hooks (in the class body so that text inputs can override them)

  /// Called right after this responder became its window's first responder.
  func didBecomeFirstResponder() {}
  /// Called right after this responder stopped being its window's first responder.
  func didResignFirstResponder() {}

  /// The window this responder belongs to: a view's window, a controller's view's window.
  var responderWindow: UIWindow? { nil }
}
