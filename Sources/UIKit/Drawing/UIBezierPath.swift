import Foundation

/// A path of lines and curves with its own line settings, drawn into the current context, as
/// UIKit's. Coordinates are UIKit's: y grows downwards, and `clockwise` means clockwise on screen.
@preconcurrency @MainActor
open class UIBezierPath: NSObject {
  private var path = CGMutablePath()

  /// Stroke width in points (UIKit's default 1).
  open var lineWidth: CGFloat = 1
  open var lineCapStyle: CGLineCap = .butt
  open var lineJoinStyle: CGLineJoin = .miter
  /// UIKit's default miter limit, 10.
  open var miterLimit: CGFloat = 10
  /// Fill with the even-odd rule instead of non-zero winding.
  open var usesEvenOddFillRule = false

  /// An empty path.
  override public init() {
    super.init()
  }

  /// A closed rectangle.
  public convenience init(rect: CGRect) {
    self.init()
    path.addRect(rect)
  }

  /// A closed ellipse inscribed in `rect`.
  public convenience init(ovalIn rect: CGRect) {
    self.init()
    path.addEllipse(in: rect)
  }

  /// A closed rectangle with circular corners of `cornerRadius`, clamped to half the shorter side
  /// as UIKit does (so a square with a large radius is a circle). UIKit draws "continuous" corners
  /// that ease into the sides; these are plain quarter circles, an approximation within a fraction
  /// of a point at the radii the app uses.
  public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
    self.init()
    let r = rect.standardized
    let radius = min(max(cornerRadius.isFinite ? cornerRadius : 0, 0), min(r.width, r.height) / 2)
    path.addRoundedRect(in: r, cornerWidth: radius, cornerHeight: radius)
  }

  /// An open circular arc from `startAngle` to `endAngle` (radians from the +x axis).
  public convenience init(
    arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    self.init()
    addArc(
      withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
  }

  /// A path with `cgPath`'s elements.
  public convenience init(cgPath: CGPath) {
    self.init()
    path.addPath(cgPath)
  }

  /// The path as Core Graphics sees it (a copy; setting replaces the elements).
  open var cgPath: CGPath {
    get { path.copy() ?? CGMutablePath() }
    set { path = newValue.mutableCopy() ?? CGMutablePath() }
  }

  open func move(to point: CGPoint) { path.move(to: point) }
  open func addLine(to point: CGPoint) { path.addLine(to: point) }

  open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
    path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
  }

  open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
    path.addQuadCurve(to: endPoint, control: controlPoint)
  }

  /// Adds an arc; with a current point, a line joins it to the arc's start.
  ///
  /// UIKit's `clockwise` is the direction seen on screen, where y grows downwards, so clockwise runs
  /// through increasing angles. `CGMutablePath.addArc` takes Core Graphics' y-up meaning (clockwise
  /// = decreasing angles), hence the inverted flag (see its documentation).
  open func addArc(
    withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
  ) {
    path.addArc(
      center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
  }

  /// Closes the current subpath with a line to its start.
  open func close() { path.closeSubpath() }

  open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }

  open func removeAllPoints() { path = CGMutablePath() }

  /// Transforms every point of the path.
  open func apply(_ transform: CGAffineTransform) {
    path = path.copy(using: transform)?.mutableCopy() ?? CGMutablePath()
  }

  open var isEmpty: Bool { path.isEmpty }
  open var currentPoint: CGPoint { path.currentPoint }

  /// The tight bounds of the outline (control points excluded), as UIKit's `bounds`.
  open var bounds: CGRect { path.boundingBoxOfPath }

  /// Whether `point` is inside the filled area, with the path's fill rule.
  open func contains(_ point: CGPoint) -> Bool {
    path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
  }

  /// Fills the path with the current context's fill colour (`UIColor.setFill()`).
  open func fill() {
    draw { context in
      context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
  }

  /// Strokes the path with the current context's stroke colour and this path's line settings.
  open func stroke() {
    draw { context in
      context.setLineWidth(lineWidth)
      context.setLineCap(lineCapStyle)
      context.setLineJoin(lineJoinStyle)
      context.setMiterLimit(miterLimit)
      context.strokePath()
    }
  }

  /// Replaces the context's path with this one and draws it, leaving the context's state as it was.
  private func draw(_ body: (CGContext) -> Void) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.beginPath()
    context.addPath(path)
    body(context)
    context.restoreGState()
  }
}
