import Foundation
import OpenStreetMap
@_spi(Hail) import UIKit

/// One tile's features sorted into the style's layers and drawn bottom to top: green, water,
/// railways, buildings, road casings, road fills, paths.
///
/// Roads of a group share one path and one stroke, so overlapping ways of a street merge instead of
/// showing each other's round caps, and every casing is drawn before any fill, so junctions read as
/// one surface (the fill of a side street runs into the avenue it meets).
struct TileLayers {
  let zoom: Double
  let emitter: PolylineEmitter
  /// The style's colours (the palette of the traits the tile draws under).
  let palette: MapPalette

  private var greens: [MapFeature] = []
  private var wild: [MapFeature] = []
  private var water: [MapFeature] = []
  private var rails: [MapFeature] = []
  private var buildings: [MapFeature] = []
  /// Roads by group, then by fill style (pedestrian streets are paler than the rest of their group).
  private var roads: [RoadBatchKey: [MapFeature]] = [:]

  struct RoadBatchKey: Hashable, Comparable {
    var group: RoadWidths.Group
    var pedestrian: Bool

    static func < (a: RoadBatchKey, b: RoadBatchKey) -> Bool {
      (a.group, a.pedestrian ? 0 : 1) < (b.group, b.pedestrian ? 0 : 1)
    }
  }

  /// Buildings appear at zoom 15 (the "buildings at high zoom"); below it they are a grey
  /// speckle that competes with the streets.
  static let buildingZoom = 15.0
  static let railZoom = 12.0

  /// Sorts `features` into layers, leaving out those whose `reach` misses `drawn` (metres: the
  /// tile, or the part of it being drawn): they would paint nothing there.
  init(
    features: [MapFeature], zoom: Double, emitter: PolylineEmitter, drawn: MapRect, reach: FeatureReach,
    palette: MapPalette = .current
  ) {
    self.zoom = zoom
    self.emitter = emitter
    self.palette = palette
    let metresPerPoint = 1 / emitter.transform.pointsPerMetre
    // An area smaller than this many points across is invisible once antialiased: skip it.
    let minimumMetres = 0.8 * metresPerPoint
    for feature in features {
      guard feature.bounds.intersects(drawn.insetBy(-reach.of(feature) * metresPerPoint)) else { continue }
      switch feature.kind {
      case .park:
        guard feature.bounds.width > minimumMetres || feature.bounds.height > minimumMetres else { continue }
        if ["scrub", "heath", "wetland", "wood", "forest"].contains(feature.osmValue) {
          wild.append(feature)
        } else {
          greens.append(feature)
        }
      case .water:
        water.append(feature)
      case .building:
        guard zoom >= Self.buildingZoom,
          feature.bounds.width > minimumMetres || feature.bounds.height > minimumMetres
        else { continue }
        buildings.append(feature)
      case .railway:
        // Trams run in the streets and subways underground: drawn, they would stripe the roads
        // the way a transit map does, which a ride-hailing base map avoids.
        guard feature.osmValue == "rail" || feature.osmValue == "light_rail", zoom >= Self.railZoom else {
          continue
        }
        rails.append(feature)
      case .road:
        guard let roadClass = feature.roadClass else { continue }
        let key = RoadBatchKey(
          group: RoadWidths.Group(roadClass),
          pedestrian: roadClass == .pedestrian || roadClass == .livingStreet)
        roads[key, default: []].append(feature)
      }
    }
  }

  func draw(in context: CGContext) {
    fillAreas(wild, color: palette.wildGreen, in: context)
    fillAreas(greens, color: palette.park, in: context)
    fillAreas(water, color: palette.water, in: context)
    drawRails(in: context)
    drawBuildings(in: context)
    drawRoads(in: context)
  }

  private func fillAreas(_ features: [MapFeature], color: CGColor, in context: CGContext) {
    guard !features.isEmpty else { return }
    context.setFillColor(color)
    // One fill per feature: holes are even-odd within a feature, but overlapping features must not
    // cancel each other out.
    for feature in features {
      for ring in feature.parts { emitter.addRing(ring, to: context) }
      context.fillPath(using: .evenOdd)
    }
  }

