import Foundation

/// The actions a row shows on one side when swiped. The first action is the outermost (at the
/// row's edge) and the one a full swipe performs.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
  public let actions: [UIContextualAction]
  /// Whether swiping all the way across performs the first action (true by default, as in UIKit).
  open var performsFirstActionWithFullSwipe = true

  public init(actions: [UIContextualAction]) {
    self.actions = actions
    super.init()
  }
}
