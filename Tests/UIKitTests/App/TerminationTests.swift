import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// `UIApplication.willTerminateNotification`: the app's last chance to save, posted once for each
/// start of the application, by the host's `terminate()` or else by the reset that ends it.
@MainActor
@Suite struct TerminationTests {
  /// How many times the notification arrived, and on which thread (it is posted synchronously, on
  /// the main thread, so the count is read there).
  private final class Arrivals: @unchecked Sendable {
    var count = 0
    var threads: Set<UInt> = []
  }

  private func observe(_ arrivals: Arrivals) -> any NSObjectProtocol {
    NotificationCenter.default.addObserver(
      forName: UIApplication.willTerminateNotification, object: nil, queue: nil
    ) { notification in
      #expect(notification.object as? UIApplication === UIApplication.shared)
      arrivals.count += 1
      arrivals.threads.insert(UInt(pthread_self()))
    }
  }

  @Test func terminatingPostsOnceForEachStartOfTheApplication() {
    UIApplication.shared.resetHeadless()
    let arrivals = Arrivals()
    let observer = observe(arrivals)
    defer { NotificationCenter.default.removeObserver(observer) }
    UIApplication.shared.terminate()
    UIApplication.shared.terminate()
    #expect(arrivals.count == 1)
    // The next start's reset does not end an app that has ended.
    UIApplication.shared.resetHeadless()
    #expect(arrivals.count == 1)
    // Posted on the caller's thread, before terminate returns: the main actor's here.
    #expect(arrivals.threads == [UInt(pthread_self())])
  }

  @Test func aResetEndsTheAppItReplaces() {
    UIApplication.shared.resetHeadless()
    let arrivals = Arrivals()
    let observer = observe(arrivals)
    defer { NotificationCenter.default.removeObserver(observer) }
    UIApplication.shared.resetHeadless()
    #expect(arrivals.count == 1)
    UIApplication.shared.terminate()
    UIApplication.shared.resetHeadless()
    #expect(arrivals.count == 2)
  }
}
