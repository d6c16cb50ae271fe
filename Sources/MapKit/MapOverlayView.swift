import Dispatch
@_spi(Hail) import UIKit

/// One overlay's drawing: a view over the part of the overlay the camera shows, with a quarter of
/// the view's size around it, drawn by the overlay's renderer. It is drawn again only when the
/// camera has settled at another zoom, when a pan uncovers a part not drawn, or when the renderer
/// asks (`MKOverlayRenderer.setNeedsDisplay()`); otherwise a pan only moves it and a zoom in flight
/// scales it, as the label layer is scaled, so a route costs no redraw on frames where only cars
/// move. Named after the overlay's `title`, so scripts and tests find a route as `route.line`.
///
/// Drawing happens on the map's overlay queue, as MapKit draws overlays away from the main thread
/// (`MapOverlayRaster`): the view shows the drawing it has, placed for the camera of each frame,
/// until the new one is handed over a frame later. The main thread draws an overlay, in
/// `draw(_:)`, when the view draws itself again: a redraw the engine asks for (a change of
/// appearance), or a drawing that could not be handed over; and in the hand-over, when the queue
/// had not drawn it by the frame's patience (`MapOverlayRaster.take()`).
final class MapOverlayView: UIView {
  let overlay: any MKOverlay
  let renderer: MKOverlayRenderer
  /// The map rectangle the shown bitmap covers, and the map points per point it was drawn at.
  private var drawnRect = MKMapRect.null
  private var drawnScale = 0.0
  /// The drawing under way, shown from its hand-over frame on.
  private var raster: MapOverlayRaster?
  /// The renderer asked to be drawn again since the last drawing began.
  private var redrawRequested = false

