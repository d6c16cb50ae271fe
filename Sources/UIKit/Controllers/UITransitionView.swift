import Foundation

/// The container view of one presentation, filling the window above what it covers (UIKit's
/// container has this class name too). It asks its presentation controller to lay out the views in
/// it, and passes touches that land on itself to the views behind when the presentation allows it.
@preconcurrency @MainActor
final class UITransitionView: UIView {
  weak var presentationController: UIPresentationController?

  override func layoutSubviews() {
    guard let presentationController else { return }
    presentationController.containerViewWillLayoutSubviews()
    presentationController.layoutPresentedViews()
    presentationController.containerViewDidLayoutSubviews()
  }

  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    let hit = super.hitTest(point, with: event)
    if hit === self, presentationController?.passesTouchesThroughContainer == true { return nil }
    return hit
  }
}
