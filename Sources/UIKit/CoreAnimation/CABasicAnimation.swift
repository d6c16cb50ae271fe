import Foundation

/// An animation of one property between two values. Which two follows Apple's rules for
/// `fromValue`, `toValue` and `byValue` (Apple docs, `CABasicAnimation`, "Setting Interpolation
/// Values"), "current" being the value the property shows without this animation:
/// from & to → from…to; from & by → from…from+by; by & to → to−by…to; from only → from…current;
/// to only → current…to; by only → current…current+by.
@preconcurrency @MainActor
open class CABasicAnimation: CAPropertyAnimation {
  open var fromValue: Any? { didSet { from = LayerValue(fromValue) } }
  open var toValue: Any? { didSet { to = LayerValue(toValue) } }
  open var byValue: Any? { didSet { by = LayerValue(byValue) } }

  private var from: LayerValue?
  private var to: LayerValue?
  private var by: LayerValue?

  override func copyProperties(from other: CAAnimation) {
    super.copyProperties(from: other)
    guard let other = other as? CABasicAnimation else { return }
    fromValue = other.fromValue
    toValue = other.toValue
    byValue = other.byValue
  }

  override func value(at state: MediaTimingState, duration: CFTimeInterval, underlying: LayerValue)
    -> LayerValue?
  {
    let (start, end) = endpoints(underlying: underlying)
    let value = start.interpolated(to: end, fraction: progress(at: state, duration: duration))
    return accumulated(value, change: end.subtracting(start), iterations: state.iteration)
  }

  /// The fraction of the way from the start value to the end value at `state`.
  func progress(at state: MediaTimingState, duration: CFTimeInterval) -> CGFloat {
    fraction(at: state, duration: duration)
  }

  func endpoints(underlying: LayerValue) -> (LayerValue, LayerValue) {
    switch (from, to, by) {
    case (let from?, let to?, _): (from, to)
    case (let from?, nil, let by?): (from, from.adding(by))
    case (nil, let to?, let by?): (to.subtracting(by), to)
    case (let from?, nil, nil): (from, underlying)
    case (nil, let to?, nil): (underlying, to)
    case (nil, nil, let by?): (underlying, underlying.adding(by))
    case (nil, nil, nil): (underlying, underlying)
    }
  }
}
