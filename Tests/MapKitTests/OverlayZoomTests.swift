import Foundation
import Synchronization
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// An overlay through an animated zoom: scaled on the frames of it, drawn again only when the view
/// outgrows the drawing (the ride tour's route fit drew the route again on every frame, as the
/// line's margin in map points grew with the zoom-out).
@MainActor
@Suite struct OverlayZoomTests {
  /// Counts its drawings, made on the map's overlay queue.
  private final class CountingRenderer: MKPolylineRenderer {
    private let count = Mutex(0)
    var draws: Int { count.withLock { $0 } }

    nonisolated override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
      count.withLock { $0 += 1 }
      super.draw(mapRect, zoomScale: zoomScale, in: context)
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

  /// A zoom-out draws the overlay again only when the view outgrows the drawing's margin (about
  /// once a level), at the scale of the moment: shrunk on the frames between, never enlarged (a
  /// line never thicker than its width), and sampled at its nearest pixel while scaled. A zoom-in
  /// scales it up until rest, as before.
  @Test(arguments: [(-1.5, 3), (-0.4, 1), (1.2, 0)] as [(Double, Int)])
  func anAnimatedZoomDrawsTheOverlayAFewTimesAtMostAndNeverEnlargesItOnTheWayOut(
    levels: Double, drawsOnTheWay: Int
  ) throws {
    let (app, delegate, renderer) = settledMap()
    let counting = try #require(delegate.renderer)
    let view = try #require(app.map.overlayViews.values.first)
    zoom(app, by: levels)
    var during: [Int] = []
    var largestStretch: CGFloat = 0
    var widestDrawing: CGFloat = 0
    var filtersWhenScaled: Set<CALayerContentsFilter> = []
    for _ in 0..<18 {
      let draws = counting.draws
      app.advance(1.0 / 60)
      _ = renderer.renderFrame(app.window)
      during.append(counting.draws - draws)
      largestStretch = max(largestStretch, view.transform.a)
      widestDrawing = max(widestDrawing, view.bounds.width)
      if view.transform != .identity {
        filtersWhenScaled.formUnion([view.layer.minificationFilter, view.layer.magnificationFilter])
      }
    }
    // Scaled in flight, sampled at the nearest pixel, as the tiles are.
    #expect(filtersWhenScaled == [.nearest])
    #expect(during.reduce(0, +) <= drawsOnTheWay, "\(during)")
    if levels < 0 { #expect(largestStretch <= 1 + 1e-9) }
    // The view and a quarter of it each side, at most.
    #expect(widestDrawing <= 1.5 * app.map.bounds.width + 1)
    // At rest: drawn once more at the scale it shows at, unscaled.
    let afterFlight = counting.draws
    for _ in 0..<10 {
      app.advance(1.0 / 60)
      _ = renderer.renderFrame(app.window)
    }
    #expect(view.transform == .identity)
    #expect(view.layer.minificationFilter == .linear && view.layer.magnificationFilter == .linear)
    #expect(counting.draws - afterFlight == 1)
  }
}
