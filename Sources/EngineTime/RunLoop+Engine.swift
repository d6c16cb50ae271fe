import Foundation

/// How the application's frame loop turns the main run loop (engine-only API).
extension RunLoop {
  /// Runs the loop in `.tracking` while `source` keeps tracking.
  @_spi(Hail) public func track(_ source: any TrackingSource) {
    guard !trackers.contains(where: { $0.source === source }) else { return }
    trackers.append(WeakTrackingSource(source: source))
  }

  /// Whether main-queue work waits for the next turn.
  @_spi(Hail) public var hasImmediateWork: Bool { DispatchQueue.mainStore.hasImmediateWork }

  /// The earliest time a timer (in the current mode) or delayed main-queue work falls due.
  @_spi(Hail) public var nextDueTime: TimeInterval? {
    let mode = currentMode ?? .default
    let timer = timers.lazy.filter { $0.modes.contains(mode) }.map(\.fireTime).min()
    return [timer, DispatchQueue.mainStore.nextDelayedDue()].compactMap { $0 }.min()
  }

  /// One turn at `time`: the main queue's waiting work, then, in order of due time, the timers
  /// and delayed work due by `time`. Work that a turn queues for "now" waits for the next turn,
  /// so work that keeps requeueing itself cannot stall the clock.
  @_spi(Hail) public func runTurn(at time: TimeInterval) {
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

  /// Forgets every timer, tracking source and queued main-queue work: a headless test starts from
  /// an empty run loop.
  @_spi(Hail) public func reset() {
    for timer in timers { timer.runLoop = nil }
    timers.removeAll()
    trackers.removeAll()
    DispatchQueue.mainStore.removeAll()
  }
}

/// What the main run loop asks to move a virtual clock on (UIKit's `UIApplication`, which owns the
/// frame loop): `RunLoop.run(until:)` headless.
@_spi(Hail) @preconcurrency @MainActor
public protocol FrameLoop: AnyObject {
  /// Advances a virtual clock by `seconds`, running the frames and due work on the way.
  func advance(by seconds: TimeInterval)
}

/// Something that keeps the run loop in `.tracking` while it moves (UIKit's scroll views, dragged
/// or decelerating).
@_spi(Hail) @preconcurrency @MainActor
public protocol TrackingSource: AnyObject {
  var keepsRunLoopTracking: Bool { get }
}
