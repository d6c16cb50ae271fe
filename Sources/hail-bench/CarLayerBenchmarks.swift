@_spi(Hail) import CoreGraphics
import Foundation
import HailApp
@_spi(Hail) import HailHarness
import OpenStreetMap
@_spi(Hail) import UIKit

/// The `layers` suite (issue 11): 200 cars on the home screen's map at 393 × 852 @3x, each a layer
/// with a car image driven along its own route by a paced keyframe animation that turns it with
/// the road (`rotationMode = .rotateAuto`), all at once. A frame is the engine's frame (animation
/// bookkeeping, layout) plus `FrameRenderer`'s incremental render; the figures are its p50 and p99
/// over two seconds of frames (each frame's median over `runs` runs), in wall time and in the
/// thread's CPU time, which leaves out what other jobs on the shared cores took (with its slowest
/// frame); and the share of
/// the screen's pixels a frame redraws (`redrawn`, the p50 frame's dirty rectangles). Needs the
/// Helsinki map (`make map`), so the cars drive over its tiles and labels.
@MainActor
enum CarLayerBenchmarks {
  static let cars = 200
  static let frames = ProcessInfo.processInfo.environment["FRAMES"].flatMap { Int($0) } ?? 120

  /// False, with one line on stderr, when the Helsinki map is missing (see `AppBenchmarks`).
  static func run(runs: Int) -> Bool {
    guard let map = AppBenchmarks.loadMap() else { return false }
    FileHandle.standardError.write(Data("hail-bench: \(cars) cars driving on the iphone15 map…\n".utf8))
    var wallRuns: [[Double]] = []
    var cpuRuns: [[Double]] = []
    // The share of the screen's pixels each frame redraws (the same frames in every run), and the
    // most rectangles a frame's damage had (merged past 256, see `DamageRegion`).
    var damage: [Double] = []
    var mostRects = 0
    var layerCount = 0
    for _ in 0..<max(runs, 1) {
      let session = HomeScreenSession(
        environment: HailEnvironment(mapStore: map, dataDirectory: BenchmarkData.freshDirectory()),
        device: .iphone15)
      addCars(to: session.home.mapView.layer, in: Device.iphone15.size)
      let renderer = FrameRenderer()
      UIApplication.shared.advance(by: 1.0 / 60)
      blackHole(renderer.renderFrame(session.window))
      layerCount = count(session.window.layer)
      var wall: [Double] = []
      var cpu: [Double] = []
      damage = []
      for _ in 0..<frames {
        var cpuTime: UInt64 = 0
        var frame: RenderedFrame?
        let wallTime = elapsedNanoseconds {
          cpuTime = threadCPUNanoseconds {
            UIApplication.shared.advance(by: 1.0 / 60)
            frame = renderer.renderFrame(session.window)
          }
        }
        wall.append(Double(wallTime))
        cpu.append(Double(cpuTime))
        if let frame {
          let redrawn = frame.dirtyRects.reduce(0) { $0 + $1.width * $1.height }
          damage.append(Double(redrawn) / Double(frame.bitmap.width * frame.bitmap.height) * 100)
          mostRects = max(mostRects, frame.dirtyRects.count)
        }
      }
      wallRuns.append(wall)
      cpuRuns.append(cpu)
    }

    func medians(_ runs: [[Double]]) -> [Double] {
      runs[0].indices.map { index in runs.map { $0[index] }.percentile(50) }
    }
    let wall = medians(wallRuns)
    let cpu = medians(cpuRuns)
    let name = "layers.cars\(cars).iphone15"
    for figure in [
      Figure(name: "\(name).p50", nanosecondsPerOperation: wall.percentile(50), unit: .ms),
      Figure(name: "\(name).p99", nanosecondsPerOperation: wall.percentile(99), unit: .ms),
      Figure(name: "\(name).cpu.p50", nanosecondsPerOperation: cpu.percentile(50), unit: .ms),
      Figure(name: "\(name).cpu.p99", nanosecondsPerOperation: cpu.percentile(99), unit: .ms),
      Figure(name: "\(name).cpu.max", nanosecondsPerOperation: cpu.percentile(100), unit: .ms),
    ] {
      print(figure.line)
      fflush(nil)
    }
    print("\(name).redrawn.p50 \(String(format: "%.1f", damage.percentile(50))) %")
    print("\(name).rects.max \(mostRects) rects")
    print("\(name).layers \(layerCount) layers")
    return true
  }

  /// The layers in `layer`'s tree, itself included.
  private static func count(_ layer: CALayer) -> Int {
    (layer.sublayers ?? []).reduce(1) { $0 + count($1) }
  }

  /// Cars with a shared image, each on a seeded random route of four straight legs inside `size`.
  private static func addCars(to map: CALayer, in size: CGSize) {
    let image = carImage()
    var random = SplitMix(seed: 11)
    for _ in 0..<cars {
      let car = CALayer()
      car.bounds = CGRect(x: 0, y: 0, width: 18, height: 9)
      car.contents = image
      car.contentsScale = 3
      let route = CGMutablePath()
      route.move(to: random.point(in: size))
      for _ in 0..<4 { route.addLine(to: random.point(in: size)) }
      car.position = route.currentPoint
      map.addSublayer(car)
      let drive = CAKeyframeAnimation(keyPath: "position")
      drive.path = route
      drive.calculationMode = .paced
      drive.rotationMode = .rotateAuto
      drive.duration = 60
      drive.repeatCount = .infinity
      car.add(drive, forKey: "drive")
    }
  }

  /// A small car seen from above, drawn once at 3x.
  private static func carImage() -> CGImage? {
    guard let context = CGContext(bitmapWidth: 54, height: 27, scale: 3) else { return nil }
    context.setFillColor(UIColor(red: 0.98, green: 0.55, blue: 0.1, alpha: 1).cgColor)
    context.addPath(
      CGPath(roundedRect: CGRect(x: 0.5, y: 0.5, width: 17, height: 8), cornerWidth: 3, cornerHeight: 3))
    context.fillPath()
    context.setFillColor(UIColor(white: 0.15, alpha: 0.8).cgColor)
    context.fill(CGRect(x: 10, y: 1.5, width: 3.5, height: 6))
    return context.makeImage()
  }
}

/// A small seeded generator (SplitMix64), so every run drives the same routes.
private struct SplitMix {
  var state: UInt64

  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }

  mutating func point(in size: CGSize) -> CGPoint {
    CGPoint(
      x: CGFloat(next() % 1000) / 1000 * size.width, y: CGFloat(next() % 1000) / 1000 * size.height)
  }
}
