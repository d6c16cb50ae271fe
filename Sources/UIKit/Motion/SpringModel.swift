import CoreGraphics

/// A damped harmonic oscillator m·x″ + c·x′ + k·x = 0 pulling a value toward `target`, solved in
/// closed form from the starting position and velocity.
///
/// The damping coefficient comes from the damping ratio: c = 2ζ·√(k·m). ζ = 1 is critically damped
/// (fastest return without oscillating), ζ < 1 underdamped (overshoots), ζ > 1 overdamped.
@_spi(Hail) public struct SpringModel: Sendable, Equatable {
  /// Stiffness of UIScrollView's bounce-back spring, N/m with mass 1 (≈ 100, reverse-engineered by
  /// the ScrollMechanics project, Ilya Lobanov 2019).
  public static let bounceStiffness: CGFloat = 100
  /// Mass of the bounce-back spring (ScrollMechanics).
  public static let bounceMass: CGFloat = 1
  /// Damping ratio of the bounce-back spring: critically damped (ScrollMechanics).
  public static let bounceDampingRatio: CGFloat = 1
  /// Damping ratios within this of 1 use the critically damped solution; the under- and overdamped
  /// ones divide by √|1 − ζ²| and lose precision as it approaches 0.
  private static let criticalTolerance: CGFloat = 1e-6

  /// Mass, > 0 (values that are not are treated as 1).
  public let mass: CGFloat
  /// Stiffness k, > 0 (values that are not are treated as the smallest positive number).
  public let stiffness: CGFloat
  /// Damping ratio ζ, ≥ 0 (negative or NaN is treated as 0, an undamped oscillator).
  public let dampingRatio: CGFloat
  /// Position at t = 0, in points (or any unit).
  public let initialPosition: CGFloat
  /// Velocity at t = 0, in points per second.
  public let initialVelocity: CGFloat
  /// The rest position the spring pulls toward.
  public let target: CGFloat
  private let solution: Solution

  /// The motion of x = position − target, in the form that fits the damping regime.
  private enum Solution: Sendable, Equatable {
    /// x = e^(−αt)·(x₀·cos ωt + b·sin ωt).
    case underdamped(decay: CGFloat, frequency: CGFloat, x0: CGFloat, b: CGFloat)
    /// x = e^(−ω₀t)·(x₀ + b·t).
    case critical(omega: CGFloat, x0: CGFloat, b: CGFloat)
    /// x = a·e^(r₁t) + b·e^(r₂t), r₂ < r₁ < 0.
    case overdamped(r1: CGFloat, r2: CGFloat, a: CGFloat, b: CGFloat)
  }

  /// - Parameters:
  ///   - mass: mass, > 0; default 1.
  ///   - stiffness: stiffness k, > 0.
  ///   - dampingRatio: ζ, ≥ 0.
  ///   - position: position at t = 0.
  ///   - velocity: velocity at t = 0, per second.
  ///   - target: the rest position.
  public init(
    mass: CGFloat = 1, stiffness: CGFloat, dampingRatio: CGFloat,
    from position: CGFloat, velocity: CGFloat = 0, to target: CGFloat
  ) {
    let m = mass > 0 && mass.isFinite ? mass : 1
    let k = stiffness > 0 ? stiffness : .leastNormalMagnitude
    let zeta = dampingRatio > 0 ? dampingRatio : 0
    self.mass = m
    self.stiffness = k
    self.dampingRatio = zeta
    initialPosition = position
    initialVelocity = velocity
    self.target = target

    let omega = (k / m).squareRoot()
    let x0 = position - target
    if abs(zeta - 1) < SpringModel.criticalTolerance {
      solution = .critical(omega: omega, x0: x0, b: velocity + omega * x0)
    } else if zeta < 1 {
      let decay = zeta * omega
      let frequency = omega * (1 - zeta * zeta).squareRoot()
      solution = .underdamped(
        decay: decay, frequency: frequency, x0: x0, b: (velocity + decay * x0) / frequency)
    } else {
      let root = (zeta * zeta - 1).squareRoot()
      let r1 = -omega * (zeta - root)
      let r2 = -omega * (zeta + root)
      let a = (velocity - r2 * x0) / (r1 - r2)
      solution = .overdamped(r1: r1, r2: r2, a: a, b: x0 - a)
    }
  }

