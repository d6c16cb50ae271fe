import Foundation

/// What a view keeps for Auto Layout; one stored property of `UIView`, so the view class stays small.
struct AutoLayoutState {
  var translatesAutoresizingMask = true
  /// Active constraints whose nearest common ancestor is this view (`UIView.constraints`).
  var installed: [NSLayoutConstraint] = []
  /// The engine of the hierarchy this view is the root of, once a constraint needs one.
  var rootEngine: LayoutEngine?
  /// The engine that has this view among its items (set only by a window's or root's engine).
  weak var engine: LayoutEngine?
  // Apple's documented defaults for views made in code: hugging 250, compression resistance 750;
  // indexed by `NSLayoutConstraint.Axis.rawValue`.
  var hugging: [UILayoutPriority] = [.defaultLow, .defaultLow]
  var compression: [UILayoutPriority] = [.defaultHigh, .defaultHigh]
  var guides: [UILayoutGuide] = []
  var safeAreaGuide: UILayoutGuide?
  var marginsGuide: UILayoutGuide?
  var keyboardGuide: UIKeyboardLayoutGuide?
  /// A scroll view's content and frame guides, made on first use.
  var scrollContentGuide: UILayoutGuide?
  var scrollFrameGuide: UILayoutGuide?
  /// The guides the engine pins to this view's geometry, those made so far.
  var systemGuides: [UILayoutGuide] {
    [safeAreaGuide, marginsGuide, keyboardGuide, scrollContentGuide, scrollFrameGuide].compactMap { $0 }
  }
  /// The layout margins set by code; nil keeps UIKit's defaults (`UIView.effectiveLayoutMargins`).
  var margins: NSDirectionalEdgeInsets?
  var preservesSuperviewMargins = false
  var insetsMarginsFromSafeArea = true
  /// Every view starts needing a constraint update, so `updateConstraints()` runs once before its
  /// first layout, as UIKit calls it.
  var needsUpdateConstraints = true
  var subtreeNeedsUpdateConstraints = false
  /// The engine moved subviews since this view's layout began (another pass is due at once).
  var engineMovedSubviews = false
}
