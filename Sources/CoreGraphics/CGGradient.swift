import Foundation

/// Colours at locations from 0 to 1, as Apple's `CGGradient`.
public final class CGGradient: Sendable {
  /// The colour stops, sorted by location.
  @_spi(Hail) public let stops: [(location: CGFloat, color: CGColor)]

  /// A gradient through `colors`. Without `locations` the colours are spread evenly from 0 to 1.
  /// Returns nil when there are no colours, the counts differ, or a location is not finite.
  /// Locations are clamped to 0…1.
  public init?(colorsSpace space: CGColorSpace?, colors: [CGColor], locations: [CGFloat]?) {
    guard !colors.isEmpty else { return nil }
    let spots =
      locations
      ?? colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
    guard spots.count == colors.count, spots.allSatisfy(\.isFinite) else { return nil }
    stops = zip(spots.map { min(max($0, 0), 1) }, colors)
      .map { (location: $0, color: $1) }
      .sorted { $0.location < $1.location }
  }
}

/// Whether a gradient also paints beyond its start and end, as Apple's `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
  public let rawValue: UInt32
  public init(rawValue: UInt32) { self.rawValue = rawValue }

  /// Extend the first colour before the start point (or inside the start circle).
  public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1 << 0)
  /// Extend the last colour after the end point (or outside the end circle).
  public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 1 << 1)
}
