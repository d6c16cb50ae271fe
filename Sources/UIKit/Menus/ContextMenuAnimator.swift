import Foundation

/// The system's `UIContextMenuInteractionAnimating` for one appearance or dismissal of a context
/// menu: the menu's own changes and the delegate's added animations run in one `UIView`
/// animation, then the menu's completion and the delegate's added completions, in order. The
/// menu takes taps while it moves (`.allowUserInteraction`), as iOS's does: a tap during its
/// appearance dismisses it.
@preconcurrency @MainActor
final class ContextMenuAnimator: NSObject, UIContextMenuInteractionAnimating {
  /// How long the menu takes to appear or go: UIKit documents none; the engine's alert duration
  /// (`AlertAnimator.alertDuration`), so that both system overlays move alike.
  static let duration = AlertAnimator.alertDuration

  let previewViewController: UIViewController? = nil
  private var animations: [() -> Void] = []
  private var completions: [() -> Void] = []

  func addAnimations(_ animations: @escaping () -> Void) {
    self.animations.append(animations)
  }

  func addCompletion(_ completion: @escaping () -> Void) {
    completions.append(completion)
  }

  /// Animates `changes` with the added animations, then runs `done` and the added completions
  /// (those added until the animation ends included).
  func run(changes: @escaping () -> Void, done: @escaping () -> Void) {
    let added = animations
    UIView.animate(
      withDuration: Self.duration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
      animations: {
        changes()
        for animation in added { animation() }
      },
      completion: { _ in
        done()
        for completion in self.completions { completion() }
      })
  }
}
