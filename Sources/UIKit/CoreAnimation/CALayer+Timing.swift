import Foundation

/// A layer's own timeline: each layer maps its superlayer's time to its own, local time
/// t = (parent time − beginTime) × speed + timeOffset, and its animations and sublayers run on
/// it (Apple docs, `CAMediaTiming`; Technical Q&A QA1673 pauses a layer's animations with
/// `speed = 0` and `timeOffset` = the paused time). The root's parent time is `CACurrentMediaTime()`.
extension CALayer {
  /// `mediaTime` (the engine clock) in this layer's local time.
  func localTime(atMediaTime mediaTime: CFTimeInterval) -> CFTimeInterval {
    var time = mediaTime
    for layer in timingChain() {
      time = (time - layer.beginTime) * Double(layer.speed) + layer.timeOffset
    }
    return time
  }

  /// The product of the speeds from the root to this layer: 0 when an ancestor is paused.
  var effectiveSpeed: Float {
    var speed: Float = 1
    var layer: CALayer? = self
    while let current = layer {
      speed *= current.speed
      layer = current.parent
    }
    return speed
  }

  /// Converts a time from `l`'s local time (media time when nil) to this layer's.
  public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
    localTime(atMediaTime: l?.mediaTime(fromLocalTime: t) ?? t)
  }

  /// Converts a time from this layer's local time to `l`'s (media time when nil).
  public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
    let media = mediaTime(fromLocalTime: t)
    return l?.localTime(atMediaTime: media) ?? media
  }

  /// The media time at which this layer's local time is `t` (a paused layer's begin time).
  private func mediaTime(fromLocalTime t: CFTimeInterval) -> CFTimeInterval {
    var time = t
    for layer in timingChain().reversed() {
      guard layer.speed != 0 else { return layer.beginTime }
      time = (time - layer.timeOffset) / Double(layer.speed) + layer.beginTime
    }
    return time
  }

  /// This layer and its ancestors with a timing of their own, root first.
  private func timingChain() -> [CALayer] {
    var chain: [CALayer] = []
    var layer: CALayer? = self
    while let current = layer {
      if current.beginTime != 0 || current.speed != 1 || current.timeOffset != 0 { chain.append(current) }
      layer = current.parent
    }
    return chain.reversed()
  }

  func timingDidChange() {
    animationsDidChange()
    if !attached.isEmpty { UIApplication.shared.animator.track(self) }
  }
}