  init(overlay: any MKOverlay, renderer: MKOverlayRenderer) {
    self.overlay = overlay
    self.renderer = renderer
    super.init(frame: .zero)
    accessibilityIdentifier = overlay.title
    backgroundColor = .clear
    isUserInteractionEnabled = false
    renderer.noteBounds()
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// Whether a drawing is under way.
  var isDrawing: Bool { raster != nil }

  /// When the view was added to the map (`MKMapView.overlayAdditions` then).
  var addedAt = 0

  /// Whether the view has yet to show any drawing.
  var awaitsFirstDrawing: Bool { drawnRect.isNull && raster != nil }

  /// Lets the queue skip a drawing not begun: the overlay left the map.
  func cancelDrawing() {
    raster?.cancel()
    raster = nil
  }

  /// The overlay left the map: the view keeps what it shows, nameless, and starts no drawing
  /// more (see `MKMapView.removeOverlay`). One with nothing shown yet keeps the drawing under way,
  /// so a line replaced before its first drawing still shows until its successor's.
  func retire() {
    if !drawnRect.isNull { cancelDrawing() }
    redrawRequested = false
    accessibilityIdentifier = nil
    guard renderer.owner === self else { return }
    renderer.onNeedsDisplay = nil
    renderer.onNeedsLayout = nil
    renderer.owner = nil
  }

  /// Asks for a new drawing at the next layout (the renderer's `setNeedsDisplay()`).
  func requestRedraw() {
    redrawRequested = true
  }

  /// Places a retired view's drawing under `camera`, taking the one under way when due.
  func layoutRetired(camera: MapCamera, size: CGSize, frame: Int) {
    if let raster, frame >= raster.handOverFrame { handOver(raster) }
    isHidden = drawnRect.isNull
    if !isHidden { place(camera: camera, size: size) }
  }

  /// Places the drawing under `camera`, starting a new one on `queue` when the drawn part no
  /// longer does, and showing one begun earlier once `frame` reaches its hand-over frame. While
  /// the camera moves towards `resting` (an animated zoom's end; `camera` itself otherwise), a new
  /// drawing's extent is the overlay's at the coarser of the two scales: a line's margin in map
  /// points grows as the camera zooms out, and measured at each frame's own scale it outgrew the
  /// last drawing every frame, so the route fit drew the route again on all of them (a tenth of
  /// its main thread). The drawing itself stays at the camera's scale, so a zoom-out only ever
  /// shrinks it (a line thins until drawn again at rest), never enlarges it.
  func layout(
    camera: MapCamera, resting: MapCamera, size: CGSize, settled: Bool, frame: Int, queue: DispatchQueue
  ) {
    if let raster, frame >= raster.handOverFrame { handOver(raster) }
    let style = traitCollection.userInterfaceStyle
    let scale = camera.mapPointsPerPoint
    let visible = camera.visibleMapRect(in: size)
    let needed = extent(at: scale).intersection(visible)
    guard !needed.isEmpty else {
      isHidden = true
      return
    }
    // The drawing the view will have: the one under way, else the one shown.
    let coming = raster.map { ($0.rect, $0.scale) } ?? (drawnRect, drawnScale)
    let covers = !coming.0.isNull && coming.0.contains(needed)
    if !covers || (!MapTileView.isSameScale(coming.1, scale) && settled) || redrawRequested {
      let reach = settled ? scale : max(scale, resting.mapPointsPerPoint)
      let rect = extent(at: reach).intersection(
        visible.insetBy(dx: -visible.width / 4, dy: -visible.height / 4))
      raster?.cancel()
      redrawRequested = false
      raster = MapOverlayRaster(
        renderer: renderer, rect: rect, scale: scale, traits: traitCollection, style: style,
        fill: drawnContentFill, on: queue, handOverFrame: frame + Self.handOverFrames)
    }
    guard !drawnRect.isNull else {
      isHidden = true
      return
    }
    isHidden = false
    alpha = renderer.alpha
    layer.blendMode = renderer.blendMode
    place(camera: camera, size: size)
  }

  /// Frames between starting an overlay's drawing and showing it: the next frame. The ride tour's
  /// route at @3x draws in 3–5 ms (session 30), up to 10 ms under `perf` with its fresh bitmap's
  /// page faults (session 31): within a frame on the other core, and on a queue of its own it never
  /// waits behind the tiles.
  static let handOverFrames = 1

  /// Shows `raster`'s drawing: the view takes its size and the bitmap as its content. A drawing
  /// made under another appearance than the view has now is dropped and made again, as
  /// `MapTileRaster` drops a tile's: taken, it would replace the engine's redraw in the new colours.
  /// The appearance is checked first: a drawing the queue is late with is then not made here only
  /// to be dropped.
  private func handOver(_ raster: MapOverlayRaster) {
    self.raster = nil
    guard raster.style == traitCollection.userInterfaceStyle else {
      raster.cancel()
      redrawRequested = true
      return
    }
    let image = raster.take()
    drawnRect = raster.rect
    drawnScale = raster.scale
    transform = .identity
    bounds.size = raster.size
    if image.map({ takeDrawnContent($0, scale: raster.screenScale, filledWith: raster.fill) }) != true {
      // No bitmap could be made, or the view's fill changed meanwhile: drawn here instead, by the
      // coming render, rather than started again on every frame.
      setNeedsDisplay()
    }
  }

  /// Places the shown drawing for `camera`: scaled while its scale differs from the camera's.
  private func place(camera: MapCamera, size: CGSize) {
    let scale = camera.mapPointsPerPoint
    let factor = MapTileView.isSameScale(drawnScale, scale) ? 1 : drawnScale / scale
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
    let margin = Double(renderer.drawingMargin(zoomScale: 1 / scale)) * scale
    return overlay.boundingMapRect.insetBy(dx: -margin, dy: -margin)
  }

  /// The shown drawing made again here: when the engine asks (a change of appearance), or when a
  /// drawing could not be handed over (no bitmap, or the view's fill changed).
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), !drawnRect.isNull, drawnScale > 0 else { return }
    renderer.prepareForDrawing()
    Self.draw(renderer, mapRect: drawnRect, mapPointsPerPoint: drawnScale, in: context)
  }

  /// Draws `mapRect` of `renderer`'s overlay into `context`, whose user space is points from the
  /// rectangle's corner at `mapPointsPerPoint`: the renderer draws in its own points (map points
  /// from its overlay's corner), scaled by the zoom scale, as MapKit's renderers do.
  nonisolated static func draw(
    _ renderer: MKOverlayRenderer, mapRect: MKMapRect, mapPointsPerPoint: Double, in context: CGContext
  ) {
    let zoomScale = 1 / mapPointsPerPoint
    guard renderer.canDraw(mapRect, zoomScale: zoomScale) else { return }
    let corner = renderer.point(for: mapRect.origin)
    context.scaleBy(x: zoomScale, y: zoomScale)
    context.translateBy(x: -corner.x, y: -corner.y)
    renderer.draw(mapRect, zoomScale: zoomScale, in: context)
  }
}
