import Foundation

extension CALayer {
  /// How the layer and its sublayers, composited as one group, blend with the content behind them
  /// (`.normal`, source over, by default). Engine-only: Core Animation does this through
  /// `compositingFilter`, "a CoreImage filter used to composite the layer and the content behind
  /// it", and this engine has no Core Image; MapKit's `MKOverlayRenderer.blendMode` composites an
  /// overlay's drawing through it.
  @_spi(Hail) public var blendMode: CGBlendMode {
    get { state.blendMode }
    set { set(\.blendMode, newValue, key: "blendMode") }
  }
}
