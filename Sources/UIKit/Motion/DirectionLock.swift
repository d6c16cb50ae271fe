import CoreGraphics

/// Which axis a drag belongs to, for nested scroll views (an inner vertical one inside an outer
/// horizontal pager): the first clear direction of the drag decides, and the other view stays put.
@_spi(Hail) public enum DirectionLock: Sendable, Equatable {
  /// The drag is mostly horizontal.
  case horizontal
  /// The drag is mostly vertical.
  case vertical
  /// Too short or too diagonal to tell yet; decide again on the next move.
  case undecided

  /// How many times longer the dominant component must be than the other: tan 60° = √3, so a drag
  /// locks when it is within 30° of an axis and the 30°–60° diagonal stays undecided. Apple gives no
  /// figure; its `isDirectionalLockEnabled` documentation only says a diagonal drag does not lock.
  /// Thirds of the quadrant keep clear drags snappy while a diagonal waits for more movement.
  /// Range: ≥ 1 (1 leaves only the exact diagonal undecided).
  public static let dominanceRatio: CGFloat = 3.0.squareRoot()

  /// The decision for a drag that has moved by `translation` (points) since the touch went down.
  /// - Parameters:
  ///   - hysteresis: the drag must first move more than this many points (`PanHysteresis.distance`).
  ///   - dominanceRatio: how many times longer the dominant component must be, ≥ 1.
  public init(
    translation: CGPoint, hysteresis: CGFloat = PanHysteresis.distance,
    dominanceRatio: CGFloat = DirectionLock.dominanceRatio
  ) {
    let dx = abs(translation.x)
    let dy = abs(translation.y)
    guard PanHysteresis.isExceeded(by: translation, distance: hysteresis) else {
      self = .undecided
      return
    }
    let ratio = max(dominanceRatio, 1)
    if dx > dy * ratio {
      self = .horizontal
    } else if dy > dx * ratio {
      self = .vertical
    } else {
      self = .undecided
    }
  }
}
