import Foundation

/// Auto Layout in a scroll view (Apple's "Working with Scroll Views" in the Auto Layout Guide):
/// constraints to `contentLayoutGuide` size and place the content, and set `contentSize`;
/// constraints to `frameLayoutGuide` place views over the scroll view that do not scroll.
/// Constraints between the scroll view itself and its content follow the same rule as on iOS: its
/// edges are the content's edges, its width, height and centres are the frame's.
extension UIScrollView {
  /// The content's rectangle: origin at the content's origin, size `contentSize` unless
  /// constraints size it, in which case `contentSize` follows it.
  public var contentLayoutGuide: UILayoutGuide {
    if let guide = autoLayout.scrollContentGuide { return guide }
    let guide = UILayoutGuide(
      kind: .scrollContent, owningView: self, identifier: "UIScrollView-contentLayoutGuide")
    autoLayout.scrollContentGuide = guide
    return guide
  }

  /// The scroll view's frame, in its content's coordinates: it moves with `contentOffset`, so what
  /// is pinned to it stays where it is on screen.
  public var frameLayoutGuide: UILayoutGuide {
    if let guide = autoLayout.scrollFrameGuide { return guide }
    let guide = UILayoutGuide(
      kind: .scrollFrame, owningView: self, identifier: "UIScrollView-frameLayoutGuide")
    autoLayout.scrollFrameGuide = guide
    return guide
  }

  /// After layout: a content guide sized by constraints gives its size to `contentSize`.
  func adoptContentLayoutGuideSize() {
    guard let guide = autoLayout.scrollContentGuide, let engine = autoLayout.engine, engine.hasItem(guide)
    else {
      return
    }
    let size = engine.frame(of: guide).size
    if size != contentSize { contentSize = size }
  }
}
