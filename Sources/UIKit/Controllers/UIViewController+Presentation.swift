import Foundation

/// One presentation of a controller: its phase, its presentation controller and container, and the
/// presenting controller's view while a full-screen presentation keeps it out of the window.
@preconcurrency @MainActor
final class PresentationRecord {
  enum Phase { case presenting, presented, dismissing }

  var phase = Phase.presenting
  let controller: UIPresentationController
  let container: UITransitionView
  /// Where the presenter's view was before `.fullScreen` took it out, to put it back on dismissal.
  var removedPresenterView: RemovedView?

  /// A view taken out of its superview, held weakly: the superview is the window, which holds the
  /// presenter, which holds the presented controller and so this record (the presenter holds its
  /// view).
  struct RemovedView {
    weak var view: UIView?
    weak var superview: UIView?
    let index: Int
  }

  init(controller: UIPresentationController, container: UITransitionView) {
    self.controller = controller
    self.container = container
  }

  func removePresenterView(_ view: UIView) {
    guard let superview = view.superview, let index = superview.subviews.firstIndex(where: { $0 === view })
    else { return }
    removedPresenterView = RemovedView(view: view, superview: superview, index: index)
    view.removeFromSuperview()
  }

  /// Puts the presenter's view back where it was; returns whether there was one to put back.
  @discardableResult
  func restorePresenterView() -> Bool {
    guard let removed = removedPresenterView, let view = removed.view, let superview = removed.superview
    else {
      return false
    }
    removedPresenterView = nil
    superview.insertSubview(view, at: removed.index)
    return true
  }
}

/// UIKit logs these presentation mistakes and carries on; the engine reports them to the
/// environment's diagnostics and carries on.
@preconcurrency @MainActor
enum PresentationDiagnostics {
  static func report(_ message: String) {
    UIApplication.shared.environment.diagnostics("UIKit: \(message)")
  }
}

extension UIViewController {
  /// `present(_:animated:completion:)`: presented by this controller's topmost ancestor (UIKit's
  /// presenting controller for a full-window presentation), which must be in a window and not be
  /// presenting already.
  func presentController(_ presented: UIViewController, animated: Bool, completion: (() -> Void)?) {
    let presenter = rootAncestor
    guard presented !== presenter, presented.presentation == nil, presented.parent == nil else {
      return PresentationDiagnostics.report(
        "Application tried to present \(presented) that is already presented or has a parent")
    }
    if let current = presenter.presentedStorage {
      return PresentationDiagnostics.report(
        "Attempt to present \(presented) on \(presenter) which is already presenting \(current)")
    }
    guard let window = presenter.viewIfLoaded?.window else {
      return PresentationDiagnostics.report(
        "Attempt to present \(presented) on \(presenter) whose view is not in the window hierarchy")
    }
    let controller = presented.presentationControllerForPresenting(by: presenter)
    PresentationTransition.present(
      presented, by: presenter, controller: controller, in: window, animated: animated, completion: completion
    )
  }

  /// `dismiss(animated:completion:)`: what this controller (or an ancestor) presented, else this
  /// controller's own presentation.
  func dismissController(animated: Bool, completion: (() -> Void)?) {
    var holder: UIViewController? = self
    while let candidate = holder {
      if candidate.presentedStorage != nil {
        PresentationTransition.dismiss(presentedBy: candidate, animated: animated, completion: completion)
        return
      }
      holder = candidate.parent
    }
    holder = self
    while let candidate = holder {
      if let presenter = candidate.presentingStorage {
        PresentationTransition.dismiss(presentedBy: presenter, animated: animated, completion: completion)
        return
      }
      holder = candidate.parent
    }
  }

  /// The presentation controller for the current style, made on first access and kept while the
  /// style stays the same, so that a sheet configured before `present` is the one presented.
  func resolvedPresentationController() -> UIPresentationController? {
    if let presentation { return presentation.controller }
    let style = Self.resolvedStyle(of: modalPresentationStyle)
    if let own = ownPresentationController, own.resolvedStyle == style { return own }
    let made = makePresentationController(style: style, presenting: nil)
    ownPresentationController = made
    return made
  }

  /// The controller for a presentation starting now: a `.custom` one asks the transitioning
  /// delegate (keeping the adaptive delegate set on the one made before `present`).
  private func presentationControllerForPresenting(by presenter: UIViewController) -> UIPresentationController
  {
    let existing = resolvedPresentationController()
    guard modalPresentationStyle == .custom,
      let custom = transitioningDelegate?.presentationController(
        forPresented: self, presenting: presenter, source: presenter)
    else {
      existing?.attach(presenting: presenter)
      return existing ?? makePresentationController(style: .fullScreen, presenting: presenter)
    }
    custom.resolvedStyle = .custom
    if custom.delegate == nil { custom.delegate = existing?.delegate }
    ownPresentationController = custom
    return custom
  }

  private func makePresentationController(
    style: UIModalPresentationStyle, presenting: UIViewController?
  ) -> UIPresentationController {
    let made: UIPresentationController
    switch style {
    case .fullScreen:
      made = FullScreenPresentationController(presentedViewController: self, presenting: presenting)
    case .overFullScreen:
      made = OverFullScreenPresentationController(presentedViewController: self, presenting: presenting)
    case .pageSheet:
      made = UISheetPresentationController(presentedViewController: self, presenting: presenting)
    default: made = UIPresentationController(presentedViewController: self, presenting: presenting)
    }
    made.resolvedStyle = style
    return made
  }

  /// The style a presentation gets on an iPhone in portrait (compact width): `.automatic` is a page
  /// sheet (UIKit since iOS 13), a form sheet and a popover adapt to a page sheet, and the
  /// current-context styles cover the window.
  static func resolvedStyle(of style: UIModalPresentationStyle) -> UIModalPresentationStyle {
    switch style {
    case .automatic, .pageSheet, .formSheet, .popover: return .pageSheet
    case .fullScreen, .currentContext, .none: return .fullScreen
    case .overFullScreen, .overCurrentContext: return .overFullScreen
    case .custom: return .custom
    }
  }
}
