// swift-format-ignore-file: OrderedImports
// (The order of the imports is what this file tests.)
import UIKit
import Foundation

/// A receipt screen importing UIKit before Foundation: it saves the receipt on a serial queue and
/// dates it on a global one, then fades a "saved" label out on the main queue's clock.
final class ReceiptViewController: UIViewController {
  private(set) var timeline: [String: [TimeInterval]] = [:]
  let saving = DispatchGroup()
  private let storage = DispatchQueue(label: "receipt.storage")
  private var autoDismiss: Timer?

  func save(_ receipt: String) {
    stamp("tap")
    storage.async(group: saving) {
      let bytes = receipt.utf8.count
      DispatchQueue.main.async { self.stamp("wrote \(bytes)") }
    }
    saving.notify(queue: DispatchQueue.main) {
      self.stamp("saved")
      DispatchQueue.main.asyncAfter(deadline: .now() + 0.5) { self.stamp("fade") }
    }
    let blink = Timer(timeInterval: 0.125, repeats: false) { _ in self.stamp("blink") }
    RunLoop.main.add(blink, forMode: RunLoop.Mode.common)
    autoDismiss = Timer.scheduledTimer(withTimeInterval: 3, repeats: false) { [weak self] _ in
      self?.stamp("dismiss")
    }
    DispatchQueue.global(qos: .utility).async(group: saving) {
      let dated = Date().timeIntervalSince1970 > 0
      DispatchQueue.main.async { if dated { self.stamp("dated") } }
    }
  }

  private func stamp(_ event: String) {
    timeline[event, default: []].append(CACurrentMediaTime())
  }
}
