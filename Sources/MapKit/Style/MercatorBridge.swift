import Foundation
import OpenStreetMap
@_spi(Hail) import UIKit

/// Converts between MapKit's map points (2²⁸ to the world, origin top-left, y down) and the
/// OpenStreetMap module's projected metres (EPSG:3857, origin at 0°/0°, y north). Both are the same
/// Web Mercator plane, so the conversion is a scale and a flip.
enum MercatorBridge {
  /// Projected metres across the world: 2 × 20 037 508.34.
  static let worldMetres = 2 * WebMercator.halfWorld
  static let metresPerMapPoint = worldMetres / MKMapSize.world.width

  static func metres(_ point: MKMapPoint) -> MapPoint {
    let world = MKMapSize.world.width
    return MapPoint(x: (point.x / world - 0.5) * worldMetres, y: (0.5 - point.y / world) * worldMetres)
  }

  static func mapPoint(_ point: MapPoint) -> MKMapPoint {
    let world = MKMapSize.world.width
    return MKMapPoint(x: (point.x / worldMetres + 0.5) * world, y: (0.5 - point.y / worldMetres) * world)
  }

  /// The same rectangle in projected metres (MapKit's top edge becomes the northern, larger y).
  static func metres(_ rect: MKMapRect) -> MapRect {
    let topLeft = metres(MKMapPoint(x: rect.minX, y: rect.minY))
    let bottomRight = metres(MKMapPoint(x: rect.maxX, y: rect.maxY))
    return MapRect(minX: topLeft.x, minY: bottomRight.y, maxX: bottomRight.x, maxY: topLeft.y)
  }
}

/// Maps projected metres into a drawing's points: an origin (the drawing's top-left corner, in
/// metres) and a scale. y flips, because metres grow north and points grow down.
struct MetreToPointTransform {
  var originX: Double
  var originY: Double
  var pointsPerMetre: Double

  /// The transform that puts `rect` (metres) onto a canvas `width` points wide.
  init(rect: MapRect, width: Double) {
    originX = rect.minX
    originY = rect.maxY
    pointsPerMetre = width / rect.width
  }

  init(originX: Double, originY: Double, pointsPerMetre: Double) {
    self.originX = originX
    self.originY = originY
    self.pointsPerMetre = pointsPerMetre
  }

  @inline(__always)
  func apply(_ point: MapPoint) -> CGPoint {
    CGPoint(x: (point.x - originX) * pointsPerMetre, y: (originY - point.y) * pointsPerMetre)
  }

  /// The canvas rectangle `points` wide and high, back in metres.
  func metres(of rect: CGRect) -> MapRect {
    MapRect(
      minX: originX + Double(rect.minX) / pointsPerMetre, minY: originY - Double(rect.maxY) / pointsPerMetre,
      maxX: originX + Double(rect.maxX) / pointsPerMetre, maxY: originY - Double(rect.minY) / pointsPerMetre)
  }
}
