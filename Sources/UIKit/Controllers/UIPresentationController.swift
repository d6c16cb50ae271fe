import Foundation

/// Manages a presentation: the container view the presented view lives in, its frame, and the
/// views around it (a dimming view, a sheet's chrome). Subclass it for a `.custom` presentation and
/// return it from the transitioning delegate's `presentationController(forPresented:presenting:source:)`.
@preconcurrency @MainActor
open class UIPresentationController: NSObject {
  /// Held weakly: the presented controller keeps its presentation controller, so a strong
  /// reference back would keep both for good (a sheet's controller configured and never presented,
  /// a screen dropped while it presents one). While presented, the presenting controller keeps it.
  private weak var presentedStorage: UIViewController?
  public var presentedViewController: UIViewController {
    // swift-format-ignore: NeverForceUnwrap
    presentedStorage!
  }
  private weak var presentingStorage: UIViewController?
  /// Set when the presentation begins (the initializer may be given nil).
  public var presentingViewController: UIViewController! { presentingStorage }
  /// The view the transition takes place in; nil before the presentation starts and after it ends.
  public internal(set) var containerView: UIView?
  open weak var delegate: (any UIAdaptivePresentationControllerDelegate)?

  /// The style the presentation was resolved to.
  var resolvedStyle = UIModalPresentationStyle.custom
  /// Whether a transition is moving the presented view (layout then leaves its frame alone).
  var isTransitioning = false

  public init(
    presentedViewController: UIViewController, presenting presentingViewController: UIViewController?
  ) {
    presentedStorage = presentedViewController
    presentingStorage = presentingViewController
    super.init()
  }

  /// The view the transition animates: the presented controller's view (a subclass may wrap it).
  open var presentedView: UIView? { presentedViewController.view }

  /// Where the presented view rests in the container; the default fills it.
  open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

  /// Whether the presenting controller's view leaves the window once it is covered (`.fullScreen`);
  /// the default keeps it, as UIKit's does.
  open var shouldRemovePresentersView: Bool { false }

  open var shouldPresentInFullscreen: Bool { true }

  open var presentationStyle: UIModalPresentationStyle { resolvedStyle }

  /// The style the delegate asks for instead, `.none` to keep the presentation's own.
  open var adaptivePresentationStyle: UIModalPresentationStyle {
    delegate?.adaptivePresentationStyle(for: self) ?? .none
  }

  open func containerViewWillLayoutSubviews() {}
  open func containerViewDidLayoutSubviews() {}
  open func presentationTransitionWillBegin() {}
  open func presentationTransitionDidEnd(_ completed: Bool) {}
  open func dismissalTransitionWillBegin() {}
  open func dismissalTransitionDidEnd(_ completed: Bool) {}

  /// Places the engine's own presentations' views on each container layout (between the will/did
  /// layout calls); a custom presentation lays out its views itself, so the base does nothing.
  func layoutPresentedViews() {}

  /// Whether touches on the container itself (not on a view in it) go to the views behind it; a
  /// sheet at an undimmed detent lets them through.
  var passesTouchesThroughContainer: Bool { false }

  /// The animator of a built-in presentation (custom ones get theirs from the delegate).
  func builtInAnimator(presenting: Bool) -> any UIViewControllerAnimatedTransitioning {
    ModalTransitionAnimator(style: presentedViewController.modalTransitionStyle, presenting: presenting)
  }

  func attach(presenting: UIViewController) {
    presentingStorage = presenting
  }
}

/// `.fullScreen`: fills the window and takes the presenting controller's view out once covered.
final class FullScreenPresentationController: UIPresentationController {
  override var shouldRemovePresentersView: Bool { true }

  override func layoutPresentedViews() {
    guard !isTransitioning, let containerView else { return }
    presentedView?.frame = containerView.bounds
  }
}

/// `.overFullScreen`: fills the window; what is behind stays in place (and visible through clear
/// parts of the presented view).
final class OverFullScreenPresentationController: UIPresentationController {
  override func layoutPresentedViews() {
    guard !isTransitioning, let containerView else { return }
    presentedView?.frame = containerView.bounds
  }
}
