import Foundation

/// The scripted tour of the home screen, like the original write-up's demo GIF: pan the map through
/// the pass-through area (the pin lifts and drops, the pickup address updates), drag the sheet up
/// (the header collapses) and down (it rests at half), tap 出租车 and 快车, swipe between the pages,
/// and recentre the map. Then a ride: 您要去哪儿, type Kaisaniemi, choose it, 呼叫快车, and watch the
/// simulation (at `hail demo --speed`, 20 by default) match, send the car, drive the trip and show
/// the receipt, then done.
///
/// Every touch is aimed at a view by its accessibility identifier (`ReplayScript.AimedTouch`), found
/// where it shows when the touch plays, so the tour hits the same controls on every device; a
/// touch that cannot reach its view is a miss (`ScreenSession.missedTouches`). Drags are in points
/// of the iPhone 8 screen, scaled with the device.
public enum DemoTour {
  /// How long the tour runs, in seconds.
  public static let duration: TimeInterval = 37
  /// How much faster than the host's clock the ride runs in the tour: the whole ride, from the call
  /// to the receipt, fits in the tour's last 20 seconds.
  public static let rideSpeed: Double = 20
  /// When the tour taps the receipt's done, at `rideSpeed`.
  public static let doneTime: TimeInterval = 35

  /// The tour's steps as `DemoRecorder` plays them: up to the call, the ride's end left to it.
  public static func stepsToTheCall(for size: CGSize) -> [ReplayScript.Step] {
    steps(for: size).filter { $0.time < doneTime }
  }

  /// A tap on the view with `identifier`, at `time`: down, and up 80 ms later.
  public static func tap(_ identifier: String, at time: TimeInterval) -> [ReplayScript.Step] {
    [
      .init(time: time, action: .aimed(.init(.down, on: identifier)), line: 0),
      .init(time: time + 0.08, action: .aimed(.init(.up, on: identifier)), line: 0),
    ]
  }

  /// The tour's steps for a screen of `size` points.
  public static func steps(for size: CGSize) -> [ReplayScript.Step] {
    let sx = Double(size.width) / 375
    let sy = Double(size.height) / 667
    var steps: [ReplayScript.Step] = []
    /// A finger going down on `identifier` at `anchor` (fractions of its visible part) and dragged
    /// by (`dx`, `dy`) iPhone 8 points over `duration`, a move per frame, eased, optionally held
    /// still before lifting (no flick).
    func drag(
      _ identifier: String, anchor: (Double, Double), by dx: Double, _ dy: Double, at time: TimeInterval,
      over duration: TimeInterval, hold: TimeInterval = 0
    ) {
      func touch(_ phase: ReplayScript.TouchPhase, _ time: TimeInterval, _ fraction: Double) {
        let touch = ReplayScript.AimedTouch(
          phase, on: identifier, anchor: CGPoint(x: anchor.0, y: anchor.1),
          offset: CGSize(width: dx * sx * fraction, height: dy * sy * fraction))
        steps.append(.init(time: time, action: .aimed(touch), line: 0))
      }
      touch(.down, time, 0)
      let moves = Int(duration * 60)
      for step in 1...moves {
        let fraction = Double(step) / Double(moves)
        touch(.move, time + duration * fraction, fraction * fraction * (3 - 2 * fraction))
      }
      touch(.up, time + duration + hold, 1)
    }
    drag("map", anchor: (0.69, 0.6), by: -140, -140, at: 0.8, over: 0.5, hold: 0.15)
    drag("express.table", anchor: (0.5, 0.9), by: 0, -430, at: 2.6, over: 0.7, hold: 0.3)
    drag("express.table", anchor: (0.5, 0.33), by: 0, 410, at: 4.2, over: 0.6, hold: 0.3)
    steps += tap("tab.taxi", at: 5.8)
    steps += tap("tab.express", at: 6.8)
    drag("pages", anchor: (0.85, 0.9), by: -260, 5, at: 7.8, over: 0.35)
    drag("pages", anchor: (0.16, 0.87), by: 270, 5, at: 8.8, over: 0.35)
    steps += tap("map.recenter", at: 9.8)
    // The ride: the 您要去哪儿 row, a place typed a few letters at a time, the first result, the
    // call; the receipt's done once the trip has ended (at the ride speed, by about 32 s).
    steps += tap("home.where", at: 11.5)
    for (index, letters) in ["Kai", "sani", "emi"].enumerated() {
      steps.append(.init(time: 12.8 + Double(index) * 0.4, action: .text(letters), line: 0))
    }
    steps += tap("search.result.0", at: 14.6)
    steps += tap("call.button", at: 16.5)
    steps += tap("receipt.done", at: doneTime)
    return steps.sorted { $0.time < $1.time }
  }
}
