import Foundation
@_spi(Hail) import UIKit

/// Draws an overlay; the base class draws nothing. As in MapKit, the map calls
/// `draw(_:zoomScale:in:)` away from the main thread (on its overlay queue), so what drawing reads is
/// `nonisolated`: the overlay, the conversions between map points and the renderer's points, and
/// (in `MKOverlayPathRenderer`) the path and a copy of the drawing properties made on the main
/// thread.
@preconcurrency @MainActor
open class MKOverlayRenderer: NSObject {
  /// Fixed for the renderer's life, so drawing threads may read it.
  public nonisolated(unsafe) let overlay: any MKOverlay

  /// How opaque the overlay's drawing shows, 0 to 1 (MapKit's default: 1), applied to the drawing
  /// as a whole, as a layer's opacity is.
  open var alpha: CGFloat = 1 {
    didSet { onNeedsLayout?() }
  }

  /// How the overlay's drawing blends with the map under it: "The blend mode to apply to the
  /// overlay" (MapKit, iOS 16). Apple's page names no default; `.normal` (source over) draws as
  /// renderers did before the property. Applied to the drawing as a whole, as `alpha` is, so a
  /// change shows on the next frame without drawing the overlay again.
  open var blendMode: CGBlendMode = .normal {
    didSet { onNeedsLayout?() }
  }

  /// Pixels per point of the drawing: the screen's, as the map last drew the renderer (drawing
  /// reads it too).
  public nonisolated var contentScaleFactor: CGFloat { lock.withLock { screenScale } }

  /// Set by the view drawing this renderer: asked to draw again, or to show a new `alpha` or
  /// `blendMode`.
  var onNeedsDisplay: (() -> Void)?
  var onNeedsLayout: (() -> Void)?
  /// That view: a delegate may hand one renderer to two overlays, whose view added last then holds
  /// the callbacks; the other leaving the map must not cut them.
  weak var owner: AnyObject?

  private nonisolated let lock = NSLock()
  /// The overlay's bounding rectangle, whose corner is the origin of the renderer's points.
  private nonisolated(unsafe) var drawingBounds = MKMapRect.null
  private nonisolated(unsafe) var screenScale: CGFloat = 1

  public nonisolated init(overlay: any MKOverlay) {
    self.overlay = overlay
    super.init()
    // MapKit's shapes have fixed bounds, readable here on any thread; another overlay's, and the
    // screen's scale, are read on the main thread, where renderers are made (the map delegate's
    // `rendererFor`), or else when the map shows the renderer (`noteBounds`).
    if let shape = overlay as? MKMultiPoint {
      drawingBounds = shape.bounds
    } else if let circle = overlay as? MKCircle {
      drawingBounds = circle.bounds
    }
    if Thread.isMainThread {
      MainActor.assumeIsolated { noteBounds() }
    }
  }

  /// Reads the overlay's bounding rectangle, which `point(for:)` measures from, and the screen's
  /// scale.
  func noteBounds() {
    let bounds = overlay.boundingMapRect
    let scale = UIScreen.main.scale
    lock.withLock {
      drawingBounds = bounds
      screenScale = scale
    }
  }

  private nonisolated var origin: MKMapPoint {
    let bounds = lock.withLock { drawingBounds }
    return bounds.isNull ? MKMapPoint(x: 0, y: 0) : bounds.origin
  }

  // MARK: Converting points on the map

  /// The point in the renderer's drawing area for `mapPoint`: map points from the corner of the
  /// overlay's bounding rectangle. The map scales the context by the zoom scale.
  public nonisolated func point(for mapPoint: MKMapPoint) -> CGPoint {
    let origin = origin
    return CGPoint(x: mapPoint.x - origin.x, y: mapPoint.y - origin.y)
  }

  public nonisolated func mapPoint(for point: CGPoint) -> MKMapPoint {
    let origin = origin
    return MKMapPoint(x: point.x + origin.x, y: point.y + origin.y)
  }

  public nonisolated func rect(for mapRect: MKMapRect) -> CGRect {
    guard !mapRect.isNull else { return .null }
    let corner = point(for: mapRect.origin)
    return CGRect(x: corner.x, y: corner.y, width: mapRect.width, height: mapRect.height)
  }

  public nonisolated func mapRect(for rect: CGRect) -> MKMapRect {
    guard !rect.isNull else { return .null }
    let corner = mapPoint(for: rect.origin)
    return MKMapRect(x: corner.x, y: corner.y, width: rect.width, height: rect.height)
  }

  // MARK: Drawing

  /// Whether the renderer can draw `mapRect` now; MapKit's default: true. A renderer whose content
  /// is not ready says false and calls `setNeedsDisplay` once it is.
  open nonisolated func canDraw(_ mapRect: MKMapRect, zoomScale: MKZoomScale) -> Bool { true }

  /// Draws the part of the overlay in `mapRect` into `context`, whose user space is the renderer's
  /// points (`point(for:)`) scaled by `zoomScale` to screen points. Called on the map's overlay
  /// queue, and on the main thread when the view draws itself again (a change of appearance, or a
  /// drawing that could not be handed over) or when the queue had not drawn it by the frame it is
  /// shown in (`MapOverlayRaster.take()`); the base class draws nothing.
  open nonisolated func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {}

  /// Asks the map to draw the overlay again (its look changed).
  open func setNeedsDisplay() {
    onNeedsDisplay?()
  }

  /// Asks the map to draw `mapRect` of the overlay again; the map draws the part in view again.
  open func setNeedsDisplay(_ mapRect: MKMapRect) {
    setNeedsDisplay()
  }

  /// Asks the map to draw `mapRect` again at `zoomScale`; the map draws the part in view again.
  open func setNeedsDisplay(_ mapRect: MKMapRect, zoomScale: MKZoomScale) {
    setNeedsDisplay()
  }

  /// Called on the main thread before each drawing: a renderer copies there what its drawing on
  /// the overlay queue reads (see `MKOverlayPathRenderer`). Colours resolve under the map's traits.
  func prepareForDrawing() {}

  /// How far the drawing reaches beyond the overlay's bounding rectangle, in points, at
  /// `zoomScale`.
  func drawingMargin(zoomScale: MKZoomScale) -> CGFloat { 16 }
}
