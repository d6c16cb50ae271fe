import Foundation

/// What a context menu hands its delegate as it appears or goes (Apple docs,
/// `UIContextMenuInteractionAnimating`, iOS 13): blocks added with `addAnimations(_:)` animate
/// alongside the menu's own transition, blocks added with `addCompletion(_:)` run when it ends.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: NSObjectProtocol {
  /// The view controller the preview shows; nil when the preview is a view (as a text item's).
  var previewViewController: UIViewController? { get }
  func addAnimations(_ animations: @escaping () -> Void)
  func addCompletion(_ completion: @escaping () -> Void)
}
