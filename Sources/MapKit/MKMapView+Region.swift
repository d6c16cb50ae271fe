@_spi(Hail) import UIKit

extension MKMapView {
  /// The coordinate at the centre of the view.
  public var centerCoordinate: CLLocationCoordinate2D {
    get { camera.center.coordinate }
    set { setCenter(newValue, animated: false) }
  }

  /// The region the view shows.
  public var region: MKCoordinateRegion {
    get { MKCoordinateRegion(visibleMapRect) }
    set { setRegion(newValue, animated: false) }
  }

  /// The map rectangle the view shows.
  public var visibleMapRect: MKMapRect {
    get { camera.visibleMapRect(in: bounds.size) }
    set { setVisibleMapRect(newValue, animated: false) }
  }

  /// The zoom level on 256-point tiles (not MapKit API; MapKit uses camera distances).
  @_spi(Hail) public var zoomLevel: Double { camera.zoomLevel }

  public func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
    guard CLLocationCoordinate2DIsValid(coordinate) else { return }
    var target = camera
    target.center = MKMapPoint(coordinate)
    move(to: target.clamped(), animated: animated)
  }

  /// Shows `region` whole: the view's aspect ratio may show more than asked on one axis, as MapKit's.
  public func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
    guard CLLocationCoordinate2DIsValid(region.center), region.span.latitudeDelta.isFinite,
      region.span.longitudeDelta.isFinite, region.span.latitudeDelta > 0, region.span.longitudeDelta > 0
    else { return }
    // Centred on the region's centre: in Mercator the span's corners are not symmetric about it.
    var camera = MapCamera(fitting: region.mapRect, in: bounds.size)
    camera.center = MKMapPoint(region.center)
    move(to: camera.clamped(), animated: animated)
  }

  public func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) {
    guard !mapRect.isEmpty, mapRect.width.isFinite, mapRect.height.isFinite else { return }
    move(to: MapCamera(fitting: mapRect, in: bounds.size), animated: animated)
  }

  /// Moves the camera, at once or over `MKMapView.animationDuration`, telling the delegate the
  /// region will and did change.
  func move(to target: MapCamera, animated: Bool) {
    stopCameraMotion()
    let target = limited(target)
    guard target != camera else { return }
    beginRegionChange(animated: animated)
    if animated {
      startCameraMotion(.animation(from: camera, to: target, start: UIApplication.shared.clock.now))
    } else {
      camera = target
      endRegionChange()
    }
  }

  func beginRegionChange(animated: Bool) {
    guard !regionChange.active else { return }
    regionChange = (animated, true)
    delegate?.mapView(self, regionWillChangeAnimated: animated)
  }

  func endRegionChange() {
    guard regionChange.active else { return }
    regionChange.active = false
    setNeedsLayout()  // the label layer lays its names out again once the camera settles
    delegate?.mapView(self, regionDidChangeAnimated: regionChange.animated)
  }
}
