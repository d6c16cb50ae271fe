import Foundation

/// What a drag remembers from its start.
struct DragState {
  /// The offset the finger would have put the content at, before the rubber band.
  var fingerStartOffset: CGPoint
  /// The pan's translation when the drag began: the hysteresis is not applied as a jump.
  var baseTranslation: CGPoint
  /// The axes the drag may move, after the scrollable axes and the direction lock.
  var movesHorizontally: Bool
  var movesVertically: Bool
  /// The page the drag started on, per axis (paging moves at most one page from here).
  var startPage: (x: Int, y: Int)
}

extension UIScrollView {
  /// UIKit's setContentOffset(_:animated:) duration, commonly measured at about 0.3 s.
  @_spi(Hail) public static let scrollAnimationDuration: TimeInterval = 0.3

  // MARK: The pan's decisions

  /// Whether the scroll view's pan may begin once past the hysteresis.
  ///
  /// A view that scrolls along one axis only begins when the drag goes at least as much along that
  /// axis as across it, and fails otherwise: that is how an inner vertical table and an outer
  /// horizontal pager share a touch (the first clear direction decides). A scroll may not take
  /// touches that the content already has when `canCancelContentTouches` is false or
  /// `touchesShouldCancel(in:)` says no (a control keeps its touch).
  func panBeginDecision(translation: CGPoint, touches: [UITouch]) -> PanBeginDecision {
    for touch in touches where touch.wasDeliveredToView && !touch.isCancelledForView {
      guard let view = touch.view, view !== self else { continue }
      if !canCancelContentTouches || !touchesShouldCancel(in: view) { return .fail }
    }
    let horizontal = scrollsHorizontally
    let vertical = scrollsVertically
    switch (horizontal, vertical) {
    case (true, true): return .begin
    case (true, false): return abs(translation.x) >= abs(translation.y) ? .begin : .fail
    case (false, true): return abs(translation.y) >= abs(translation.x) ? .begin : .fail
    case (false, false): return .fail
    }
  }

  func fingerDidTouchDown() {
    isTracking = true
    guard motion != nil else { return }
    // A finger on moving content catches it where it is.
    stopMotion()
  }

  func fingerDidLift() {
    isTracking = false
    guard !isDragging, motion == nil else { return }
    // Caught while overscrolled and released without a drag: spring back to the edge.
    startPhysics(velocity: .zero, paging: false, startPage: currentPage)
  }

  // MARK: Dragging

  func handlePan(_ pan: UIPanGestureRecognizer) {
    switch pan.state {
    case .began:
      beginDrag(translation: pan.translation(in: self))
    case .changed:
      followFinger(translation: pan.translation(in: self))
    case .ended:
      let fingerVelocity = pan.velocity(in: self)
      endDrag(velocity: CGPoint(x: -fingerVelocity.x, y: -fingerVelocity.y))
    case .cancelled:
      endDrag(velocity: .zero)
    default:
      break
    }
  }

  private func beginDrag(translation: CGPoint) {
    stopMotion()
    var horizontal = scrollsHorizontally
    var vertical = scrollsVertically
    if isDirectionalLockEnabled, horizontal, vertical {
      switch DirectionLock(translation: translation) {
      case .horizontal: vertical = false
      case .vertical: horizontal = false
      case .undecided: break
      }
    }
    let offset = bounds.origin
    drag = DragState(
      fingerStartOffset: CGPoint(
        x: rubberBand(horizontal: true).fingerOffset(forDisplayedOffset: offset.x),
        y: rubberBand(horizontal: false).fingerOffset(forDisplayedOffset: offset.y)),
      baseTranslation: translation, movesHorizontally: horizontal, movesVertically: vertical,
      startPage: currentPage)
    isDragging = true
    delegate?.scrollViewWillBeginDragging(self)
  }

  private func followFinger(translation: CGPoint) {
    guard let drag else { return }
    var offset = bounds.origin
    if drag.movesHorizontally {
      let finger = drag.fingerStartOffset.x - (translation.x - drag.baseTranslation.x)
      offset.x = Self.onPixelGrid(
        bounces
          ? rubberBand(horizontal: true).displayedOffset(forFingerOffset: finger)
          : horizontalRange.clamped(finger), within: horizontalRange)
    }
    if drag.movesVertically {
      let finger = drag.fingerStartOffset.y - (translation.y - drag.baseTranslation.y)
      offset.y = Self.onPixelGrid(
        bounces
          ? rubberBand(horizontal: false).displayedOffset(forFingerOffset: finger)
          : verticalRange.clamped(finger), within: verticalRange)
    }
    bounds.origin = offset
  }

  private func endDrag(velocity: CGPoint) {
    guard let drag else { return }
    self.drag = nil
    isDragging = false
    let moving = CGPoint(x: drag.movesHorizontally ? velocity.x : 0, y: drag.movesVertically ? velocity.y : 0)
    startPhysics(velocity: moving, paging: isPagingEnabled, startPage: drag.startPage, fromDrag: true)
  }

  /// Grant Paul's rubber band (uikit-behaviour.md) over the allowed range of one axis.
  func rubberBand(horizontal: Bool) -> RubberBand {
    let range = horizontal ? horizontalRange : verticalRange
    return RubberBand(
      minimum: range.lowerBound, maximum: range.upperBound,
      dimension: horizontal ? bounds.width : bounds.height)
  }

  /// The page the view rests nearest to, per axis.
  var currentPage: (x: Int, y: Int) {
    (
      pagingTarget(horizontal: true).nearestPage(to: bounds.origin.x),
      pagingTarget(horizontal: false).nearestPage(to: bounds.origin.y)
    )
  }

  func pagingTarget(horizontal: Bool) -> PagingTarget {
    let pageSize = horizontal ? bounds.width : bounds.height
    let content = horizontal ? contentSize.width : contentSize.height
    let pages = pageSize > 0 ? Int(min((content / pageSize).rounded(.up), 100_000)) : 1
    return PagingTarget(pageSize: pageSize, pageCount: max(pages, 1))
  }
}