  private func drawBuildings(in context: CGContext) {
    guard !buildings.isEmpty else { return }
    context.setFillColor(palette.building)
    context.setStrokeColor(palette.buildingEdge)
    context.setLineWidth(Self.buildingEdgeWidth(zoom: zoom))
    context.setLineJoin(.round)
    // Where the outline hides the fill's edge (a pixel wide or more), the fill skips
    // antialiasing: the tiles of the 10 × 10 tiling's phone viewport draw 7 % faster, their
    // pixels within 8 levels. Buildings of one ring, nearly all, share one path, each ring turned
    // the same way so that the nonzero rule fills two that overlap (the even-odd rule would cut a
    // hole there): one fill and one stroke for the lot, not one each.
    var shared = false
    for feature in buildings where feature.parts.count == 1 {
      emitter.addClockwiseRing(feature.parts[0], to: context)
      shared = true
    }
    if shared { context.fillUnderOutline(using: .winding) }
    // A building of several rings by itself (courtyards, or a multipolygon's several outsides),
    // even-odd within it, after all those of one ring.
    for feature in buildings where feature.parts.count > 1 {
      for ring in feature.parts { emitter.addRing(ring, to: context) }
      context.fillUnderOutline(using: .evenOdd)
    }
  }

  /// The width of a building's outline, in points.
  static func buildingEdgeWidth(zoom: Double) -> Double { zoom >= 16.5 ? 0.8 : 0.5 }

  /// The width of a railway's grey line, in points.
  static func railWidth(zoom: Double) -> Double {
    zoom >= 16 ? min(1.8 + (zoom - 16) * 0.6, 3.5) : 0.6 + (zoom - railZoom) * 0.2
  }

  /// Railways: a grey line, and from zoom 16 the classic white dashes inside it (at 15 the station's
  /// dozens of parallel tracks would turn into a hatched band).
  private func drawRails(in context: CGContext) {
    guard !rails.isEmpty else { return }
    let width = Self.railWidth(zoom: zoom)
    context.setLineCap(.butt)
    context.setLineJoin(.round)
    stroke(rails, width: width, color: palette.rail, in: context)
    if zoom >= 16 {
      context.setLineDash(phase: 0, lengths: [4, 4])
      stroke(rails, width: width * 0.45, color: palette.railDash, in: context)
      context.setLineDash(phase: 0, lengths: [])
    }
  }

  private func drawRoads(in context: CGContext) {
    let batches = roads.keys.sorted().compactMap { key -> (RoadBatchKey, Double, [MapFeature])? in
      guard let width = RoadWidths.fillWidth(key.group, zoom: zoom) else { return nil }
      return (key, width, roads[key]!)
    }
    context.setLineJoin(.round)
    context.setLineCap(.round)
    // Paths first, under the streets: footways end at the kerb instead of crossing the road.
    for (key, width, features) in batches where key.group.isPath {
      context.setLineCap(.butt)
      context.setLineDash(phase: 0, lengths: [width * 2.2, width * 1.6])
      stroke(features, width: width, color: palette.footway, in: context)
      context.setLineDash(phase: 0, lengths: [])
      context.setLineCap(.round)
    }
    for (key, width, features) in batches where !key.group.isPath {
      let colors = palette.road(features[0].roadClass!)
      stroke(
        features, width: width + 2 * RoadWidths.casingInset(forFill: width), color: colors.casing, in: context
      )
    }
    for (key, width, features) in batches where !key.group.isPath {
      let colors = palette.road(features[0].roadClass!)
      stroke(features, width: width, color: colors.fill, in: context)
    }
  }

  private func stroke(_ features: [MapFeature], width: Double, color: CGColor, in context: CGContext) {
    context.setStrokeColor(color)
    context.setLineWidth(CGFloat(width))
    for feature in features {
      for part in feature.parts { emitter.addLine(part, to: context) }
    }
    context.strokePath()
  }
}
