import Foundation
import OpenStreetMap

/// How far past its geometry's bounds a feature paints at a zoom, in tile points: half of its widest
/// stroke and a pixel of antialiasing. A tile fetches features no further out than the widest reach
/// and skips those whose bounds, grown by their own reach, miss the part it draws: they would paint
/// nothing there (a skipped feature costs Cairo a stroke clipped away edge by edge).
struct FeatureReach {
  /// Antialiasing's spill past an edge, in tile points: a pixel, and at least a point (a tile
  /// shown smaller than its 256 points, at @1x, has pixels larger than its points).
  private let antialiasing: Double

  /// Each road group's reach by its raw value, 0 where the group is hidden at this zoom: half its
  /// casing (a path, without one, reaches a little less).
  private let roads: [Double]
  private let rail: Double
  private let building: Double
  /// The reach of the widest feature at this zoom: how far beyond a tile its features are fetched.
  let widest: Double

  /// The reach at `zoom` of features drawn `pixelsPerPoint` pixels to a tile point.
  init(zoom: Double, pixelsPerPoint: Double) {
    let antialiasing = pixelsPerPoint.isFinite && pixelsPerPoint > 0 ? max(1, 1 / pixelsPerPoint) : 1
    self.antialiasing = antialiasing
    roads = RoadWidths.Group.allCases.map { group in
      RoadWidths.fillWidth(group, zoom: zoom).map { width in
        width / 2 + RoadWidths.casingInset(forFill: width) + antialiasing
      } ?? 0
    }
    rail = TileLayers.railWidth(zoom: zoom) / 2 + antialiasing
    building = TileLayers.buildingEdgeWidth(zoom: zoom) / 2 + antialiasing
    widest = max(roads.max() ?? 0, rail, building)
  }

  /// How far `feature` paints past its bounds, in points.
  func of(_ feature: MapFeature) -> Double {
    switch feature.kind {
    case .road: feature.roadClass.map { roads[RoadWidths.Group($0).rawValue] } ?? 0
    case .railway: rail
    case .building: building
    case .park, .water: antialiasing
    }
  }
}
