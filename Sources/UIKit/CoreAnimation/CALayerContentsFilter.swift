/// How a layer's content is sampled when it lands on more or fewer pixels than it has
/// (`CALayer.minificationFilter`, `magnificationFilter`). Core Animation's constants are the strings
/// "linear", "nearest" and "trilinear".
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
  public let rawValue: String
  public init(rawValue: String) { self.rawValue = rawValue }
  /// Each pixel blends the four nearest content pixels (the default of both filters).
  public static let linear = CALayerContentsFilter(rawValue: "linear")
  /// Each pixel takes the one nearest content pixel: no blending, about half the cost of `linear`
  /// per pixel on this engine's compositor, and blocky or aliased where the scale is far from 1.
  public static let nearest = CALayerContentsFilter(rawValue: "nearest")
  /// Minification from mipmaps (Apple: "some renderers may ignore this"). This engine averages the
  /// content pixels under each device pixel instead when shrinking past 1.35× (Cairo's
  /// `CAIRO_FILTER_GOOD`, at several times `linear`'s cost), and is `linear` otherwise.
  public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}
