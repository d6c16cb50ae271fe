import Foundation

/// A list whose rows can be swiped open: the table view, and collection views with list sections.
@preconcurrency @MainActor
protocol SwipeActionsHost: UIView {
  /// The row under a point in the list's coordinates.
  func swipeIndexPath(at point: CGPoint) -> IndexPath?
  /// The row a cell on screen shows; nil once it left (deleted, scrolled away).
  func swipeIndexPath(of cell: UIView) -> IndexPath?
  func swipeCell(at indexPath: IndexPath) -> UIView?
  /// The actions for one side of a row (`leading`: the side a rightward swipe uncovers).
  func swipeActionsConfiguration(at indexPath: IndexPath, leading: Bool) -> UISwipeActionsConfiguration?
  /// Whether swipes may open rows now (not in a table's editing mode).
  var allowsSwipeActions: Bool { get }
}

/// The pan that swipes rows: it begins only on a mostly horizontal drag toward a side the row has
/// actions for (or on the open row), so a vertical drag stays the list's scroll and a drag on a row
/// without actions stays an outer pager's.
@preconcurrency @MainActor
final class SwipeActionsPanGestureRecognizer: UIPanGestureRecognizer {
  weak var controller: RowSwipeController?
  private var startLocation: CGPoint?

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    super.touchesBegan(touches, with: event)
    if startLocation == nil { startLocation = touches.first?.location(in: view) }
  }

  override func beginDecision(translation: CGPoint) -> PanBeginDecision {
    guard abs(translation.x) > abs(translation.y), let startLocation, let controller else { return .fail }
    return controller.mayBeginSwipe(at: startLocation, towardLeading: translation.x > 0) ? .begin : .fail
  }

  override func reset() {
    super.reset()
    startLocation = nil
  }
}
