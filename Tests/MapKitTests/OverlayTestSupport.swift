@_spi(Hail) import CoreGraphics
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// A map delegate that makes each overlay's renderer with `make` and keeps them, in order.
@MainActor
final class RendererDelegate: MKMapViewDelegate {
  var make: (any MKOverlay) -> MKOverlayRenderer = { MKOverlayRenderer(overlay: $0) }
  var renderers: [MKOverlayRenderer] = []

  func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
    let renderer = make(overlay)
    renderers.append(renderer)
    return renderer
  }
}

extension MapApp {
  /// Runs `count` frames, rendering the window after each as a host does; the last render.
  func frames(_ count: Int) -> CGImage? {
    var image: CGImage?
    for _ in 0..<count {
      advance(1.0 / 60)
      image = ViewRenderer().render(window)
    }
    return image
  }

  /// The overlay's shape through these window points, as a polygon.
  func polygon(through points: [CGPoint]) -> MKPolygon {
    let coordinates = points.map { map.convert($0, toCoordinateFrom: window) }
    return MKPolygon(coordinates: coordinates, count: coordinates.count)
  }
}
