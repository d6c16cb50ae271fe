import Foundation

extension UIView.AnimationOptions {
  /// `transition(from:to:…)` hides `fromView` and shows `toView` instead of removing and adding.
  public static let showHideTransitionViews = UIView.AnimationOptions(rawValue: 1 << 8)
  // The transitions (raw values as in UIKit's headers).
  public static let transitionNone = UIView.AnimationOptions(rawValue: 0 << 20)
  public static let transitionFlipFromLeft = UIView.AnimationOptions(rawValue: 1 << 20)
  public static let transitionFlipFromRight = UIView.AnimationOptions(rawValue: 2 << 20)
  public static let transitionCurlUp = UIView.AnimationOptions(rawValue: 3 << 20)
  public static let transitionCurlDown = UIView.AnimationOptions(rawValue: 4 << 20)
  public static let transitionCrossDissolve = UIView.AnimationOptions(rawValue: 5 << 20)
  public static let transitionFlipFromTop = UIView.AnimationOptions(rawValue: 6 << 20)
  public static let transitionFlipFromBottom = UIView.AnimationOptions(rawValue: 7 << 20)

  /// The transition bits (0 is none).
  var transition: UInt { (rawValue >> 20) & 0xF }
}

extension UIView {
  /// Changes `view` with a transition: what it showed before is captured, `animations` changes it
  /// at once (not animated one by one), and the capture turns into the new content — dissolving
  /// (`.transitionCrossDissolve`), or flipping over about the vertical (left, right) or horizontal
  /// (top, bottom) axis, or curling away. The engine draws in 2D, so a flip is seen edge-on without
  /// perspective (the capture narrows to nothing, then the new content widens), and a curl is the
  /// old page's edge rolling across it without the page's underside: up from the bottom edge
  /// (`.transitionCurlUp`) or down from the top (`.transitionCurlDown`), uncovering the new content.
  /// Without a transition option the changes animate as in `animate(withDuration:…)`.
  public static func transition(
    with view: UIView, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
    completion: ((Bool) -> Void)? = nil
  ) {
    let application = UIApplication.shared
    let length = duration.isFinite ? max(duration, 0) : 0
    guard options.transition != 0, length > 0, !application.animator.isSuppressed,
      let capture = TransitionCapture(of: view)
    else {
      animate(
        withDuration: duration, delay: 0, options: options, animations: animations ?? {},
        completion: completion)
      return
    }
    performWithoutAnimation { animations?() }
    view.layoutIfNeeded()
    let curve = CAMediaTimingFunction(curve: options.timingCurve)
    switch options.transition {
    case 1, 2: capture.flip(view, axis: "x", duration: length, curve: curve)
    case 6, 7: capture.flip(view, axis: "y", duration: length, curve: curve)
    case 3, 4: capture.curl(up: options.transition == 3, duration: length, curve: curve)
    default: capture.dissolve(duration: length, curve: curve)
    }
    let group = AnimationGroup(
      beginTime: application.clock.now, duration: length,
      allowsUserInteraction: options.contains(.allowUserInteraction), progress: { $0 },
      completion: { finished in
        capture.layer.removeFromSuperlayer()
        completion?(finished)
      })
    application.animator.run(group) {}
  }

  /// Replaces `fromView` with `toView` in its superview (or hides one and shows the other, with
  /// `.showHideTransitionViews`) with a transition of the superview.
  public static func transition(
    from fromView: UIView, to toView: UIView, duration: TimeInterval, options: AnimationOptions = [],
    completion: ((Bool) -> Void)? = nil
  ) {
    let swap = {
      if options.contains(.showHideTransitionViews) {
        fromView.isHidden = true
        toView.isHidden = false
      } else if let container = fromView.superview {
        container.insertSubview(toView, aboveSubview: fromView)
        fromView.removeFromSuperview()
      }
    }
    guard let container = fromView.superview else {
      swap()
      return animate(withDuration: 0, animations: {}, completion: completion)
    }
    transition(
      with: container, duration: duration, options: options, animations: swap, completion: completion)
  }
}

/// A view's picture before a transition, shown in a standalone layer in front of the view.
@preconcurrency @MainActor
private struct TransitionCapture {
  let layer = CALayer()

  init?(of view: UIView) {
    let scale = UIScreen.main.scale
    guard let image = ViewRenderer().render(view, scale: scale) else { return nil }
    layer.contents = image
    layer.contentsScale = scale
    layer.bounds = CGRect(origin: .zero, size: view.bounds.size)
    layer.anchorPoint = view.layer.anchorPoint
    layer.position = view.layer.position
    layer.transform = view.layer.transform
    // In front of the view, among its siblings (a window's own view: over its content).
    if let parent = view.layer.superlayer {
      parent.insertSublayer(layer, above: view.layer)
    } else {
      layer.position = CGPoint(
        x: view.bounds.midX + (layer.anchorPoint.x - 0.5) * view.bounds.width,
        y: view.bounds.midY + (layer.anchorPoint.y - 0.5) * view.bounds.height)
      layer.transform = CATransform3DIdentity
      view.layer.addSublayer(layer)
    }
  }

  /// The picture fades out over the new content.
  func dissolve(duration: TimeInterval, curve: CAMediaTimingFunction) {
    layer.opacity = 0
    let fade = CABasicAnimation(keyPath: "opacity")
    fade.fromValue = 1
    fade.toValue = 0
    fade.duration = duration
    fade.timingFunction = curve
    layer.add(fade, forKey: "transition")
  }

  /// The picture is cut back from one edge to the other: from the bottom up (curl up), keeping its
  /// top part in place, or from the top down (curl down), keeping its bottom part.
  func curl(up: Bool, duration: TimeInterval, curve: CAMediaTimingFunction) {
    let size = layer.bounds.size
    let frame = layer.frame
    layer.anchorPoint = CGPoint(x: 0.5, y: up ? 0 : 1)
    layer.position = CGPoint(x: frame.midX, y: up ? frame.minY : frame.maxY)
    layer.contentsGravity = up ? .top : .bottom
    layer.masksToBounds = true
    layer.bounds = CGRect(x: 0, y: 0, width: size.width, height: 0)
    let roll = CABasicAnimation(keyPath: "bounds")
    roll.fromValue = CGRect(origin: .zero, size: size)
    roll.toValue = layer.bounds
    roll.duration = duration
    roll.timingFunction = curve
    layer.add(roll, forKey: "transition")
  }

  /// The picture narrows to its edge over the first half; the view widens from it over the second.
  func flip(_ view: UIView, axis: String, duration: TimeInterval, curve: CAMediaTimingFunction) {
    let key = "transform.scale.\(axis)"
    layer.setValue(0, forKeyPath: key)
    for (target, values) in [(layer, [1, 0, 0]), (view.layer, [0, 0, 1])] {
      let turn = CAKeyframeAnimation(keyPath: key)
      turn.values = values
      turn.keyTimes = [0, 0.5, 1]
      turn.duration = duration
      turn.timingFunction = curve
      target.add(turn, forKey: "transition")
    }
  }
}
