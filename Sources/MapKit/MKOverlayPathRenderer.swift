import Foundation
@_spi(Hail) import UIKit

/// Draws an overlay whose shape is a `CGPath`: fills it, then strokes it (the part from
/// `strokeStart` to `strokeEnd` where a subclass has them). Subclasses make the path in
/// `createPath()`, in the renderer's points (`point(for:)`).
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
  /// In screen points, whatever the zoom. MapKit's default, 0, draws the width of a road at the
  /// zoom of the drawing (`MKRoadWidthAtZoomScale`).
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
  /// Whether MapKit may draw the path into a bitmap first: here every overlay is drawn into a
  /// bitmap (`MapOverlayRaster`), so the hint changes nothing.
  open var shouldRasterize = false

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

  /// The part of the path stroked: MapKit's polyline, polygon and circle renderers set it from
  /// their `strokeStart` and `strokeEnd` (`setStrokeRange`); the whole path otherwise.
  nonisolated let strokeRange = StrokeRange()

  private nonisolated let lock = NSLock()
  private nonisolated(unsafe) var publishedStyle = Style()
  private nonisolated(unsafe) var storedPath: CGPath?
  /// Counts `invalidatePath()` calls: a path made while one came (on another thread) is returned
  /// by the reading that made it (a drawing draws it once) but never stored, so no other reading
  /// gets it and it never outlives the change that invalidated it.
  private nonisolated(unsafe) var pathGeneration = 0
  /// The readings of `path` now in a `createPath()` they called, one per thread.
  private nonisolated(unsafe) var makings: [Making] = []

  /// A reading of `path` making one: its thread, the generation it began in and what that
  /// thread's `createPath()` set (nil while it set nothing).
  private struct Making {
    let thread: pthread_t
    let generation: Int
    var made: CGPath??

    func isOn(_ other: pthread_t) -> Bool { pthread_equal(thread, other) != 0 }
  }

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

  /// Half the line (a road's width when `lineWidth` is 0), grown by the miter limit where joins
  /// are mitred and by √2 for square caps, and a point of antialiasing.
  override func drawingMargin(zoomScale: MKZoomScale) -> CGFloat {
    let width = lineWidth > 0 ? lineWidth : MKRoadWidthAtZoomScale(zoomScale) * zoomScale
    let join = lineJoin == .miter ? max(miterLimit, 1) : 1
    let cap = lineCap == .square ? 2.0.squareRoot() : 1
    return width / 2 * max(join, cap) + 1
  }

  /// Sets the part of the path stroked (a subclass's `strokeStart` and `strokeEnd`), and asks for
  /// a drawing with it.
  func setStrokeRange(from start: CGFloat, to end: CGFloat) {
    strokeRange.set(from: start, to: end)
    setNeedsDisplay()
  }

  // MARK: The path

  /// The overlay's shape in the renderer's points. "Getting the value of this property causes the
  /// method to create the path (using the `createPath()` method) if it doesn't already exist"
  /// (MapKit): `createPath()` runs outside the lock, as it sets the path through it.
  open nonisolated var path: CGPath! {
    get {
      let thread = pthread_self()
      let found: CGPath?? = lock.withLock {
        // A subclass's `createPath()` reading back what `super` set: what this thread made, else
        // what is stored; never a making of its own, which on an overlay too small for a path
        // would call `createPath()` again without end.
        if let making = makings.last(where: { $0.isOn(thread) }) { return .some(making.made ?? storedPath) }
        if let storedPath { return .some(storedPath) }
        makings.append(Making(thread: thread, generation: pathGeneration))
        return nil
      }
      if let found { return found }
      createPath()
      return lock.withLock {
        // What this reading's `createPath()` set, else what is stored now (set from outside, or by
        // another reading of the present generation: a stored path is always current).
        let making = makings.remove(at: makings.lastIndex { $0.isOn(thread) }!)
        return making.made ?? storedPath
      }
    }
    set {
      lock.withLock {
        let thread = pthread_self()
        guard let index = makings.lastIndex(where: { $0.isOn(thread) }) else {
          storedPath = newValue
          return
        }
        // Set by a `createPath()` a reading called: kept for others only if no invalidation came
        // since the reading began.
        makings[index].made = .some(newValue)
        if makings[index].generation == pathGeneration { storedPath = newValue }
      }
    }
  }

  /// Makes `path`; the base class makes none.
  open nonisolated func createPath() {}

  /// Drops the path and asks the map to draw the overlay again, which makes it again: "This method
  /// sets the `path` property to `nil` and tells the overlay renderer to redisplay its contents"
  /// (MapKit). From any thread: the request reaches the main thread on the main queue, which runs
  /// first in the next frame, before its layout starts the drawing (as `setNeedsDisplay()` from
  /// the main thread between frames does).
  open nonisolated func invalidatePath() {
    lock.withLock {
      storedPath = nil
      pathGeneration += 1
    }
    DispatchQueue.main.async { MainActor.assumeIsolated { self.setNeedsDisplay() } }
  }

  // MARK: Drawing

  /// Sets the stroke colour, the line width and dashes (screen points, divided by `zoomScale`;
  /// a width of 0, a road's), the join, the cap and the miter limit on `context`.
  open nonisolated func applyStrokeProperties(to context: CGContext, atZoomScale zoomScale: MKZoomScale) {
    let style = style
    if let stroke = style.stroke { context.setStrokeColor(stroke) }
    let scale = zoomScale > 0 ? zoomScale : 1
    context.setLineWidth(style.lineWidth > 0 ? style.lineWidth / scale : MKRoadWidthAtZoomScale(scale))
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

  /// Makes the path if there is none, then fills it and strokes its part from the stroke's start
  /// to its end.
  open nonisolated override func draw(_ mapRect: MKMapRect, zoomScale: MKZoomScale, in context: CGContext) {
    // The path read once: an invalidation from the main thread between two reads would leave
    // this drawing with none.
    guard let path = self.path else { return }
    applyFillProperties(to: context, atZoomScale: zoomScale)
    fillPath(path, in: context)
    guard let stroked = strokeRange.part(of: path) else { return }
    applyStrokeProperties(to: context, atZoomScale: zoomScale)
    strokePath(stroked, in: context)
  }
}
