import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct FrameLoopTests {
  @Test func advanceRunsOneFrameEachSixtiethOfASecond() {
    let app = Headless()
    var frames: [TimeInterval] = []
    UIApplication.shared.frameObservers.append { frames.append($0) }
    app.advance(0.1)
    #expect(frames.count == 6)
    #expect(abs(frames.last! - 0.1) < 1e-9)
    #expect(app.now == 0.1)
  }

  @Test func displayLinksFireEachFrameUntilInvalidated() {
    let app = Headless()
    var stamps: [TimeInterval] = []
    let link = CADisplayLink { link in stamps.append(link.timestamp) }
    link.add()
    app.advance(3.0 / 60)
    link.isPaused = true
    app.advance(1.0 / 60)
    link.isPaused = false
    app.advance(1.0 / 60)
    link.invalidate()
    app.advance(1)
    #expect(stamps.count == 4)
    #expect(abs(link.duration - 1.0 / 60) < 1e-9)
  }

  @Test func aFrameRunsDisplayLinksThenCompletionsThenLayout() {
    final class Probe: UIView {
      var log: () -> Void = {}
      override func layoutSubviews() { log() }
    }
    let app = Headless()
    var order: [String] = []
    let probe = Probe()
    app.root.addSubview(probe)
    app.advance(1.0 / 60)
    probe.log = { order.append("layout") }
    let link = CADisplayLink { _ in
      order.append("link")
      probe.setNeedsLayout()
    }
    link.add()
    UIView.animate(withDuration: 0, animations: {}, completion: { _ in order.append("completion") })
    app.advance(1.0 / 60)
    link.invalidate()
    #expect(order == ["link", "completion", "layout"])
  }

  @Test func aVirtualClockNeverRunsBackwards() {
    let clock = VirtualClock(start: 5)
    clock.advance(by: -1)
    clock.advance(by: .nan)
    clock.advance(to: 2)
    #expect(clock.now == 5)
  }
}
