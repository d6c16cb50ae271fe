import Foundation

/// What an `animateKeyframes` block changed: for each layer property, the value on screen before,
/// and the value each keyframe that changed it left, with the keyframe's place in the duration.
@preconcurrency @MainActor
final class KeyframeRecording {
  /// One property's keyframes.
  struct Track {
    let layer: CALayer
    let key: String
    let initial: LayerValue
    var frames: [(start: Double, end: Double, value: LayerValue)] = []

    /// The keyframe animation for the track: the initial value at 0, held until the first
    /// keyframe starts, each keyframe's value at its end, the last value held to 1.
    func animation(mode: CAAnimationCalculationMode) -> CAKeyframeAnimation {
      var values = [initial]
      var times: [Double] = [0]
      for frame in frames.sorted(by: { $0.start < $1.start }) {
        if frame.start > times.last! {
          values.append(values.last!)
          times.append(frame.start)
        }
        values.append(frame.value)
        times.append(max(frame.end, times.last!))
      }
      if times.last! < 1 {
        values.append(values.last!)
        times.append(1)
      }
      let animation = CAKeyframeAnimation(keyPath: key)
      animation.values = values.map(\.keyframeValue)
      animation.keyTimes = times.map { NSNumber(value: $0) }
      animation.calculationMode = mode
      return animation
    }
  }

  private(set) var tracks: [Track] = []
  /// The keyframe being recorded: the whole duration outside any `addKeyframe`.
  private var current: (start: Double, duration: Double) = (0, 1)
  /// The properties changed in the current keyframe.
  private var touched: [(layer: CALayer, key: String)] = []

  /// Notes that `key` of `layer` is about to change: the first time, the value on screen is the
  /// track's start.
  func willChange(_ key: String, of layer: CALayer) {
    if !tracks.contains(where: { $0.layer === layer && $0.key == key }) {
      guard let value = layer.presentationState(at: CACurrentMediaTime()).value(forKeyPath: key) else {
        return
      }
      tracks.append(Track(layer: layer, key: key, initial: value))
    }
    if !touched.contains(where: { $0.layer === layer && $0.key == key }) { touched.append((layer, key)) }
  }

  func beginKeyframe(start: Double, duration: Double) {
    current = (start, duration)
  }

  /// Records the values the current keyframe left, and goes back to the whole duration.
  func endKeyframe() {
    for (layer, key) in touched {
      guard let index = tracks.firstIndex(where: { $0.layer === layer && $0.key == key }),
        let value = layer.state.value(forKeyPath: key)
      else { continue }
      tracks[index].frames.append((current.start, current.start + current.duration, value))
    }
    touched.removeAll()
    current = (0, 1)
  }
}

extension LayerValue {
  /// The value as a keyframe animation's `values` takes it (a missing colour is clear).
  fileprivate var keyframeValue: Any {
    if case .color(nil) = self { return CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
    return any ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
  }
}