  /// UIScrollView's bounce-back: a critically damped spring of stiffness 100 and mass 1 that takes
  /// the current offset and velocity back to the edge (ScrollMechanics).
  public static func scrollBounce(from position: CGFloat, velocity: CGFloat, to edge: CGFloat) -> SpringModel
  {
    SpringModel(
      mass: bounceMass, stiffness: bounceStiffness, dampingRatio: bounceDampingRatio,
      from: position, velocity: velocity, to: edge)
  }

  /// The stiffness of a paging scroll view's settle onto its page: critically damped like the
  /// bounce, but quicker, so a page-wide move comes to rest in about 0.45 s — UIKit documents no
  /// figure; its paging settles in well under half a second where the bounce-back takes about one.
  public static let pagingStiffness: CGFloat = 400

  /// A paging scroll view's move onto its page: the bounce spring's shape at `pagingStiffness`.
  public static func paging(from position: CGFloat, velocity: CGFloat, to page: CGFloat) -> SpringModel {
    SpringModel(
      mass: bounceMass, stiffness: pagingStiffness, dampingRatio: bounceDampingRatio,
      from: position, velocity: velocity, to: page)
  }

  /// The damping coefficient c = 2ζ·√(k·m), in N·s/m.
  public var damping: CGFloat { 2 * dampingRatio * (stiffness * mass).squareRoot() }

  /// The undamped angular frequency ω₀ = √(k/m), in radians per second.
  public var naturalFrequency: CGFloat { (stiffness / mass).squareRoot() }

  /// The position `t` seconds after the start.
  public func position(at t: TimeInterval) -> CGFloat {
    target + displacement(at: CGFloat(t))
  }

  /// The velocity, per second, `t` seconds after the start.
  public func velocity(at t: TimeInterval) -> CGFloat {
    let t = CGFloat(t)
    switch solution {
    case .underdamped(let decay, let frequency, let x0, let b):
      let cosine = cos(frequency * t)
      let sine = sin(frequency * t)
      return exp(-decay * t) * ((b * frequency - decay * x0) * cosine - (x0 * frequency + decay * b) * sine)
    case .critical(let omega, let x0, let b):
      return exp(-omega * t) * (b - omega * (x0 + b * t))
    case .overdamped(let r1, let r2, let a, let b):
      return a * r1 * exp(r1 * t) + b * r2 * exp(r2 * t)
    }
  }

  /// The mechanical energy ½·m·v² + ½·k·x² at time `t`; it never increases.
  public func energy(at t: TimeInterval) -> CGFloat {
    let x = displacement(at: CGFloat(t))
    let v = velocity(at: t)
    return 0.5 * mass * v * v + 0.5 * stiffness * x * x
  }

  /// The time, in seconds, after which |position − target| stays at or below `epsilon` for good
  /// (e.g. `MotionThreshold.restingDistance(scale:)` for the bounce-back); 0 if it always does,
  /// infinity for an undamped spring that starts farther away or for `epsilon` ≤ 0.
  ///
  /// Between two consecutive turning points the motion is monotonic, so the answer is found by
  /// locating the last turning point (or t = 0) still at least `epsilon` away and bisecting the one
  /// crossing after it.
  public func settlingTime(epsilon: CGFloat) -> TimeInterval {
    guard epsilon > 0 else { return .infinity }
    guard let (peak, nextPeak) = lastPeak(atLeast: epsilon) else { return 0 }
    guard peak.isFinite else { return .infinity }
    let sign: CGFloat = displacement(at: peak) < 0 ? -1 : 1
    let farEnough = { (t: CGFloat) in sign * self.displacement(at: t) >= epsilon }
    var low = peak
    var high: CGFloat
    if let nextPeak {
      high = nextPeak
    } else {
      // After its last turning point a non-oscillating spring creeps monotonically toward 0.
      var step = 1 / naturalFrequency
      high = peak + step
      while farEnough(high) && high.isFinite {
        step *= 2
        high = peak + step
      }
      guard high.isFinite else { return .infinity }
    }
    // 64 halvings shrink any bracket below the spacing of doubles around it.
    for _ in 0..<64 {
      let middle = (low + high) / 2
      if farEnough(middle) { low = middle } else { high = middle }
    }
    return TimeInterval(high)
  }

