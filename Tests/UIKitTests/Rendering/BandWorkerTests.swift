import CThreadPlacement
import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// The band worker runs beside the main thread, never on its core.
@Suite struct BandWorkerTests {
  /// Where the caller may use two cores or more, each run keeps the worker off the caller's core
  /// (the main thread's, in the app), and leaves the caller's own cores alone; on one core the
  /// worker may run anywhere.
  @Test func theWorkerIsKeptOffTheCallersCore() throws {
    let worker = BandWorker()
    for _ in 0..<20 {
      let before = try AllowedCores.of("thread-self")
      let coreBefore = hail_current_core()
      worker.run({}, alongside: {})
      let coreAfter = hail_current_core()
      #expect(try AllowedCores.of("thread-self") == before)
      if before.count >= 2 {
        let core = Int(worker.excludedCore)
        #expect(before.contains(core))
        // The caller's core as `run` read it, between these two reads (a thread moved away and back
        // around that read would fail this (rare: the window is one call long)).
        #expect(core == Int(coreBefore) || core == Int(coreAfter))
        let workers = try AllowedCores.of("self/task/\(worker.threadID)")
        #expect(workers == before.subtracting([core]))
      } else {
        #expect(worker.excludedCore == -1)
      }
    }
  }

  /// `run` returns once both halves have run, each once, and what the worker wrote is seen after
  /// it, whether the worker was woken ahead (`wakeUp`) or not, and whether either thread waits for
  /// the other awake or asleep: spins of 0 (asleep unless the other is done already) and of the
  /// app's (0.5 and 1 ms: awake, unless the other thread is kept from its core that long). Many
  /// runs, so a run that returned early, or work run twice or not at all, would show; a lost
  /// wake-up would hang. One case at a time, and spins no longer than the app's: a caller spinning
  /// while other tests hold the cores spins to its limit each run (spins of 100 ms took the suite
  /// 18 s in a clean clone's `make test`).
  @Test(
    .serialized,
    arguments: [
      (0, 0), (0, BandWorker.defaultCallerSpin), (BandWorker.defaultWorkerSpin, 0),
      (BandWorker.defaultWorkerSpin, BandWorker.defaultCallerSpin),
    ] as [(UInt64, UInt64)])
  func runReturnsWhenTheWorkerHasFinished(workerSpin: UInt64, callerSpin: UInt64) {
    let worker = BandWorker(workerSpin: workerSpin, callerSpin: callerSpin)
    let runs = RunCount()
    for round in 0..<300 {
      // Woken ahead in two rounds of three, twice in a row in one of those.
      if round % 3 != 0 { worker.wakeUp() }
      if round % 6 == 1 { worker.wakeUp() }
      var local = -1
      worker.run({ runs.value += 1 }, alongside: { local = round })
      #expect(runs.value == round + 1)
      #expect(local == round)
    }
  }

  /// A worker woken ahead that gets no work within its spin goes back to sleep, and the next `run`
  /// wakes it again (without, this would hang).
  @Test func aWorkerWokenForNothingSleepsAndRunsLater() {
    let worker = BandWorker(workerSpin: 0, callerSpin: 0)
    let runs = RunCount()
    for round in 0..<50 {
      worker.wakeUp()
      // Until the worker has given up: a run posted after that must signal it.
      while !worker.isAsleep { hail_spin_pause() }
      worker.run({ runs.value += 1 }, alongside: {})
      #expect(runs.value == round + 1)
    }
  }

  /// A count the worker adds to and the caller reads after `run`, which orders the accesses.
  private final class RunCount: @unchecked Sendable {
    var value = 0
  }

  /// A renderer draws in two bands only where the thread making it may run on two cores or more:
  /// the cores it may use, not the machine's (`taskset -c 0` on a machine of two). On the main actor,
  /// as the app makes its renderer, and so on one thread throughout.
  @MainActor @Test func aRendererCountsTheCoresItMayUse() throws {
    let allowed = try AllowedCores.of("thread-self")
    #expect(Int(hail_usable_core_count()) == allowed.count)
    #expect(FrameRenderer().threads == (allowed.count >= 2 ? 2 : 1))
    guard allowed.count >= 2 else { return }
    // One core fewer, as `taskset` would leave it: on a machine of two, one.
    let cores = try #require(hail_thread_cores())
    defer { hail_free_cores(cores) }
    let narrowed = hail_keep_thread_off_core(hail_thread_id(), cores, hail_current_core()) == 0
    // Read without throwing, so the affinity is always put back before any check.
    let narrowedCores = try? AllowedCores.of("thread-self")
    let counted = Int(hail_usable_core_count())
    let threads = FrameRenderer().threads
    // Back to all of them (a core of -1 is none of them; the call says -1 either way), checked.
    _ = hail_keep_thread_off_core(hail_thread_id(), cores, -1)
    #expect(try AllowedCores.of("thread-self") == allowed)
    try #require(narrowed)
    let left = try #require(narrowedCores)
    #expect(left.count == allowed.count - 1)
    #expect(counted == left.count)
    #expect(threads == (left.count >= 2 ? 2 : 1))
  }
}
