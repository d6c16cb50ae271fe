import Foundation

/// How the inside of a path is decided where subpaths overlap, as Apple's `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
  /// Non-zero winding number.
  case winding
  /// Odd number of crossings.
  case evenOdd
}

/// An immutable path of lines and Bézier curves, as Apple's `CGPath`.
///
/// The elements are a Swift array (value storage): copying a path copies the array lazily, and
/// drawing replays the elements into Cairo. Arcs, ellipses and rounded rectangles are stored as
/// cubic Béziers, as Core Graphics does. Not `Sendable`, because `CGMutablePath` is a subclass
/// that mutates; use `copy()` to hand a frozen path elsewhere.
public class CGPath: Equatable, CustomStringConvertible {
  /// One path element, in the path's own coordinates (any transform was applied when adding).
  @_spi(Hail) public enum Element: Equatable, Sendable {
    case moveTo(CGPoint)
    case lineTo(CGPoint)
    case quadCurveTo(CGPoint, control: CGPoint)
    case curveTo(CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath
  }

  /// The elements in order.
  @_spi(Hail) public internal(set) var elements: [Element]

  init(elements: [Element]) { self.elements = elements }

  /// A closed rectangle path.
  public convenience init(rect: CGRect, transform: CGAffineTransform? = nil) {
    let path = CGMutablePath()
    path.addRect(rect, transform: transform ?? .identity)
    self.init(elements: path.elements)
  }

  /// A closed ellipse path inscribed in `rect`.
  public convenience init(ellipseIn rect: CGRect, transform: CGAffineTransform? = nil) {
    let path = CGMutablePath()
    path.addEllipse(in: rect, transform: transform ?? .identity)
    self.init(elements: path.elements)
  }

  /// A closed rounded rectangle. Apple traps when a corner is larger than half the side;
  /// here the corner is clamped to half the side instead.
  public convenience init(
    roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform? = nil
  ) {
    let path = CGMutablePath()
    path.addRoundedRect(
      in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight, transform: transform ?? .identity)
    self.init(elements: path.elements)
  }

  /// True when the path has no elements.
  public var isEmpty: Bool { elements.isEmpty }

  /// Where the next element would start: the last end point, the subpath's start after a close,
  /// or `.zero` for an empty path (as Apple).
  public var currentPoint: CGPoint {
    var subpathStart = CGPoint.zero
    var current = CGPoint.zero
    for element in elements {
      switch element {
      case .moveTo(let point):
        subpathStart = point
        current = point
      case .lineTo(let point), .quadCurveTo(let point, _), .curveTo(let point, _, _):
        current = point
      case .closeSubpath:
        current = subpathStart
      }
    }
    return current
  }

  /// An immutable copy.
  public func copy() -> CGPath? { CGPath(elements: elements) }

  /// An immutable copy with every point transformed.
  public func copy(using transform: CGAffineTransform?) -> CGPath? {
    CGPath(elements: elements.map { $0.applying(transform ?? .identity) })
  }

  /// A mutable copy.
  public func mutableCopy() -> CGMutablePath? { CGMutablePath(elements: elements) }

  public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.elements == rhs.elements }

  public var description: String { "CGPath(\(elements))" }
}

extension CGPath.Element {
  func applying(_ t: CGAffineTransform) -> CGPath.Element {
    if t.isIdentity { return self }
    switch self {
    case .moveTo(let p): return .moveTo(p.applying(t))
    case .lineTo(let p): return .lineTo(p.applying(t))
    case .quadCurveTo(let p, let c): return .quadCurveTo(p.applying(t), control: c.applying(t))
    case .curveTo(let p, let c1, let c2):
      return .curveTo(p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
    case .closeSubpath: return .closeSubpath
    }
  }

  /// Every point the element names, end point last.
  var points: [CGPoint] {
    switch self {
    case .moveTo(let p), .lineTo(let p): return [p]
    case .quadCurveTo(let p, let c): return [c, p]
    case .curveTo(let p, let c1, let c2): return [c1, c2, p]
    case .closeSubpath: return []
    }
  }

  /// Whether every point the element names is finite. Read case by case, not through `points`:
  /// `CGContext` asks it of each element it adds, and an array made for each was a third of the
  /// calls to `malloc` in `hail benchmark-map-render` (a uprobe on it, session 49).
  var isFinite: Bool {
    switch self {
    case .moveTo(let p), .lineTo(let p): p.isFinitePoint
    case .quadCurveTo(let p, let c): p.isFinitePoint && c.isFinitePoint
    case .curveTo(let p, let c1, let c2): p.isFinitePoint && c1.isFinitePoint && c2.isFinitePoint
    case .closeSubpath: true
    }
  }
}
