import Foundation

/// The scripted tour of the home screen, like the original write-up's demo GIF: pan the map through
/// the pass-through area (the pin lifts and drops, the pickup address updates), drag the sheet up
/// (the header collapses) and down (it returns), tap 出租车 and 快车, swipe between the pages, and
/// recentre the map. Then a ride: 您要去哪儿, type Kaisaniemi, choose it, 呼叫快车, and watch the
/// simulation (at `hail demo --speed`, 20 by default) match, send the car, drive the trip and show
/// the receipt, then done. Coordinates are for the iPhone 8 screen and scale with the device.
public enum DemoTour {
  /// How long the tour runs, in seconds.
  public static let duration: TimeInterval = 37
  /// How much faster than the host's clock the ride runs in the tour: the whole ride, from the call
  /// to the receipt, fits in the tour's last 20 seconds.
  public static let rideSpeed: Double = 20

  /// The tour's steps for a screen of `size` points.
  public static func steps(for size: CGSize) -> [ReplayScript.Step] {
    let sx = Double(size.width) / 375
    let sy = Double(size.height) / 667
    var steps: [ReplayScript.Step] = []
    func touch(_ phase: ReplayScript.TouchPhase, _ time: TimeInterval, _ x: Double, _ y: Double) {
      steps.append(.init(time: time, action: .touch(phase, x: x * sx, y: y * sy, finger: 0), line: 0))
    }
    /// A finger drag from one point to another over `duration`, a move per frame, optionally held
    /// still before lifting (no flick).
    func drag(
      from start: (Double, Double), to end: (Double, Double), at time: TimeInterval,
      over duration: TimeInterval, hold: TimeInterval = 0
    ) {
      touch(.down, time, start.0, start.1)
      let moves = Int(duration * 60)
      for step in 1...moves {
        let fraction = Double(step) / Double(moves)
        let eased = fraction * fraction * (3 - 2 * fraction)
        touch(
          .move, time + duration * fraction, start.0 + (end.0 - start.0) * eased,
          start.1 + (end.1 - start.1) * eased)
      }
      touch(.up, time + duration + hold, end.0, end.1)
    }
    func tap(_ x: Double, _ y: Double, at time: TimeInterval) {
      touch(.down, time, x, y)
      touch(.up, time + 0.08, x, y)
    }
    drag(from: (260, 400), to: (120, 260), at: 0.8, over: 0.5, hold: 0.15)
    drag(from: (187, 600), to: (187, 170), at: 2.6, over: 0.7, hold: 0.3)
    drag(from: (187, 230), to: (187, 640), at: 4.2, over: 0.6, hold: 0.3)
    tap(280, 85, at: 5.8)
    tap(95, 85, at: 6.8)
    drag(from: (320, 600), to: (60, 605), at: 7.8, over: 0.35)
    drag(from: (60, 580), to: (330, 585), at: 8.8, over: 0.35)
    tap(337, 475, at: 9.8)
    // The ride: the 您要去哪儿 row, a place typed a few letters at a time, the first result, the
    // call; the receipt's done once the trip has ended (at the ride speed, by about 32 s).
    tap(187, 600, at: 11.5)
    for (index, letters) in ["Kai", "sani", "emi"].enumerated() {
      steps.append(.init(time: 12.8 + Double(index) * 0.4, action: .text(letters), line: 0))
    }
    tap(187, 216, at: 14.6)
    tap(250, 620, at: 16.5)
    tap(187, 620, at: 35)
    return steps.sorted { $0.time < $1.time }
  }
}
