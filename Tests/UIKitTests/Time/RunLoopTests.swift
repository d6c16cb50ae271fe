import Testing
@_spi(Hail) import UIKit

/// The frame loop's idle skipping and the display link's Apple API.
@MainActor
@Suite struct RunLoopTests {
  @Test func aLongIdleWaitRunsAFewFramesNotSixtyASecond() {
    let app = Headless()
    var ticks: [CFTimeInterval] = []
    Timer.scheduledTimer(withTimeInterval: 60, repeats: true) { _ in ticks.append(CACurrentMediaTime()) }
    let framesBefore = UIApplication.shared.framesRun
    app.advance(600)
    #expect(ticks.count == 10)
    #expect(abs(ticks.last! - 600) < 1e-9)
    // One frame after each firing, and one at the end, rather than 36,000.
    #expect(UIApplication.shared.framesRun - framesBefore <= 25)
    #expect(app.now == 600)
  }

  @Test func aTimerThatStartsAnAnimationGetsEveryFrameOfIt() {
    let app = Headless()
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    app.root.addSubview(view)
    Timer.scheduledTimer(withTimeInterval: 100, repeats: false) { _ in
      UIView.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { view.alpha = 0 })
    }
    app.advance(100.25)
    #expect(abs(view.layer.presentation()!.opacity - 0.5) < 1e-4)
    let frames = UIApplication.shared.framesRun
    app.advance(0.25)
    #expect(UIApplication.shared.framesRun - frames == 15)
  }

  @Test func aDisplayLinkCallsItsTypedTargetEachFrame() {
    final class Car {
      var stamps: [CFTimeInterval] = []
      func step(_ link: CADisplayLink) { stamps.append(link.timestamp) }
    }
    let app = Headless()
    let car = Car()
    let link = CADisplayLink(target: car, selector: Car.step)
    link.add(to: .main, forMode: .common)
    app.advance(0.1)
    link.invalidate()
    app.advance(0.1)
    #expect(car.stamps.count == 6)
    #expect(abs(link.targetTimestamp - link.timestamp - 1.0 / 60) < 1e-9)
  }

  @Test func aPreferredRateFiresOnEveryNthFrame() {
    final class Pulse {
      var stamps: [CFTimeInterval] = []
      func step() { stamps.append(CACurrentMediaTime()) }
    }
    let app = Headless()
    let pulse = Pulse()
    let link = CADisplayLink(target: pulse, selector: Pulse.step)
    link.preferredFramesPerSecond = 20
    link.add(to: .main, forMode: .default)
    app.advance(0.5)
    link.invalidate()
    // 60 Hz frames, 20 Hz requested: every third frame.
    #expect(pulse.stamps.count == 10)
    #expect(abs(link.targetTimestamp - link.timestamp - 3.0 / 60) < 1e-9)
  }

  /// An owner keeping its link, whose target is the owner: invalidating lets go of the target.
  @Test func anInvalidatedDisplayLinkLetsGoOfItsTarget() {
    @MainActor final class Spinner {
      var link: CADisplayLink?
      var frames = 0
      func step() { frames += 1 }
    }
    let app = Headless()
    weak var weakSpinner: Spinner?
    do {
      let spinner = Spinner()
      weakSpinner = spinner
      spinner.link = CADisplayLink(target: spinner, selector: Spinner.step)
      spinner.link?.add(to: .main, forMode: .common)
    }
    app.advance(0.1)
    #expect(weakSpinner?.frames == 6)
    weakSpinner?.link?.invalidate()
    #expect(weakSpinner == nil)
  }

  @Test func mediaTimeIsTheEngineClock() {
    let app = Headless()
    app.advance(1.5)
    #expect(CACurrentMediaTime() == app.now)
  }
}
