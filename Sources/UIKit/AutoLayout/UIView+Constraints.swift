import Foundation

extension UIView {
  /// The active constraints installed on this view (their items' nearest common ancestor).
  public var constraints: [NSLayoutConstraint] { autoLayout.installed }

  /// Activates `constraint` (the older API; UIKit installs it on this view).
  public func addConstraint(_ constraint: NSLayoutConstraint) {
    constraint.isActive = true
  }

  public func addConstraints(_ constraints: [NSLayoutConstraint]) {
    NSLayoutConstraint.activate(constraints)
  }

  public func removeConstraint(_ constraint: NSLayoutConstraint) {
    guard constraint.installedOn === self else { return }
    constraint.isActive = false
  }

  public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
    for constraint in constraints { removeConstraint(constraint) }
  }

  /// Layout guides added with `addLayoutGuide(_:)`.
  public var layoutGuides: [UILayoutGuide] { autoLayout.guides }

  public func addLayoutGuide(_ layoutGuide: UILayoutGuide) {
    layoutGuide.owningView?.removeLayoutGuide(layoutGuide)
    layoutGuide.owningView = self
    autoLayout.guides.append(layoutGuide)
  }

  public func removeLayoutGuide(_ layoutGuide: UILayoutGuide) {
    guard layoutGuide.owningView === self else { return }
    for constraint in hierarchyRoot.allInstalledConstraints()
    where constraint.firstItem === layoutGuide || constraint.secondItem === layoutGuide {
      constraint.isActive = false
    }
    autoLayout.engine?.forget(layoutGuide)
    autoLayout.guides.removeAll { $0 === layoutGuide }
    layoutGuide.owningView = nil
  }

  /// The part of the view the safe area leaves (pinned to `safeAreaInsets`).
  public var safeAreaLayoutGuide: UILayoutGuide {
    if let guide = autoLayout.safeAreaGuide { return guide }
    let guide = UILayoutGuide(kind: .safeArea, owningView: self, identifier: "UIViewSafeAreaLayoutGuide")
    autoLayout.safeAreaGuide = guide
    return guide
  }

  /// Whether the engine reads this view's frame from its autoresizing mask and frame (true for
  /// views made in code; set it to false for a view you place with constraints, as on iOS).
  public var translatesAutoresizingMaskIntoConstraints: Bool {
    get { autoLayout.translatesAutoresizingMask }
    set {
      guard newValue != autoLayout.translatesAutoresizingMask else { return }
      autoLayout.translatesAutoresizingMask = newValue
      autoLayout.engine?.translatesDidChange(self)
    }
  }

  /// Whether the engine leaves part of this view's frame undetermined by required constraints.
  public var hasAmbiguousLayout: Bool {
    autoLayout.engine?.isAmbiguous(self) ?? false
  }

  // MARK: The update-constraints pass

  /// Whether `updateConstraints()` is due before the next layout.
  public func needsUpdateConstraints() -> Bool { autoLayout.needsUpdateConstraints }

  public func setNeedsUpdateConstraints() {
    autoLayout.needsUpdateConstraints = true
    noteSubtreeNeedsUpdateConstraints()
  }

  /// Runs `updateConstraints()` where it is due in this subtree, subviews first (UIKit updates
  /// constraints from the leaves up, before layout).
  public func updateConstraintsIfNeeded() {
    guard autoLayout.needsUpdateConstraints || autoLayout.subtreeNeedsUpdateConstraints else { return }
    autoLayout.subtreeNeedsUpdateConstraints = false
    for subview in subviews { subview.updateConstraintsIfNeeded() }
    if autoLayout.needsUpdateConstraints {
      autoLayout.needsUpdateConstraints = false
      updateConstraints()
    }
  }

  func noteSubtreeNeedsUpdateConstraints() {
    var view = superview
    while let current = view, !current.autoLayout.subtreeNeedsUpdateConstraints {
      current.autoLayout.subtreeNeedsUpdateConstraints = true
      view = current.superview
    }
  }

  // MARK: The engine

  /// The topmost ancestor (the window, or the root of a hierarchy not in one).
  var hierarchyRoot: UIView {
    var view = self
    while let superview = view.superview { view = superview }
    return view
  }

  /// The root's engine, made on first use.
  var liveLayoutEngine: LayoutEngine {
    if let engine = autoLayout.rootEngine { return engine }
    let engine = LayoutEngine(isLive: true)
    autoLayout.rootEngine = engine
    return engine
  }

  func nearestCommonAncestor(with other: UIView) -> UIView? {
    var view: UIView? = self
    while let candidate = view {
      if other.isDescendant(of: candidate) { return candidate }
      view = candidate.superview
    }
    return nil
  }

  /// Every active constraint installed in this subtree.
  func allInstalledConstraints() -> [NSLayoutConstraint] {
    autoLayout.installed + subviews.flatMap { $0.allInstalledConstraints() }
  }

  /// Sets the frames of constraint-placed subviews from the engine (UIView's default
  /// `layoutSubviews`); a view with a transform keeps it, through bounds and centre.
  func applyLayoutEngineFrames() {
    for subview in subviews where !subview.autoLayout.translatesAutoresizingMask {
      guard let engine = subview.autoLayout.engine else { continue }
      let frame = engine.frame(of: subview)
      if subview.transform == .identity {
        if subview.frame != frame { subview.frame = frame }
      } else {
        subview.bounds.size = frame.size
        subview.center = CGPoint(x: frame.midX, y: frame.midY)
      }
    }
  }

  /// Engine upkeep when the frame of a translating view changes.
  func layoutFrameDidChange() {
    guard autoLayout.translatesAutoresizingMask, let engine = autoLayout.engine else { return }
    engine.translatedFrameDidChange(self)
  }
}
