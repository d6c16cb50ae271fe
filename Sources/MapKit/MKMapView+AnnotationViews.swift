@_spi(Hail) import UIKit

/// Views only for the annotations in view, as MapKit's: "when an annotation's coordinate point is in
/// the map's visible region, the map view asks its delegate to provide a corresponding annotation
/// view", and "as annotation views move offscreen, the map view moves them to an internally managed
/// reuse queue" (Apple, `MKAnnotationView` and `dequeueReusableAnnotationView(withIdentifier:)`).
/// A map of hundreds of annotations holds, draws and composites only the few dozen on screen.
extension MKMapView {
  /// How far outside the view an annotation's point may lie and still get a view, in points: a
  /// view centred on its point and up to twice this across reaches in from there. Our choice
  /// (MapKit does not say how far it looks): a car icon's or a marker's half length, twice over.
  static let annotationViewMargin: CGFloat = 48
  /// How many views each reuse identifier keeps queued; the rest are let go (the screen seldom
  /// needs more at once than it just showed).
  static let reusableAnnotationViewLimit = 64

  /// A view that left the screen, queued under `identifier`, or nil when none waits. The delegate
  /// sets its `annotation` (and whatever else it shows) before returning it.
  public func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
    guard let view = reusableAnnotationViews[identifier]?.popLast() else { return nil }
    view.prepareForReuse()
    return view
  }

  /// Called from `layoutSubviews`: places the views of the annotations in view, makes views for
  /// those that came into view and queues those that left.
  func layoutAnnotationViews() {
    var added: [MKAnnotationView] = []
    for annotation in annotations {
      if let view = updateView(of: annotation) { added.append(view) }
    }
    if let userLocationView { place(userLocationView, at: userLocation.coordinate) }
    if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
  }

  /// An annotation's coordinate changed: its view follows at once, with no layout pass; it gets a
  /// view if it came into view, and loses it if it left.
  func annotationDidMove(_ annotation: any MKAnnotation) {
    guard annotationOrder[ObjectIdentifier(annotation)] != nil, let view = updateView(of: annotation) else {
      return
    }
    delegate?.mapView(self, didAdd: [view])
  }

  /// Places the view of `annotation`, makes one if it is in view and has none, or queues it if
  /// it is out of view; returns a view it made.
  private func updateView(of annotation: any MKAnnotation) -> MKAnnotationView? {
    let key = ObjectIdentifier(annotation)
    let point = camera.viewPoint(for: MKMapPoint(annotation.coordinate), in: bounds.size)
    if let view = annotationViews[key] {
      place(view, at: point)
      if !keepsView(view, at: point) { retire(view, of: key) }
      return nil
    }
    let margin = Self.annotationViewMargin
    guard !bounds.isEmpty, bounds.insetBy(dx: -margin, dy: -margin).contains(point) else { return nil }
    let view =
      delegate?.mapView(self, viewFor: annotation)
      ?? MKAnnotationView(annotation: annotation, reuseIdentifier: nil)
    view.annotation = annotation
    view.mapView = self
    view.stackOrder = annotationOrder[key] ?? 0
    annotationViews[key] = view
    place(view, at: point)
    restack(view)
    return view
  }

  /// Whether a shown view stays: its point within twice the margin (so a view that just came
  /// stays), or its frame still reaching into the view and the margin (a large view whose point
  /// left).
  private func keepsView(_ view: MKAnnotationView, at point: CGPoint) -> Bool {
    let margin = Self.annotationViewMargin
    return bounds.insetBy(dx: -2 * margin, dy: -2 * margin).contains(point)
      || bounds.insetBy(dx: -margin, dy: -margin).intersects(view.frame)
  }

  /// Takes a view off the map into the reuse queue of its identifier (none: it is let go).
  func retire(_ view: MKAnnotationView, of key: ObjectIdentifier) {
    annotationViews[key] = nil
    view.removeFromSuperview()
    view.mapView = nil
    guard let identifier = view.reuseIdentifier else { return }
    let refused =
      reusableAnnotationViews[identifier].map { queue in
        queue.count >= Self.reusableAnnotationViewLimit || queue.contains { $0 === view }
      } ?? false
    guard !refused else { return }
    // Appended in place: a copy taken out and put back would copy the whole queue each time.
    reusableAnnotationViews[identifier, default: []].append(view)
  }

  /// Puts `view` among the annotation views by `zPriority`, then by when its annotation was added.
  func restack(_ view: MKAnnotationView) {
    let views = annotationContainer.subviews
    guard view.superview !== annotationContainer else {
      // Already shown, its priority changed (a selection): it moves among the others, found by a
      // scan as the order may no longer hold around it.
      let above = views.first { other in
        guard let other = other as? MKAnnotationView, other !== view else { return false }
        return Self.stacksBelow(view, other)
      }
      if let above {
        annotationContainer.insertSubview(view, belowSubview: above)
      } else if views.last !== view {
        annotationContainer.addSubview(view)
      }
      return
    }
    // The views are kept in this order: a view coming into view finds its place by bisection (a
    // fleet of hundreds returning to the map would otherwise scan them all for each), and most go
    // on top (added after the others, at the default priority).
    var low = 0
    var high = views.count
    while low < high {
      let middle = (low + high) / 2
      if let other = views[middle] as? MKAnnotationView, Self.stacksBelow(view, other) {
        high = middle
      } else {
        low = middle + 1
      }
    }
    annotationContainer.insertSubview(view, at: low)
  }

  /// Whether `view` stacks below `other`: a lower `zPriority`, or the same and added earlier.
  private static func stacksBelow(_ view: MKAnnotationView, _ other: MKAnnotationView) -> Bool {
    (view.zPriority, view.stackOrder) < (other.zPriority, other.stackOrder)
  }

  func place(_ view: MKAnnotationView, at coordinate: CLLocationCoordinate2D) {
    place(view, at: camera.viewPoint(for: MKMapPoint(coordinate), in: bounds.size))
  }

  private func place(_ view: MKAnnotationView, at point: CGPoint) {
    view.center = CGPoint(x: point.x + view.centerOffset.x, y: point.y + view.centerOffset.y)
  }
}
