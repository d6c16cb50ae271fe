@_spi(Hail) import CoreGraphics
import Foundation
@_spi(Hail) import HailHarness
@_spi(Hail) import UIKit

/// The floor under issue 12's frame goals on this machine: what the engine's compositor takes for a
/// frame in which every pixel of the iPhone 15's screen (393 × 852 @3x, 3.0 M pixels) changes, as
/// in the route fit's zoom or a pan of the map, with nothing on screen but what the figure names.
/// - `render.floor.zoom`: one opaque view filling the screen, its bitmap (the screen's size) scaled
///   a little more each frame and sampled by its nearest pixel, as the map's tiles are in flight.
/// - `render.floor.zoom-under-translucent`: the same under a translucent view as large as the screen
///   (what the sheet, the route and the cars add over the map, at most once per pixel).
/// - `render.floor.pan`: the opaque view moved by a whole pixel each frame (copied, not resampled).
/// Each the median frame of 120, rendered by `FrameRenderer` as the window does.
@MainActor
enum RenderFloorBenchmarks {
  static func run() {
    for (name, translucent, motion) in [
      ("render.floor.zoom", false, Motion.zoom), ("render.floor.zoom-under-translucent", true, .zoom),
      ("render.floor.pan", false, .pan),
    ] {
      let figure = Figure(
        name: name, nanosecondsPerOperation: frameTime(translucentOver: translucent, motion: motion),
        unit: .ms)
      print(figure.line)
      fflush(nil)
    }
  }

  private enum Motion {
    case zoom, pan
  }

  private static func frameTime(translucentOver translucent: Bool, motion: Motion) -> Double {
    let device = Device.iphone15
    let root = UIViewController()
    let session = ScreenSession(system: HailEnvironment(mapStore: nil).system, device: device) { root }
    let screen = session.window.bounds
    let scale = UIScreen.main.scale
    let picture = Stripes(frame: screen)
    picture.layer.minificationFilter = .nearest
    picture.layer.magnificationFilter = .nearest
    session.window.addSubview(picture)
    if translucent {
      let veil = UIView(frame: screen)
      veil.backgroundColor = UIColor(white: 1, alpha: 0.5)
      session.window.addSubview(veil)
    }
    let renderer = FrameRenderer()
    _ = renderer.renderFrame(session.window)
    var times: [Double] = []
    for frame in 1...120 {
      switch motion {
      case .zoom:
        // 0.2 % a frame: every pixel lands elsewhere, as in an animated zoom.
        let factor = 1 + 0.002 * CGFloat(frame)
        picture.transform = CGAffineTransform(scaleX: factor, y: factor)
      case .pan:
        picture.frame.origin.x = CGFloat(frame % 2 == 0 ? 0 : 1) / scale
      }
      UIApplication.shared.advance(by: 1.0 / 60)
      times.append(Double(elapsedNanoseconds { blackHole(renderer.renderFrame(session.window)) }))
    }
    return times.percentile(50)
  }
}

/// An opaque view of vertical stripes a pixel wide, so no two neighbouring columns are alike: opaque
/// content, as a map tile is (`ContentCache`: copied where it lands pixel for pixel).
private final class Stripes: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = UIColor(red: 0.2, green: 0.3, blue: 0.4, alpha: 1)
    isOpaque = true
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let pixel = 1 / UIScreen.main.scale
    context.setFillColor(UIColor(red: 0.8, green: 0.7, blue: 0.6, alpha: 1).cgColor)
    for x in stride(from: 0, to: bounds.width, by: 2 * pixel) {
      context.fill(CGRect(x: x, y: 0, width: pixel, height: bounds.height))
    }
  }
}
