import Dispatch
import UIKit

/// A search box importing Dispatch next to UIKit: keystrokes are debounced with a cancellable work
/// item, results are computed on a global queue, and a spinner ticks while the search runs.
final class PlaceSearchViewController: UIViewController {
  private(set) var trace: [(event: String, at: CFTimeInterval)] = []
  let searches = DispatchGroup()
  private var pending: DispatchWorkItem?
  private var spinner: Timer?

  func type(_ query: String) {
    pending?.cancel()
    let search = DispatchWorkItem { [weak self] in self?.search(query) }
    pending = search
    DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250), execute: search)
  }

  private func search(_ query: String) {
    trace.append(("search \(query)", CACurrentMediaTime()))
    DispatchQueue.main.async { self.trace.append(("started", CACurrentMediaTime())) }
    spinner = Timer.scheduledTimer(withTimeInterval: 0.0625, repeats: true) { [weak self] _ in
      self?.trace.append(("spin", CACurrentMediaTime()))
    }
    let found: (String) -> Void = { place in
      DispatchQueue.main.async { self.trace.append((place, CACurrentMediaTime())) }
    }
    DispatchQueue.global(qos: DispatchQoS.QoSClass.userInitiated).async(group: searches) {
      found(query + " Station")
    }
    searches.notify(queue: .main) {
      let stop = Timer(timeInterval: 0.125, repeats: false) { _ in self.spinner?.invalidate() }
      RunLoop.main.add(stop, forMode: .common)
    }
    let deadline: DispatchTime = .now() + 0.5
    DispatchQueue.main.asyncAfter(deadline: deadline) {
      self.trace.append(("deadline", CACurrentMediaTime()))
    }
  }
}
