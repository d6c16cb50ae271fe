import Foundation

/// What a drawn feature is: the layers a map style draws, bottom to top.
public enum FeatureKind: UInt8, Sendable, CaseIterable {
  case water = 0
  case park = 1
  case building = 2
  case railway = 3
  case road = 4
}

/// A road's class, from `highway=*`, ordered from the most to the least important.
public enum RoadClass: UInt8, Sendable, CaseIterable {
  case motorway, trunk, primary, secondary, tertiary, unclassified, residential
  case motorwayLink, trunkLink, primaryLink, secondaryLink, tertiaryLink
  case livingStreet, service, pedestrian, track, busway
  case footway, cycleway, path, steps, bridleway, corridor, other

  /// The OpenStreetMap `highway=*` values, in case order.
  static let osmValues = [
    "motorway", "trunk", "primary", "secondary", "tertiary", "unclassified", "residential",
    "motorway_link", "trunk_link", "primary_link", "secondary_link", "tertiary_link",
    "living_street", "service", "pedestrian", "track", "busway",
    "footway", "cycleway", "path", "steps", "bridleway", "corridor", "road",
  ]

  /// The class of a `highway=*` value; nil for values that are not ways people travel on
  /// (`proposed`, `construction`, `platform`, `elevator`, …).
  public init?(osmValue: String) {
    guard let index = RoadClass.osmValues.firstIndex(of: osmValue) else { return nil }
    self.init(rawValue: UInt8(index))
  }

  public var osmValue: String { RoadClass.osmValues[Int(rawValue)] }

  /// Whether the class implies `oneway=yes` (car.lua's `WayHandlers.oneway`: motorways, not their
  /// links).
  var impliesOneway: Bool { self == .motorway }
}

/// A feature's names: the local `name`, and `name:zh` / `name:en` when mapped.
public struct PlaceName: Hashable, Sendable {
  public var local: String?
  public var chinese: String?
  public var english: String?

  public init(local: String? = nil, chinese: String? = nil, english: String? = nil) {
    self.local = local
    self.chinese = chinese
    self.english = english
  }

  public var isEmpty: Bool { local == nil && chinese == nil && english == nil }

  /// The name to show in `language`, falling back to the local name (then any name).
  public func localized(_ language: MapLanguage) -> String? {
    switch language {
    case .chinese: chinese ?? local ?? english
    case .english: english ?? local ?? chinese
    case .local: local ?? english ?? chinese
    }
  }
}

/// The language a name or address is shown in.
public enum MapLanguage: String, Sendable, CaseIterable {
  case local
  case english = "en"
  case chinese = "zh"
}

/// One way, area or multipolygon ready to draw: points in Web Mercator, a ring per part.
public struct MapFeature: Sendable {
  /// Index in the map's feature list (stable for one map file).
  public var id: Int
  public var kind: FeatureKind
  /// The OpenStreetMap value that classed it: `primary`, `tram`, `grass`, `yes` (building), …
  public var osmValue: String
  /// Set for roads.
  public var roadClass: RoadClass?
  public var name: PlaceName
  /// Roads: +1 one-way along the points, −1 against them, 0 both ways.
  public var oneway: Int8
  /// Roads: the signed speed limit in km/h, nil when not mapped.
  public var maxspeed: Double?
  /// Polylines for roads and railways (one part); polygons for areas: outer and inner rings
  /// (draw with the even-odd rule). Read in place from the map (`Parts`).
  public var parts: Parts
  public var bounds: MapRect
}

/// A named place of interest: a shop, a station, a park, a district.
public struct PointOfInterest: Sendable {
  public var id: Int
  public var name: PlaceName
  /// The tag that classes it, e.g. `amenity` / `restaurant`, `railway` / `station`, `leisure` / `park`.
  public var categoryKey: String
  public var categoryValue: String
  public var coordinate: Coordinate
  public var point: MapPoint
}
