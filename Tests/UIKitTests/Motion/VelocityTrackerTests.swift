@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

@Suite struct VelocityTrackerTests {
  @Test func steadyDragAt60HzGivesItsSpeedWithinOnePercent() {
    var tracker = VelocityTracker()
    let start = 1000.0  // any clock origin
    for frame in 0...30 {
      let t = Double(frame) / 60
      tracker.addSample(CGPoint(x: 100 + 900 * t, y: 500 - 1200 * t), at: start + t)
    }
    let velocity = tracker.velocity(at: start + 0.5)
    #expect(abs(velocity.x - 900) < 9)
    #expect(abs(velocity.y + 1200) < 12)
  }

  @Test func stoppingBeforeReleaseGivesZero() {
    var tracker = VelocityTracker()
    for frame in 0...20 {
      tracker.addSample(CGPoint(x: 0, y: CGFloat(frame) * 20), at: Double(frame) / 60)
    }
    // The finger rests for a quarter of a second, then lifts without moving.
    #expect(tracker.velocity(at: 20.0 / 60 + 0.25) == .zero)
    tracker.addSample(CGPoint(x: 0, y: 400), at: 20.0 / 60 + 0.25)
    #expect(tracker.velocity(at: 20.0 / 60 + 0.25) == .zero)
  }

  @Test func holdingStillWithinTheHorizonDragsTheVelocityDown() {
    var tracker = VelocityTracker()
    for frame in 0...6 { tracker.addSample(CGPoint(x: CGFloat(frame) * 10, y: 0), at: Double(frame) / 60) }
    let moving = tracker.velocity(at: 0.1).x
    for frame in 7...12 { tracker.addSample(CGPoint(x: 60, y: 0), at: Double(frame) / 60) }
    #expect(abs(moving - 600) < 6)
    #expect(abs(tracker.velocity(at: 0.2).x) < moving / 4)
  }

  @Test func aSingleSampleGivesZero() {
    var tracker = VelocityTracker()
    tracker.addSample(CGPoint(x: 10, y: 10), at: 1)
    #expect(tracker.velocity(at: 1) == .zero)
    #expect(VelocityTracker().velocity(at: 0) == .zero)
  }

  @Test func identicalTimestampsDoNotDivideByZero() {
    var tracker = VelocityTracker()
    tracker.addSample(CGPoint(x: 0, y: 0), at: 2)
    tracker.addSample(CGPoint(x: 50, y: 10), at: 2)
    tracker.addSample(CGPoint(x: 80, y: 20), at: 2)
    #expect(tracker.velocity(at: 2) == .zero)
  }

  @Test func onlyTheLastHundredMillisecondsCount() {
    var tracker = VelocityTracker()
    // Slow for half a second, then 60 Hz samples at 2000 pt/s for 100 ms.
    var x: CGFloat = 0
    for frame in 0..<30 {
      x += 100.0 / 60
      tracker.addSample(CGPoint(x: x, y: 0), at: Double(frame) / 60)
    }
    for frame in 30...36 {
      x += 2000.0 / 60
      tracker.addSample(CGPoint(x: x, y: 0), at: Double(frame) / 60)
    }
    #expect(abs(tracker.velocity(at: 0.6).x - 2000) < 20)
  }

  @Test func timeGoingBackwardsStartsANewTrack() {
    var tracker = VelocityTracker()
    tracker.addSample(CGPoint(x: 0, y: 0), at: 5)
    tracker.addSample(CGPoint(x: 100, y: 0), at: 5.05)
    tracker.addSample(CGPoint(x: 0, y: 0), at: 1)
    #expect(tracker.velocity(at: 1) == .zero)
    tracker.reset()
    #expect(tracker.velocity(at: 5.05) == .zero)
  }
}
