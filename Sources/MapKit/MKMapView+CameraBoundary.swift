@_spi(Hail) import UIKit

/// MapKit's "use the default zoom limit" value for `CameraZoomRange`.
public let MKMapCameraZoomDefault: CLLocationDistance = -1

extension MKMapView {
  /// An area the map's centre must stay in (MapKit's `MKMapView.CameraBoundary`).
  @preconcurrency @MainActor
  public final class CameraBoundary: NSObject {
    public let mapRect: MKMapRect
    public var region: MKCoordinateRegion { MKCoordinateRegion(mapRect) }

    /// Nil for an empty or null rectangle.
    public init?(mapRect: MKMapRect) {
      guard !mapRect.isEmpty, mapRect.width.isFinite, mapRect.height.isFinite else { return nil }
      self.mapRect = mapRect
    }

    public convenience init?(coordinateRegion region: MKCoordinateRegion) {
      guard CLLocationCoordinate2DIsValid(region.center) else { return nil }
      self.init(mapRect: region.mapRect)
    }
  }

  /// How near and how far the camera may be from the map's centre, in metres
  /// (MapKit's `MKMapView.CameraZoomRange`); `MKMapCameraZoomDefault` leaves a side unlimited.
  @preconcurrency @MainActor
  public final class CameraZoomRange: NSObject {
    public let minCenterCoordinateDistance: CLLocationDistance
    public let maxCenterCoordinateDistance: CLLocationDistance

    /// Nil when a distance is negative (other than the default), not finite, or min exceeds max.
    public init?(
      minCenterCoordinateDistance: CLLocationDistance, maxCenterCoordinateDistance: CLLocationDistance
    ) {
      let valid = { (distance: CLLocationDistance) in
        distance == MKMapCameraZoomDefault || (distance.isFinite && distance >= 0)
      }
      guard valid(minCenterCoordinateDistance), valid(maxCenterCoordinateDistance) else { return nil }
      if minCenterCoordinateDistance >= 0, maxCenterCoordinateDistance >= 0,
        minCenterCoordinateDistance > maxCenterCoordinateDistance
      {
        return nil
      }
      self.minCenterCoordinateDistance = minCenterCoordinateDistance
      self.maxCenterCoordinateDistance = maxCenterCoordinateDistance
    }

    public convenience init?(minCenterCoordinateDistance: CLLocationDistance) {
      self.init(
        minCenterCoordinateDistance: minCenterCoordinateDistance,
        maxCenterCoordinateDistance: MKMapCameraZoomDefault)
    }

    public convenience init?(maxCenterCoordinateDistance: CLLocationDistance) {
      self.init(
        minCenterCoordinateDistance: MKMapCameraZoomDefault,
        maxCenterCoordinateDistance: maxCenterCoordinateDistance)
    }
  }

  /// The area the map's centre stays in; nil, anywhere. Panning past it rubber-bands and springs
  /// back; a flick stops at it; zooms and programmatic moves keep to it.
  public var cameraBoundary: CameraBoundary? {
    get { cameraLimits.boundary }
    set { setCameraBoundary(newValue, animated: false) }
  }

  public func setCameraBoundary(_ cameraBoundary: CameraBoundary?, animated: Bool) {
    cameraLimits.boundary = cameraBoundary
    settleIntoLimits(animated: animated)
  }

  /// How near and far the camera may zoom; nil, MapKit's default limits.
  public var cameraZoomRange: CameraZoomRange! {
    get { cameraLimits.zoomRange }
    set { setCameraZoomRange(newValue, animated: false) }
  }

  public func setCameraZoomRange(_ cameraZoomRange: CameraZoomRange?, animated: Bool) {
    cameraLimits.zoomRange = cameraZoomRange
    settleIntoLimits(animated: animated)
  }

  /// Moves a camera outside the limits (after they changed) to the nearest one inside.
  private func settleIntoLimits(animated: Bool) {
    guard gestureStartCamera == nil else { return }
    let inside = limited(camera)
    if inside != camera { move(to: inside, animated: animated) }
  }

  /// `camera` zoomed into the zoom range and moved so its centre is inside the boundary.
  func limited(_ camera: MapCamera) -> MapCamera {
    cameraLimits.limited(camera, in: bounds.size)
  }
}

/// The map's camera boundary and zoom range, and how they apply to a camera.
struct CameraLimits {
  var boundary: MKMapView.CameraBoundary?
  var zoomRange: MKMapView.CameraZoomRange?

  /// MapKit's camera sees 30° vertically (not documented; measured by app developers against
  /// `centerCoordinateDistance`, e.g. github.com/marmelroy gist 0fee54bf, "verified that the
  /// aperture indeed is 30°"), over the view's longer side.
  static let aperture = 30.0 * Double.pi / 180

  /// The map points per view point at which the camera is `distance` metres from the centre.
  static func mapPointsPerPoint(distance: CLLocationDistance, latitude: CLLocationDegrees, in size: CGSize)
    -> Double
  {
    let visibleMetres = 2 * distance * tan(aperture / 2)
    return visibleMetres * MKMapPointsPerMeterAtLatitude(latitude) / Double(max(size.width, size.height, 1))
  }

  /// The boundary first, then the zoom at the latitude the centre ends on (the range's distances
  /// convert to a scale by latitude): so a limited camera is its own limit, and settling into the
  /// limits once leaves nothing to settle (no endless sub-millimetre animations).
  func limited(_ camera: MapCamera, in size: CGSize) -> MapCamera {
    var limited = camera
    if let rect = boundary?.mapRect {
      limited.center.x = min(max(limited.center.x, rect.minX), rect.maxX)
      limited.center.y = min(max(limited.center.y, rect.minY), rect.maxY)
    }
    if let zoomRange {
      let latitude = camera.center.coordinate.latitude
      if zoomRange.minCenterCoordinateDistance >= 0 {
        limited.mapPointsPerPoint = max(
          limited.mapPointsPerPoint,
          Self.mapPointsPerPoint(
            distance: zoomRange.minCenterCoordinateDistance, latitude: latitude, in: size))
      }
      if zoomRange.maxCenterCoordinateDistance >= 0 {
        limited.mapPointsPerPoint = min(
          limited.mapPointsPerPoint,
          Self.mapPointsPerPoint(
            distance: zoomRange.maxCenterCoordinateDistance, latitude: latitude, in: size))
      }
    }
    return limited.clamped()
  }

  /// While a finger drags: a centre past the boundary shows only part of the way past, as a
  /// scroll view's content does past its edge (`RubberBand`, in view points).
  func rubberBanded(_ camera: MapCamera, in size: CGSize) -> MapCamera {
    guard let rect = boundary?.mapRect else { return camera }
    let scale = camera.mapPointsPerPoint
    let horizontal = RubberBand(
      minimum: CGFloat(rect.minX / scale), maximum: CGFloat(rect.maxX / scale), dimension: size.width)
    let vertical = RubberBand(
      minimum: CGFloat(rect.minY / scale), maximum: CGFloat(rect.maxY / scale), dimension: size.height)
    var banded = camera
    banded.center.x =
      Double(horizontal.displayedOffset(forFingerOffset: CGFloat(camera.center.x / scale))) * scale
    banded.center.y =
      Double(vertical.displayedOffset(forFingerOffset: CGFloat(camera.center.y / scale))) * scale
    return banded
  }
}
