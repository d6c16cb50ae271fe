import Foundation
import OpenStreetMap

/// How far past its geometry's bounds a feature paints at a zoom, in tile points: half of its widest
/// stroke and a pixel of antialiasing. A tile fetches features no further out than the widest reach
/// and skips those whose bounds, grown by their own reach, miss the part it draws: they would paint
/// nothing there (a skipped feature costs Cairo a stroke clipped away edge by edge).
struct FeatureReach {
  /// Antialiasing's spill past an edge: a point is at least a pixel at every screen scale.
  static let antialiasing = 1.0

  /// Each road group's reach: half its casing (a path, without one, reaches a little less).
  private let roads: [RoadWidths.Group: Double]
  private let rail: Double
  private let building: Double
  /// The reach of the widest feature at this zoom: how far beyond a tile its features are fetched.
  let widest: Double

  init(zoom: Double) {
    var roads: [RoadWidths.Group: Double] = [:]
    for group in RoadWidths.Group.allCases {
      guard let width = RoadWidths.fillWidth(group, zoom: zoom) else { continue }
      roads[group] = width / 2 + RoadWidths.casingInset(forFill: width) + Self.antialiasing
    }
    self.roads = roads
    rail = TileLayers.railWidth(zoom: zoom) / 2 + Self.antialiasing
    building = TileLayers.buildingEdgeWidth(zoom: zoom) / 2 + Self.antialiasing
    widest = max(roads.values.max() ?? 0, rail, building)
  }

  /// How far `feature` paints past its bounds, in points.
  func of(_ feature: MapFeature) -> Double {
    switch feature.kind {
    case .road: feature.roadClass.flatMap { roads[RoadWidths.Group($0)] } ?? 0
    case .railway: rail
    case .building: building
    case .park, .water: Self.antialiasing
    }
  }
}
