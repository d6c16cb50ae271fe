import Foundation

/// Hears a presentation's user-driven dismissal and may change its style. Every method is
/// optional, as in UIKit.
///
/// The dismissal calls come only when the user dismisses (dragging a sheet down, tapping its
/// dimmed background), never for `dismiss(animated:completion:)`, as Apple documents.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
  /// The style to use instead of the presentation's own; `.none` keeps it.
  func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  /// Asked before a user-driven dismissal; false refuses it (then `DidAttemptToDismiss` follows).
  func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
  func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
  /// The user tried to dismiss a presentation that refuses (`isModalInPresentation`, or the
  /// delegate said no).
  func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
  public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
  {
    .none
  }
  public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
  {
    true
  }
  public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
  public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
