import OpenStreetMap
@_spi(Hail) import UIKit

/// The colours of the light base map, in one place so the look can be tuned without touching the
/// drawing code. The values follow the ride-hailing light styles (Didi's and Uber's day maps): a warm
/// near-white land so white roads read by their grey casings, desaturated parks and water, and the
/// one saturated road colour kept for motorways and trunks.
enum MapPalette {
  /// 0xRRGGBB as a colour (the style is tuned in hex, as designers hand it over).
  static func hex(_ value: UInt32, alpha: CGFloat = 1) -> CGColor {
    CGColor(
      red: CGFloat((value >> 16) & 0xFF) / 255, green: CGFloat((value >> 8) & 0xFF) / 255,
      blue: CGFloat(value & 0xFF) / 255, alpha: alpha)
  }

  static let land = hex(0xF4F2EE)
  static let park = hex(0xD9EDD0)
  /// Scrub, heath and wetland: a touch greyer than lawns and parks.
  static let wildGreen = hex(0xE0ECD6)
  static let water = hex(0xB3D5EF)
  static let building = hex(0xE7E4DF)
  static let buildingEdge = hex(0xD5CFC7)
  static let rail = hex(0xC7C2BB)
  static let railDash = hex(0xFFFFFF)
  static let footway = hex(0xD6D1C9)
  static let pedestrianFill = hex(0xFAF9F6)

  /// Road fill and casing colours by class.
  static func road(_ roadClass: RoadClass) -> (fill: CGColor, casing: CGColor) {
    switch roadClass {
    case .motorway, .trunk, .motorwayLink, .trunkLink:
      (hex(0xFBD68E), hex(0xE8B565))
    case .primary, .primaryLink, .secondary, .secondaryLink:
      (hex(0xFFFFFF), hex(0xD6D0C7))
    case .pedestrian, .livingStreet:
      (pedestrianFill, hex(0xE2DDD5))
    default:
      (hex(0xFFFFFF), hex(0xE0DBD3))
    }
  }

  // MARK: Labels

  static let halo = hex(0xFFFFFF, alpha: 0.95)
  static let roadLabel = hex(0x5F5A54)
  static let placeLabel = hex(0x7A746C)
  static let attributionText = hex(0x55504A)

  /// A place of interest's icon and text colour by category, as the apps colour-code categories.
  static func pointOfInterest(_ category: PlaceCategory) -> CGColor {
    switch category {
    case .station: hex(0x3D6FB6)
    case .park: hex(0x4E9A57)
    case .culture: hex(0x8C5FA8)
    case .lodging: hex(0xC0588B)
    case .food: hex(0xD9822B)
    case .shopping: hex(0x2E9C97)
    case .other: hex(0x8A847C)
    }
  }
}
