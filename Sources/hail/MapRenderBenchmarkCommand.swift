import Foundation
@_spi(Hail) import MapKit
import OpenStreetMap
@_spi(Hail) import UIKit

/// `hail benchmark-map-render [--map FILE] [--center LAT,LON] [--across METRES]`: how fast the
/// styled map draws, one `name value unit` line each, on an iPhone 15 screen (393 × 852 points at
/// @3x, 1179 × 2556 pixels) showing 1.2 km across (or `--across`), centred on Helsinki's railway
/// station (or `--center`: the scale benchmark centres on the station of its middle copy, so every
/// size draws the same streets, and, with `--across`, on the middle of that copy's box, a screen
/// its data fills at every size). Run it from a release build (`swift run -c release hail
/// benchmark-map-render`).
///
/// Frames go through a `FrameRenderer`, as a window host presents them: a cold frame is a fresh
/// renderer's full redraw, a pan frame redraws what the move damaged into the kept bitmap.
enum MapRenderBenchmarkCommand: HailCommand {
  static let name = "benchmark-map-render"
  static let summary =
    "[--map FILE] [--center LAT,LON] [--across METRES]   cold map frame, warm pan frame, tile and label timings"

  static let station = CLLocationCoordinate2D(latitude: 60.1710, longitude: 24.9414)
  /// The ground the screen's width shows by default, in metres.
  static let defaultAcross = 1200.0
  /// The widest ground `--across` takes, in metres: a phone screen of a city region at most.
  static let maximumAcross = 100_000.0
  static let runs = 7

  static func run(_ arguments: [String]) -> Int32 {
    MapArguments.run {
      let parsed = try MapArguments(arguments, command: name, options: ["--map", "--center", "--across"])
      let across = try parsed.options["--across"].map(Self.across) ?? Self.defaultAcross
      let store = try parsed.loadMap()
      let center =
        try parsed.options["--center"].map { text -> CLLocationCoordinate2D in
          let coordinate = try parsed.coordinate(text)
          return CLLocationCoordinate2D(latitude: coordinate.latitude, longitude: coordinate.longitude)
        } ?? station

      // Cold: a new map view, tile source and renderer each run, so no tile or label has been drawn
      // and the window's bitmap is made afresh (the font's glyph and size caches stay warm after
      // the first run, as they would in an app that drew any text).
      var cold: [Double] = []
      var coldCPU: [Double] = []
      var coldFaults: [Double] = []
      var firstCold = 0.0
      var tileTimes: [Double] = []
      var labelTimes: [Double] = []
      var session = RenderSession(store: store, center: center, across: across)
      for run in 0..<runs {
        session = RenderSession(store: store, center: center, across: across)
        let time = session.frame()
        if run == 0 { firstCold = time }
        cold.append(time)
        coldCPU.append(session.cpuTime)
        coldFaults.append(Double(session.pageFaults))
        tileTimes += session.source.drawDurations
        labelTimes.append(session.labelTime)
      }
      report("map.render.cold.first", firstCold * 1000, "ms")
      report("map.render.cold", median(cold) * 1000, "ms")
      report("map.render.cold.cpu", median(coldCPU) * 1000, "ms")
      report("map.render.cold.faults", median(coldFaults), "faults")
      report("map.render.cold.tiles", Double(session.source.drawCount), "tiles")
      report("map.render.tile.p50", median(tileTimes) * 1000, "ms")
      report("map.render.labels", median(labelTimes) * 1000, "ms")

      // Warm pan: a finger drags the map 3 points a frame; tiles and labels move as cached bitmaps.
      let fingers = TouchInjector(window: session.window)
      _ = fingers.down(at: CGPoint(x: 200, y: 500))
      var pan: [Double] = []
      let drawsBefore = session.source.drawCount
      for step in 1...40 {
        UIApplication.shared.advance(by: 0)
        fingers.move(to: CGPoint(x: 200 - CGFloat(step) * 3, y: 500 - CGFloat(step) * 2))
        let time = session.frame()
        if step > 5 { pan.append(time) }  // past the pan's 10-point hysteresis
      }
      report("map.render.pan", median(pan) * 1000, "ms")
      report("map.render.pan.max", (pan.max() ?? 0) * 1000, "ms")
      report("map.render.pan.tiles-drawn", Double(session.source.drawCount - drawsBefore), "tiles")
      fingers.up()
      // The frame after the finger lifts and the map settles: labels are laid out again.
      UIApplication.shared.advance(by: 1)
      report("map.render.settle", session.frame() * 1000, "ms")
    }
  }

  /// A headless iPhone 15 window with a full-screen styled map.
  @MainActor
  struct RenderSession {
    let window: UIWindow
    let map: MKMapView
    let source: OpenStreetMapTileSource
    let renderer = FrameRenderer()
    private(set) var labelTime = 0.0
    /// The last frame's CPU time, every thread of the process (tiles may draw off the main thread):
    /// the figure to compare when other work shares the machine.
    private(set) var cpuTime = 0.0
    /// The last frame's page faults, every thread of the process: the pages of fresh memory its
    /// bitmaps touched first (the kernel maps and zeroes each one).
    private(set) var pageFaults = 0

    init(store: MapStore, center: CLLocationCoordinate2D, across: Double) {
      let headless = HeadlessWindow(size: CGSize(width: 393, height: 852), scale: 3)
      window = headless.window
      map = MKMapView(frame: window.bounds)
      headless.root.addSubview(map)
      source = OpenStreetMapTileSource(store: store)
      map.tileSource = source
      map.setRegion(
        MKCoordinateRegion(
          center: center, latitudinalMeters: across, longitudinalMeters: across),
        animated: false)
    }

    /// One frame: the layout pass, then the window's bitmap brought up to date; seconds.
    mutating func frame() -> Double {
      let labelsBefore = map.labelView?.drawDuration ?? 0
      let start = UInt64(ProcessInfo.processInfo.systemUptime * 1e9)
      let startCPU = Self.processCPUSeconds()
      let startFaults = Self.processPageFaults()
      UIApplication.shared.advance(by: 1.0 / 60)
      _ = renderer.renderFrame(window)
      let elapsed = Double(UInt64(ProcessInfo.processInfo.systemUptime * 1e9) - start) / 1e9
      cpuTime = Self.processCPUSeconds() - startCPU
      pageFaults = Self.processPageFaults() - startFaults
      labelTime = (map.labelView?.drawDuration ?? 0) - labelsBefore
      return elapsed
    }

    private static func processPageFaults() -> Int {
      var usage = rusage()
      getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
      return usage.ru_minflt + usage.ru_majflt
    }

    private static func processCPUSeconds() -> Double {
      var now = timespec()
      clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &now)
      return Double(now.tv_sec) + Double(now.tv_nsec) / 1e9
    }
  }

  /// `--across`'s metres: a decimal number, more than 0 and at most `maximumAcross`.
  private static func across(_ text: String) throws -> Double {
    guard let metres = try? DecimalNumber.parse(text), metres > 0, metres <= maximumAcross else {
      throw UsageError(
        "--across takes the metres the screen's width shows, more than 0 and at most \(Int(maximumAcross)), not '\(text)'"
      )
    }
    return metres
  }

  private static func median(_ values: [Double]) -> Double {
    values.isEmpty ? 0 : values.sorted()[values.count / 2]
  }

  private static func report(_ name: String, _ value: Double, _ unit: String) {
    print("\(name) \(String(format: "%.3f", value)) \(unit)")
  }
}
