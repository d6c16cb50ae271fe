@preconcurrency import Dispatch
import EngineTime
import Foundation

// `Dispatch.DispatchQueue` is named in full here: the thread hop at exit needs Dispatch's main queue,
// not the engine's (which runs on the frame loop).

extension UIApplication {
  /// Marks the main Dispatch queue, which the application's state belongs to: `exit` runs its
  /// handlers on the thread that called it, and the handler asks whether that thread is on it.
  private nonisolated static let mainQueueMark = DispatchSpecificKey<Bool>()

  /// Headless, the last screen goes with the process as every other went at the next reset: at
  /// exit the application resets once more, letting go of its windows, display links, animations
  /// and caches. A leak checker run at exit (LeakSanitizer, `make sanitize-address`) then finds
  /// alive only what something else holds: an object alive there that was ever weakly referenced
  /// shows as a lost 32-byte Swift side table, which the checker cannot trace to its object
  /// (the side table is found through the object's tagged reference count). Registered once, by
  /// the first headless reset.
  func resetsAtExit() {
    guard !resetsAtExitRegistered else { return }
    resetsAtExitRegistered = true
    Dispatch.DispatchQueue.main.setSpecific(key: Self.mainQueueMark, value: true)
    atexit {
      // The command-line tools exit on the main thread; Swift Testing's runner exits from its own
      // task, off the main queue, once every test has returned and left that queue idle.
      // From another thread the reset hops to the main queue, waiting at most a second for it to be
      // taken: an idle queue takes it at once, and one that has not by then is blocked (on this
      // thread, perhaps), so the reset is skipped rather than the exit hung.
      if Thread.isMainThread || Dispatch.DispatchQueue.getSpecific(key: UIApplication.mainQueueMark) == true {
        MainActor.assumeIsolated { UIApplication.shared.resetHeadless() }
      } else {
        let reset = MainQueueHop.run(before: .now() + .seconds(1)) {
          MainActor.assumeIsolated { UIApplication.shared.resetHeadless() }
        }
        // Then once more, empty: what the reset leaves to jobs already queued on the main queue (an
        // isolated deinit of an object last released off the main actor) runs before this one.
        // Without it the leak check at exit sometimes found the last test's map and its tiles
        // still alive (`make sanitize-address`: a map test's tile view as a lost side table, in 4
        // of 5 runs of two map tests; 0 of 8 with this hop).
        if reset { _ = MainQueueHop.run(before: .now() + .seconds(1)) {} }
      }
    }
  }
}
