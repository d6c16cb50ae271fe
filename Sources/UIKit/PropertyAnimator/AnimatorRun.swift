import Foundation

/// One stretch of a property animator's run: from a timeline fraction `p0` and shown fraction
/// `f0` toward `pT` and `fT` (1 forward, 0 reversed) over `duration` seconds from `startTime`.
///
/// The shown fraction follows the curve between the curve parameters `q0` and `qT`, rescaled to
/// start from `f0`: a resumed run passes the curve's own timeline on (q = p), so a pause and a
/// resume carry on along the curve exactly, and a run resumed after a linear scrub starts from
/// what is on screen with no jump; a run continued with new timing starts the new curve afresh
/// (q from 0 to 1).
struct AnimatorRun {
  var startTime: TimeInterval
  var duration: TimeInterval
  var p0: CGFloat
  var pT: CGFloat
  var f0: CGFloat
  var fT: CGFloat
  var q0: CGFloat
  var qT: CGFloat
  var curve: AnimatorCurve

  /// The share of the run done at `time`, 0…1.
  func progress(at time: TimeInterval) -> CGFloat {
    guard !isOver(at: time) else { return 1 }
    return time > startTime ? CGFloat((time - startTime) / duration) : 0
  }

  /// Whether the run has reached its end. Frame times are sums of 1/60 s, so a microsecond short
  /// of the end counts as there.
  func isOver(at time: TimeInterval) -> Bool { time >= startTime + duration - 1e-6 }

  /// `fractionComplete` at `time`.
  func timelineFraction(at time: TimeInterval) -> CGFloat {
    p0 + (pT - p0) * progress(at: time)
  }

  /// The fraction of the change shown at `time`.
  func shownFraction(at time: TimeInterval) -> CGFloat {
    let s = progress(at: time)
    let from = curve.value(at: q0)
    let span = curve.value(at: qT) - from
    guard abs(span) > 1e-9 else { return f0 + (fT - f0) * s }
    return f0 + (fT - f0) * (curve.value(at: q0 + (qT - q0) * s) - from) / span
  }
}
