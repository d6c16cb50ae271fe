@preconcurrency import Dispatch
import Foundation

// `Dispatch`'s types are named in full: the engine's `DispatchQueue` and `DispatchTime` run on its
// frame loop and virtual clock, and this hop needs the real main queue and the wall clock.

/// Work handed from another thread to the main Dispatch queue with a bounded wait, for the exit
/// reset (`UIApplication+Exit.swift`). A plain `DispatchQueue.main.sync` deadlocks when the main
/// thread is itself blocked on the calling thread (joining it, or waiting on a semaphore it would
/// signal), so the process would never exit. Here the caller waits until a deadline; if the main
/// queue has not started the work by then it never will (the work is abandoned, and skips itself if
/// its turn comes later), and work already started is waited for to its end, so it never runs
/// beside what follows the caller (the rest of the exit).
final class MainQueueHop: @unchecked Sendable {
  private enum State { case queued, running, abandoned }
  private let lock = NSLock()
  private var state = State.queued
  private let finished = Dispatch.DispatchSemaphore(value: 0)

  private init() {}

  /// Runs `work` on the main queue unless the queue has not started it by `deadline`: whether it ran.
  static func run(before deadline: Dispatch.DispatchTime, _ work: @escaping @Sendable () -> Void) -> Bool {
    let hop = MainQueueHop()
    Dispatch.DispatchQueue.main.async {
      guard hop.move(from: .queued, to: .running) else { return }
      work()
      hop.finished.signal()
    }
    if hop.finished.wait(timeout: deadline) == .success { return true }
    if hop.move(from: .queued, to: .abandoned) { return false }
    hop.finished.wait()
    return true
  }

  private func move(from old: State, to new: State) -> Bool {
    lock.lock()
    defer { lock.unlock() }
    guard state == old else { return false }
    state = new
    return true
  }
}
