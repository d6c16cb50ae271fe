import Foundation
import OpenStreetMap
@_spi(Hail) import UIKit

/// Chooses the labels of one view of the map: street names along their roads, district names and
/// places of interest, placed greedily by priority on a collision grid so none overlap. The most
/// important come first (stations, districts, the larger roads), so when space runs out it is a café
/// or an alley that goes without a name. A value of immutable inputs (the map's data, the camera's
/// transform, the obstacles), measuring through `HaloTextRenderer`'s locked sizes, so it places on
/// any thread (`MapLabelPlacement` runs it on the label view's placement queue).
struct LabelPlacer: Sendable {
  let store: MapStore
  let language: MapLanguage
  /// The camera's zoom level (fractional).
  let zoom: Double
  /// Projected metres to the view's points.
  let transform: MetreToPointTransform
  /// Where labels may go (the map's unobscured part), in view points: every box inside it.
  let bounds: CGRect
  /// Where no label may go (annotation views), in view points.
  var obstacles: [CGRect] = []

  /// Labels of one name at least this far apart (points), so a long street is named every so often,
  /// not at each of its ways.
  static let repeatDistance: CGFloat = 240
  /// Empty space kept around each label, in points.
  static let padding: CGFloat = 2
  static let haloWidth: CGFloat = 1.6

  private struct Candidate {
    var priority: Int
    /// Within one priority, larger first (a road's straight length, a place's rank).
    var weight: CGFloat
    var label: MapLabel
  }

  /// The labels to draw, in drawing order.
  func place() -> [MapLabel] {
    let visible = transform.metres(of: bounds)
    var candidates = roadCandidates(in: visible) + placeCandidates(in: visible)
    // Fully ordered (ties broken by text and position), so the same view always gets the same labels
    // even though the streets were gathered in a dictionary.
    candidates.sort {
      ($0.priority, -$0.weight, $0.label.text, $0.label.center.x, $0.label.center.y)
        < ($1.priority, -$1.weight, $1.label.text, $1.label.center.x, $1.label.center.y)
    }
    var grid = CollisionGrid(bounds: bounds.insetBy(dx: 2, dy: 2))
    grid.insert(obstacles)
    var placedByText: [String: [CGPoint]] = [:]
    var placed: [MapLabel] = []
    for candidate in candidates {
      let label = candidate.label
      let repeats = placedByText[label.text, default: []]
      guard
        !repeats.contains(where: {
          hypot($0.x - label.center.x, $0.y - label.center.y) < Self.repeatDistance
        }),
        grid.canPlace(label.boxes)
      else { continue }
      grid.insert(label.boxes)
      placedByText[label.text, default: []].append(label.center)
      placed.append(label)
    }
    return placed
  }

  // MARK: Roads

  /// The zoom from which a road group is named, and its label priority.
  private static func roadLabelRule(_ group: RoadWidths.Group) -> (zoom: Double, priority: Int)? {
    switch group {
    case .major, .primary: (13.5, 20)
    case .secondary: (14, 21)
    case .tertiary: (14.5, 30)
    case .minor: (15, 40)
    case .service: (16.5, 60)
    case .path: nil
    }
  }

  private func roadCandidates(in visible: MapRect) -> [Candidate] {
    let font = UIFont.systemFont(ofSize: zoom >= 16 ? 11 : 10, weight: .regular)
    let emitter = PolylineEmitter(transform: transform, minimumStep: 2)
    let text = HaloTextRenderer.current
    var candidates: [Candidate] = []
    // The ways of each street, joined: a block-long way rarely has room for the street's name.
    var streets: [StreetKey: [[MapPoint]]] = [:]
    for feature in store.features(in: visible, kinds: [.road]) {
      guard let roadClass = feature.roadClass, let name = feature.name.localized(language) else { continue }
      let group = RoadWidths.Group(roadClass)
      guard let rule = Self.roadLabelRule(group), zoom >= rule.zoom else { continue }
      streets[StreetKey(name: name, priority: rule.priority), default: []] += feature.parts.map(Array.init)
    }
    for (street, parts) in streets {
      let size = text.size(of: street.name, font: font)
      for chain in RoadChains.join(parts) {
        guard let run = StraightRun.longest(in: emitter.points(chain)), run.length >= size.width + 16
        else {
          continue
        }
        let angle = run.uprightAngle
        let label = MapLabel(
          kind: .road, text: street.name, font: font, center: run.midpoint,
          angle: angle, icon: nil, boxes: Self.boxes(along: run.midpoint, angle: angle, size: size))
        candidates.append(Candidate(priority: street.priority, weight: run.length, label: label))
      }
    }
    return candidates
  }

