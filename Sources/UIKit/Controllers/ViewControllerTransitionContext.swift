import Foundation

/// One transition between two controllers (a presentation, a dismissal, a push or a pop): what
/// the animator is told (`UIViewControllerContextTransitioning`) and what `transitionCoordinator`
/// returns (`UIViewControllerTransitionCoordinator`).
///
/// The transition ends when the animator calls `completeTransition(_:)`; the owner's `finish`
/// closure then does the bookkeeping (appearance calls, removing views, the completion). Animations
/// joined with `animate(alongsideTransition:)` run inside the animator's duration, starting when
/// the animator starts.
@preconcurrency @MainActor
final class ViewControllerTransitionContext: NSObject, UIViewControllerContextTransitioning,
  UIViewControllerTransitionCoordinator
{
  let containerView: UIView
  let isAnimated: Bool
  let presentationStyle: UIModalPresentationStyle
  private let controllers: [UITransitionContextViewControllerKey: UIViewController]
  private let views: [UITransitionContextViewKey: UIView]
  private var initialFrames: [ObjectIdentifier: CGRect] = [:]
  private var finalFrames: [ObjectIdentifier: CGRect] = [:]
  private(set) var transitionWasCancelled = false
  private(set) var isInteractive = false
  private(set) var percentComplete: CGFloat = 0
  /// The animator's duration, known once it is asked.
  var transitionDuration: TimeInterval = 0
  var finish: ((Bool) -> Void)?

  private enum Phase { case waiting, running, ended }
  private var phase = Phase.waiting
  private var alongside: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []
  private var completions: [(any UIViewControllerTransitionCoordinatorContext) -> Void] = []

  init(
    container: UIView, animated: Bool, style: UIModalPresentationStyle, from: UIViewController,
    to: UIViewController, fromView: UIView?, toView: UIView?
  ) {
    containerView = container
    isAnimated = animated
    presentationStyle = style
    controllers = [.from: from, .to: to]
    var views: [UITransitionContextViewKey: UIView] = [:]
    views[.from] = fromView
    views[.to] = toView
    self.views = views
    super.init()
  }

  func setFrames(of controller: UIViewController, initial: CGRect, final: CGRect) {
    initialFrames[ObjectIdentifier(controller)] = initial
    finalFrames[ObjectIdentifier(controller)] = final
  }

  // MARK: UIViewControllerContextTransitioning

  var targetTransform: CGAffineTransform { .identity }
  var initiallyInteractive: Bool { false }
  var isInterruptible: Bool { false }
  var isCancelled: Bool { transitionWasCancelled }
  var completionVelocity: CGFloat { 1 }

  func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
    controllers[key]
  }
  func view(forKey key: UITransitionContextViewKey) -> UIView? { views[key] }

  func initialFrame(for vc: UIViewController) -> CGRect { initialFrames[ObjectIdentifier(vc)] ?? .zero }
  func finalFrame(for vc: UIViewController) -> CGRect { finalFrames[ObjectIdentifier(vc)] ?? .zero }

  // Interactive transitions are driven by the engine's own gestures (sheets, the navigation
  // controller's edge swipe); these record what an interaction controller reports.
  func updateInteractiveTransition(_ percentComplete: CGFloat) {
    isInteractive = true
    self.percentComplete = min(max(percentComplete, 0), 1)
  }
  func finishInteractiveTransition() { isInteractive = false }
  func cancelInteractiveTransition() {
    isInteractive = false
    transitionWasCancelled = true
  }
  func pauseInteractiveTransition() { isInteractive = true }

  func completeTransition(_ didComplete: Bool) {
    guard phase != .ended else { return }
    if phase == .waiting {
      // Completed before it could start (not animated): the joined changes are made at once.
      let blocks = alongside
      alongside.removeAll()
      UIView.performWithoutAnimation { for block in blocks { block(self) } }
    }
    phase = .ended
    if !didComplete { transitionWasCancelled = true }
    percentComplete = didComplete ? 1 : 0
    let completions = self.completions
    self.completions.removeAll()
    for completion in completions { completion(self) }
    finish?(didComplete)
    finish = nil
  }

  /// Called right after the animator started: the joined animations start with it.
  func animatorDidStart() {
    guard phase == .waiting else { return }
    phase = .running
    let blocks = alongside
    alongside.removeAll()
    runAlongside(blocks)
  }

  // MARK: UIViewControllerTransitionCoordinator

  func animate(
    alongsideTransition animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    guard phase != .ended else { return false }
    if let completion { completions.append(completion) }
    guard let animation else { return true }
    if phase == .waiting {
      alongside.append(animation)
    } else {
      runAlongside([animation])
    }
    return true
  }

  func animateAlongsideTransition(
    in view: UIView?, animation: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?,
    completion: ((any UIViewControllerTransitionCoordinatorContext) -> Void)?
  ) -> Bool {
    animate(alongsideTransition: animation, completion: completion)
  }

  func notifyWhenInteractionChanges(
    _ handler: @escaping (any UIViewControllerTransitionCoordinatorContext) -> Void
  ) {}

  private func runAlongside(_ blocks: [(any UIViewControllerTransitionCoordinatorContext) -> Void]) {
    guard !blocks.isEmpty else { return }
    let changes = { for block in blocks { block(self) } }
    if isAnimated && transitionDuration > 0 {
      UIView.animate(withDuration: transitionDuration, delay: 0, options: [], animations: changes)
    } else {
      UIView.performWithoutAnimation(changes)
    }
  }
}