  private func displacement(at t: CGFloat) -> CGFloat {
    switch solution {
    case .underdamped(let decay, let frequency, let x0, let b):
      return exp(-decay * t) * (x0 * cos(frequency * t) + b * sin(frequency * t))
    case .critical(let omega, let x0, let b):
      return exp(-omega * t) * (x0 + b * t)
    case .overdamped(let r1, let r2, let a, let b):
      return a * exp(r1 * t) + b * exp(r2 * t)
    }
  }

  /// The last time τ ≥ 0 that is t = 0 or a turning point with |x(τ)| ≥ epsilon, and the turning
  /// point after it (nil when there is none); nil when there is no such τ.
  private func lastPeak(atLeast epsilon: CGFloat) -> (CGFloat, CGFloat?)? {
    let startsFar = abs(displacement(at: 0)) >= epsilon
    switch solution {
    case .underdamped(let decay, let frequency, let x0, let b):
      // x = R·e^(−αt)·cos(ωt − φ); turning points where ωt − φ = kπ − ψ with ψ = atan(α/ω), and
      // there |x| = R·(ω/ω₀)·e^(−αt), which shrinks with every turning point.
      let amplitude = (x0 * x0 + b * b).squareRoot()
      let phase = atan2(b, x0)
      let psi = atan(decay / frequency)
      let turningPoint = { (k: CGFloat) in (phase - psi + k * .pi) / frequency }
      let first = ((psi - phase) / .pi).rounded(.down) + 1
      let peakScale = amplitude * frequency / (decay * decay + frequency * frequency).squareRoot()
      guard decay > 0 else {
        // Undamped: every turning point is as far out as the first; an infinite peak means never.
        return peakScale >= epsilon ? (.infinity, nil) : (startsFar ? (0, turningPoint(first)) : nil)
      }
      // Last k whose turning point is at least epsilon away; step back over rounding errors.
      let lastTime = log(peakScale / epsilon) / decay
      var k = ((frequency * lastTime - phase + psi) / .pi).rounded(.down)
      while k >= first && abs(displacement(at: turningPoint(k))) < epsilon { k -= 1 }
      if k >= first { return (turningPoint(k), turningPoint(k + 1)) }
      return startsFar ? (0, turningPoint(first)) : nil
    case .critical(let omega, let x0, let b):
      // v = e^(−ω₀t)·(v₀ − ω₀·b·t) vanishes once at most, at t = v₀/(ω₀·b).
      let v0 = b - omega * x0
      let turn: CGFloat? = b != 0 && v0 / (omega * b) > 0 ? v0 / (omega * b) : nil
      return peak(startsFar: startsFar, turningPoint: turn, epsilon: epsilon)
    case .overdamped(let r1, let r2, let a, let b):
      // v = 0 where e^((r₁−r₂)t) = −b·r₂/(a·r₁); at most once.
      let ratio = a != 0 ? -b * r2 / (a * r1) : 0
      let turn: CGFloat? = ratio > 1 ? log(ratio) / (r1 - r2) : nil
      return peak(startsFar: startsFar, turningPoint: turn, epsilon: epsilon)
    }
  }

  /// `lastPeak` for the non-oscillating regimes, which turn at most once.
  private func peak(startsFar: Bool, turningPoint: CGFloat?, epsilon: CGFloat) -> (CGFloat, CGFloat?)? {
    if let turningPoint, abs(displacement(at: turningPoint)) >= epsilon { return (turningPoint, nil) }
    return startsFar ? (0, turningPoint) : nil
  }
}
