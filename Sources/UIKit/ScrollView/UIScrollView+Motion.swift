import Foundation

/// What moves a scroll view's content when no finger does.
enum ScrollMotion {
  /// Deceleration, bounce and paging, per axis. `announced` when the delegate was told
  /// `scrollViewWillBeginDecelerating`, so it hears `scrollViewDidEndDecelerating` at the end.
  case physics(x: ScrollAxisMotion, y: ScrollAxisMotion, announced: Bool)
  /// `setContentOffset(_:animated:)`: ease-in-out to `to`.
  case animation(from: CGPoint, to: CGPoint, start: TimeInterval)
}

extension UIScrollView {
  /// Starts the motion after a finger lifts (or a bounce back), telling the delegate the end of the
  /// drag in UIKit's order when `fromDrag`.
  func startPhysics(velocity: CGPoint, paging: Bool, startPage: (x: Int, y: Int), fromDrag: Bool = false) {
    let now = UIApplication.shared.clock.now
    let offset = bounds.origin
    var x = axisMotion(
      horizontal: true, position: offset.x, velocity: velocity.x, paging: paging, startPage: startPage.x,
      at: now)
    var y = axisMotion(
      horizontal: false, position: offset.y, velocity: velocity.y, paging: paging, startPage: startPage.y,
      at: now)
    if fromDrag {
      let proposed = CGPoint(x: x.restingPosition, y: y.restingPosition)
      var target = proposed
      withUnsafeMutablePointer(to: &target) { pointer in
        delegate?.scrollViewWillEndDragging(
          self, withVelocity: CGPoint(x: velocity.x / 1000, y: velocity.y / 1000),
          targetContentOffset: pointer)
      }
      if target.x != proposed.x, target.x.isFinite {
        x = axisMotion(
          horizontal: true, position: offset.x, towards: target.x, paging: paging, velocity: velocity.x,
          at: now)
      }
      if target.y != proposed.y, target.y.isFinite {
        y = axisMotion(
          horizontal: false, position: offset.y, towards: target.y, paging: paging, velocity: velocity.y,
          at: now)
      }
    }
    let willMove = !x.isResting || !y.isResting
    if fromDrag {
      delegate?.scrollViewDidEndDragging(self, willDecelerate: willMove)
    }
    guard willMove else {
      bounds.origin = CGPoint(x: x.position, y: y.position)
      return
    }
    isDecelerating = true
    if fromDrag { delegate?.scrollViewWillBeginDecelerating(self) }
    motion = .physics(x: x, y: y, announced: fromDrag)
    startDisplayLink()
  }

  func startAnimatedScroll(to target: CGPoint) {
    stopMotion()
    guard target != bounds.origin else {
      delegate?.scrollViewDidEndScrollingAnimation(self)
      return
    }
    motion = .animation(from: bounds.origin, to: target, start: UIApplication.shared.clock.now)
    startDisplayLink()
  }

  /// `value` on the screen's pixel grid, for the frames of a scroll on its way (a finger dragging
  /// it, deceleration, paging, an animated scroll): the content's pixels land on the screen's
  /// instead of being resampled at every frame (where the scroll view itself stands on whole
  /// pixels). UIKit's `contentOffset` setter is reported to round to the screen's pixels (3.8 reads
  /// back 4.0 at @2x, −187.5 reads −187.333… at @3x; developer reports: andrewmarinov.com,
  /// "UIScrollView's contentOffset precision", and a question on a 375-point @3x iPhone); that an
  /// offset set, an axis at rest, and where a motion comes to rest stay exact here is the engine's
  /// choice, so code that scrolls to a computed offset finds it there (a picker's row, an inset's
  /// top). A half rounds up.
  @_spi(Hail) public static func onPixelGrid(_ value: CGFloat) -> CGFloat {
    let scale = UIScreen.main.scale
    return (value * scale + 0.5).rounded(.down) / scale
  }

  /// A coordinate on its way on the pixel grid, except at or past an end of `range` (a rubber band),
  /// or where rounding would carry it across one: an end off the grid (a fractional inset's top) is
  /// kept exactly, so a drag stopped there rests where a scroll view at its top rests, and a scroll
  /// without bounce never goes past an end.
  @_spi(Hail) public static func onPixelGrid(_ value: CGFloat, within range: ClosedRange<CGFloat>) -> CGFloat
  {
    let grid = onPixelGrid(value)
    guard value > range.lowerBound, value < range.upperBound, range.contains(grid) else { return value }
    return grid
  }

