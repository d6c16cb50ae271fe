import UIKit

/// The transparent paging scroll view over the map (the original's XDSScrollView).
///
/// A touch above the current page's content is not taken: `hitTest` returns nil, so the touch goes
/// to the map behind, which pans. Inside the content, hit testing goes on as usual.
final class PassThroughScrollView: UIScrollView {
  override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
    // Which page is showing (快车 or 出租车): its view is that subview.
    let page = Int(contentOffset.x / UIScreen.main.bounds.width)
    guard subviews.indices.contains(page) else { return super.hitTest(point, with: event) }
    let view = subviews[page]
    // In the page's coordinates, which include the table's own scroll position.
    let viewPoint = convert(point, to: view)
    // Above the page's content: let the map have it.
    if viewPoint.y < 0 {
      return nil
    }
    return super.hitTest(point, with: event)
  }
}
