import Foundation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// A delegate that makes views as Apple's sample code does: dequeued by identifier, else new; it
/// counts both, and the views the map says it added.
@MainActor
final class ReusingDelegate: MKMapViewDelegate {
  var made = 0
  var reused = 0
  var added: [MKAnnotationView] = []

  func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
    if let view = mapView.dequeueReusableAnnotationView(withIdentifier: "pin") {
      reused += 1
      view.annotation = annotation
      return view
    }
    made += 1
    let view = CountingAnnotationView(annotation: annotation, reuseIdentifier: "pin")
    view.bounds.size = CGSize(width: 10, height: 10)
    return view
  }

  func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) {
    added += views
  }
}

final class CountingAnnotationView: MKAnnotationView {
  var reuses = 0
  override func prepareForReuse() {
    super.prepareForReuse()
    reuses += 1
  }
}

/// `MKMapView` holds views only for the annotations in view, queues those that leave and hands them
/// back through `dequeueReusableAnnotationView(withIdentifier:)`, stacks them by `zPriority`, and
/// shows an image as layer contents shared by every view showing it.
@MainActor
@Suite struct AnnotationViewReuseTests {
  /// A 20 × 20 grid of annotations 40 points apart around the centre: 800 × 800 points, about
  /// twice the 375 × 667 map each way.
  private static func grid(on map: MKMapView) -> [MKPointAnnotation] {
    (0..<400).map { index in
      let point = CGPoint(
        x: map.bounds.midX + CGFloat(index % 20 - 10) * 40 + 7,
        y: map.bounds.midY + CGFloat(index / 20 - 10) * 40 + 7
      )
      return MKPointAnnotation(coordinate: map.convert(point, toCoordinateFrom: map))
    }
  }

  /// The annotations whose point lies within `margin` of the map's bounds.
  private static func inView(_ annotations: [MKPointAnnotation], _ map: MKMapView, margin: CGFloat)
    -> [MKPointAnnotation]
  {
    annotations.filter {
      map.bounds.insetBy(dx: -margin, dy: -margin).contains(map.convert($0.coordinate, toPointTo: map))
    }
  }

  @Test func onlyAnnotationsInViewHaveViews() {
    let app = MapApp()
    let delegate = ReusingDelegate()
    app.map.delegate = delegate
    let annotations = Self.grid(on: app.map)
    app.map.addAnnotations(annotations)
    // None before the map lays out (MapKit asks its delegate later, too).
    #expect(annotations.allSatisfy { app.map.view(for: $0) == nil })
    app.advance(1.0 / 60)
    let shown = Self.inView(annotations, app.map, margin: MKMapView.annotationViewMargin)
    // 375 + 96 by 667 + 96 points over a 40-point grid: 12 columns × 19 rows.
    #expect(shown.count == 12 * 19)
    #expect(annotations.filter { app.map.view(for: $0) != nil }.count == shown.count)
    #expect(shown.allSatisfy { app.map.view(for: $0) != nil })
    #expect(delegate.made == shown.count && delegate.reused == 0)
    #expect(delegate.added.count == shown.count)
    for annotation in shown {
      let view = app.map.view(for: annotation)!
      #expect(view.center == app.map.convert(annotation.coordinate, toPointTo: app.map))
      #expect(view.annotation === annotation)
    }
    #expect(app.map.annotations.count == 400)
  }

  @Test func viewsThatLeaveAreReusedForThoseThatCome() {
    let app = MapApp()
    let delegate = ReusingDelegate()
    app.map.delegate = delegate
    let annotations = Self.grid(on: app.map)
    app.map.addAnnotations(annotations)
    app.advance(1.0 / 60)
    let first = Set(annotations.compactMap { app.map.view(for: $0) }.map(ObjectIdentifier.init))
    // Half a screen to the east: the western columns leave, eastern ones come.
    app.map.setCenter(
      app.map.convert(CGPoint(x: 187.5 + 200, y: 333.5), toCoordinateFrom: app.map), animated: false)
    app.advance(1.0 / 60)
    let shown = Self.inView(annotations, app.map, margin: MKMapView.annotationViewMargin)
    let views = annotations.compactMap { app.map.view(for: $0) }
    // In view now: 11 columns of 19. Kept besides: the column within twice the margin (a view
    // that just came stays). Four columns left and four came.
    #expect(shown.count == 11 * 19)
    #expect(views.count == 12 * 19)
    #expect(shown.allSatisfy { app.map.view(for: $0) != nil })
    // Every view that came was one that left: no new view was made.
    #expect(delegate.reused == 4 * 19)
    #expect(delegate.made == first.count)
    #expect(Set(views.map(ObjectIdentifier.init)).isSubset(of: first))
    #expect(views.compactMap { $0 as? CountingAnnotationView }.map(\.reuses).reduce(0, +) == delegate.reused)
    for annotation in annotations {
      guard let view = app.map.view(for: annotation) else { continue }
      #expect(view.annotation === annotation)
      #expect(view.center == app.map.convert(annotation.coordinate, toPointTo: app.map))
    }
    // Taken off the map, an annotation's view goes to the queue too.
    let removed = shown[0]
    let removedView = app.map.view(for: removed)
    app.map.removeAnnotation(removed)
    #expect(app.map.view(for: removed) == nil && removedView?.superview == nil)
    #expect(app.map.dequeueReusableAnnotationView(withIdentifier: "pin") != nil)
    #expect(app.map.dequeueReusableAnnotationView(withIdentifier: "other") == nil)
  }

