import Foundation
import UIKit

/// A trip-status screen importing Foundation before UIKit: it polls on a common-mode timer, loads
/// the driver and the route side by side, and gives up after a timeout.
final class TripStatusViewController: UIViewController {
  private(set) var log: [String] = []
  private(set) var times: [TimeInterval] = []
  let requests = DispatchGroup()
  private var poll: Timer?

  override func viewDidLoad() {
    super.viewDidLoad()
    let poll = Timer(timeInterval: 0.75, repeats: true) { [weak self] _ in self?.note("poll") }
    RunLoop.main.add(poll, forMode: .common)
    self.poll = poll
    Timer.scheduledTimer(withTimeInterval: 2, repeats: false) { [weak self] _ in
      self?.note("timeout")
      self?.poll?.invalidate()
    }
    DispatchQueue.main.async { self.note("shown") }
    for request in ["driver", "route"] {
      requests.enter()
      DispatchQueue.global(qos: .userInitiated).async {
        let reply = request.uppercased()
        DispatchQueue.main.async { self.note(reply) }
        self.requests.leave()
      }
    }
    requests.notify(queue: .main) { self.note("both") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { [weak self] in self?.note("hint") }
  }

  private func note(_ entry: String) {
    log.append(entry)
    times.append(CACurrentMediaTime())
  }
}
