import Foundation

/// A position on the Web Mercator plane (EPSG:3857) in projected metres: x east, y north, origin at
/// (0° N, 0° E). Apple's `MKMapPoint` uses another scale and y down; MapKit converts at its edge.
public struct MapPoint: Hashable, Sendable, BitwiseCopyable {
  public var x: Double
  public var y: Double

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }
}

/// An axis-aligned rectangle on the Web Mercator plane.
public struct MapRect: Hashable, Sendable, BitwiseCopyable {
  public var minX: Double
  public var minY: Double
  public var maxX: Double
  public var maxY: Double

  public init(minX: Double, minY: Double, maxX: Double, maxY: Double) {
    self.minX = minX
    self.minY = minY
    self.maxX = maxX
    self.maxY = maxY
  }

  /// The rectangle around `center`, `width` × `height` projected metres.
  public init(center: MapPoint, width: Double, height: Double) {
    self.init(
      minX: center.x - width / 2, minY: center.y - height / 2, maxX: center.x + width / 2,
      maxY: center.y + height / 2)
  }

  /// The empty rectangle that any `union` replaces.
  public static let null = MapRect(minX: .infinity, minY: .infinity, maxX: -.infinity, maxY: -.infinity)

  public var isNull: Bool { minX > maxX || minY > maxY }
  public var width: Double { maxX - minX }
  public var height: Double { maxY - minY }
  public var center: MapPoint { MapPoint(x: (minX + maxX) / 2, y: (minY + maxY) / 2) }

  public func contains(_ point: MapPoint) -> Bool {
    point.x >= minX && point.x <= maxX && point.y >= minY && point.y <= maxY
  }

  public func intersects(_ other: MapRect) -> Bool {
    minX <= other.maxX && other.minX <= maxX && minY <= other.maxY && other.minY <= maxY
  }

  public func union(_ point: MapPoint) -> MapRect {
    MapRect(
      minX: min(minX, point.x), minY: min(minY, point.y), maxX: max(maxX, point.x), maxY: max(maxY, point.y))
  }

  public func insetBy(_ amount: Double) -> MapRect {
    MapRect(minX: minX + amount, minY: minY + amount, maxX: maxX - amount, maxY: maxY - amount)
  }
}

/// The spherical Web Mercator projection (EPSG:3857), the one every web map and Apple's MapKit use.
public enum WebMercator {
  /// EPSG:3857's sphere: the WGS 84 semi-major axis, 6 378 137 m.
  public static let radius = 6_378_137.0
  /// The latitude where the projected world becomes square, atan(sinh π) ≈ 85.0511°.
  public static let maximumLatitude = 85.051_128_779_806_59
  /// Half the projected world's width, π × radius ≈ 20 037 508.34 m.
  public static let halfWorld = Double.pi * radius

  public static func project(_ coordinate: Coordinate) -> MapPoint {
    let latitude = min(max(coordinate.latitude, -maximumLatitude), maximumLatitude)
    let x = radius * coordinate.longitude * .pi / 180
    let y = radius * log(tan(.pi / 4 + latitude * .pi / 360))
    return MapPoint(x: x, y: y)
  }

  public static func coordinate(_ point: MapPoint) -> Coordinate {
    let longitude = point.x / radius * 180 / .pi
    let latitude = (2 * atan(exp(point.y / radius)) - .pi / 2) * 180 / .pi
    return Coordinate(latitude: latitude, longitude: longitude)
  }

  /// Projected metres per ground metre at `latitude`: 1/cos φ (Mercator stretches away from the equator).
  public static func scale(atLatitude latitude: Double) -> Double {
    1 / cos(latitude * .pi / 180)
  }
}
