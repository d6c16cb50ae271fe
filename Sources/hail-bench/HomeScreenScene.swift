import HailApp
@_spi(Hail) import HailHarness
@_spi(Hail) import UIKit

/// The home screen headless on one device, driven by the scripted drag of issue 3 §5: a finger
/// scrolls the express table up past half the screen (the header slides out, 0.15 s), lets it
/// decelerate, then drags it back down (the header slides in). `step` runs each frame's input and
/// the engine's frame; the caller times what it renders after each.
@MainActor
struct HomeScreenScene {
  let device: Device
  let window: UIWindow
  let home: HomeViewController
  private let fingers: TouchInjector

  init(device: Device) {
    self.device = device
    // The blank map, as the engine figures have always been measured: the scene times the sheet.
    let session = HomeScreenSession(
      environment: HailEnvironment(mapStore: nil, dataDirectory: BenchmarkData.freshDirectory()),
      device: device)
    window = session.window
    home = session.home
    fingers = session.fingers
    UIApplication.shared.advance(by: 1.0 / 60)
  }

  /// The frames of the script: each applies its touch (if any) and then one 60 Hz frame.
  var frames: [() -> Void] {
    let size = device.size
    let x = size.width / 2
    // The first card peeks 150 pt up from the bottom edge: the finger starts on it.
    let start = size.height - 60
    let stride: CGFloat = 10
    var frames: [() -> Void] = []
    frames.append { fingers.down(at: CGPoint(x: x, y: start)) }
    for step in 1...40 {
      frames.append { fingers.move(to: CGPoint(x: x, y: start - CGFloat(step) * stride)) }
    }
    frames.append { [home] in
      fingers.up()
      precondition(home.headerView.frame.minY < 0, "the drag up must collapse the header")
    }
    frames += Array(repeating: {}, count: 60)
    // Back down, faster, from near the top where the cards now are; the flick carries the table
    // past half the screen, and the header slides back in.
    let top = size.height * 0.15
    frames.append { fingers.down(at: CGPoint(x: x, y: top)) }
    for step in 1...30 {
      frames.append { fingers.move(to: CGPoint(x: x, y: top + CGFloat(step) * 14)) }
    }
    frames.append { fingers.up() }
    frames += Array(repeating: {}, count: 59)
    frames.append { [home] in
      precondition(home.headerView.frame.minY == 0, "the drag down must bring the header back")
    }
    return frames.map { input in
      {
        input()
        UIApplication.shared.advance(by: 1.0 / 60)
      }
    }
  }
}
