import Foundation

/// The stack of drawing contexts UIKit draws into: `UIGraphicsImageRenderer` (and the view renderer)
/// push a context before calling drawing code and pop it after, and `UIColor.setFill()`,
/// `UIBezierPath.fill()`, `UIImage.draw(in:)` and `UILabel`'s drawing use the top one.
@preconcurrency @MainActor
enum UIGraphicsContextStack {
  static var contexts: [CGContext] = []
}

/// The context drawing goes to now: the one pushed last, or nil outside any drawing.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
  UIGraphicsContextStack.contexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
  UIGraphicsContextStack.contexts.append(context)
}

/// Restores the context that was current before the last push; an unbalanced pop is ignored.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
  _ = UIGraphicsContextStack.contexts.popLast()
}
