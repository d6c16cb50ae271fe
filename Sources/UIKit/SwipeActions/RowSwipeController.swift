import Foundation

/// Swipes a list's rows open (UIKit's is the private `UISwipeActionsController`): the row's cell
/// slides with the finger (its bounds' origin moves, so the table's layout of its frame is
/// untouched) and uncovers its actions beside it. Let go past half the actions' width the row
/// opens, otherwise it closes; past the full-swipe distance the first action covers the row and
/// is performed. Tapping a button performs its action; when the action's handler calls its
/// completion the row closes. One row is open at a time.
@preconcurrency @MainActor
final class RowSwipeController {
  /// A row swiped open (or being swiped).
  struct Swipe {
    let indexPath: IndexPath
    let cell: UIView
    let actionsView: SwipeActionsView
    /// How far the row's content is moved: positive to the right (leading actions uncovered).
    var offset: CGFloat
    var leading: Bool { actionsView.leading }
  }

  /// How long the row takes to open, close or finish a full swipe: the engine's figure (UIKit's
  /// spring is private), the table's update duration.
  static let settleDuration: TimeInterval = 0.3
  /// The share of the row's width past which a swipe is a full swipe: the engine's figure (Apple
  /// documents none); never less than the actions' own width.
  static let fullSwipeFraction: CGFloat = 0.6

  private unowned let host: any SwipeActionsHost
  let pan = SwipeActionsPanGestureRecognizer()
  private(set) var swipe: Swipe?
  private var dragStartOffset: CGFloat = 0
  /// A row whose action is running: it stays as it is until the handler's completion.
  private var isPerforming = false

  init(host: any SwipeActionsHost) {
    self.host = host
    pan.controller = self
    pan.addTarget { [unowned self] in self.handlePan($0 as! UIPanGestureRecognizer) }
    host.addGestureRecognizer(pan)
  }

  // MARK: Beginning

  func mayBeginSwipe(at point: CGPoint, towardLeading: Bool) -> Bool {
    guard !isPerforming else { return false }
    if let swipe { return host.swipeIndexPath(at: point) == swipe.indexPath }
    guard host.allowsSwipeActions, let indexPath = host.swipeIndexPath(at: point),
      let cell = host.swipeCell(at: indexPath),
      let configuration = host.swipeActionsConfiguration(at: indexPath, leading: towardLeading),
      !configuration.actions.isEmpty
    else { return false }
    install(configuration, leading: towardLeading, on: cell, at: indexPath)
    return true
  }

  /// Opens a row's actions without a drag (a table's delete control in editing mode).
  func open(_ configuration: UISwipeActionsConfiguration, leading: Bool, at indexPath: IndexPath) {
    close(animated: false)
    guard let cell = host.swipeCell(at: indexPath), !configuration.actions.isEmpty else { return }
    install(configuration, leading: leading, on: cell, at: indexPath)
    settle(at: openOffset, animated: true)
  }

  private func install(
    _ configuration: UISwipeActionsConfiguration, leading: Bool, on cell: UIView, at indexPath: IndexPath
  ) {
    let view = SwipeActionsView(configuration: configuration, leading: leading) { [unowned self] in
      self.perform(actionAt: $0, from: $1)
    }
    cell.addSubview(view)
    swipe = Swipe(indexPath: indexPath, cell: cell, actionsView: view, offset: 0)
    place(offset: 0)
  }

  // MARK: Dragging

  private func handlePan(_ pan: UIPanGestureRecognizer) {
    guard let swipe else { return }
    switch pan.state {
    case .began:
      dragStartOffset = swipe.offset
      follow(pan.translation(in: host).x)
    case .changed:
      follow(pan.translation(in: host).x)
    case .ended, .cancelled:
      release()
    default:
      break
    }
  }

  /// Moves the row with the finger, on its own side only; without a full swipe no further than
  /// its actions' width.
  private func follow(_ translation: CGFloat) {
    guard let swipe else { return }
    let width = swipe.cell.bounds.width
    let limit =
      swipe.actionsView.configuration.performsFirstActionWithFullSwipe
      ? width : swipe.actionsView.totalWidth
    let distance = min(max((dragStartOffset + translation) * (swipe.leading ? 1 : -1), 0), limit)
    place(offset: swipe.leading ? distance : -distance)
  }

