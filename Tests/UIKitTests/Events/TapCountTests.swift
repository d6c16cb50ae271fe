import Testing
@_spi(Hail) import UIKit

/// `UITouch.tapCount`: quick taps in place count up; a pause over 0.35 s or a move of the finger by
/// more than 10 pt starts again at 1 (`TouchInjector.multiTapInterval` and `multiTapDistance`).
@MainActor
@Suite struct TapCountTests {
  private func scene() -> (Headless, TouchProbe) {
    let app = Headless()
    let probe = TouchProbe(frame: app.root.bounds)
    app.root.addSubview(probe)
    return (app, probe)
  }

  @Test func quickTapsInPlaceCountOneTwoThree() {
    let (app, probe) = scene()
    let point = CGPoint(x: 100, y: 100)
    for _ in 0..<3 {
      app.tap(at: point)
      app.advance(0.1)
    }
    app.advance(0.4)
    app.tap(at: point)
    #expect(probe.entries.filter { $0.phase == .began }.map(\.tapCount) == [1, 2, 3, 1])
    // A touch keeps its count through every phase.
    #expect(probe.entries.filter { $0.phase == .ended }.map(\.tapCount) == [1, 2, 3, 1])
  }

  @Test func secondTapTable() {
    // (line, pause from lift to touch-down in s, distance from the first tap in pt, tap count)
    let rows: [(Int, TimeInterval, CGFloat, Int)] = [
      (#line, 0.1, 0, 2),
      (#line, 0.34, 0, 2),
      (#line, 0.36, 0, 1),  // too late
      (#line, 1.0, 0, 1),
      (#line, 0.1, 9, 2),
      (#line, 0.1, 10, 2),  // the limit itself still counts
      (#line, 0.1, 11, 1),  // too far
      (#line, 0.36, 11, 1),
    ]
    for (line, pause, distance, expected) in rows {
      let (app, probe) = scene()
      app.tap(at: CGPoint(x: 100, y: 100))
      app.advance(pause)
      app.tap(at: CGPoint(x: 100 + distance, y: 100))
      #expect(probe.entries.last?.tapCount == expected, sourceLocation: rowLocation(line))
    }
  }

  @Test func aDragIsNotATapSoTheNextTouchStartsAtOne() {
    let (app, probe) = scene()
    app.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 100, y: 300))
    app.tap(at: CGPoint(x: 100, y: 300))
    #expect(probe.entries.last?.tapCount == 1)
  }
}
