@_spi(Hail) import UIKit

/// Records the states a recognizer's action saw, and the recognizer's resets.
@MainActor
final class ActionLog {
  var states: [UIGestureRecognizer.State] = []

  func attach(to recognizer: UIGestureRecognizer) {
    recognizer.addTarget { [unowned self] recognizer in states.append(recognizer.state) }
  }
}

/// A pan that counts its resets.
final class CountingPan: UIPanGestureRecognizer {
  var resets = 0
  override func reset() {
    super.reset()
    resets += 1
  }
}
