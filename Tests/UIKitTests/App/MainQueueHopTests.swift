@preconcurrency import Dispatch
import Foundation
import Testing

@testable import UIKit

/// The exit reset's hop to the main queue (`MainQueueHop`): the work runs there when the queue takes
/// it, and is given up for good when the main thread is blocked on the hopping thread, where
/// `DispatchQueue.main.sync` would deadlock and the process never exit.
@Suite struct MainQueueHopTests {
  /// Marks the main queue. Under Swift Testing's runner its work runs on a Dispatch worker, not the
  /// main thread (`Thread.isMainThread` is false there), so the queue is what is asked.
  private static let mainQueue: DispatchSpecificKey<Bool> = {
    let key = DispatchSpecificKey<Bool>()
    Dispatch.DispatchQueue.main.setSpecific(key: key, value: true)
    return key
  }()

  /// What the hop answered and whether its work ran on the main queue, from any thread.
  private final class Record: @unchecked Sendable {
    private let lock = NSLock()
    private var answers: [Bool] = []
    private var runs: [Bool] = []
    func answered(_ ran: Bool) { lock.withLock { answers.append(ran) } }
    func ran() {
      let onMainQueue = Dispatch.DispatchQueue.getSpecific(key: MainQueueHopTests.mainQueue) == true
      lock.withLock { runs.append(onMainQueue) }
    }
    var seen: (answers: [Bool], runsOnTheMainQueue: [Bool]) { lock.withLock { (answers, runs) } }
  }

  @Test func workHandedToAFreeMainQueueRunsThereOnce() async {
    _ = Self.mainQueue
    let record = Record()
    await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
      Thread.detachNewThread {
        record.answered(MainQueueHop.run(before: .distantFuture) { record.ran() })
        done.resume()
      }
    }
    #expect(record.seen.answers == [true])
    #expect(record.seen.runsOnTheMainQueue == [true])
  }

  /// The main queue waits for the hopping thread's answer, as a main thread joining it would: the hop
  /// gives up at its deadline, and its work, still queued, does nothing when its turn comes.
  @MainActor @Test func aHopToAMainQueueBlockedOnItGivesUpForGood() async {
    let record = Record()
    let answered = Dispatch.DispatchSemaphore(value: 0)
    Thread.detachNewThread {
      record.answered(MainQueueHop.run(before: .now() + .milliseconds(50)) { record.ran() })
      answered.signal()
    }
    answered.wait()
    #expect(record.seen.answers == [false])
    // A turn of the main queue after everything queued so far, the abandoned work included.
    await withCheckedContinuation { turn in Dispatch.DispatchQueue.main.async { turn.resume() } }
    #expect(record.seen.runsOnTheMainQueue == [])
  }
}
