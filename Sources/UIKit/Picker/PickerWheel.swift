import Foundation

/// One component of a picker view: a vertical scroll view with a row's height of content per row,
/// inset so that the first and last rows can sit in the middle. It draws nothing (the picker's
/// `PickerRowsView` draws the rows from its offset); it brings the engine's scroll physics — drag,
/// flick, deceleration — and ends every motion on a whole row: a flick's target moves to the nearest
/// row (`scrollViewWillEndDragging`, as a snapping scroll view does); a slow lift stops where it is
/// and the wheel turns to the nearest row in an animated scroll.
@preconcurrency @MainActor
final class PickerWheel: UIScrollView, UIScrollViewDelegate {
  let component: Int
  var rowHeight: CGFloat = UIPickerView.defaultRowHeight
  var numberOfRows = 0
  /// Told when a motion the user started (a drag, a flick, a tap on a row) came to rest on a row.
  var onSettle: (Int) -> Void = { _ in }
  /// Whether the motion under way is the user's, not a `selectRow` from code.
  private var isUserMotion = false
  /// Below this speed at lift-off (points per millisecond, as `scrollViewWillEndDragging` gets it)
  /// the wheel does not coast: it turns to the nearest row at once. The engine's choice (Apple
  /// documents none): 0.1 pt/ms is a row every third of a second.
  static let flickVelocity: CGFloat = 0.1
  /// Told on every scroll, so that the rows are drawn again.
  var onScroll: () -> Void = {}

  required init?(coder: NSCoder) {
    return nil
  }

  init(component: Int) {
    self.component = component
    super.init(frame: .zero)
    delegate = self
    showsVerticalScrollIndicator = false
    alwaysBounceVertical = true
    contentInsetAdjustmentBehavior = .never
    addGestureRecognizer(
      UITapGestureRecognizer { [weak self] tap in
        guard let self, tap.state == .ended else { return }
        tapped(at: tap.location(in: self).y)
      })
  }

  /// The row in the middle now (fractional while moving).
  var position: CGFloat { (contentOffset.y + contentInset.top) / rowHeight }

  var selectedRow: Int { min(max(Int(position.rounded()), 0), max(numberOfRows - 1, 0)) }

  /// The offset that puts `row` in the middle.
  func offset(forRow row: Int) -> CGFloat { CGFloat(row) * rowHeight - contentInset.top }

  func configure(rows: Int, rowHeight: CGFloat) {
    numberOfRows = rows
    self.rowHeight = rowHeight
    let inset = max((bounds.height - rowHeight) / 2, 0)
    contentInset = UIEdgeInsets(top: inset, left: 0, bottom: inset, right: 0)
    contentSize = CGSize(width: bounds.width, height: CGFloat(rows) * rowHeight)
  }

  /// Puts `row` in the middle (from code: no settle is reported).
  func select(_ row: Int, animated: Bool) {
    isUserMotion = false
    let target = CGPoint(x: 0, y: offset(forRow: min(max(row, 0), max(numberOfRows - 1, 0))))
    setContentOffset(target, animated: animated)
  }

  /// A tap above or below the middle selects the row tapped, as on iOS.
  private func tapped(at y: CGFloat) {
    let row = Int(((y + contentInset.top) / rowHeight).rounded(.down))
    guard row >= 0, row < numberOfRows, row != selectedRow else { return }
    select(row, animated: true)
    isUserMotion = true
  }

  private func settled() {
    guard isUserMotion else { return }
    isUserMotion = false
    onSettle(selectedRow)
  }

  // MARK: UIScrollViewDelegate (its own)

  func scrollViewDidScroll(_ scrollView: UIScrollView) { onScroll() }

  func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { isUserMotion = true }

  func scrollViewWillEndDragging(
    _ scrollView: UIScrollView, withVelocity velocity: CGPoint,
    targetContentOffset: UnsafeMutablePointer<CGPoint>
  ) {
    guard abs(velocity.y) >= Self.flickVelocity else {
      targetContentOffset.pointee.y = contentOffset.y
      return
    }
    let row = ((targetContentOffset.pointee.y + contentInset.top) / rowHeight).rounded()
    let clamped = min(max(row, 0), CGFloat(max(numberOfRows - 1, 0)))
    targetContentOffset.pointee.y = offset(forRow: Int(clamped))
  }

  func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
    if !decelerate { finishOnRow() }
  }

  func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) { finishOnRow() }

  func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) { finishOnRow() }

  /// Turns to the nearest whole row if the motion ended between two, else reports the row.
  private func finishOnRow() {
    let target = offset(forRow: selectedRow)
    guard abs(contentOffset.y - target) < 0.01 else {
      setContentOffset(CGPoint(x: contentOffset.x, y: target), animated: true)
      return
    }
    settled()
  }
}
