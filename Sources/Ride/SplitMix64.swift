/// SplitMix64 (Steele, Lea and Flood, "Fast splittable pseudorandom number generators", OOPSLA
/// 2014): a tiny seeded generator, so the fleet, its drivers and the simulated passengers are the
/// same on every run for a seed.
public struct SplitMix64: RandomNumberGenerator, Hashable, Sendable {
  private var state: UInt64

  public init(seed: UInt64) { state = seed }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  /// An independent stream for item `index` of something seeded with `seed` (car 17's route
  /// choices, car 17's driver), so one item's draws never shift another's: the three are mixed
  /// through SplitMix's output function into the stream's seed.
  public static func stream(seed: UInt64, index: Int, purpose: UInt64) -> SplitMix64 {
    var mixer = SplitMix64(
      seed: seed ^ (purpose &* 0xD1B5_4A32_D192_ED03)
        ^ (UInt64(truncatingIfNeeded: index) &* 0xA24B_AED4_963E_E407))
    return SplitMix64(seed: mixer.next())
  }
}
