@_spi(Hail) import UIKit

/// A view that records every touch callback with the numbers a test asserts: the touch's location
/// and previous location in this view, its timestamp and tap count. It handles the touches itself,
/// so nothing travels further up the responder chain.
class TouchProbe: UIView {
  struct Entry: Equatable {
    var phase: UITouch.Phase
    var location: CGPoint
    var previousLocation: CGPoint
    var timestamp: TimeInterval
    var tapCount: Int
  }

  var entries: [Entry] = []
  /// Every touch delivered, by identity, in order (the same object comes back for each phase).
  var touchIdentities: [ObjectIdentifier] = []
  /// The touch last delivered, while the finger's injector keeps it: a touch keeps its view, this
  /// probe, so the probe keeping its touches would keep both alive past the test.
  weak var lastTouch: UITouch?

  var phases: [UITouch.Phase] { entries.map(\.phase) }

  override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .began) }
  override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .moved) }
  override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { record(touches, .ended) }
  override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
    record(touches, .cancelled)
  }

  private func record(_ touches: Set<UITouch>, _ phase: UITouch.Phase) {
    for touch in touches {
      touchIdentities.append(ObjectIdentifier(touch))
      lastTouch = touch
      entries.append(
        Entry(
          phase: phase, location: touch.location(in: self),
          previousLocation: touch.previousLocation(in: self),
          timestamp: touch.timestamp, tapCount: touch.tapCount))
    }
  }
}
