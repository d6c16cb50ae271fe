import Foundation

/// The engine follows the view hierarchy: a hierarchy's constraints live in its root's engine, so
/// when a root is added to another view its constraints move to the new root's engine, and when a
/// view leaves its superview the constraints that reached outside are deactivated (as UIKit
/// removes them) and those inside go with it.
extension UIView {
  /// Before this view leaves its superview: takes its subtree out of the engine. Returns the
  /// constraints installed inside the subtree, to re-add once it is a root of its own.
  func detachFromLayoutEngine() -> [NSLayoutConstraint] {
    guard let engine = hierarchyRoot.autoLayout.rootEngine, subtreeTakesPartInLayout else { return [] }
    var kept: [NSLayoutConstraint] = []
    for constraint in engine.active where constraint.touchesSubtree(of: self) {
      engine.remove(constraint)
      if let view = constraint.installedOn, view.isDescendant(of: self) {
        kept.append(constraint)
      } else if let view = constraint.installedOn {
        constraint.uninstall(from: view)
      }
    }
    forgetSubtree(in: engine)
    return kept
  }

  /// After this view moved: the constraints kept from its subtree go to its new root's engine.
  func reattach(_ kept: [NSLayoutConstraint]) {
    guard !kept.isEmpty else { return }
    let engine = hierarchyRoot.liveLayoutEngine
    for constraint in kept { engine.add(constraint) }
  }

  /// After this view got a superview: a root's engine merges into the new root's.
  func mergeLayoutEngineIntoSuperview() {
    guard let old = autoLayout.rootEngine else { return }
    autoLayout.rootEngine = nil
    let constraints = old.active
    for constraint in constraints { old.remove(constraint) }
    forgetSubtree(in: old)
    let engine = hierarchyRoot.liveLayoutEngine
    for constraint in constraints { engine.add(constraint) }
  }

  private var subtreeTakesPartInLayout: Bool {
    autoLayout.engine != nil || !autoLayout.installed.isEmpty
      || subviews.contains { $0.subtreeTakesPartInLayout }
  }

  private func forgetSubtree(in engine: LayoutEngine) {
    engine.forget(self)
    for guide in autoLayout.systemGuides + autoLayout.guides {
      engine.forget(guide)
    }
    for subview in subviews { subview.forgetSubtree(in: engine) }
  }
}

extension NSLayoutConstraint {
  func touchesSubtree(of view: UIView) -> Bool {
    [firstItem, secondItem].contains { item in
      item.flatMap(LayoutEngine.hostView(of:))?.isDescendant(of: view) ?? false
    }
  }
}
