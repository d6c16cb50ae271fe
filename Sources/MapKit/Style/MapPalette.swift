import OpenStreetMap
@_spi(Hail) import UIKit

/// The colours of the base map, one palette per appearance, in one place so the look can be tuned
/// without touching the drawing code. Tiles and labels draw with `MapPalette.current`: the palette
/// of the traits they draw under, so a tile is drawn again in the other palette when its traits
/// change light ↔ dark (a view's content is redrawn on a trait change) and a cached tile never
/// shows the wrong style.
///
/// Light follows the ride-hailing day maps (Didi's and Uber's): a warm near-white land so white
/// roads read by their grey casings, desaturated parks and water, and the one saturated road
/// colour kept for motorways and trunks. Dark follows their night maps: a blue-grey near-black land,
/// roads a few steps lighter than the land with darker casings, deep green and navy areas, muted
/// amber for motorways, and light grey labels on a dark halo.
struct MapPalette: Sendable {
  /// The night palette (lighter category hues).
  var isNight: Bool
  var land: CGColor
  var park: CGColor
  /// Scrub, heath and wetland: a touch greyer than lawns and parks.
  var wildGreen: CGColor
  var water: CGColor
  var building: CGColor
  var buildingEdge: CGColor
  var rail: CGColor
  var railDash: CGColor
  var footway: CGColor
  var pedestrianFill: CGColor
  /// Fill and casing of motorways and trunks, main roads, pedestrian streets, and the rest.
  var majorRoad: (fill: CGColor, casing: CGColor)
  var mainRoad: (fill: CGColor, casing: CGColor)
  var pedestrianCasing: CGColor
  var minorRoad: (fill: CGColor, casing: CGColor)
  var halo: CGColor
  var roadLabel: CGColor
  var placeLabel: CGColor
  var attributionText: CGColor

  static let light = MapPalette(
    isNight: false, land: hex(0xF4F2EE), park: hex(0xD9EDD0), wildGreen: hex(0xE0ECD6), water: hex(0xB3D5EF),
    building: hex(0xE7E4DF), buildingEdge: hex(0xD5CFC7), rail: hex(0xC7C2BB), railDash: hex(0xFFFFFF),
    footway: hex(0xD6D1C9), pedestrianFill: hex(0xFAF9F6), majorRoad: (hex(0xFBD68E), hex(0xE8B565)),
    mainRoad: (hex(0xFFFFFF), hex(0xD6D0C7)), pedestrianCasing: hex(0xE2DDD5),
    minorRoad: (hex(0xFFFFFF), hex(0xE0DBD3)), halo: hex(0xFFFFFF, alpha: 0.95), roadLabel: hex(0x5F5A54),
    placeLabel: hex(0x7A746C), attributionText: hex(0x55504A))

  static let dark = MapPalette(
    isNight: true, land: hex(0x1E2126), park: hex(0x1D3326), wildGreen: hex(0x212E26), water: hex(0x17283D),
    building: hex(0x2A2E35), buildingEdge: hex(0x343941), rail: hex(0x454A52), railDash: hex(0x1E2126),
    footway: hex(0x3A3F47), pedestrianFill: hex(0x33373E), majorRoad: (hex(0x7A6536), hex(0x5A4A28)),
    mainRoad: (hex(0x4A5059), hex(0x2B2F36)), pedestrianCasing: hex(0x2B2F36),
    minorRoad: (hex(0x3B4048), hex(0x2B2F36)), halo: hex(0x1E2126, alpha: 0.9), roadLabel: hex(0xA9AEB6),
    placeLabel: hex(0x8E939B), attributionText: hex(0xA9AEB6))

  /// The palette of `UITraitCollection.current` (a view's traits while it draws).
  static var current: MapPalette {
    UITraitCollection.current.userInterfaceStyle == .dark ? .dark : .light
  }

  /// The land as a dynamic colour, for views filled behind the tiles.
  static let landColor = UIColor { traits in
    UIColor(cgColor: traits.userInterfaceStyle == .dark ? dark.land : light.land)
  }

  /// The attribution's text as a dynamic colour.
  static let attributionColor = UIColor { traits in
    UIColor(cgColor: traits.userInterfaceStyle == .dark ? dark.attributionText : light.attributionText)
  }

  /// The attribution's plate: white at 70 % on the day map, the night land at 70 % on the night one.
  static let attributionBackground = UIColor { traits in
    traits.userInterfaceStyle == .dark
      ? UIColor(cgColor: dark.land).withAlphaComponent(0.7) : UIColor(white: 1, alpha: 0.7)
  }

  /// 0xRRGGBB as a colour (the style is tuned in hex, as designers hand it over).
  static func hex(_ value: UInt32, alpha: CGFloat = 1) -> CGColor {
    CGColor(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
  }

  /// Road fill and casing colours by class.
  func road(_ roadClass: RoadClass) -> (fill: CGColor, casing: CGColor) {
    switch roadClass {
    case .motorway, .trunk, .motorwayLink, .trunkLink: majorRoad
    case .primary, .primaryLink, .secondary, .secondaryLink: mainRoad
    case .pedestrian, .livingStreet: (pedestrianFill, pedestrianCasing)
    default: minorRoad
    }
  }

  /// A label's text colour by kind; a place of interest's icon too.
  func labelColor(_ kind: MapLabel.Kind) -> CGColor {
    switch kind {
    case .road: roadLabel
    case .district: placeLabel
    case .place(let category): pointOfInterest(category)
    }
  }

  /// A place of interest's icon and text colour by category, as the apps colour-code categories;
  /// lighter at night so the hues keep their contrast on the dark land.
  func pointOfInterest(_ category: PlaceCategory) -> CGColor {
    let isDark = isNight
    switch category {
    case .station: return Self.hex(isDark ? 0x6F9BDB : 0x3D6FB6)
    case .park: return Self.hex(isDark ? 0x6DBA77 : 0x4E9A57)
    case .culture: return Self.hex(isDark ? 0xB08BCB : 0x8C5FA8)
    case .lodging: return Self.hex(isDark ? 0xDB7FAB : 0xC0588B)
    case .food: return Self.hex(isDark ? 0xE9A05A : 0xD9822B)
    case .shopping: return Self.hex(isDark ? 0x52BDB7 : 0x2E9C97)
    case .other: return Self.hex(isDark ? 0xA7A29B : 0x8A847C)
    }
  }
}
