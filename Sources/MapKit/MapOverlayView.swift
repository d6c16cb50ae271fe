@_spi(Hail) import UIKit

/// One overlay's drawing: a view over the part of the overlay the camera shows, with a quarter of
/// the view's size around it, drawn by the overlay's renderer. It is drawn again only when the
/// camera has settled at another zoom, when a pan uncovers a part not drawn, or when the renderer
/// asks (`MKOverlayRenderer.setNeedsDisplay()`); otherwise a pan only moves it and a zoom in flight
/// scales it, as the label layer is scaled, so a route costs no redraw on frames where only cars
/// move. Named after the overlay's `title`, so scripts and tests find a route as `route.line`.
final class MapOverlayView: UIView {
  let overlay: any MKOverlay
  let renderer: MKOverlayRenderer
  /// The map rectangle the bitmap covers, and the map points per point it was drawn at.
  private var drawnRect = MKMapRect.null
  private var drawnScale = 0.0

  init(overlay: any MKOverlay, renderer: MKOverlayRenderer) {
    self.overlay = overlay
    self.renderer = renderer
    super.init(frame: .zero)
    accessibilityIdentifier = overlay.title
    backgroundColor = .clear
    isUserInteractionEnabled = false
    renderer.onNeedsDisplay = { [weak self] in self?.setNeedsDisplay() }
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Places the drawing under `camera`, drawing anew when the drawn part no longer does. While
  /// the camera moves towards `resting` (an animated zoom's end; `camera` itself otherwise), a new
  /// drawing's extent is the overlay's at the coarser of the two scales: a line's margin in map
  /// points grows as the camera zooms out, and measured at each frame's own scale it outgrew the
  /// last drawing every frame, so the route fit drew the route again on all of them (a tenth of
  /// its main thread). The drawing itself stays at the camera's scale, so a zoom-out only ever
  /// shrinks it (a line thins until drawn again at rest), never enlarges it.
  func layout(camera: MapCamera, resting: MapCamera, size: CGSize, settled: Bool) {
    let scale = camera.mapPointsPerPoint
    let visible = camera.visibleMapRect(in: size)
    let needed = extent(at: scale).intersection(visible)
    guard !needed.isEmpty else {
      isHidden = true
      return
    }
    isHidden = false
    let covers = !drawnRect.isNull && drawnRect.contains(needed)
    if !covers || (!Self.isSame(drawnScale, scale) && settled) {
      let reach = settled ? scale : max(scale, resting.mapPointsPerPoint)
      drawnRect = extent(at: reach).intersection(
        visible.insetBy(dx: -visible.width / 4, dy: -visible.height / 4))
      drawnScale = scale
      transform = .identity
      bounds.size = CGSize(width: drawnRect.width / scale, height: drawnRect.height / scale)
      setNeedsDisplay()
    }
    let factor = Self.isSame(drawnScale, scale) ? 1 : drawnScale / scale
    transform = factor == 1 ? .identity : CGAffineTransform(scaleX: factor, y: factor)
    // Scaled in flight, the drawing is sampled at its nearest pixel, as the tiles under it are
    // (`MapTileView.sample(moving:)`; about half of blending's cost a pixel); the line is drawn
    // again, sharp, once the camera rests.
    let filter: CALayerContentsFilter = factor == 1 ? .linear : .nearest
    layer.minificationFilter = filter
    layer.magnificationFilter = filter
    let middle = camera.viewPoint(for: MKMapPoint(x: drawnRect.midX, y: drawnRect.midY), in: size)
    if factor == 1 {
      // On the pixel grid, as tiles and labels land: at most half a pixel from the exact place.
      let pixel = 1 / max(UIScreen.main.scale, 1)
      let origin = CGPoint(x: middle.x - bounds.width / 2, y: middle.y - bounds.height / 2)
      frame.origin = CGPoint(
        x: (origin.x / pixel).rounded() * pixel, y: (origin.y / pixel).rounded() * pixel)
    } else {
      center = middle
    }
  }

  /// The overlay's map rectangle grown by what its drawing reaches past it (a line's half width),
  /// at `scale` map points per point: it grows as the camera zooms out, and a drawing that spans
  /// it at the coarsest scale of a zoom covers it all the way.
  private func extent(at scale: Double) -> MKMapRect {
    let margin = Double(renderer.drawingMargin) * scale
    return overlay.boundingMapRect.insetBy(dx: -margin, dy: -margin)
  }

  /// Whether two scales are one, as tiles compare theirs (`MapTileView.scaleTolerance`): camera
  /// arithmetic leaves differences of that size, which must not draw again or stretch.
  private static func isSame(_ a: Double, _ b: Double) -> Bool {
    abs(a / b - 1) < Double(MapTileView.scaleTolerance)
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), !drawnRect.isNull, drawnScale > 0 else { return }
    let origin = drawnRect.origin
    let scale = drawnScale
    renderer.draw(in: context) { CGPoint(x: ($0.x - origin.x) / scale, y: ($0.y - origin.y) / scale) }
  }
}
