/// A Core Animation key path parsed once: the animatable layer property it starts with and the
/// structure fields after it (`position.x` is `position` and `x`). An animation keeps its key path
/// parsed, so working out a frame's presentation values matches no property names (fields such as
/// `x` are still matched, rarely animated): 200 cars driven by keyframe animations had spent a
/// tenth of each frame's instructions comparing strings.
struct LayerKeyPath {
  let property: LayerProperty
  /// What follows the first dot (`size.width` of `bounds.size.width`), nil when nothing does.
  let fields: Substring?

  /// Nil for a path whose first component names no animatable property.
  init?(_ keyPath: String) {
    let dot = keyPath.firstIndex(of: ".")
    guard let property = LayerProperty(rawValue: String(keyPath[..<(dot ?? keyPath.endIndex)])) else {
      return nil
    }
    self.property = property
    fields = dot.map { keyPath[keyPath.index(after: $0)...] }
  }
}

/// The layer properties Core Animation animates by key path, named as in Apple's key-value coding.
enum LayerProperty: String {
  case bounds, position, zPosition, anchorPoint, transform, opacity, hidden, backgroundColor, borderColor
  case borderWidth, cornerRadius, shadowColor, shadowOpacity, shadowRadius, shadowOffset, shadowPath
  case contents, path, fillColor, strokeColor, lineWidth, miterLimit, lineDashPhase, lineDashPattern
  case strokeStart, strokeEnd, colors, locations, startPoint, endPoint
}
