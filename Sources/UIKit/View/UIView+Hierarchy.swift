import Foundation

extension UIView {
  /// The window this view is in, if any.
  public var window: UIWindow? {
    var view: UIView? = self
    while let current = view {
      if let window = current as? UIWindow { return window }
      view = current.superview
    }
    return nil
  }

  /// Adds `view` in front of the other subviews (moving it if it already has a superview).
  public func addSubview(_ view: UIView) {
    insertSubview(view, at: subviews.count)
  }

  /// Inserts `view` at `index` in `subviews` (back to front), clamped to the valid range.
  public func insertSubview(_ view: UIView, at index: Int) {
    guard view !== self, !isDescendant(of: view) else { return }
    let oldWindow = view.window
    let newWindow = window
    DisplayInvalidation.note()
    if view.superview === self, let current = subviews.firstIndex(ofIdentical: view) {
      subviews.remove(at: current)
      let place = min(max(index, 0), subviews.count)
      subviews.insert(view, at: place)
      placeLayer(of: view, at: place)
      return
    }
    view.willMove(toSuperview: self)
    if oldWindow !== newWindow {
      oldWindow?.firstResponderWillLeave(with: view)
      view.propagateWillMove(toWindow: newWindow)
    }
    let kept = view.superview == nil ? [] : view.detachFromLayoutEngine()
    view.detachFromSuperview()
    let place = min(max(index, 0), subviews.count)
    subviews.insert(view, at: place)
    placeLayer(of: view, at: place)
    view.superview = self
    view.mergeLayoutEngineIntoSuperview()
    view.reattach(kept)
    if view.autoLayout.needsUpdateConstraints || view.autoLayout.subtreeNeedsUpdateConstraints {
      view.noteSubtreeNeedsUpdateConstraints()
    }
    view.setNeedsLayout()
    view.setNeedsTraitUpdate()
    didAddSubview(view)
    view.didMoveToSuperview()
    view.tintInheritanceDidChange()
    if oldWindow !== newWindow { view.propagateDidMoveToWindow() }
  }

  public func insertSubview(_ view: UIView, aboveSubview sibling: UIView) {
    guard let index = subviews.firstIndex(ofIdentical: sibling) else { return addSubview(view) }
    let adjustment = subviews.firstIndex(ofIdentical: view).map { $0 < index } == true ? 0 : 1
    insertSubview(view, at: index + adjustment)
  }

  public func insertSubview(_ view: UIView, belowSubview sibling: UIView) {
    guard let index = subviews.firstIndex(ofIdentical: sibling) else { return addSubview(view) }
    let adjustment = subviews.firstIndex(ofIdentical: view).map { $0 < index } == true ? -1 : 0
    insertSubview(view, at: index + adjustment)
  }

  /// Removes this view from its superview. Safe to call from the view's own touch handlers: a touch
  /// already on its way keeps its `view`, as in UIKit.
  public func removeFromSuperview() {
    guard let superview else { return }
    let oldWindow = window
    willMove(toSuperview: nil)
    if let oldWindow {
      oldWindow.firstResponderWillLeave(with: self)
      propagateWillMove(toWindow: nil)
    }
    superview.willRemoveSubview(self)
    let kept = detachFromLayoutEngine()
    detachFromSuperview()
    reattach(kept)
    setNeedsTraitUpdate()
    didMoveToSuperview()
    tintInheritanceDidChange()
    if oldWindow != nil { propagateDidMoveToWindow() }
  }

  public func bringSubviewToFront(_ view: UIView) {
    guard let index = subviews.firstIndex(ofIdentical: view) else { return }
    DisplayInvalidation.note()
    subviews.append(subviews.remove(at: index))
    placeLayer(of: view, at: subviews.count - 1)
  }

  public func sendSubviewToBack(_ view: UIView) {
    guard let index = subviews.firstIndex(ofIdentical: view) else { return }
    DisplayInvalidation.note()
    subviews.insert(subviews.remove(at: index), at: 0)
    placeLayer(of: view, at: 0)
  }

  public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
    guard subviews.indices.contains(index1), subviews.indices.contains(index2) else { return }
    DisplayInvalidation.note()
    subviews.swapAt(index1, index2)
    placeLayer(of: subviews[index1], at: index1)
    placeLayer(of: subviews[index2], at: index2)
  }

  /// Whether this view is `view` or inside it.
  public func isDescendant(of view: UIView) -> Bool {
    var current: UIView? = self
    while let candidate = current {
      if candidate === view { return true }
      current = candidate.superview
    }
    return false
  }

  /// This view or the first descendant (depth first) with `tag`.
  public func viewWithTag(_ tag: Int) -> UIView? {
    if self.tag == tag { return self }
    for subview in subviews {
      if let match = subview.viewWithTag(tag) { return match }
    }
    return nil
  }

  /// Puts `view`'s layer among this view's sublayers where its place among the subviews says: just
  /// below the next subview's layer, or in front of all (standalone sublayers keep their places).
  /// `index` is the view's place in `subviews`.
  private func placeLayer(of view: UIView, at index: Int) {
    if index + 1 < subviews.count {
      layer.insertSublayer(view.layer, below: subviews[index + 1].layer)
    } else {
      layer.addSublayer(view.layer)
    }
  }

  private func detachFromSuperview() {
    DisplayInvalidation.note()
    layer.removeFromSuperlayer()
    // The first match, not `removeAll`: a view is there once, and a batch removed in order (a map's
    // annotation views) finds each at the front instead of scanning every sibling each time.
    if let superview, let index = superview.subviews.firstIndex(ofIdentical: self) {
      superview.subviews.remove(at: index)
    }
    superview = nil
  }

  private func propagateWillMove(toWindow newWindow: UIWindow?) {
    viewControllerOwner?.rootViewWillMove(toWindow: newWindow)
    willMove(toWindow: newWindow)
    for subview in subviews { subview.propagateWillMove(toWindow: newWindow) }
  }

  private func propagateDidMoveToWindow() {
    didMoveToWindow()
    for subview in subviews { subview.propagateDidMoveToWindow() }
    // After the subtree: a child's `viewDidAppear` comes once its whole view is in the window.
    viewControllerOwner?.rootViewDidMoveToWindow()
  }
}
