import Foundation

/// An animation of one layer property, named by key path (`"position"`, `"transform.scale"`,
/// `"strokeEnd"`). Additive animations add their value to what lies below them (the model value
/// and earlier animations); cumulative ones add each repetition's change to the next.
@preconcurrency @MainActor
open class CAPropertyAnimation: CAAnimation {
  open var keyPath: String?
  /// `keyPath` parsed, and the string it was parsed from: parsed again only when that changes (read
  /// through the getter, so a subclass's override of `keyPath` counts), not in every frame.
  private var parsed: (keyPath: String?, path: LayerKeyPath?) = (nil, nil)

  /// `keyPath` parsed.
  var parsedKeyPath: LayerKeyPath? {
    let current = keyPath
    if parsed.keyPath != current { parsed = (current, current.flatMap(LayerKeyPath.init)) }
    return parsed.path
  }
  open var isAdditive = false
  open var isCumulative = false

  public convenience init(keyPath path: String?) {
    self.init()
    keyPath = path
  }

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CAPropertyAnimation else { return }
    keyPath = other.keyPath
    isAdditive = other.isAdditive
    isCumulative = other.isCumulative
  }

  override func apply(to state: inout LayerState, at parentTime: CFTimeInterval, timing: MediaTiming) {
    guard let keyPath = parsedKeyPath, let now = timing.state(at: parentTime),
      let underlying = state.value(at: keyPath),
      let value = value(at: now, duration: timing.duration, underlying: underlying)
    else { return }
    state.set(isAdditive ? underlying.adding(value) : value, at: keyPath)
  }

  /// The animated value at `state`; `underlying` is what the property shows without this
  /// animation ("the current presentation value").
  func value(at state: MediaTimingState, duration: CFTimeInterval, underlying: LayerValue) -> LayerValue? {
    nil
  }

  /// `value` plus `iterations` times `change`, for a cumulative animation's later repetitions.
  func accumulated(_ value: LayerValue, change: LayerValue, iterations: Int) -> LayerValue {
    guard isCumulative, iterations > 0, let step = change.scaled(by: CGFloat(iterations)) else {
      return value
    }
    return value.adding(step)
  }
}

extension LayerValue {
  /// The value times `factor`, for the kinds that scale (numbers and geometry).
  func scaled(by factor: CGFloat) -> LayerValue? {
    switch self {
    case .number(let a): .number(a * factor)
    case .point(let a): .point(CGPoint(x: a.x * factor, y: a.y * factor))
    case .size(let a): .size(CGSize(width: a.width * factor, height: a.height * factor))
    case .rect(let a):
      .rect(
        CGRect(x: a.minX * factor, y: a.minY * factor, width: a.width * factor, height: a.height * factor))
    case .numbers(let a): .numbers(a?.map { $0 * factor })
    default: nil
    }
  }
}
