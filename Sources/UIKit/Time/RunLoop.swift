import Foundation

/// Foundation's run loop, as the engine runs it: the application's frame loop turns it (each
/// frame, and headless at every time something falls due), firing timers and running the main
/// dispatch queue's work on the engine's clock. Shadows `Foundation.RunLoop` for code that imports
/// UIKit (docs/ARCHITECTURE.md, "How a Foundation Timer is driven"). There is one, the main run
/// loop: the engine runs on the main thread.
///
/// Modes: while a scroll view tracks a finger or decelerates, the run loop runs in `.tracking`
/// (UIKit's `UITrackingRunLoopMode`), so timers added only for `.default` wait until scrolling
/// ends and then fire once; `.common` holds both modes (Apple, "Run Loops" in the Threading
/// Programming Guide: common modes; `RunLoop.Mode.tracking`). Main-queue work runs in every mode.
@preconcurrency @MainActor
public final class RunLoop {
  public typealias Mode = Foundation.RunLoop.Mode

  /// The main run loop (the application's).
  public static var main: RunLoop { UIApplication.shared.mainRunLoop }
  /// The engine runs on the main thread: the current run loop is the main one.
  public static var current: RunLoop { main }

  private var timers: [Timer] = []
  /// Scroll views that were dragged or decelerating: the loop tracks while one still is.
  private var trackers: [WeakScrollView] = []

  private struct WeakScrollView {
    weak var view: UIScrollView?
  }

  init() {}

  /// `.tracking` while a scroll view in a window is dragged or decelerates, else `.default`.
  public var currentMode: Mode? {
    trackers.removeAll { tracker in
      guard let view = tracker.view else { return true }
      return !(view.isDragging || view.isDecelerating) || view.window == nil
    }
    return trackers.isEmpty ? .default : .tracking
  }

  /// Schedules `timer` to fire in `mode` (`.common`: in the default and the tracking mode).
  public func add(_ timer: Timer, forMode mode: Mode) {
    guard timer.isValid, timer.runLoop == nil || timer.runLoop === self else { return }
    timer.runLoop = self
    timer.modes.formUnion(mode == .common ? [.default, .tracking] : [mode])
    if !timers.contains(where: { $0 === timer }) { timers.append(timer) }
  }

  /// Runs `block` at the next turn of the run loop.
  public func perform(_ block: @escaping @MainActor @Sendable () -> Void) {
    DispatchQueue.mainStore.enqueue { MainActor.assumeIsolated { block() } }
  }

  /// Runs the loop until `limitDate`: headless, the virtual clock moves there running every frame
  /// and timer on the way; on a real clock only what is due now runs (the host owns the waiting).
  public func run(until limitDate: Date) {
    let application = UIApplication.shared
    guard application.clock is VirtualClock else { return runTurn(at: application.clock.now) }
    application.advance(by: limitDate.timeIntervalSinceNow)
  }

  func remove(_ timer: Timer) {
    timers.removeAll { $0 === timer }
    timer.runLoop = nil
  }

  // MARK: Engine

  /// Runs the loop in `.tracking` while `scrollView` is dragged or decelerates.
  func track(_ scrollView: UIScrollView) {
    guard !trackers.contains(where: { $0.view === scrollView }) else { return }
    trackers.append(WeakScrollView(view: scrollView))
  }

  /// Whether main-queue work waits for the next turn.
  var hasImmediateWork: Bool { DispatchQueue.mainStore.hasImmediateWork }

  /// The earliest time a timer (in the current mode) or delayed main-queue work falls due.
  var nextDueTime: TimeInterval? {
    let mode = currentMode ?? .default
    let timer = timers.lazy.filter { $0.modes.contains(mode) }.map(\.fireTime).min()
    return [timer, DispatchQueue.mainStore.nextDelayedDue()].compactMap { $0 }.min()
  }

  /// One turn at `time`: the main queue's waiting work, then, in order of due time, the timers
  /// and delayed work due by `time`. Work that a turn queues for "now" waits for the next turn,
  /// so work that keeps requeueing itself cannot stall the clock.
  func runTurn(at time: TimeInterval) {
    for work in DispatchQueue.mainStore.takeImmediate() {
      work()
    }
    let mode = currentMode ?? .default
    let lastSequence = DispatchQueue.mainStore.lastSequence
    var due = timers.filter { $0.modes.contains(mode) && $0.fireTime <= time }
    while true {
      let timer = due.min { $0.fireTime < $1.fireTime }
      let dispatchDue = DispatchQueue.mainStore.nextDelayedDue(submittedBy: lastSequence)
      if let timer, dispatchDue.map({ timer.fireTime <= $0 }) ?? true {
        due.removeAll { $0 === timer }
        if timer.isValid, timer.runLoop === self { timer.fireScheduled(at: time) }
      } else if let (_, work) = DispatchQueue.mainStore.takeDelayed(dueBy: time, submittedBy: lastSequence) {
        work()
      } else {
        break
      }
    }
  }

  /// Forgets every timer: a headless test starts from an empty run loop.
  func removeAllTimers() {
    for timer in timers { timer.runLoop = nil }
    timers.removeAll()
  }
}

extension RunLoop.Mode {
  /// The mode the run loop runs in while a scroll view tracks a finger or decelerates
  /// (`UITrackingRunLoopMode`).
  public static let tracking = RunLoop.Mode("UITrackingRunLoopMode")
}
