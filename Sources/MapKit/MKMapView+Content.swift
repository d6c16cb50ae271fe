@_spi(Hail) import UIKit

extension MKMapView {
  // MARK: Annotations

  public func addAnnotation(_ annotation: any MKAnnotation) {
    addAnnotations([annotation])
  }

  /// Adds annotations; their views come when they are in view (see `layoutAnnotationViews`).
  public func addAnnotations(_ newAnnotations: [any MKAnnotation]) {
    for annotation in newAnnotations where annotationOrder[ObjectIdentifier(annotation)] == nil {
      annotations.append(annotation)
      annotationOrder[ObjectIdentifier(annotation)] = nextAnnotationOrder
      nextAnnotationOrder += 1
      (annotation as? MKPointAnnotation)?.maps.append(WeakMapView(value: self))
    }
    setNeedsLayout()
  }

  public func removeAnnotation(_ annotation: any MKAnnotation) {
    removeAnnotations([annotation])
  }

  public func removeAnnotations(_ old: [any MKAnnotation]) {
    var removed = Set<ObjectIdentifier>()
    for annotation in old {
      let key = ObjectIdentifier(annotation)
      guard annotationOrder.removeValue(forKey: key) != nil else { continue }
      removed.insert(key)
      if let view = annotationViews[key] { retire(view, of: key) }
      (annotation as? MKPointAnnotation)?.maps.removeAll { $0.value === self || $0.value == nil }
    }
    // One pass over the list for the whole batch: removing a fleet of hundreds stays linear.
    if !removed.isEmpty { annotations.removeAll { removed.contains(ObjectIdentifier($0)) } }
  }

  /// The view showing `annotation`: nil while it is out of view (MapKit makes views only for the
  /// annotations in the visible region), or when it is not on the map.
  public func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
    if annotation === userLocation { return userLocationView }
    return annotationViews[ObjectIdentifier(annotation)]
  }

  func updateUserLocationView() {
    if showsUserLocation, userLocationView == nil {
      let view = UserLocationView(annotation: userLocation, reuseIdentifier: nil)
      // Below every annotation's view.
      view.stackOrder = -1
      annotationContainer.insertSubview(view, at: 0)
      userLocationView = view
    } else if !showsUserLocation {
      userLocationView?.removeFromSuperview()
      userLocationView = nil
    }
    setNeedsLayout()
  }

  // MARK: Overlays

  public func addOverlay(_ overlay: any MKOverlay) {
    guard !overlays.contains(where: { $0 === overlay }) else { return }
    overlays.append(overlay)
    let view = MapOverlayView(overlay: overlay, renderer: makeRenderer(for: overlay))
    overlayViews[ObjectIdentifier(overlay)] = view
    view.renderer.onNeedsDisplay = { [weak self, weak view] in
      view?.requestRedraw()
      self?.setNeedsLayout()
    }
    // A new `alpha` shows at the next layout (`MapOverlayView.layout`).
    view.renderer.onNeedsLayout = { [weak self] in self?.setNeedsLayout() }
    overlayContainer.addSubview(view)
    setNeedsLayout()
  }

  public func addOverlays(_ newOverlays: [any MKOverlay]) {
    for overlay in newOverlays { addOverlay(overlay) }
  }

  /// Takes `overlay` off the map. Its view stays, nameless, until the overlays added since show
  /// their first drawing (see `layoutOverlayViews`): a route replaced by another (the ride's line
  /// split where the car is) never leaves a frame without a line.
  public func removeOverlay(_ overlay: any MKOverlay) {
    overlays.removeAll { $0 === overlay }
    guard let view = overlayViews.removeValue(forKey: ObjectIdentifier(overlay)) else { return }
    view.cancelDrawing()
    view.accessibilityIdentifier = nil
    retiredOverlayViews.append(view)
    setNeedsLayout()
  }

  public func removeOverlays(_ old: [any MKOverlay]) {
    for overlay in old { removeOverlay(overlay) }
  }

  /// The renderer drawing `overlay`, if it is on the map.
  public func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
    overlayViews[ObjectIdentifier(overlay)]?.renderer
  }

  func makeRenderer(for overlay: any MKOverlay) -> MKOverlayRenderer {
    delegate?.mapView(self, rendererFor: overlay) ?? MKOverlayRenderer(overlay: overlay)
  }

  /// Lays the overlays' views out for the camera: each shows the drawing it has, starts a new one
  /// on `overlayQueue` where it no longer fits, and takes one begun a frame before (counted by the
  /// overlay link's frames, so replays stay the same on every machine). Views of removed overlays
  /// go once no overlay waits for its first drawing.
  func layoutOverlayViews() {
    let settled = isCameraSettled
    let resting = restingCamera
    let size = bounds.size
    for view in retiredOverlayViews + overlays.compactMap({ overlayViews[ObjectIdentifier($0)] }) {
      view.layout(
        camera: camera, resting: resting, size: size, settled: settled, frame: overlayFrame,
        queue: overlayQueue)
    }
    if !retiredOverlayViews.isEmpty, !overlayViews.values.contains(where: \.awaitsFirstDrawing) {
      for view in retiredOverlayViews {
        view.cancelDrawing()
        view.removeFromSuperview()
      }
      retiredOverlayViews = []
    }
    let waiting = !retiredOverlayViews.isEmpty || overlayViews.values.contains(where: \.isDrawing)
    if waiting, overlayLink == nil {
      let link = CADisplayLink { [weak self] link in
        guard let self else { return link.invalidate() }
        self.overlayFrame += 1
        self.setNeedsLayout()
      }
      link.add()
      overlayLink = link
    } else if !waiting, let link = overlayLink {
      link.invalidate()
      overlayLink = nil
    }
  }
}
