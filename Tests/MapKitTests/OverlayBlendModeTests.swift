@_spi(Hail) import CoreGraphics
import Synchronization
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// A polygon renderer that counts its drawings.
private final class CountingRenderer: MKPolygonRenderer {
  private let count = Mutex(0)
  var drawings: Int { count.withLock { $0 } }

  nonisolated override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
    count.withLock { $0 += 1 }
    super.draw(mapRect, zoomScale: zoomScale, in: context)
  }
}

/// `MKOverlayRenderer.blendMode` (iOS 16): the overlay's drawing blends with the map under it by
/// the mode, and a new mode shows on the next frame.
@MainActor
@Suite struct OverlayBlendModeTests {
  /// A map whose delegate fills each polygon with the colour (1, 0.5, 0), blending by `blendMode`
  /// when there is one (MapKit's default otherwise).
  private func map(blendMode: CGBlendMode? = nil) -> (MapApp, RendererDelegate) {
    let app = MapApp()
    let delegate = RendererDelegate()
    delegate.make = {
      let renderer = CountingRenderer(polygon: $0 as! MKPolygon)
      renderer.fillColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
      if let blendMode { renderer.blendMode = blendMode }
      return renderer
    }
    app.map.delegate = delegate
    return (app, delegate)
  }

  /// A square over the middle of the window, from 100 to 250 points both ways.
  private func square(_ app: MapApp) -> MKPolygon {
    app.polygon(through: [
      CGPoint(x: 100, y: 100), CGPoint(x: 250, y: 100), CGPoint(x: 250, y: 250), CGPoint(x: 100, y: 250),
    ])
  }

  /// The pixel at the square's middle (the window is @2x).
  private func middle(_ image: CGImage?) -> CGImage.Pixel? { image?.pixel(x: 350, y: 350) }

  /// Whether `pixel` is what `formula` makes of the fill's channels over the map's `under`.
  private func blends(
    _ pixel: CGImage.Pixel?, over under: CGImage.Pixel?, by formula: (Double, Double) -> Double
  ) -> Bool {
    guard let pixel, let under else { return false }
    let fill = [1, 0.5, 0.0]
    let map = [under.r, under.g, under.b].map { Double($0) / 255 }
    let expected = zip(fill, map).map { Int((formula($0, $1) * 255).rounded()) }
    return zip([pixel.r, pixel.g, pixel.b], expected).allSatisfy { abs(Int($0) - $1) <= 2 }
  }

  @Test func theOverlayBlendsWithTheMapByItsMode() throws {
    // (line, mode, the mode's formula: source, destination → result)
    let rows: [(Int, CGBlendMode, (Double, Double) -> Double)] = [
      (#line, .normal, { s, _ in s }),
      (#line, .multiply, { s, d in s * d }),
      (#line, .screen, { s, d in s + d - s * d }),
      (#line, .difference, { s, d in abs(s - d) }),
    ]
    for (line, mode, formula) in rows {
      let location = SourceLocation(fileID: #fileID, filePath: #filePath, line: line, column: 1)
      let (app, delegate) = map(blendMode: mode)
      let under = middle(app.frames(1))
      app.map.addOverlay(square(app))
      let shown = middle(app.frames(3))
      #expect(
        blends(shown, over: under, by: formula), "\(mode): \(String(describing: shown))",
        sourceLocation: location)
      // The map holds its delegate weakly, as MapKit's does.
      withExtendedLifetime(delegate) {}
    }
  }

  @Test func aNewModeShowsOnTheNextFrame() throws {
    let (app, delegate) = map()
    let under = middle(app.frames(1))
    app.map.addOverlay(square(app))
    #expect(blends(middle(app.frames(3)), over: under, by: { s, _ in s }))
    let renderer = try #require(delegate.renderers.first as? CountingRenderer)
    // MapKit's default.
    #expect(renderer.blendMode == .normal)
    let drawings = renderer.drawings
    #expect(drawings > 0)
    renderer.blendMode = .difference
    #expect(blends(middle(app.frames(1)), over: under, by: { s, d in abs(s - d) }))
    // Without drawing the overlay again, then or since.
    _ = app.frames(2)
    #expect(renderer.drawings == drawings)
  }
}
