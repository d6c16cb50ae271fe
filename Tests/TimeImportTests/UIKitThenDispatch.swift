// swift-format-ignore-file: OrderedImports
// (The order of the imports is what this file tests.)
import UIKit
import Dispatch

/// A fare estimator importing UIKit before Dispatch, using next to the engine's time types the
/// Dispatch and Foundation names it does not replace: semaphores, quality of service, intervals,
/// operation queues, notifications and dates.
final class FareEstimator {
  static let estimated = Notification.Name("FareEstimator.estimated")
  private(set) var quotes: [(fare: Int, at: CFTimeInterval)] = []
  private(set) var waits: [DispatchTimeoutResult] = []
  let batch = DispatchGroup()
  private var refresh: Timer?

  @MainActor func estimate(distances: [Int]) {
    let ready = DispatchSemaphore(value: 0)
    let total = distances.reduce(0, +)
    let worker = OperationQueue()
    worker.addOperation { NotificationCenter.default.post(name: Self.estimated, object: nil) }
    worker.waitUntilAllOperationsAreFinished()
    DispatchQueue.global(qos: .background).async(group: batch, qos: DispatchQoS.utility) {
      ready.signal()
    }
    waits.append(ready.wait(timeout: DispatchTime.now() + .seconds(5)))
    waits.append(ready.wait(timeout: .now() + 0.001))
    let quote = 300 + total * 2
    batch.notify(queue: .main) { self.quote(quote) }
    DispatchQueue.main.async { self.quote(quote + 1) }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.quote(quote + 2) }
    let interval: DispatchTimeInterval = .milliseconds(750)
    DispatchQueue.main.asyncAfter(deadline: .now() + interval) { self.quote(quote + 3) }
    refresh = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in self.quote(quote + 4) }
    let expiry = Timer(
      timeInterval: 2, target: self, selector: FareEstimator.expire, userInfo: nil, repeats: false)
    RunLoop.main.add(expiry, forMode: .common)
  }

  private func expire(_ timer: Timer) { quote(0) }

  private func quote(_ fare: Int) {
    quotes.append((fare, CACurrentMediaTime()))
  }
}
