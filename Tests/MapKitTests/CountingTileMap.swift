@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// A tile source that paints each tile one colour and counts the tiles it drew.
@MainActor
final class CountingTileSource: MapTileSource {
  var drawn: [MapTileKey] = []
  let backgroundColor = UIColor(white: 0.9, alpha: 1)

  func draw(_ tile: MapTileKey, in context: CGContext, size: CGSize) {
    drawn.append(tile)
    context.setFillColor(UIColor(red: 0.8, green: 0.9, blue: 0.8, alpha: 1).cgColor)
    context.fill(CGRect(origin: .zero, size: size))
  }
}

/// The tile tests' set-up: a `MapApp` on a `CountingTileSource`, its first frame (1/60 s) rendered
/// as the window renders frames, damage only.
@MainActor
struct CountingTileMap {
  let app = MapApp()
  let source = CountingTileSource()
  let renderer = FrameRenderer()

  init() {
    app.map.tileSource = source
    frame()
  }

  /// One more frame: 1/60 s of the clock, then its render.
  func frame() {
    app.advance(1.0 / 60)
    render()
  }

  /// Renders what changed since the last render, with no time passing.
  func render() { _ = renderer.renderFrame(app.window) }
}
