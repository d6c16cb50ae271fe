import Foundation

/// Where an animator is in its life (raw values as in UIKit's headers): `inactive` before it starts
/// and after it finishes, `active` while running or paused, `stopped` after `stopAnimation(false)`
/// until `finishAnimation(at:)`.
public enum UIViewAnimatingState: Int, Sendable {
  case inactive, active, stopped
}

/// Where an animation ended (raw values as in UIKit's headers).
public enum UIViewAnimatingPosition: Int, Sendable {
  case end, start, current
}

/// An object that runs animations that can be started, paused, scrubbed, stopped and finished.
@preconcurrency @MainActor
public protocol UIViewAnimating: NSObjectProtocol {
  var state: UIViewAnimatingState { get }
  var isRunning: Bool { get }
  var isReversed: Bool { get set }
  var fractionComplete: CGFloat { get set }
  func startAnimation()
  func startAnimation(afterDelay delay: TimeInterval)
  func pauseAnimation()
  func stopAnimation(_ withoutFinishing: Bool)
  func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes animation blocks and completions while it runs. UIKit's members are
/// optional (Objective-C); here a conforming type gets empty defaults.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
  func addAnimations(_ animation: @escaping () -> Void)
  func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
  func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
  func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

extension UIViewImplicitlyAnimating {
  public func addAnimations(_ animation: @escaping () -> Void) {}
  public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
  public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
  public func continueAnimation(
    withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat
  ) {}
}
