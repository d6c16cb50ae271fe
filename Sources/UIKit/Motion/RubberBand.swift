import CoreGraphics

/// How far UIScrollView lets content follow the finger past an edge while dragging.
///
/// A finger overscroll `x` displays as `(1 − 1/(x·c/d + 1))·d`: it starts out 1:c, slows down, and
/// never reaches `d`, the view's dimension on that axis (Grant Paul's formula, also used by
/// FloatingPanel's Layout.swift).
@_spi(Hail) public struct RubberBand: Sendable, Equatable {
  /// The formula's `c`: how stiff the band is (Grant Paul's value, as in FloatingPanel).
  public static let defaultCoefficient: CGFloat = 0.55

  /// The smallest offset reachable without rubber-banding, in points.
  public let minimum: CGFloat
  /// The largest offset reachable without rubber-banding, in points; never less than `minimum`.
  public let maximum: CGFloat
  /// The view's size on this axis, in points (≥ 0): the limit the displayed overscroll approaches.
  public let dimension: CGFloat
  /// The formula's `c`, ≥ 0; 0 pins the content at the edge.
  public let coefficient: CGFloat

  /// - Parameters:
  ///   - minimum: the smallest offset allowed without rubber-banding, in points.
  ///   - maximum: the largest one; when it is below `minimum` (content smaller than the view) it is
  ///     raised to `minimum`, as UIScrollView does.
  ///   - dimension: the view's size on this axis, in points; NaN or negative is treated as 0.
  ///   - coefficient: the band's `c`, default 0.55; NaN or negative is treated as 0.
  public init(
    minimum: CGFloat, maximum: CGFloat, dimension: CGFloat,
    coefficient: CGFloat = RubberBand.defaultCoefficient
  ) {
    let low = minimum.isFinite ? minimum : 0
    self.minimum = low
    self.maximum = maximum.isFinite ? max(maximum, low) : low
    self.dimension = dimension > 0 ? dimension : 0
    self.coefficient = coefficient > 0 ? coefficient : 0
  }

  /// The offset to display for a finger that alone would put the content at `fingerOffset`.
  /// Inside [minimum, maximum] it is unchanged; beyond, the overscroll is damped. NaN gives `minimum`.
  public func displayedOffset(forFingerOffset fingerOffset: CGFloat) -> CGFloat {
    if fingerOffset.isNaN { return minimum }
    if fingerOffset < minimum { return minimum - displayedOverscroll(minimum - fingerOffset) }
    if fingerOffset > maximum { return maximum + displayedOverscroll(fingerOffset - maximum) }
    return fingerOffset
  }

  /// The inverse of `displayedOffset(forFingerOffset:)`: where the finger's unconstrained offset
  /// must be for `displayedOffset` to show. A drag that begins while the content is already
  /// overscrolled starts from here, so the content does not jump. NaN gives `minimum`.
  public func fingerOffset(forDisplayedOffset displayedOffset: CGFloat) -> CGFloat {
    if displayedOffset.isNaN { return minimum }
    if displayedOffset < minimum { return minimum - fingerOverscroll(minimum - displayedOffset) }
    if displayedOffset > maximum { return maximum + fingerOverscroll(displayedOffset - maximum) }
    return displayedOffset
  }

  /// Displayed overscroll for a finger overscroll `x` ≥ 0: (1 − 1/(x·c/d + 1))·d.
  private func displayedOverscroll(_ x: CGFloat) -> CGFloat {
    guard dimension > 0, coefficient > 0 else { return 0 }
    // This form stays finite for x = ∞ (it tends to d), unlike x·c·d/(x·c + d).
    return (1 - 1 / (x * coefficient / dimension + 1)) * dimension
  }

  /// Finger overscroll for a displayed overscroll `y` ≥ 0: y·d/(c·(d − y)).
  private func fingerOverscroll(_ y: CGFloat) -> CGFloat {
    guard dimension > 0, coefficient > 0 else { return 0 }
    // The band never displays d or more; an offset set there programmatically maps to the finger
    // offset that displays just under d, the farthest finite one.
    let reachable = min(y, dimension.nextDown)
    return reachable * dimension / (coefficient * (dimension - reachable))
  }
}
