import Foundation

/// An object that can handle touches and pass them on along the responder chain.
///
/// The default touch handlers forward to `next`, as UIKit's do, so a view that does not handle a
/// touch lets its superview (or its view controller) see it.
@preconcurrency @MainActor
open class UIResponder: NSObject {
  /// The next responder: a view's view controller or superview, a controller's view's superview,
  /// a window's application.
  open var next: UIResponder? { nil }

  open var canBecomeFirstResponder: Bool { false }
  open var isFirstResponder: Bool { false }

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
}
