import MapKit
import UIKit

/// The ride's lines and markers on the map: the route as an `MKPolyline` with a dark casing under a
/// green line (`route.line`, one overlay: `CasedPolylineRenderer`), the part already driven in
/// grey, the car's way to the pickup in blue (`route.approach`), and markers at the pickup
/// (`route.start`) and the destination (`route.end`).
@MainActor
final class RouteLayer {
  enum Style {
    case casing, line, travelledCasing, travelled, approachCasing, approach

    var color: UIColor {
      switch self {
      case .casing: UIColor(red: 0.07, green: 0.45, blue: 0.25, alpha: 1)
      case .line: UIColor(red: 0.18, green: 0.74, blue: 0.42, alpha: 1)
      case .travelledCasing: UIColor(white: 0.55, alpha: 1)
      case .travelled: UIColor(white: 0.78, alpha: 1)
      case .approachCasing: UIColor(red: 0.10, green: 0.35, blue: 0.75, alpha: 1)
      case .approach: UIColor(red: 0.30, green: 0.58, blue: 0.96, alpha: 1)
      }
    }

    /// Casings are 3 pt wider than their line: a 1.5 pt edge each side.
    var width: CGFloat {
      switch self {
      case .casing, .travelledCasing, .approachCasing: 9
      case .line, .travelled, .approach: 6
      }
    }
  }

  private weak var mapView: MKMapView?
  /// A line shown: its polyline, with the styles of its casing and of the line over it.
  private typealias Line = (MKPolyline, casing: Style, line: Style)

  private var lines: [Line] = []
  private var markers: [RouteMarker] = []

  init(mapView: MKMapView) {
    self.mapView = mapView
  }

  /// Shows `route`, the part driven (to the vertex at `split.index`, then to `split.point`) in grey;
  /// replaces what was shown (unless it was the same).
  func showRoute(
    _ route: [CLLocationCoordinate2D], travelledTo split: (index: Int, point: CLLocationCoordinate2D)? = nil
  ) {
    var next: [Line] = []
    if let split, split.index < route.count {
      let driven = Array(route[...split.index]) + [split.point]
      let ahead = [split.point] + Array(route[(split.index + 1)...])
      next += polylines(driven, casing: .travelledCasing, line: .travelled, name: "route.travelled")
      next += polylines(ahead, casing: .casing, line: .line, name: "route.line")
    } else {
      next += polylines(route, casing: .casing, line: .line, name: "route.line")
    }
    replace(with: next)
  }

  /// Shows the car's way to the pickup; replaces what was shown (unless it was the same).
  func showApproach(_ path: [CLLocationCoordinate2D]) {
    replace(with: polylines(path, casing: .approachCasing, line: .approach, name: "route.approach"))
  }

  func clearLines() {
    replace(with: [])
  }

  /// Puts markers at the pickup and, when given, the destination.
  func showMarkers(pickup: (CLLocationCoordinate2D, String)?, destination: (CLLocationCoordinate2D, String)?)
  {
    let wanted = [
      pickup.map { RouteMarker(kind: .pickup, coordinate: $0.0, label: $0.1) },
      destination.map { RouteMarker(kind: .destination, coordinate: $0.0, label: $0.1) },
    ].compactMap { $0 }
    guard wanted.map(\.key) != markers.map(\.key) else { return }
    mapView?.removeAnnotations(markers)
    markers = wanted
    mapView?.addAnnotations(markers)
  }

  func clear() {
    clearLines()
    showMarkers(pickup: nil, destination: nil)
  }

  /// The renderer for one of the layer's lines (the map delegate's `rendererFor`); nil for others.
  func renderer(for overlay: any MKOverlay) -> MKOverlayRenderer? {
    guard let (polyline, casing, line) = lines.first(where: { $0.0 === overlay }) else { return nil }
    return CasedPolylineRenderer(
      polyline: polyline, casing: casing.color, casingWidth: casing.width, line: line.color,
      lineWidth: line.width)
  }

  /// The view for one of the layer's markers (the map delegate's `viewFor`); nil for others.
  func view(for annotation: any MKAnnotation) -> MKAnnotationView? {
    guard let marker = annotation as? RouteMarker else { return nil }
    return RouteMarkerView(marker: marker)
  }

  private func polylines(_ points: [CLLocationCoordinate2D], casing: Style, line: Style, name: String)
    -> [Line]
  {
    guard points.count > 1 else { return [] }
    let polyline = MKPolyline(coordinates: points)
    polyline.title = name
    return [(polyline, casing, line)]
  }

  private func replace(with next: [Line]) {
    // The lines shown already (the call shows the previewed route again): kept, not drawn again.
    guard !Self.same(lines, next) else { return }
    mapView?.removeOverlays(lines.map(\.0))
    lines = next
    mapView?.addOverlays(next.map(\.0))
  }

  /// Whether two sets of lines draw the same: the same styles, in order, along the same points.
  private static func same(
    _ a: [Line], _ b: [Line]
  ) -> Bool {
    a.count == b.count
      && zip(a, b).allSatisfy { first, second in
        first.casing == second.casing && first.line == second.line
          && first.0.pointCount == second.0.pointCount
          && (0..<first.0.pointCount).allSatisfy { index in
            let (p, q) = (first.0.points()[index], second.0.points()[index])
            return p.x == q.x && p.y == q.y
          }
      }
  }
}
