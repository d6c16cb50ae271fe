import Testing
@_spi(Hail) import UIKit

/// `Timer` on the virtual clock: firing times are exact, whatever the frame rate.
@MainActor
@Suite struct TimerTests {
  @Test func aScheduledTimerFiresOnceAtItsIntervalExactly() {
    let app = Headless()
    var fired: [CFTimeInterval] = []
    let timer = Timer.scheduledTimer(withTimeInterval: 0.25, repeats: false) { _ in
      fired.append(CACurrentMediaTime())
    }
    app.advance(0.249)
    #expect(fired.isEmpty)
    app.advance(1)
    #expect(fired == [0.25])
    #expect(!timer.isValid)
  }

  @Test func aRepeatingTimerFiresOnItsScheduleUntilInvalidated() {
    let app = Headless()
    app.advance(0.1)
    var fired: [CFTimeInterval] = []
    Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { timer in
      fired.append(CACurrentMediaTime())
      if fired.count == 3 { timer.invalidate() }
    }
    app.advance(10)
    #expect(fired.count == 3)
    for (index, time) in fired.enumerated() {
      #expect(abs(time - (0.1 + Double(index + 1))) < 1e-12)
    }
  }

  /// Apple: tolerance lets the system fire a timer up to that much late, never early, and "the
  /// timer does not fire before the scheduled fire date"; a repeating timer's next date is counted
  /// from the scheduled one, not from when it fired. The engine fires on time: tolerance never
  /// moves a firing. The default is zero.
  @Test func toleranceNeverMovesTheSchedule() {
    let app = Headless()
    var fired: [CFTimeInterval] = []
    let timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
      fired.append(CACurrentMediaTime())
    }
    #expect(timer.tolerance == 0)
    timer.tolerance = 0.5
    app.advance(0.999)
    #expect(fired.isEmpty)
    app.advance(2.5)
    #expect(fired == [1, 2, 3])
    timer.invalidate()
  }

  @Test func aTimerMadeWithInitFiresOnlyOnceAddedToARunLoop() {
    let app = Headless()
    var fired: [CFTimeInterval] = []
    let timer = Timer(timeInterval: 0.5, repeats: false) { _ in fired.append(CACurrentMediaTime()) }
    app.advance(1)
    #expect(fired.isEmpty)
    // Its fire date was set when it was made: overdue, it fires at the next turn.
    RunLoop.main.add(timer, forMode: .common)
    app.advance(0.001)
    #expect(fired == [1])
  }

  @Test func fireKeepsARepeatingScheduleAndInvalidatesAOneShot() {
    let app = Headless()
    var repeating: [CFTimeInterval] = []
    let ticker = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in
      repeating.append(CACurrentMediaTime())
    }
    app.advance(0.5)
    ticker.fire()
    app.advance(1.6)
    #expect(repeating == [0.5, 1, 2])
    ticker.invalidate()

    var oneShot = 0
    let timer = Timer.scheduledTimer(withTimeInterval: 5, repeats: false) { _ in oneShot += 1 }
    timer.fire()
    #expect(!timer.isValid)
    app.advance(10)
    #expect(oneShot == 1)
  }

  @Test func aLateRepeatingTimerFiresOnceThenKeepsItsGrid() {
    let app = Headless()
    var fired: [CFTimeInterval] = []
    let timer = Timer(timeInterval: 0.1, repeats: true) { _ in fired.append(CACurrentMediaTime()) }
    app.advance(0.35)
    RunLoop.main.add(timer, forMode: .default)
    app.advance(0.2)
    // Due at 0.1, late by 0.25: fires once at 0.35, then at 0.4 and 0.5 (Apple docs, Timer:
    // "fired only once for that time period; … then rescheduled … for the next scheduled firing time").
    #expect(fired.count == 3)
    #expect(fired[0] == 0.35)
    #expect(abs(fired[1] - 0.4) < 1e-12)
    #expect(abs(fired[2] - 0.5) < 1e-12)
  }

  @Test func aNonPositiveIntervalBecomesATenthOfAMillisecond() {
    let app = Headless()
    var fired: [CFTimeInterval] = []
    let timer = Timer.scheduledTimer(withTimeInterval: -3, repeats: false) { _ in
      fired.append(CACurrentMediaTime())
    }
    #expect(timer.timeInterval == 0.0001)
    app.advance(1)
    #expect(fired == [0.0001])
  }

  @Test func settingTheFireDateMovesTheNextFiring() {
    let app = Headless()
    var fired: [CFTimeInterval] = []
    let timer = Timer.scheduledTimer(withTimeInterval: 10, repeats: false) { _ in
      fired.append(CACurrentMediaTime())
    }
    timer.fireDate = Date(timeIntervalSinceNow: 2)
    #expect(abs(timer.fireDate.timeIntervalSinceNow - 2) < 0.01)
    app.advance(3)
    #expect(fired.count == 1)
    #expect(abs(fired[0] - 2) < 0.01)
  }

  @Test func aTypedTargetActionTimerCallsItsMethodAndKeepsItsTarget() {
    final class Countdown {
      var remaining = 3
      func tick(_ timer: Timer) {
        remaining -= 1
        if remaining == 0 { timer.invalidate() }
      }
    }
    let app = Headless()
    weak var weakCountdown: Countdown?
    do {
      let countdown = Countdown()
      weakCountdown = countdown
      Timer.scheduledTimer(
        timeInterval: 1, target: countdown, selector: Countdown.tick, userInfo: "trip", repeats: true)
    }
    app.advance(2.5)
    #expect(weakCountdown?.remaining == 1)
    app.advance(1)
    #expect(weakCountdown == nil)
  }

  /// An owner keeping its timer, whose block keeps the owner (the usual iOS shape): once the timer
  /// has fired (one-shot) or been invalidated, it lets go of its block and the owner is freed.
  /// LeakSanitizer found TimeImportTests' `FareEstimator` kept this way.
  @Test func anInvalidatedTimerLetsGoOfItsBlockTargetAndUserInfo() {
    @MainActor final class Poller {
      var timer: Timer?
      var polls = 0
      func start(repeats: Bool) {
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: repeats) { _ in self.polls += 1 }
      }
      func tick(_ timer: Timer) { polls += 1 }
    }
    let app = Headless()
    weak var oneShotOwner: Poller?
    weak var repeatingOwner: Poller?
    weak var target: Poller?
    var targetTimer: Timer?
    do {
      let oneShot = Poller()
      oneShot.start(repeats: false)
      oneShotOwner = oneShot
      let repeating = Poller()
      repeating.start(repeats: true)
      repeatingOwner = repeating
      let ticked = Poller()
      target = ticked
      targetTimer = Timer.scheduledTimer(
        timeInterval: 1, target: ticked, selector: Poller.tick, userInfo: ticked, repeats: true)
    }
    app.advance(2.5)
    #expect(oneShotOwner == nil)
    #expect(repeatingOwner?.polls == 2)
    #expect(target?.polls == 2)
    repeatingOwner?.timer?.invalidate()
    #expect(repeatingOwner == nil)
    targetTimer?.invalidate()
    #expect(target == nil)
    #expect(targetTimer?.userInfo == nil)
  }

  @Test func defaultModeTimersWaitWhileAScrollViewTracksCommonModeOnesDoNot() {
    let app = Headless()
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    scrollView.contentSize = CGSize(width: 375, height: 5000)
    app.root.addSubview(scrollView)
    var defaultFired: [CFTimeInterval] = []
    var commonFired: [CFTimeInterval] = []
    Timer.scheduledTimer(withTimeInterval: 0.2, repeats: false) { _ in
      defaultFired.append(CACurrentMediaTime())
    }
    let common = Timer(timeInterval: 0.2, repeats: false) { _ in commonFired.append(CACurrentMediaTime()) }
    RunLoop.main.add(common, forMode: .common)
    app.fingers.down(at: CGPoint(x: 100, y: 500))
    app.advance(1.0 / 60)
    app.fingers.move(to: CGPoint(x: 100, y: 480))
    #expect(RunLoop.main.currentMode == .tracking)
    app.advance(0.3)
    #expect(commonFired == [0.2])
    #expect(defaultFired.isEmpty)
    app.fingers.up()
    app.advance(0.1)
    #expect(RunLoop.main.currentMode == .default)
    #expect(defaultFired.count == 1)
    #expect(defaultFired[0] > 0.3)
  }
}
