import Foundation

/// A point on MapKit's flat map: the Web Mercator projection (EPSG:3857) scaled so the world is
/// `MKMapSize.world` (2²⁸ map points) wide, origin at the top-left (180° W, ≈85.05° N), y down —
/// Apple's definition, so that map-point arithmetic written for iOS carries over.
public struct MKMapPoint: Hashable, Sendable {
  public var x: Double
  public var y: Double

  public init() { self.init(x: 0, y: 0) }

  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The map point of a coordinate; latitudes beyond Web Mercator's ±85.0511° are clamped.
  public init(_ coordinate: CLLocationCoordinate2D) {
    let world = MKMapSize.world.width
    let maximumLatitude = 85.051_128_779_806_59
    let latitude = min(max(coordinate.latitude, -maximumLatitude), maximumLatitude) * .pi / 180
    x = (coordinate.longitude + 180) / 360 * world
    y = (1 - log(tan(latitude) + 1 / cos(latitude)) / .pi) / 2 * world
  }

  public var coordinate: CLLocationCoordinate2D {
    let world = MKMapSize.world.width
    let longitude = x / world * 360 - 180
    let latitude = atan(sinh(.pi * (1 - 2 * y / world))) * 180 / .pi
    return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
  }

  /// The distance in metres to another map point (along the Earth's surface).
  public func distance(to other: MKMapPoint) -> CLLocationDistance {
    let a = coordinate
    let b = other.coordinate
    return CLLocation(latitude: a.latitude, longitude: a.longitude)
      .distance(from: CLLocation(latitude: b.latitude, longitude: b.longitude))
  }
}

public struct MKMapSize: Hashable, Sendable {
  public var width: Double
  public var height: Double

  public init() { self.init(width: 0, height: 0) }

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// The whole world: 2²⁸ × 2²⁸ map points (MapKit's MKMapSizeWorld).
  public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
}

public struct MKMapRect: Hashable, Sendable {
  public var origin: MKMapPoint
  public var size: MKMapSize

  public init() { self.init(origin: MKMapPoint(), size: MKMapSize()) }

  public init(origin: MKMapPoint, size: MKMapSize) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: MKMapPoint(x: x, y: y), size: MKMapSize(width: width, height: height))
  }

  public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
  public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var midX: Double { origin.x + size.width / 2 }
  public var midY: Double { origin.y + size.height / 2 }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
  public var isEmpty: Bool { isNull || size.width <= 0 || size.height <= 0 }

  public func contains(_ point: MKMapPoint) -> Bool {
    point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
  }

  public func intersects(_ rect: MKMapRect) -> Bool {
    !isNull && !rect.isNull && minX < rect.maxX && rect.minX < maxX && minY < rect.maxY && rect.minY < maxY
  }

  public func union(_ rect: MKMapRect) -> MKMapRect {
    if isNull { return rect }
    if rect.isNull { return self }
    let x = min(minX, rect.minX)
    let y = min(minY, rect.minY)
    return MKMapRect(x: x, y: y, width: max(maxX, rect.maxX) - x, height: max(maxY, rect.maxY) - y)
  }

  public func insetBy(dx: Double, dy: Double) -> MKMapRect {
    MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
  }

  /// The part both rectangles cover; `.null` when they do not meet.
  public func intersection(_ rect: MKMapRect) -> MKMapRect {
    guard intersects(rect) else { return .null }
    let x = max(minX, rect.minX)
    let y = max(minY, rect.minY)
    return MKMapRect(x: x, y: y, width: min(maxX, rect.maxX) - x, height: min(maxY, rect.maxY) - y)
  }

  /// Whether `rect` lies inside this one.
  public func contains(_ rect: MKMapRect) -> Bool {
    !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY
      && rect.maxY <= maxY
  }
}

/// Map points per metre at a latitude (the Mercator scale grows as 1/cos(latitude)).
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
  let equatorCircumference = 2 * Double.pi * 6_378_137
  return MKMapSize.world.width / equatorCircumference / cos(latitude * .pi / 180)
}

public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
  1 / MKMapPointsPerMeterAtLatitude(latitude)
}
