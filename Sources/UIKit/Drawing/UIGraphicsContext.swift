import Foundation

// The stack of drawing contexts UIKit draws into (`UIApplication.graphicsContexts`):
// `UIGraphicsImageRenderer` (and the view renderer) push a context before calling drawing code and
// pop it after, and `UIColor.setFill()`, `UIBezierPath.fill()`, `UIImage.draw(in:)` and `UILabel`'s
// drawing use the top one.

/// The context drawing goes to now: the one pushed last, or nil outside any drawing.
@preconcurrency @MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
  UIApplication.shared.graphicsContexts.last
}

/// Makes `context` the current context until the matching `UIGraphicsPopContext()`.
@preconcurrency @MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
  UIApplication.shared.graphicsContexts.append(context)
}

/// Restores the context that was current before the last push; an unbalanced pop is ignored.
@preconcurrency @MainActor
public func UIGraphicsPopContext() {
  _ = UIApplication.shared.graphicsContexts.popLast()
}
