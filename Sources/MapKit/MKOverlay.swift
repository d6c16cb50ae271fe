@_spi(Hail) import UIKit

/// An annotation that covers an area of the map and is drawn by an overlay renderer.
@preconcurrency @MainActor
public protocol MKOverlay: MKAnnotation {
  var boundingMapRect: MKMapRect { get }
}

/// A line through map points (a route).
@preconcurrency @MainActor
open class MKPolyline: NSObject, MKOverlay {
  private let mapPoints: [MKMapPoint]
  /// MKShape's title and subtitle. MapKit shows neither for an overlay; Hail names the overlay's
  /// view after the title (an accessibility identifier), so tests can find it.
  open var title: String?
  open var subtitle: String?

  public init(coordinates: UnsafePointer<CLLocationCoordinate2D>, count: Int) {
    mapPoints = (0..<max(count, 0)).map { MKMapPoint(coordinates[$0]) }
  }

  public convenience init(coordinates: [CLLocationCoordinate2D]) {
    self.init(coordinates: coordinates, count: coordinates.count)
  }

  public var pointCount: Int { mapPoints.count }

  public func points() -> [MKMapPoint] { mapPoints }

  public var coordinate: CLLocationCoordinate2D {
    MKMapPoint(x: boundingMapRect.midX, y: boundingMapRect.midY).coordinate
  }

  public var boundingMapRect: MKMapRect {
    mapPoints.reduce(MKMapRect.null) { $0.union(MKMapRect(origin: $1, size: MKMapSize())) }
  }
}

/// Draws an overlay; the base class draws nothing.
@preconcurrency @MainActor
open class MKOverlayRenderer: NSObject {
  public let overlay: any MKOverlay
  open var alpha: CGFloat = 1

  /// Set by the view drawing this renderer: asked to draw again.
  var onNeedsDisplay: (() -> Void)?

  public init(overlay: any MKOverlay) {
    self.overlay = overlay
  }

  /// Draws into `context`, where `point(for:)` gives positions; called by the map view.
  open func draw(in context: CGContext, point: (MKMapPoint) -> CGPoint) {}

  /// Asks the map to draw the overlay again (its look changed).
  open func setNeedsDisplay() {
    onNeedsDisplay?()
  }

  /// How far the drawing reaches beyond the overlay's bounding rectangle, in points.
  var drawingMargin: CGFloat { 16 }
}

/// Strokes a polyline.
@preconcurrency @MainActor
open class MKPolylineRenderer: MKOverlayRenderer {
  open var strokeColor: UIColor? = .systemBlue
  open var lineWidth: CGFloat = 5
  open var lineCap = CGLineCap.round
  open var lineJoin = CGLineJoin.round

  public init(polyline: MKPolyline) {
    super.init(overlay: polyline)
  }

  /// Half the line and a point of antialiasing.
  override var drawingMargin: CGFloat { lineWidth / 2 + 1 }

  override open func draw(in context: CGContext, point: (MKMapPoint) -> CGPoint) {
    guard let polyline = overlay as? MKPolyline, polyline.pointCount > 1, let strokeColor else { return }
    let points = polyline.points()
    context.setStrokeColor(strokeColor.withAlphaComponent(strokeColor.cgColor.alpha * alpha).cgColor)
    context.setLineWidth(lineWidth)
    context.setLineCap(lineCap)
    context.setLineJoin(lineJoin)
    context.move(to: point(points[0]))
    for mapPoint in points.dropFirst() { context.addLine(to: point(mapPoint)) }
    context.strokePath()
  }
}
