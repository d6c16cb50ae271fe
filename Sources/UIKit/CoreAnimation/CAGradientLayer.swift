import Foundation

/// A layer filled with a gradient over its bounds: `colors` (`CGColor`s) at `locations` (0…1, evenly
/// spread when nil), from `startPoint` to `endPoint` in unit coordinates of the bounds ((0, 0) top
/// left), axial, radial (centred on the start point, reaching the end point, elliptical in a
/// non-square bounds) or conic (around the start point, beginning towards the end point) — Apple docs,
/// `CAGradientLayer`. Colours, locations and both points animate.
@preconcurrency @MainActor
open class CAGradientLayer: CALayer {
  open var colors: [Any]? {
    get { state.gradient.colors }
    set {
      let colors = newValue?.compactMap { $0 as? CGColor }
      set(\.gradient.colors, colors, key: "colors")
    }
  }

  open var locations: [NSNumber]? {
    get { state.gradient.locations?.map { NSNumber(value: Double($0)) } }
    set { set(\.gradient.locations, newValue?.map { CGFloat($0.doubleValue) }, key: "locations") }
  }

  open var startPoint: CGPoint {
    get { state.gradient.startPoint }
    set { set(\.gradient.startPoint, newValue, key: "startPoint") }
  }

  open var endPoint: CGPoint {
    get { state.gradient.endPoint }
    set { set(\.gradient.endPoint, newValue, key: "endPoint") }
  }

  open var type: CAGradientLayerType {
    get { state.gradient.type }
    set { set(\.gradient.type, newValue, key: "type") }
  }
}

public struct CAGradientLayerType: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  public static let axial = CAGradientLayerType(rawValue: "axial")
  public static let radial = CAGradientLayerType(rawValue: "radial")
  public static let conic = CAGradientLayerType(rawValue: "conic")
}
