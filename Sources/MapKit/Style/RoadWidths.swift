import Foundation
import OpenStreetMap

/// How wide each road class is drawn at a zoom level, in tile points (256 to a tile).
///
/// Widths grow exponentially between stops, as in Mapbox GL's `interpolate exponential` road widths,
/// because a road's ground width doubles on screen per zoom level once it is wider than a line. The
/// stops were tuned on the Helsinki centre: at zoom 17 (≈0.6 m a point at 60° N) a 20 m avenue is
/// about 14 points, near its true width, while at zoom 14 it shrinks to a 2-point line instead of
/// vanishing.
struct RoadWidths {
  /// Road groups that share a width and a drawing layer, bottom to top.
  enum Group: Int, CaseIterable, Comparable {
    case path, service, minor, tertiary, secondary, primary, major

    static func < (a: Group, b: Group) -> Bool { a.rawValue < b.rawValue }

    init(_ roadClass: RoadClass) {
      switch roadClass {
      case .motorway, .trunk, .motorwayLink, .trunkLink: self = .major
      case .primary, .primaryLink: self = .primary
      case .secondary, .secondaryLink: self = .secondary
      case .tertiary, .tertiaryLink: self = .tertiary
      case .unclassified, .residential, .livingStreet, .pedestrian, .busway: self = .minor
      case .service, .track: self = .service
      case .footway, .cycleway, .path, .steps, .bridleway, .corridor, .other: self = .path
      }
    }

    /// (zoom, fill width in points) stops; below the first stop the group is not drawn.
    var stops: [(zoom: Double, width: Double)] {
      switch self {
      case .major: [(10, 1.2), (13, 2.6), (15, 5.5), (17, 15), (19, 44)]
      case .primary: [(10, 0.9), (13, 2.2), (15, 5), (17, 14), (19, 40)]
      case .secondary: [(11, 0.7), (13, 1.8), (15, 4.4), (17, 13), (19, 36)]
      case .tertiary: [(12, 0.6), (14, 1.6), (15, 3.6), (17, 11), (19, 30)]
      case .minor: [(13, 0.6), (15, 2.6), (17, 9), (19, 24)]
      case .service: [(14.5, 0.6), (16, 1.6), (17, 4.5), (19, 13)]
      case .path: [(15.5, 0.7), (17, 1.2), (19, 2.4)]
      }
    }

    /// Paths are drawn as thin dashes without a casing, the way the apps keep them quiet.
    var isPath: Bool { self == .path }
  }

  /// The fill width of `group` at `zoom`, or nil when the group is hidden at that zoom.
  static func fillWidth(_ group: Group, zoom: Double) -> Double? {
    let stops = group.stops
    guard let first = stops.first, zoom >= first.zoom else { return nil }
    for (low, high) in zip(stops, stops.dropFirst()) where zoom <= high.zoom {
      let t = (zoom - low.zoom) / (high.zoom - low.zoom)
      return low.width * pow(high.width / low.width, t)
    }
    // Past the last stop: keep doubling per level, as the ground width does.
    let last = stops[stops.count - 1]
    return last.width * pow(2, zoom - last.zoom)
  }

  /// The casing's extra width on each side: a hairline on thin roads, at most 1.5 points on wide
  /// ones (a thicker outline reads as a border, not as the road's edge).
  static func casingInset(forFill width: Double) -> Double {
    min(max(width * 0.1, 0.5), 1.5)
  }
}
