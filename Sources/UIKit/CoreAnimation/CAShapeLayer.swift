import Foundation

/// A layer that draws a path: filled with `fillColor` (opaque black by default) by `fillRule`,
/// stroked with `strokeColor` (none by default) at `lineWidth` with caps, joins and dashes, from
/// `strokeStart` to `strokeEnd` of the path's length. The path is in the layer's coordinates and may
/// reach beyond its bounds (Apple docs, `CAShapeLayer`). `path`, the colours, `lineWidth`,
/// `miterLimit`, `lineDashPhase`, `strokeStart` and `strokeEnd` animate.
@preconcurrency @MainActor
open class CAShapeLayer: CALayer {
  open var path: CGPath? {
    get { state.shape.path }
    set { set(\.shape.path, newValue?.copy(), key: "path") }
  }

  open var fillColor: CGColor? {
    get { state.shape.fillColor }
    set { set(\.shape.fillColor, newValue, key: "fillColor") }
  }

  open var fillRule: CAShapeLayerFillRule {
    get { state.shape.fillRule }
    set { set(\.shape.fillRule, newValue, key: "fillRule") }
  }

  open var strokeColor: CGColor? {
    get { state.shape.strokeColor }
    set { set(\.shape.strokeColor, newValue, key: "strokeColor") }
  }

  open var lineWidth: CGFloat {
    get { state.shape.lineWidth }
    set { set(\.shape.lineWidth, newValue, key: "lineWidth") }
  }

  open var lineCap: CAShapeLayerLineCap {
    get { state.shape.lineCap }
    set { set(\.shape.lineCap, newValue, key: "lineCap") }
  }

  open var lineJoin: CAShapeLayerLineJoin {
    get { state.shape.lineJoin }
    set { set(\.shape.lineJoin, newValue, key: "lineJoin") }
  }

  open var miterLimit: CGFloat {
    get { state.shape.miterLimit }
    set { set(\.shape.miterLimit, newValue, key: "miterLimit") }
  }

  /// Dash and gap lengths, alternating, in points; nil draws a solid line.
  open var lineDashPattern: [NSNumber]? {
    get { state.shape.lineDashPattern?.map { NSNumber(value: Double($0)) } }
    set { set(\.shape.lineDashPattern, newValue?.map { CGFloat($0.doubleValue) }, key: "lineDashPattern") }
  }

  open var lineDashPhase: CGFloat {
    get { state.shape.lineDashPhase }
    set { set(\.shape.lineDashPhase, newValue, key: "lineDashPhase") }
  }

  /// Where along the path's length (0…1) the stroke starts.
  open var strokeStart: CGFloat {
    get { state.shape.strokeStart }
    set { set(\.shape.strokeStart, newValue, key: "strokeStart") }
  }

  /// Where along the path's length (0…1) the stroke ends.
  open var strokeEnd: CGFloat {
    get { state.shape.strokeEnd }
    set { set(\.shape.strokeEnd, newValue, key: "strokeEnd") }
  }
}

public struct CAShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let nonZero = CAShapeLayerFillRule(rawValue: "non-zero")
  public static let evenOdd = CAShapeLayerFillRule(rawValue: "even-odd")
}

public struct CAShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let butt = CAShapeLayerLineCap(rawValue: "butt")
  public static let round = CAShapeLayerLineCap(rawValue: "round")
  public static let square = CAShapeLayerLineCap(rawValue: "square")
}

public struct CAShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let miter = CAShapeLayerLineJoin(rawValue: "miter")
  public static let round = CAShapeLayerLineJoin(rawValue: "round")
  public static let bevel = CAShapeLayerLineJoin(rawValue: "bevel")
}
