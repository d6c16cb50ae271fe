import Foundation

/// Core Animation's key paths over a layer's values: the animatable properties by name, and the
/// structure fields Apple's key-value coding extensions add (`position.x`, `bounds.size.width`,
/// `transform.scale`, `transform.rotation.z`, `shadowOffset.height`…).
extension LayerState {
  /// The value at `keyPath`; nil for a path that names no animatable value.
  func value(forKeyPath keyPath: String) -> LayerValue? {
    LayerKeyPath(keyPath).flatMap { value(at: $0) }
  }

  /// Sets the value at `keyPath`; false when the path or the value's kind does not fit.
  @discardableResult
  mutating func set(_ value: LayerValue, forKeyPath keyPath: String) -> Bool {
    guard let path = LayerKeyPath(keyPath) else { return false }
    return set(value, at: path)
  }

  /// The value at a parsed key path; nil when its fields name none.
  func value(at path: LayerKeyPath) -> LayerValue? {
    if path.property == .transform, let fields = path.fields {
      return TransformComponents(transform).value(forSubPath: fields)
    }
    let value = rootValue(path.property)
    guard let fields = path.fields else { return value }
    return Self.field(fields, of: value)
  }

  /// Sets the value at a parsed key path; false when its fields or the value's kind do not fit.
  @discardableResult
  mutating func set(_ value: LayerValue, at path: LayerKeyPath) -> Bool {
    if path.property == .transform, let fields = path.fields {
      var components = TransformComponents(transform)
      guard components.set(value, forSubPath: fields) else { return false }
      transform = components.transform
      return true
    }
    guard let fields = path.fields else { return setRoot(path.property, value) }
    guard let updated = Self.setting(fields, of: rootValue(path.property), to: value) else { return false }
    return setRoot(path.property, updated)
  }

  private func rootValue(_ key: LayerProperty) -> LayerValue {
    switch key {
    case .bounds: .rect(bounds)
    case .position: .point(position)
    case .zPosition: .number(zPosition)
    case .anchorPoint: .point(anchorPoint)
    case .transform: .transform(transform)
    case .opacity: .number(CGFloat(opacity))
    case .hidden: .discrete(AnyHashableBox(isHidden))
    case .backgroundColor: .color(backgroundColor)
    case .borderColor: .color(borderColor)
    case .borderWidth: .number(borderWidth)
    case .cornerRadius: .number(cornerRadius)
    case .shadowColor: .color(shadowColor)
    case .shadowOpacity: .number(CGFloat(shadowOpacity))
    case .shadowRadius: .number(shadowRadius)
    case .shadowOffset: .size(shadowOffset)
    case .shadowPath: .path(shadowPath)
    case .contents: .discrete(contents ?? AnyHashableBox(NSNull()))
    case .path: .path(shape.path)
    case .fillColor: .color(shape.fillColor)
    case .strokeColor: .color(shape.strokeColor)
    case .lineWidth: .number(shape.lineWidth)
    case .miterLimit: .number(shape.miterLimit)
    case .lineDashPhase: .number(shape.lineDashPhase)
    case .lineDashPattern: .numbers(shape.lineDashPattern)
    case .strokeStart: .number(shape.strokeStart)
    case .strokeEnd: .number(shape.strokeEnd)
    case .colors: .colors(gradient.colors)
    case .locations: .numbers(gradient.locations)
    case .startPoint: .point(gradient.startPoint)
    case .endPoint: .point(gradient.endPoint)
    }
  }

  private mutating func setRoot(_ key: LayerProperty, _ value: LayerValue) -> Bool {
    switch (key, value) {
    case (.bounds, .rect(let v)): bounds = v
    case (.position, .point(let v)): position = v
    case (.zPosition, .number(let v)): zPosition = v
    case (.anchorPoint, .point(let v)): anchorPoint = v
    case (.transform, .transform(let v)): transform = v
    case (.opacity, .number(let v)): opacity = Float(v)
    case (.hidden, .discrete(let v)): isHidden = v.value as? Bool ?? isHidden
    case (.backgroundColor, .color(let v)): backgroundColor = v
    case (.borderColor, .color(let v)): borderColor = v
    case (.borderWidth, .number(let v)): borderWidth = v
    case (.cornerRadius, .number(let v)): cornerRadius = v
    case (.shadowColor, .color(let v)): shadowColor = v
    case (.shadowOpacity, .number(let v)): shadowOpacity = Float(v)
    case (.shadowRadius, .number(let v)): shadowRadius = v
    case (.shadowOffset, .size(let v)): shadowOffset = v
    case (.shadowPath, .path(let v)): shadowPath = v
    case (.contents, .discrete(let v)): contents = v.value is NSNull ? nil : v
    case (.path, .path(let v)): shape.path = v
    case (.fillColor, .color(let v)): shape.fillColor = v
    case (.strokeColor, .color(let v)): shape.strokeColor = v
    case (.lineWidth, .number(let v)): shape.lineWidth = v
    case (.miterLimit, .number(let v)): shape.miterLimit = v
    case (.lineDashPhase, .number(let v)): shape.lineDashPhase = v
    case (.lineDashPattern, .numbers(let v)): shape.lineDashPattern = v
    case (.strokeStart, .number(let v)): shape.strokeStart = v
    case (.strokeEnd, .number(let v)): shape.strokeEnd = v
    case (.colors, .colors(let v)): gradient.colors = v
    case (.locations, .numbers(let v)): gradient.locations = v
    case (.startPoint, .point(let v)): gradient.startPoint = v
    case (.endPoint, .point(let v)): gradient.endPoint = v
    default: return false
    }
    return true
  }

  /// A field of a point, size or rect (`x`, `size.width`, `origin`…).
  private static func field(_ path: Substring, of value: LayerValue) -> LayerValue? {
    switch (value, path) {
    case (.point(let p), "x"): .number(p.x)
    case (.point(let p), "y"): .number(p.y)
    case (.size(let s), "width"): .number(s.width)
    case (.size(let s), "height"): .number(s.height)
    case (.rect(let r), "origin"): .point(r.origin)
    case (.rect(let r), "size"): .size(r.size)
    case (.rect(let r), "origin.x"): .number(r.minX)
    case (.rect(let r), "origin.y"): .number(r.minY)
    case (.rect(let r), "size.width"): .number(r.width)
    case (.rect(let r), "size.height"): .number(r.height)
    default: nil
    }
  }

  private static func setting(_ path: Substring, of whole: LayerValue, to value: LayerValue) -> LayerValue? {
    switch (whole, path, value) {
    case (.point(var p), "x", .number(let v)): p.x = v; return .point(p)
    case (.point(var p), "y", .number(let v)): p.y = v; return .point(p)
    case (.size(var s), "width", .number(let v)): s.width = v; return .size(s)
    case (.size(var s), "height", .number(let v)): s.height = v; return .size(s)
    case (.rect(var r), "origin", .point(let v)): r.origin = v; return .rect(r)
    case (.rect(var r), "size", .size(let v)): r.size = v; return .rect(r)
    case (.rect(var r), "origin.x", .number(let v)): r.origin.x = v; return .rect(r)
    case (.rect(var r), "origin.y", .number(let v)): r.origin.y = v; return .rect(r)
    case (.rect(var r), "size.width", .number(let v)): r.size.width = v; return .rect(r)
    case (.rect(var r), "size.height", .number(let v)): r.size.height = v; return .rect(r)
    default: return nil
    }
  }
}
