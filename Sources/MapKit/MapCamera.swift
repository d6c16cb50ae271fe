import Foundation
@_spi(Hail) import UIKit

/// What a map view shows: the map point at the view's centre and how many map points one view point
/// spans. A value type, so gestures and animations compute new cameras and the view applies them.
struct MapCamera: Equatable, Sendable {
  var center: MKMapPoint
  var mapPointsPerPoint: Double

  /// The closest zoom: zoom level 21, where one view point is half a map point (MapKit's street
  /// zoom goes to about 20–21 on 256-point tiles).
  static let minimumMapPointsPerPoint = 0.5
  /// The farthest zoom: the whole world's width in 256 view points (zoom level 0).
  static let maximumMapPointsPerPoint = MKMapSize.world.width / 256

  /// The zoom level on 256-point tiles: 0 shows the world in one tile, each level doubles.
  var zoomLevel: Double { 20 - log2(mapPointsPerPoint) }

  /// Whether `other` shows the same view to within a thousandth of a point (centre) and a
  /// millionth of the scale: no one could see the move, so the map makes none (no animation, no
  /// region change) — else settling into limits computed from the camera itself could go on in
  /// sub-millimetre steps.
  func isIndistinguishable(from other: MapCamera) -> Bool {
    abs(center.x - other.center.x) / mapPointsPerPoint < 1e-3
      && abs(center.y - other.center.y) / mapPointsPerPoint < 1e-3
      && abs(log(mapPointsPerPoint / other.mapPointsPerPoint)) < 1e-6
  }

  func mapPoint(at viewPoint: CGPoint, in size: CGSize) -> MKMapPoint {
    MKMapPoint(
      x: center.x + (Double(viewPoint.x) - Double(size.width) / 2) * mapPointsPerPoint,
      y: center.y + (Double(viewPoint.y) - Double(size.height) / 2) * mapPointsPerPoint)
  }

  func viewPoint(for mapPoint: MKMapPoint, in size: CGSize) -> CGPoint {
    CGPoint(
      x: (mapPoint.x - center.x) / mapPointsPerPoint + Double(size.width) / 2,
      y: (mapPoint.y - center.y) / mapPointsPerPoint + Double(size.height) / 2)
  }

  func visibleMapRect(in size: CGSize) -> MKMapRect {
    let width = Double(size.width) * mapPointsPerPoint
    let height = Double(size.height) * mapPointsPerPoint
    return MKMapRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
  }

  /// The camera that shows `rect` whole, centred, in a view of `size`.
  init(fitting rect: MKMapRect, in size: CGSize) {
    center = MKMapPoint(x: rect.midX, y: rect.midY)
    let scale = max(rect.width / max(Double(size.width), 1), rect.height / max(Double(size.height), 1))
    mapPointsPerPoint = scale
    self = clamped()
  }

  init(center: MKMapPoint, mapPointsPerPoint: Double) {
    self.center = center
    self.mapPointsPerPoint = mapPointsPerPoint
  }

  /// Zoomed by `factor` (> 1 zooms in) keeping the map point under `anchor` where it is.
  func zoomed(by factor: Double, around anchor: CGPoint, in size: CGSize) -> MapCamera {
    guard factor.isFinite, factor > 0 else { return self }
    let pinned = mapPoint(at: anchor, in: size)
    var camera = self
    camera.mapPointsPerPoint = min(
      max(mapPointsPerPoint / factor, Self.minimumMapPointsPerPoint), Self.maximumMapPointsPerPoint)
    let moved = camera.mapPoint(at: anchor, in: size)
    camera.center.x += pinned.x - moved.x
    camera.center.y += pinned.y - moved.y
    return camera.clamped()
  }

  /// Moved so that the content follows a finger by `translation` view points.
  func panned(by translation: CGPoint) -> MapCamera {
    var camera = self
    camera.center.x -= Double(translation.x) * mapPointsPerPoint
    camera.center.y -= Double(translation.y) * mapPointsPerPoint
    return camera.clamped()
  }

  /// Within the zoom limits, with the centre on the world (no wrapping across the antimeridian).
  func clamped() -> MapCamera {
    var camera = self
    if !camera.mapPointsPerPoint.isFinite { camera.mapPointsPerPoint = Self.maximumMapPointsPerPoint }
    camera.mapPointsPerPoint = min(
      max(camera.mapPointsPerPoint, Self.minimumMapPointsPerPoint), Self.maximumMapPointsPerPoint)
    let world = MKMapSize.world.width
    camera.center.x = camera.center.x.isFinite ? min(max(camera.center.x, 0), world) : world / 2
    camera.center.y = camera.center.y.isFinite ? min(max(camera.center.y, 0), world) : world / 2
    return camera
  }

  /// Part-way from `self` to `other`: the centre linearly, the scale in log space (so a zoom feels
  /// even at every level). The ends are exact: `exp(log(s))` can be an ulp off `s`, and a scale
  /// that drifted by an ulp made every tile on screen draw itself again when a pan settled.
  func interpolated(to other: MapCamera, fraction: Double) -> MapCamera {
    guard fraction < 1 else { return other }
    let scale =
      mapPointsPerPoint == other.mapPointsPerPoint
      ? mapPointsPerPoint
      : exp(log(mapPointsPerPoint) + (log(other.mapPointsPerPoint) - log(mapPointsPerPoint)) * fraction)
    return MapCamera(
      center: MKMapPoint(
        x: center.x + (other.center.x - center.x) * fraction,
        y: center.y + (other.center.y - center.y) * fraction),
      mapPointsPerPoint: scale)
  }
}
