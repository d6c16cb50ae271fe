import CCairo

/// How a drawing is composited with what lies under it, as Apple's `CGBlendMode` (the same cases
/// and raw values): the separable and non-separable modes of the PDF Reference and the
/// Porter-Duff operators, each drawn by the Cairo operator of the same formula.
///
/// Apple's `plusDarker` (`R = MAX(0, 1 - ((1 - D) + (1 - S)))`) is left out: Cairo has no operator
/// for it, and a stand-in would draw other pixels than Apple's.
public enum CGBlendMode: Int32, Sendable {
  case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight
  case difference, exclusion, hue, saturation, color, luminosity
  case clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut
  case destinationAtop, xor
  /// `R = MIN(1, S + D)`.
  case plusLighter = 27

  var cairoOperator: cairo_operator_t {
    switch self {
    case .normal: CAIRO_OPERATOR_OVER
    case .multiply: CAIRO_OPERATOR_MULTIPLY
    case .screen: CAIRO_OPERATOR_SCREEN
    case .overlay: CAIRO_OPERATOR_OVERLAY
    case .darken: CAIRO_OPERATOR_DARKEN
    case .lighten: CAIRO_OPERATOR_LIGHTEN
    case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
    case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
    case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
    case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
    case .difference: CAIRO_OPERATOR_DIFFERENCE
    case .exclusion: CAIRO_OPERATOR_EXCLUSION
    case .hue: CAIRO_OPERATOR_HSL_HUE
    case .saturation: CAIRO_OPERATOR_HSL_SATURATION
    case .color: CAIRO_OPERATOR_HSL_COLOR
    case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
    case .clear: CAIRO_OPERATOR_CLEAR
    case .copy: CAIRO_OPERATOR_SOURCE
    // IN, OUT, DEST_IN and DEST_ATOP are unbounded: they also clear the clip outside the shape,
    // which Quartz leaves as it was (docs/ARCHITECTURE.md, the differences from Apple).
    case .sourceIn: CAIRO_OPERATOR_IN
    case .sourceOut: CAIRO_OPERATOR_OUT
    case .sourceAtop: CAIRO_OPERATOR_ATOP
    case .destinationOver: CAIRO_OPERATOR_DEST_OVER
    case .destinationIn: CAIRO_OPERATOR_DEST_IN
    case .destinationOut: CAIRO_OPERATOR_DEST_OUT
    case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
    case .xor: CAIRO_OPERATOR_XOR
    // Cairo's ADD saturates premultiplied components at 1, Apple's formula.
    case .plusLighter: CAIRO_OPERATOR_ADD
    }
  }
}

extension CGContext {
  /// How later fills, strokes, images, gradients and text are composited with the bitmap
  /// (`.normal` by default, "normal" being source over); saved and restored with the graphics
  /// state.
  public func setBlendMode(_ mode: CGBlendMode) {
    cairo_set_operator(cairo, mode.cairoOperator)
  }
}