  private func release() {
    guard let swipe else { return }
    let distance = abs(swipe.offset)
    if swipe.actionsView.isExpanded {
      perform(actionAt: 0, from: swipe.actionsView.buttons[0])
    } else if distance >= swipe.actionsView.totalWidth / 2 {
      settle(at: openOffset, animated: true)
    } else {
      close(animated: true)
    }
  }

  // MARK: Actions

  /// Runs an action's handler; a full swipe first slides the row all the way across. The row
  /// closes when the handler calls its completion (at once if the row has gone by then).
  private func perform(actionAt index: Int, from sourceView: UIView) {
    guard let swipe, !isPerforming else { return }
    isPerforming = true
    if swipe.actionsView.isExpanded {
      settle(at: swipe.leading ? swipe.cell.bounds.width : -swipe.cell.bounds.width, animated: true)
    }
    let action = swipe.actionsView.configuration.actions[index]
    var completed = false
    action.handler(action, sourceView) { [weak self] _ in
      guard let self, !completed else { return }
      completed = true
      self.isPerforming = false
      // A row that has gone (deleted) leaves as it is; its cell is reset when the list lets it go.
      if let swipe = self.swipe, self.host.swipeIndexPath(of: swipe.cell) != nil {
        self.close(animated: true)
      }
    }
  }

  // MARK: Placing

  private var openOffset: CGFloat {
    guard let swipe else { return 0 }
    return swipe.leading ? swipe.actionsView.totalWidth : -swipe.actionsView.totalWidth
  }

  /// Shows the row moved by `offset`: the cell's content moves, the actions fill the gap.
  private func place(offset: CGFloat) {
    guard var swipe else { return }
    swipe.offset = offset
    self.swipe = swipe
    let cell = swipe.cell
    let size = cell.bounds.size
    cell.bounds.origin.x = -offset
    let distance = abs(offset)
    let threshold = max(size.width * Self.fullSwipeFraction, swipe.actionsView.totalWidth)
    let configuration = swipe.actionsView.configuration
    swipe.actionsView.isExpanded = configuration.performsFirstActionWithFullSwipe && distance > threshold
    swipe.actionsView.frame = CGRect(
      x: swipe.leading ? -distance : size.width, y: 0, width: distance, height: size.height)
    swipe.actionsView.layoutIfNeeded()
  }

  private func settle(at offset: CGFloat, animated: Bool, then: (() -> Void)? = nil) {
    guard animated else {
      place(offset: offset)
      then?()
      return
    }
    let expanded = swipe?.actionsView.isExpanded ?? false
    UIView.animate(
      withDuration: Self.settleDuration, delay: 0, options: [.curveEaseOut, .allowUserInteraction],
      animations: {
        self.place(offset: offset)
        // A full swipe keeps the first action across the row while it slides away.
        if expanded, offset != 0 { self.swipe?.actionsView.isExpanded = true }
        self.swipe?.actionsView.layoutIfNeeded()
      }, completion: { _ in then?() })
  }

  /// Slides the open row shut and takes its actions away.
  func close(animated: Bool) {
    guard let swipe, !isPerforming else { return }
    settle(at: 0, animated: animated && host.swipeIndexPath(of: swipe.cell) != nil) { [weak self] in
      // Another row may have opened meanwhile.
      guard let self, self.swipe?.cell === swipe.cell, self.swipe?.offset == 0 else { return }
      self.remove(swipe)
    }
  }

  /// Forgets a cell's swipe at once (it is leaving the list or being reused).
  func cellWillLeave(_ cell: UIView) {
    guard let swipe, swipe.cell === cell else { return }
    isPerforming = false
    remove(swipe)
  }

  private func remove(_ swipe: Swipe) {
    swipe.actionsView.removeFromSuperview()
    swipe.cell.bounds.origin.x = 0
    if self.swipe?.cell === swipe.cell { self.swipe = nil }
  }
}
