import Foundation

/// The kind of timing a `UITimingCurveProvider` gives (raw values as in UIKit's headers).
public enum UITimingCurveType: Int, Sendable {
  case builtin, cubic, spring, composed
}

/// What a property animator asks of its timing: a cubic curve, a spring, or both.
public protocol UITimingCurveProvider: NSCoding, NSCopying {
  var timingCurveType: UITimingCurveType { get }
  var cubicTimingParameters: UICubicTimingParameters? { get }
  var springTimingParameters: UISpringTimingParameters? { get }
}

extension UIView {
  /// The named curves of `UIViewPropertyAnimator(duration:curve:animations:)` and
  /// `UICubicTimingParameters(animationCurve:)` (raw values as in UIKit's headers).
  public enum AnimationCurve: Int, Sendable {
    case easeInOut, easeIn, easeOut, linear

    /// Core Animation's named timing function for the curve (uikit-behaviour.md, "Animation").
    var timingCurve: TimingCurve {
      switch self {
      case .easeInOut: .easeInEaseOut
      case .easeIn: .easeIn
      case .easeOut: .easeOut
      case .linear: .linear
      }
    }
  }
}
