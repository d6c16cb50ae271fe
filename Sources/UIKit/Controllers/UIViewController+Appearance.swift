import Foundation

/// Where a controller is between appearing and disappearing. `viewWillAppear` moves it to
/// `appearing`, `viewDidAppear` to `appeared`, and so on; a transition that is cancelled goes back
/// the other way (`appearing` → `disappearing`), as a cancelled interactive pop does in UIKit.
enum AppearanceState: Equatable, Sendable {
  case disappeared, appearing, appeared, disappearing

  /// The state a begin call moves to, or nil when it changes nothing.
  func begin(appearing: Bool) -> AppearanceState? {
    switch (self, appearing) {
    case (.disappeared, true), (.disappearing, true): return .appearing
    case (.appeared, false), (.appearing, false): return .disappearing
    default: return nil
    }
  }

  /// The state an end call moves to, or nil when no transition is under way.
  var end: AppearanceState? {
    switch self {
    case .appearing: return .appeared
    case .disappearing: return .disappeared
    case .appeared, .disappeared: return nil
    }
  }
}

extension UIViewController {
  /// Begins an appearance or disappearance: `viewWillAppear`/`viewWillDisappear`, then the same for
  /// the children whose views are in this controller's view (parents before children).
  func beginAppearance(_ appearing: Bool, animated: Bool) {
    guard let next = appearanceState.begin(appearing: appearing) else { return }
    appearanceState = next
    if appearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
    for child in childrenOnScreen { child.beginAppearance(appearing, animated: animated) }
    lastAppearanceWasAnimated = animated
  }

  /// Ends the transition under way: the children first, then `viewDidAppear`/`viewDidDisappear`.
  func endAppearance() {
    guard let next = appearanceState.end else { return }
    for child in childrenOnScreen { child.endAppearance() }
    appearanceState = next
    if next == .appeared {
      viewDidAppear(lastAppearanceWasAnimated)
    } else {
      viewDidDisappear(lastAppearanceWasAnimated)
    }
  }

  /// A whole appearance change at once, for transitions that are not animated.
  func changeAppearance(_ appearing: Bool, animated: Bool = false) {
    beginAppearance(appearing, animated: animated)
    endAppearance()
  }

  /// Whether the controller is appearing or on screen.
  var isAppearingOrAppeared: Bool { appearanceState == .appearing || appearanceState == .appeared }

  /// The children whose root views are inside this controller's view: those that appear with it.
  /// None when the parent has opted out of forwarding.
  var childrenOnScreen: [UIViewController] {
    guard shouldAutomaticallyForwardAppearanceMethods, let root = viewIfLoaded else { return [] }
    return children.filter { child in
      guard let childView = child.viewIfLoaded else { return false }
      return childView.isDescendant(of: root)
    }
  }

  // MARK: A child's root view entering or leaving a window

  /// The root view is about to enter or leave a window. A child of a controller that is on screen
  /// begins to appear (or disappear) here, as in UIKit, where `addSubview(child.view)` is what makes
  /// a child appear; controllers whose container drives their transitions are left alone.
  func rootViewWillMove(toWindow newWindow: UIWindow?) {
    guard let parent, parent.forwardsAppearanceOnWindowChange,
      parent.shouldAutomaticallyForwardAppearanceMethods
    else { return }
    if newWindow != nil {
      if parent.isAppearingOrAppeared { beginAppearance(true, animated: false) }
    } else if isAppearingOrAppeared {
      beginAppearance(false, animated: false)
    }
  }

  /// The root view entered or left a window: the transition begun above ends, unless the parent is
  /// itself still appearing (its own `viewDidAppear` ends the child's).
  func rootViewDidMoveToWindow() {
    guard let parent, parent.forwardsAppearanceOnWindowChange,
      parent.shouldAutomaticallyForwardAppearanceMethods
    else { return }
    switch appearanceState {
    case .appearing where parent.appearanceState == .appeared: endAppearance()
    case .disappearing: endAppearance()
    default: break
    }
  }
}