  private struct StreetKey: Hashable {
    var name: String
    var priority: Int
  }

  /// Axis-aligned squares along a turned label: a collision grid of rectangles cannot hold a turned
  /// rectangle, and squares one line high follow it closely at any angle.
  static func boxes(along center: CGPoint, angle: CGFloat, size: CGSize) -> [CGRect] {
    let side = size.height + 2 * padding
    if abs(angle) < 0.02 {
      return [
        CGRect(
          x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height
        ).insetBy(dx: -padding, dy: -padding)
      ]
    }
    let count = max(Int((size.width / size.height).rounded(.up)), 1)
    let step = size.width / CGFloat(count)
    return (0..<count).map { index in
      let offset = -size.width / 2 + step * (CGFloat(index) + 0.5)
      let x = center.x + cos(angle) * offset
      let y = center.y + sin(angle) * offset
      return CGRect(x: x - side / 2, y: y - side / 2, width: side, height: side)
    }
  }

  // MARK: Places

  private func placeCandidates(in visible: MapRect) -> [Candidate] {
    let text = HaloTextRenderer.current
    let placeFont = UIFont.systemFont(ofSize: 11, weight: .medium)
    let districtFont = UIFont.systemFont(ofSize: 13, weight: .semibold)
    var candidates: [Candidate] = []
    for place in store.pointsOfInterest(in: visible) {
      guard let name = place.name.localized(language) else { continue }
      let point = transform.apply(place.point)
      if place.categoryKey == "place" {
        guard ["suburb", "neighbourhood", "quarter"].contains(place.categoryValue), zoom >= 13, zoom < 16.5
        else {
          continue
        }
        let size = text.size(of: name, font: districtFont)
        let box = CGRect(
          x: point.x - size.width / 2, y: point.y - size.height / 2, width: size.width, height: size.height)
        let label = MapLabel(
          kind: .district, text: name, font: districtFont, center: point,
          angle: 0,
          icon: nil, boxes: [box.insetBy(dx: -4, dy: -4)])
        candidates.append(Candidate(priority: 10, weight: 0, label: label))
        continue
      }
      guard let category = place.kind.flatMap(PlaceCategory.init),
        zoom >= category.minimumZoom
      else { continue }
      let size = text.size(of: name, font: placeFont)
      let priority =
        switch category {
        case .station: 0
        case .park, .culture: 25
        case .shopping, .lodging: 45
        case .food, .other: 50
        }
      // The name to the right of the dot, or to the left when the right is taken.
      for side in [1.0, -1.0] as [CGFloat] {
        let textCenter = CGPoint(x: point.x + side * (Self.iconRadius + 4 + size.width / 2), y: point.y)
        let textBox = CGRect(
          x: textCenter.x - size.width / 2, y: textCenter.y - size.height / 2, width: size.width,
          height: size.height)
        let iconBox = CGRect(
          x: point.x - Self.iconRadius, y: point.y - Self.iconRadius, width: 2 * Self.iconRadius,
          height: 2 * Self.iconRadius)
        let label = MapLabel(
          kind: .place(category), text: name, font: placeFont,
          center: textCenter, angle: 0, icon: point,
          boxes: [
            iconBox.insetBy(dx: -Self.padding, dy: -Self.padding),
            textBox.insetBy(dx: -Self.padding, dy: -Self.padding),
          ])
        candidates.append(
          Candidate(priority: priority + (side < 0 ? 1 : 0), weight: CGFloat(-category.rank), label: label))
      }
    }
    return candidates
  }

  /// A place's dot radius, points.
  static let iconRadius: CGFloat = 4.5
}
