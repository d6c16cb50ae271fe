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

  /// Adds `overlay` over the labels, on top of the overlays there.
  public func addOverlay(_ overlay: any MKOverlay) {
    addOverlay(overlay, level: .aboveLabels)
  }

  public func addOverlays(_ newOverlays: [any MKOverlay]) {
    for overlay in newOverlays { addOverlay(overlay) }
  }

  /// Puts `overlay` at `index` among the overlays of `level` (past the end or nil: on top), with a
  /// view drawn by the delegate's renderer; an overlay already on the map stays where it is.
  func insert(_ overlay: any MKOverlay, level: MKOverlayLevel, at index: @autoclosure () -> Int?) {
    let key = ObjectIdentifier(overlay)
    guard overlayViews[key] == nil, !overlaysBeingAdded.contains(key) else { return }
    // The delegate's `rendererFor` is the app's code, which may add or remove overlays itself (this
    // one too: it is not added twice): the lists, and `index`, are read only once it has answered.
    overlaysBeingAdded.insert(key)
    let renderer = makeRenderer(for: overlay)
    overlaysBeingAdded.remove(key)
    guard overlayViews[key] == nil else { return }
    var list = levelOverlays[level.rawValue]
    let position = min(max(index() ?? list.count, 0), list.count)
    let view = MapOverlayView(overlay: overlay, renderer: renderer)
    overlayViews[key] = view
    renderer.owner = view
    overlayLevels[key] = level
    view.addedAt = overlayAdditions
    overlayAdditions += 1
    view.renderer.onNeedsDisplay = { [weak self, weak view] in
      view?.requestRedraw()
      self?.setNeedsLayout()
    }
    // A new `alpha` or `blendMode` shows at the next layout (`MapOverlayView.layout`).
    view.renderer.onNeedsLayout = { [weak self] in self?.setNeedsLayout() }
    let container = overlayContainer(for: level)
    if position < list.count, let next = overlayViews[ObjectIdentifier(list[position])] {
      container.insertSubview(view, belowSubview: next)
    } else {
      container.addSubview(view)
    }
    list.insert(overlay, at: position)
    levelOverlays[level.rawValue] = list
    setNeedsLayout()
  }

  /// Takes `overlay` off the map. Its view stays, nameless and starting no drawing, until the
  /// overlays added since that are in view show their first drawing (see `layoutOverlayViews`): a
  /// route replaced by another (the ride's line split where the car is) never leaves a frame
  /// without a line.
  public func removeOverlay(_ overlay: any MKOverlay) {
    let key = ObjectIdentifier(overlay)
    guard let view = overlayViews.removeValue(forKey: key), let level = overlayLevels.removeValue(forKey: key)
    else { return }
    levelOverlays[level.rawValue].removeAll { $0 === overlay }
    view.retire()
    retiredOverlayViews.append(RetiredOverlayView(view: view, since: overlayAdditions, frame: overlayFrame))
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
  /// overlay link's frames, so replays stay the same on every machine). A removed overlay's view
  /// goes once no overlay added since waits for its first drawing, or after
  /// `retiredOverlayFrames` in any case (lines replaced on frame after frame).
  func layoutOverlayViews() {
    let settled = isCameraSettled
    let resting = restingCamera
    let size = bounds.size
    // Level by level, without `overlays`' joined array: this runs on every frame of a pan.
    for overlay in levelOverlays.joined() {
      overlayViews[ObjectIdentifier(overlay)]?.layout(
        camera: camera, resting: resting, size: size, settled: settled, frame: overlayFrame,
        queue: overlayQueue)
    }
    let waiting = overlayViews.values.filter(\.awaitsFirstDrawing).map(\.addedAt)
    retiredOverlayViews.removeAll { retired in
      let due =
        !waiting.contains { $0 >= retired.since } || overlayFrame - retired.frame >= Self.retiredOverlayFrames
      if due {
        retired.view.cancelDrawing()
        retired.view.removeFromSuperview()
      } else {
        retired.view.layoutRetired(camera: camera, size: size, frame: overlayFrame)
      }
      return due
    }
    let busy = !retiredOverlayViews.isEmpty || overlayViews.values.contains(where: \.isDrawing)
    if busy, overlayLink == nil {
      let link = CADisplayLink { [weak self] link in
        guard let self, self.window != nil else {
          // Off screen no layout runs to stop the link: it stops here, and the next layout with
          // drawing under way starts it again.
          self?.overlayLink = nil
          return link.invalidate()
        }
        self.overlayFrame += 1
        self.setNeedsLayout()
      }
      link.add()
      overlayLink = link
    } else if !busy, let link = overlayLink {
      link.invalidate()
      overlayLink = nil
    }
  }

  /// Frames of the overlay link a removed overlay's view stays at most.
  static let retiredOverlayFrames = 3
}

/// A removed overlay's view, shown until the overlays added since (`since`, a count of additions)
/// are drawn, from the overlay link's `frame`.
struct RetiredOverlayView {
  let view: MapOverlayView
  let since: Int
  let frame: Int
}
