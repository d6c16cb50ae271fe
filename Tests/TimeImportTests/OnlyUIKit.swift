import UIKit

/// A pickup countdown as an iOS screen writes it, importing only UIKit.
final class PickupCountdownViewController: UIViewController {
  private(set) var events: [(String, CFTimeInterval)] = []
  let loading = DispatchGroup()
  private var countdown: Timer?
  private var secondsLeft = 3

  func startCountdown() {
    countdown = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: true) { [weak self] timer in
      guard let self = self else { return }
      self.secondsLeft -= 1
      self.record("tick \(self.secondsLeft)")
      if self.secondsLeft == 0 { timer.invalidate() }
    }
    let banner = Timer(timeInterval: 1.5, repeats: false) { [weak self] _ in self?.record("banner") }
    RunLoop.main.add(banner, forMode: .common)
    DispatchQueue.main.async { self.record("async") }
    DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.record("after 0.5") }
    DispatchQueue.global().async(group: loading) {
      let fare = (1...100).reduce(0, +)
      DispatchQueue.main.async { self.record("fare \(fare)") }
    }
    loading.notify(queue: .main) { self.record("loaded") }
  }

  private func record(_ event: String) {
    events.append((event, CACurrentMediaTime()))
  }
}
