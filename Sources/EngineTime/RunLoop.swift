import Foundation

/// Foundation's run loop, as the engine runs it: the application's frame loop turns it (each
/// frame, and headless at every time something falls due), firing timers and running the main
/// dispatch queue's work on the engine's clock. UIKit re-exports it over `Foundation.RunLoop`
/// (docs/ARCHITECTURE.md, "How a Foundation Timer is driven"). There is one, the main run loop:
/// the engine runs on the main thread.
///
/// Modes: while a scroll view tracks a finger or decelerates, the run loop runs in `.tracking`
/// (UIKit's `UITrackingRunLoopMode`), so timers added only for `.default` wait until scrolling
/// ends and then fire once; `.common` holds both modes (Apple, "Run Loops" in the Threading
/// Programming Guide: common modes; `RunLoop.Mode.tracking`). Main-queue work runs in every mode.
@preconcurrency @MainActor
public final class RunLoop {
  public typealias Mode = Foundation.RunLoop.Mode

  /// The main run loop, which the application's frame loop turns.
  public static let main = RunLoop()
  /// The engine runs on the main thread: the current run loop is the main one.
  public static var current: RunLoop { main }

  /// UIKit's `UITrackingRunLoopMode`, re-exported by UIKit as `RunLoop.Mode.tracking`.
  @_spi(Hail) public nonisolated static let trackingMode = Mode("UITrackingRunLoopMode")

  /// Where time comes from; the application installs its own, and every thread then reads it
  /// (`DispatchTime.now()`, `EngineClock`).
  @_spi(Hail) public var clock: any Clock = VirtualClock() {
    didSet {
      (oldValue as? VirtualClock)?.isInstalled = false
      install(clock)
    }
  }

  /// What advances a virtual clock frame by frame (the application), for `run(until:)`.
  @_spi(Hail) public weak var frameLoop: (any FrameLoop)?

  var timers: [Timer] = []
  /// Sources (scroll views) that were tracking: the loop tracks while one still is.
  var trackers: [WeakTrackingSource] = []

  struct WeakTrackingSource {
    weak var source: (any TrackingSource)?
  }

  init() {
    install(clock)
  }

  /// `.tracking` while a tracking source still tracks, else `.default`.
  public var currentMode: Mode? {
    trackers.removeAll { !($0.source?.keepsRunLoopTracking ?? false) }
    return trackers.isEmpty ? .default : Self.trackingMode
  }

  /// Schedules `timer` to fire in `mode` (`.common`: in the default and the tracking mode).
  public func add(_ timer: Timer, forMode mode: Mode) {
    guard timer.isValid, timer.runLoop == nil || timer.runLoop === self else { return }
    timer.runLoop = self
    timer.modes.formUnion(mode == .common ? [.default, Self.trackingMode] : [mode])
    if !timers.contains(where: { $0 === timer }) { timers.append(timer) }
  }

  /// Runs `block` at the next turn of the run loop.
  public func perform(_ block: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.mainStore.enqueue { MainActor.assumeIsolated { block() } }
  }

  /// Runs the loop until `limitDate`: headless, the virtual clock moves there running every frame
  /// and timer on the way; on a real clock only what is due now runs (the host owns the waiting).
  public func run(until limitDate: Date) {
    guard clock is VirtualClock, let frameLoop else { return runTurn(at: clock.now) }
    frameLoop.advance(by: limitDate.timeIntervalSinceNow)
  }

  func remove(_ timer: Timer) {
    timers.removeAll { $0 === timer }
    timer.runLoop = nil
  }

  /// The engine clock's time now.
  var now: TimeInterval { clock.now }

  private func install(_ clock: any Clock) {
    if let virtual = clock as? VirtualClock {
      virtual.isInstalled = true
    } else if let monotonic = clock as? MonotonicClock {
      DispatchQueue.mainStore.setTimeSource(.monotonic(originNanoseconds: monotonic.origin))
    }
  }
}
