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

  /// Shows `mapRect` whole inside the view less `insets` (a sheet over the map, a bar above it).
  public func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
    guard let camera = camera(fitting: mapRect, edgePadding: insets) else { return }
    move(to: camera, animated: animated)
  }

  /// The map rectangle the view would show with `mapRect` fitted inside it less `insets`.
  public func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect {
    camera(fitting: mapRect, edgePadding: insets)?.visibleMapRect(in: bounds.size) ?? mapRect
  }

  /// The camera showing `mapRect` in the part of the view that `insets` leave, centred there.
  private func camera(fitting mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MapCamera? {
    guard !mapRect.isNull, mapRect.width.isFinite, mapRect.height.isFinite, mapRect.width >= 0,
      mapRect.height >= 0
    else { return nil }
    let left = Double(insets.left).isFinite ? Double(insets.left) : 0
    let right = Double(insets.right).isFinite ? Double(insets.right) : 0
    let top = Double(insets.top).isFinite ? Double(insets.top) : 0
    let bottom = Double(insets.bottom).isFinite ? Double(insets.bottom) : 0
    let width = max(Double(bounds.width) - left - right, 1)
    let height = max(Double(bounds.height) - top - bottom, 1)
    // A point or a line still gets a camera: the scale never goes below the closest zoom.
    var camera = MapCamera(
      center: MKMapPoint(x: mapRect.midX, y: mapRect.midY),
      mapPointsPerPoint: max(mapRect.width / width, mapRect.height / height)
    ).clamped()
    // The padded area's centre sits (left − right)/2, (top − bottom)/2 off the view's centre.
    camera.center.x -= (left - right) / 2 * camera.mapPointsPerPoint
    camera.center.y -= (top - bottom) / 2 * camera.mapPointsPerPoint
    return camera.clamped()
  }

  /// Moves the camera, at once or over `MKMapView.animationDuration`, telling the delegate the
  /// region will and did change.
  func move(to target: MapCamera, animated: Bool) {
    let wasMoving = cameraMotion != nil
    stopCameraMotion()
    let target = limited(target)
    guard !target.isIndistinguishable(from: camera) else {
      camera = target
      // The motion stopped where the camera is: the region change it began ends now, or the
      // delegate would wait for its regionDidChange forever.
      if wasMoving { endRegionChange() }
      return
    }
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
