import Foundation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// An overlay through an animated zoom: drawn once for the whole flight, where it will rest, and
/// scaled on every frame of it (the ride tour's route fit drew the route again every few frames
/// while the view outgrew each drawing).
@MainActor
@Suite struct OverlayZoomTests {
  private final class CountingRenderer: MKPolylineRenderer {
    var draws = 0

    override func draw(in context: CGContext, point: (MKMapPoint) -> CGPoint) {
      draws += 1
      super.draw(in: context, point: point)
    }
  }

  private final class Delegate: MKMapViewDelegate {
    var renderer: CountingRenderer?

    func mapView(_ mapView: MKMapView, rendererFor overlay: any MKOverlay) -> MKOverlayRenderer {
      let renderer = CountingRenderer(polyline: overlay as! MKPolyline)
      renderer.strokeColor = .red
      renderer.lineWidth = 6
      self.renderer = renderer
      return renderer
    }
  }

  /// A map at rest with a line across a stretch four times the view's width, drawn.
  private func settledMap() -> (MapApp, Delegate, FrameRenderer) {
    let app = MapApp()
    let delegate = Delegate()
    app.map.delegate = delegate
    let visible = app.map.visibleMapRect
    let line = [
      MKMapPoint(x: visible.midX - 2 * visible.width, y: visible.midY),
      MKMapPoint(x: visible.midX + 2 * visible.width, y: visible.midY + visible.height / 8),
    ]
    app.map.addOverlay(MKPolyline(coordinates: line.map(\.coordinate)))
    let renderer = FrameRenderer()
    for _ in 0..<10 {
      app.advance(1.0 / 60)
      _ = renderer.renderFrame(app.window)
    }
    return (app, delegate, renderer)
  }

  /// Zooms about the middle by `levels` (negative: out), animated.
  private func zoom(_ app: MapApp, by levels: Double) {
    let visible = app.map.visibleMapRect
    let factor = pow(2, -levels)
    let width = visible.width * factor
    let height = visible.height * factor
    app.map.setVisibleMapRect(
      MKMapRect(x: visible.midX - width / 2, y: visible.midY - height / 2, width: width, height: height),
      animated: true)
  }

  @Test(arguments: [-1.5, -0.4, 1.2])
  func anAnimatedZoomDrawsTheOverlayOnceOnTheWayAndOnceAtMostAtRest(levels: Double) throws {
    let (app, delegate, renderer) = settledMap()
    let counting = try #require(delegate.renderer)
    let before = counting.draws
    zoom(app, by: levels)
    var during: [Int] = []
    for _ in 0..<18 {
      let draws = counting.draws
      app.advance(1.0 / 60)
      _ = renderer.renderFrame(app.window)
      during.append(counting.draws - draws)
    }
    let view = try #require(app.map.overlayViews.values.first)
    #expect(during.reduce(0, +) <= 1, "\(during)")
    // At rest: drawn at the scale it shows at (a zoom-out's drawing already was), unscaled.
    let afterFlight = counting.draws
    for _ in 0..<10 {
      app.advance(1.0 / 60)
      _ = renderer.renderFrame(app.window)
    }
    #expect(view.transform == .identity)
    #expect(counting.draws - afterFlight <= (levels < 0 ? 0 : 1))
    #expect(counting.draws - before <= 2)
  }
}
