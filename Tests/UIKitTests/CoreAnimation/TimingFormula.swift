import Foundation

/// The timing formulas the tests check the engine against, computed independently of it.
enum TimingFormula {
  /// cubic-bezier(x1, y1, x2, y2) at `progress` (CSS Easing Functions Level 1, "cubic Bézier easing
  /// functions", the same curves as Core Animation's named timing functions), solved by bisection.
  static func cubicBezier(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double, at progress: Double)
    -> Double
  {
    func coordinate(_ t: Double, _ p1: Double, _ p2: Double) -> Double {
      3 * (1 - t) * (1 - t) * t * p1 + 3 * (1 - t) * t * t * p2 + t * t * t
    }
    var low = 0.0
    var high = 1.0
    for _ in 0..<80 {
      let middle = (low + high) / 2
      if coordinate(middle, x1, x2) < progress { low = middle } else { high = middle }
    }
    return coordinate((low + high) / 2, y1, y2)
  }

  /// Core Animation's named functions (Apple docs, `CAMediaTimingFunctionName`; control points as
  /// WebKit and CSS define `ease-in`, `ease-out`, `ease-in-out` and `ease`).
  static func easeIn(_ p: Double) -> Double { cubicBezier(0.42, 0, 1, 1, at: p) }
  static func easeOut(_ p: Double) -> Double { cubicBezier(0, 0, 0.58, 1, at: p) }
  static func easeInEaseOut(_ p: Double) -> Double { cubicBezier(0.42, 0, 0.58, 1, at: p) }
  static func systemDefault(_ p: Double) -> Double { cubicBezier(0.25, 0.1, 0.25, 1, at: p) }

  /// An underdamped spring from 0 to 1 released at rest: x(t) = 1 − e^(−ζω₀t)(cos ω_d t +
  /// (ζω₀ / ω_d) sin ω_d t), ω₀ = √(k/m), ζ = c / (2√(km)), ω_d = ω₀√(1 − ζ²).
  static func spring(mass m: Double, stiffness k: Double, damping c: Double, at t: Double) -> Double {
    let omega0 = (k / m).squareRoot()
    let zeta = c / (2 * (k * m).squareRoot())
    let omegaD = omega0 * (1 - zeta * zeta).squareRoot()
    let decay = exp(-zeta * omega0 * t)
    return 1 - decay * (cos(omegaD * t) + zeta * omega0 / omegaD * sin(omegaD * t))
  }
}