  @Test func aMovingAnnotationGetsAViewAsItComesAndLosesItAsItGoes() {
    let app = MapApp()
    let delegate = ReusingDelegate()
    app.map.delegate = delegate
    let outside = app.map.convert(CGPoint(x: -200, y: 300), toCoordinateFrom: app.map)
    let car = MKPointAnnotation(coordinate: outside)
    app.map.addAnnotation(car)
    app.advance(1.0 / 60)
    #expect(app.map.view(for: car) == nil && delegate.made == 0)
    // Into view: its view comes at once, without waiting for a layout pass.
    car.coordinate = app.map.convert(CGPoint(x: 20, y: 300), toCoordinateFrom: app.map)
    let view = app.map.view(for: car)
    #expect(view.map { abs($0.center.x - 20) < 1e-6 && abs($0.center.y - 300) < 1e-6 } == true)
    #expect(delegate.added.count == 1 && delegate.added.first === view)
    // Just past the edge it stays (within twice the margin); far out it goes.
    car.coordinate = app.map.convert(CGPoint(x: -80, y: 300), toCoordinateFrom: app.map)
    #expect(app.map.view(for: car) === view)
    car.coordinate = outside
    #expect(app.map.view(for: car) == nil && view?.superview == nil)
    #expect(app.map.dequeueReusableAnnotationView(withIdentifier: "pin") === view)
  }

  @Test func viewsStackByZPriorityThenByWhenTheirAnnotationCame() {
    let app = MapApp()
    let delegate = ReusingDelegate()
    app.map.delegate = delegate
    let center = app.map.centerCoordinate
    let annotations = (0..<3).map { _ in MKPointAnnotation(coordinate: center) }
    app.map.addAnnotations(annotations)
    app.map.showsUserLocation = true
    app.advance(1.0 / 60)
    let views = annotations.map { app.map.view(for: $0)! }
    let container = views[0].superview!
    func order() -> [Int] {
      container.subviews.compactMap { subview in views.firstIndex { $0 === subview } }
    }
    #expect(order() == [0, 1, 2])
    #expect(container.subviews.first === app.map.view(for: app.map.userLocation))
    #expect(
      views[0].zPriority == .defaultUnselected && MKAnnotationViewZPriority.defaultUnselected.rawValue == 500)
    views[0].zPriority = .max
    #expect(order() == [1, 2, 0])
    views[2].zPriority = .min
    #expect(order() == [2, 1, 0])
    views[0].zPriority = .defaultUnselected
    #expect(order() == [2, 0, 1])
    // The view of an annotation added later stacks above the others of its priority.
    let late = MKPointAnnotation(coordinate: center)
    app.map.addAnnotation(late)
    app.advance(1.0 / 60)
    #expect(container.subviews.last === app.map.view(for: late))
  }

  /// Views coming back into view take their places among those shown by when their annotations
  /// came, under a view of higher priority, not on top (the map finds the place by bisection).
  @Test func viewsComingBackStackByWhenTheirAnnotationCame() {
    let app = MapApp()
    let delegate = ReusingDelegate()
    app.map.delegate = delegate
    let center = app.map.centerCoordinate
    let outside = app.map.convert(CGPoint(x: -400, y: 300), toCoordinateFrom: app.map)
    let annotations = (0..<6).map { _ in MKPointAnnotation(coordinate: center) }
    app.map.addAnnotations(annotations)
    app.advance(1.0 / 60)
    app.map.view(for: annotations[5])?.zPriority = .max
    for index in [1, 3, 4] { annotations[index].coordinate = outside }
    #expect([1, 3, 4].allSatisfy { app.map.view(for: annotations[$0]) == nil })
    for index in [4, 1, 3] { annotations[index].coordinate = center }
    let views = annotations.compactMap { app.map.view(for: $0) }
    #expect(views.count == 6)
    let container = views[0].superview
    let order = container?.subviews.compactMap { subview in views.firstIndex { $0 === subview } }
    #expect(order == [0, 1, 2, 3, 4, 5])
  }

  @Test func anImageIsTheLayersContentsSharedByItsViews() {
    let app = MapApp()
    let image = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 20)).image { context in
      context.cgContext.setFillColor(UIColor.red.cgColor)
      context.cgContext.fill(CGRect(x: 0, y: 0, width: 10, height: 20))
    }
    final class ImageDelegate: MKMapViewDelegate {
      let image: UIImage
      init(_ image: UIImage) { self.image = image }
      func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
        let view = MKAnnotationView(annotation: annotation, reuseIdentifier: nil)
        view.image = image
        return view
      }
    }
    let delegate = ImageDelegate(image)
    app.map.delegate = delegate
    let points = [CGPoint(x: 100, y: 200), CGPoint(x: 250, y: 400)]
    let annotations = points.map {
      MKPointAnnotation(coordinate: app.map.convert($0, toCoordinateFrom: app.map))
    }
    app.map.addAnnotations(annotations)
    app.advance(1.0 / 60)
    let views = annotations.map { app.map.view(for: $0)! }
    #expect(views.allSatisfy { $0.bounds.size == CGSize(width: 10, height: 20) })
    #expect(views.allSatisfy { ($0.layer.contents as? CGImage) === image.cgImage })
    let rendered = ViewRenderer().render(app.window)
    for point in points {
      let scale = UIScreen.main.scale
      let pixel = rendered?.pixel(x: Int(point.x * scale), y: Int(point.y * scale))
      #expect(pixel?.r == 255 && pixel?.g == 0 && pixel?.b == 0)
    }
    // A symbol has no bitmap: it is drawn, not shown as contents.
    views[0].image = UIImage(systemName: "car.fill")
    #expect(views[0].layer.contents == nil)
  }
}