  /// Stops any motion where it is.
  func stopMotion() {
    motion = nil
    isDecelerating = false
    displayLink?.invalidate()
    displayLink = nil
  }

  /// One frame of motion.
  func stepMotion(at time: TimeInterval) {
    switch motion {
    case .physics(var x, var y, let announced):
      x.advance(to: time)
      y.advance(to: time)
      let finished = x.isResting && y.isResting
      motion = finished ? nil : .physics(x: x, y: y, announced: announced)
      // An axis at rest keeps its exact place; one on its way is on the grid inside its range.
      bounds.origin = CGPoint(
        x: x.isResting ? x.position : Self.onPixelGrid(x.position, within: horizontalRange),
        y: y.isResting ? y.position : Self.onPixelGrid(y.position, within: verticalRange))
      if finished {
        stopMotion()
        if announced { delegate?.scrollViewDidEndDecelerating(self) }
      }
    case .animation(let from, let to, let start):
      let fraction = min(max((time - start) / Self.scrollAnimationDuration, 0), 1)
      let progress = TimingCurve.easeInEaseOut.value(at: CGFloat(fraction))
      // Ends exactly at `to`; an axis that does not move stays where it is.
      bounds.origin =
        fraction >= 1
        ? to
        : CGPoint(
          x: from.x == to.x ? to.x : Self.onPixelGrid(from.x + (to.x - from.x) * progress),
          y: from.y == to.y ? to.y : Self.onPixelGrid(from.y + (to.y - from.y) * progress))
      if fraction >= 1 {
        stopMotion()
        delegate?.scrollViewDidEndScrollingAnimation(self)
      }
    case nil:
      stopMotion()
    }
  }

  private func startDisplayLink() {
    guard displayLink == nil else { return }
    let link = CADisplayLink { [weak self] link in
      self?.stepMotion(at: link.timestamp)
    }
    link.add(to: .shared)
    displayLink = link
  }

  private var restingDistance: CGFloat {
    MotionThreshold.restingDistance(scale: UIScreen.main.scale)
  }

  private func range(horizontal: Bool) -> ClosedRange<CGFloat> {
    horizontal ? horizontalRange : verticalRange
  }

  private func axisMotion(
    horizontal: Bool, position: CGFloat, velocity: CGFloat, paging: Bool, startPage: Int,
    at time: TimeInterval
  ) -> ScrollAxisMotion {
    let range = range(horizontal: horizontal)
    guard paging else {
      return ScrollAxisMotion(
        position: position, velocity: velocity, rate: decelerationRate.rawValue, range: range,
        bounces: bounces,
        restingDistance: restingDistance, at: time)
    }
    let pages = pagingTarget(horizontal: horizontal)
    let page = pages.targetPage(offset: position, velocity: velocity, startPage: startPage)
    return axisMotion(
      horizontal: horizontal, position: position, towards: range.clamped(pages.offset(ofPage: page)),
      paging: true, velocity: velocity, at: time)
  }

  /// Motion that ends exactly at `target`: a page or an out-of-range target springs there; an
  /// in-range one decelerates with the velocity that rests there (v = (x₀ − target)·1000·ln d).
  private func axisMotion(
    horizontal: Bool, position: CGFloat, towards target: CGFloat, paging: Bool, velocity: CGFloat,
    at time: TimeInterval
  ) -> ScrollAxisMotion {
    let range = range(horizontal: horizontal)
    if abs(target - position) <= restingDistance, abs(velocity) < 1 {
      return ScrollAxisMotion(restingAt: target)
    }
    if paging || !range.contains(target) || !range.contains(position) {
      return ScrollAxisMotion(
        springFrom: position, velocity: velocity, to: target, paging: paging, range: range,
        restingDistance: restingDistance,
        at: time)
    }
    let rate = DecelerationModel(position: 0, velocity: 0, rate: decelerationRate.rawValue).rate
    return ScrollAxisMotion(
      position: position, velocity: (position - target) * 1000 * log(rate), rate: rate, range: range,
      bounces: bounces, restingDistance: restingDistance, at: time)
  }
}
