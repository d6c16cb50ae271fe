import EngineTime

// The engine's clocks, declared with the run loop they drive (`EngineTime`) and named here for the
// engine's hosts and tests, which import UIKit's engine-only API.

/// The engine's only source of time (`EngineTime.Clock`).
@_spi(Hail) public typealias Clock = EngineTime.Clock
/// A clock that moves only when told to: headless tests, replays and GIF rendering.
@_spi(Hail) public typealias VirtualClock = EngineTime.VirtualClock
/// The monotonic system clock, for a real window.
@_spi(Hail) public typealias MonotonicClock = EngineTime.MonotonicClock
