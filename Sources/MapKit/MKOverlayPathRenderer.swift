import Foundation
@_spi(Hail) import UIKit

/// Draws an overlay whose shape is a `CGPath`: fills it, then strokes it. Subclasses make the path
/// in `createPath()`, in the renderer's points (`point(for:)`).
///
/// The drawing properties are set on the main thread and read by drawing on the map's overlay queue:
/// each change, and the map before each drawing (`prepareForDrawing`, under the map's traits, so a
/// dynamic colour follows the appearance), copies them into a `Style` the drawing reads.
@preconcurrency @MainActor
open class MKOverlayPathRenderer: MKOverlayRenderer {
  open var fillColor: UIColor? {
    didSet { publishStyle() }
  }
  open var strokeColor: UIColor? {
    didSet { publishStyle() }
  }
  /// In screen points, whatever the zoom (MapKit's default: 0).
  open var lineWidth: CGFloat = 0 {
    didSet { publishStyle() }
  }
  /// MapKit's default: round.
  open var lineJoin = CGLineJoin.round {
    didSet { publishStyle() }
  }
  /// MapKit's default: round.
  open var lineCap = CGLineCap.round {
    didSet { publishStyle() }
  }
  /// MapKit's default: 10.
  open var miterLimit: CGFloat = 10 {
    didSet { publishStyle() }
  }
  open var lineDashPhase: CGFloat = 0 {
    didSet { publishStyle() }
  }
  /// Dash and gap lengths in screen points; nil or empty: a solid line.
  open var lineDashPattern: [NSNumber]? {
    didSet { publishStyle() }
  }

  /// What drawing reads of the properties above, colours resolved.
  struct Style {
    var fill: CGColor?
    var stroke: CGColor?
    var lineWidth: CGFloat = 0
    var lineJoin = CGLineJoin.round
    var lineCap = CGLineCap.round
    var miterLimit: CGFloat = 10
    var lineDashPhase: CGFloat = 0
    var lineDashPattern: [CGFloat] = []
  }

  private nonisolated let lock = NSLock()
  private nonisolated(unsafe) var publishedStyle = Style()
  private nonisolated(unsafe) var storedPath: CGPath?

  public nonisolated override init(overlay: any MKOverlay) {
    super.init(overlay: overlay)
  }

  nonisolated var style: Style { lock.withLock { publishedStyle } }

  private func publishStyle() {
    let style = Style(
      fill: fillColor?.cgColor, stroke: strokeColor?.cgColor, lineWidth: lineWidth, lineJoin: lineJoin,
      lineCap: lineCap, miterLimit: miterLimit, lineDashPhase: lineDashPhase,
      lineDashPattern: (lineDashPattern ?? []).map { CGFloat($0.doubleValue) })
    lock.withLock { publishedStyle = style }
  }

  override func prepareForDrawing() {
    super.prepareForDrawing()
    publishStyle()
  }

  /// Half the line and a point of antialiasing.
  override var drawingMargin: CGFloat { lineWidth / 2 + 1 }

  // MARK: The path

  /// The overlay's shape in the renderer's points; made by `createPath()` when drawing finds none.
  open nonisolated var path: CGPath! {
    get { lock.withLock { storedPath } }
    set { lock.withLock { storedPath = newValue } }
  }

  /// Makes `path`; the base class makes none.
  open nonisolated func createPath() {}

  /// Drops the path, so the next drawing makes it again.
  open nonisolated func invalidatePath() {
    path = nil
  }

  // MARK: Drawing

  /// Sets the stroke colour, the line width and dashes (screen points, divided by `zoomScale`),
  /// the join, the cap and the miter limit on `context`.
  open nonisolated func applyStrokeProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
    let style = style
    if let stroke = style.stroke { context.setStrokeColor(stroke) }
    let scale = zoomScale > 0 ? zoomScale : 1
    context.setLineWidth(style.lineWidth / scale)
    context.setLineJoin(style.lineJoin)
    context.setLineCap(style.lineCap)
    context.setMiterLimit(style.miterLimit)
    context.setLineDash(
      phase: style.lineDashPhase / scale, lengths: style.lineDashPattern.map { $0 / scale })
  }

  /// Sets the fill colour on `context`.
  open nonisolated func applyFillProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
    if let fill = style.fill { context.setFillColor(fill) }
  }

  /// Strokes `path` with the context's stroke properties; nothing without a stroke colour.
  open nonisolated func strokePath(_ path: CGPath, in context: CGContext) {
    guard style.stroke != nil else { return }
    context.addPath(path)
    context.strokePath()
  }

  /// Fills `path` with the context's fill colour; nothing without a fill colour.
  open nonisolated func fillPath(_ path: CGPath, in context: CGContext) {
    guard style.fill != nil else { return }
    context.addPath(path)
    context.fillPath()
  }

  /// Makes the path if there is none, then fills and strokes it.
  open nonisolated override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
    if path == nil { createPath() }
    guard let path else { return }
    applyFillProperties(to: context, atZoomScale: zoomScale)
    fillPath(path, in: context)
    applyStrokeProperties(to: context, atZoomScale: zoomScale)
    strokePath(path, in: context)
  }
}
