import Foundation
import HailApp
@_spi(Hail) import HailHarness
import MapKit
@_spi(Hail) import UIKit

/// The original demo's home screen, headless, on an iPhone 8 (375 × 667 @2x) at t = 0.
@MainActor
struct DemoApp {
  let window: UIWindow
  let home: HomeViewController
  let fingers: TouchInjector
  var logged: [String] { logBox.lines }
  private let logBox = LogBox()

  /// Where the user stands: by Helsinki's railway station (the original demo has no map data).
  static let station = CLLocationCoordinate2D(latitude: 60.1710, longitude: 24.9414)

  init() {
    let box = logBox
    let session = HomeScreenSession(
      // A data directory of its own, not the user's, whose saved language or appearance would
      // change what the demo shows (without a ride nothing is written there).
      environment: HailEnvironment(
        mapStore: nil, location: Self.station,
        dataDirectory: FileManager.default.temporaryDirectory.appendingPathComponent(
          "hail-data-\(UUID().uuidString)")),
      device: .iphone8,
      log: { box.lines.append($0) })
    window = session.window
    home = session.home
    fingers = session.fingers
  }

  var now: TimeInterval { UIApplication.shared.clock.now }

  func advance(_ seconds: TimeInterval) {
    UIApplication.shared.advance(by: seconds)
  }

  /// The view with an accessibility identifier, searched through the window.
  func view(_ identifier: String) -> UIView? {
    func search(_ view: UIView) -> UIView? {
      if view.accessibilityIdentifier == identifier { return view }
      for subview in view.subviews {
        if let match = search(subview) { return match }
      }
      return nil
    }
    return search(window)
  }

  /// A finger drag in `steps` moves, one a frame, optionally held still before lifting (no flick).
  func drag(from start: CGPoint, to end: CGPoint, steps: Int = 12, holdBeforeLift: TimeInterval = 0) {
    fingers.down(at: start)
    for step in 1...steps {
      advance(1.0 / 60)
      let fraction = CGFloat(step) / CGFloat(steps)
      fingers.move(
        to: CGPoint(x: start.x + (end.x - start.x) * fraction, y: start.y + (end.y - start.y) * fraction))
    }
    advance(holdBeforeLift)
    fingers.up()
  }

  func tap(at point: CGPoint) {
    fingers.down(at: point)
    advance(0.05)
    fingers.up()
  }
}

/// Collects the demo's log lines.
@MainActor
final class LogBox {
  var lines: [String] = []
}
