import Foundation

/// A discrete swipe: `numberOfTouchesRequired` fingers moving mostly along one of the allowed
/// `direction`s, far enough and fast enough. It is recognized on the move that reaches the
/// distance, before the fingers lift.
///
/// Apple documents only `direction` (default `.right`) and `numberOfTouchesRequired` (default 1);
/// its header says the swipe must move "mostly in the specified direction, enough to be considered
/// a swipe", and names the thresholds as ivars (`_minimumPrimaryMovement`, `_maximumDuration`,
/// `_maximumSecondaryMovement`). Their values here: at least 50 pt along the direction within 0.5 s
/// of touch-down (the defaults of Mocha's UIKit re-implementation, `SwipeGestureRecognizer`); the
/// drift across it at most half the distance along it, so within about 27° of the axis (our choice
/// for "mostly"). `location(in:)` is where the swipe began, as the header documents.
@preconcurrency @MainActor
open class UISwipeGestureRecognizer: UIGestureRecognizer {
  public struct Direction: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    // UISwipeGestureRecognizer.h's values.
    public static let right = Direction(rawValue: 1 << 0)
    public static let left = Direction(rawValue: 1 << 1)
    public static let up = Direction(rawValue: 1 << 2)
    public static let down = Direction(rawValue: 1 << 3)
  }

  @_spi(Hail) public static let minimumPrimaryMovement: CGFloat = 50
  @_spi(Hail) public static let maximumDuration: TimeInterval = 0.5
  /// The largest drift across the direction, as a fraction of the movement along it.
  @_spi(Hail) public static let maximumSecondaryRatio: CGFloat = 0.5

  open var direction: Direction = .right
  open var numberOfTouchesRequired = 1

  private var startCentroid: CGPoint?
  private var startLocation: CGPoint?
  private var startTime: TimeInterval = 0

  override open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible else { return }
    if numberOfTouches > numberOfTouchesRequired { return state = .failed }
    // The swipe is measured from when all its fingers are down.
    if numberOfTouches == numberOfTouchesRequired {
      startCentroid = centroid()
      startLocation = startCentroid
      startTime = event.timestamp
    }
  }

  override open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
    guard state == .possible, let start = startCentroid, numberOfTouches == numberOfTouchesRequired else {
      return
    }
    if event.timestamp - startTime > Self.maximumDuration { return state = .failed }
    let now = centroid()
    let dx = now.x - start.x
    let dy = now.y - start.y
    let candidates: [(Direction, primary: CGFloat, secondary: CGFloat)] = [
      (.right, dx, dy), (.left, -dx, dy), (.down, dy, dx), (.up, -dy, dx),
    ]
    for (allowed, primary, secondary) in candidates where direction.contains(allowed) {
      guard primary > 0, abs(secondary) <= primary * Self.maximumSecondaryRatio else { continue }
      if primary >= Self.minimumPrimaryMovement { return state = .ended }
      // Still on its way along an allowed direction.
      return
    }
    // Moving along no allowed direction: a drift beyond the slack fails the swipe.
    if hypot(dx, dy) > PanHysteresis.distance { state = .failed }
  }

  override open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  override open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
    if state == .possible { state = .failed }
  }

  override func frameTick(at time: TimeInterval) {
    if state == .possible, startCentroid != nil, time - startTime > Self.maximumDuration { state = .failed }
  }

  /// Where the swipe began (the fingers' centroid when they were all down), in `view`'s coordinates.
  override open func location(in view: UIView?) -> CGPoint {
    guard let startLocation else { return super.location(in: view) }
    guard let view, let window = view.window else { return startLocation }
    return view.convert(startLocation, from: window)
  }

  override open func reset() {
    startCentroid = nil
    startLocation = nil
    startTime = 0
  }

  private func centroid() -> CGPoint {
    let points = activeTouches.map { $0.location(in: nil) }
    guard !points.isEmpty else { return .zero }
    let count = CGFloat(points.count)
    return CGPoint(x: points.map(\.x).reduce(0, +) / count, y: points.map(\.y).reduce(0, +) / count)
  }
}
