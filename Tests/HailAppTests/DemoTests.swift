import Foundation
import HailApp
@_spi(Hail) import HailHarness
import Ride
import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct DemoTests {
  @Test func theTourIsInTimeOrderAndEndsEveryTouch() {
    let steps = DemoTour.steps(for: CGSize(width: 375, height: 667))
    #expect(steps.map(\.time) == steps.map(\.time).sorted())
    #expect(steps.last.map { $0.time < DemoTour.duration } == true)
    var down = 0
    for step in steps {
      guard case .aimed(let touch) = step.action else { continue }
      #expect((0...1).contains(touch.anchor.x) && (0...1).contains(touch.anchor.y))
      if touch.phase == .down { down += 1 }
      if touch.phase == .up { down -= 1 }
      #expect(down == 0 || down == 1)
    }
    #expect(down == 0)
  }

  /// A drag's length scales with the screen; where it starts is found on its view as it plays.
  @Test func theTourScalesItsDragsToATallerPhone() {
    func firstLift(_ size: CGSize) -> ReplayScript.AimedTouch? {
      for step in DemoTour.steps(for: size) {
        if case .aimed(let touch) = step.action, touch.phase == .up { return touch }
      }
      return nil
    }
    let small = firstLift(CGSize(width: 375, height: 667))
    let large = firstLift(CGSize(width: 393, height: 852))
    #expect(small?.identifier == "map" && small?.offset == CGSize(width: -140, height: -140))
    #expect(large?.offset == CGSize(width: -140 * 393 / 375.0, height: -140 * 852 / 667.0))
    #expect(small?.anchor == large?.anchor)
  }

  /// The whole tour on every device, with the ride at the tour's speed: every touch lands on the
  /// view it aims at (a tap the sheet or the keyboard took would be listed), and the ride runs to
  /// its receipt and into the history.
  @Test(arguments: Device.allCases) func everyTouchOfTheTourLandsOnItsView(device: Device) throws {
    let data = FileManager.default.temporaryDirectory.appendingPathComponent("hail-tour-\(UUID().uuidString)")
    defer { try? FileManager.default.removeItem(at: data) }
    let ride = try HailEnvironment.loadRide(
      tariffDirectory: RideFixtures.tariffs, speed: DemoTour.rideSpeed, warning: { _ in })
    let environment = HailEnvironment(
      mapStore: try HailMapData.helsinki.get(), dataDirectory: data, ride: ride)
    let session = HomeScreenSession(environment: environment, device: device, scale: 1)
    var hits: [String] = []
    for step in DemoTour.steps(for: session.window.bounds.size) {
      session.advance(to: step.time)
      if let hit = session.perform(step.action) { hits.append(hit.accessibilityIdentifier ?? "") }
    }
    session.advance(to: DemoTour.duration)
    #expect(session.missedTouches == [])
    #expect(hits.contains("map.recenter") && hits.contains("receipt.done"))
    // The tour is over: the app ends, finishing the history's write.
    UIApplication.shared.terminate()
    let history = RideStore(directory: data).load(now: Date()).data.history
    #expect(history.count == 1)
    #expect(history.first?.destination.name.en.hasPrefix("Kaisaniemi") == true)
  }

  /// An aimed tap finds its view's uncovered part, and is a miss when nothing of it can be touched.
  @Test func anAimedTapFindsTheUncoveredPartOrMisses() {
    let root = UIViewController()
    let session = ScreenSession(
      system: HailEnvironment(mapStore: nil).system, device: .iphone8, scale: 1, root: { root })
    let button = UIControl(frame: CGRect(x: 100, y: 100, width: 44, height: 44))
    button.accessibilityIdentifier = "button"
    root.view.addSubview(button)
    var taps = 0
    button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
    let sheet = UIView(frame: CGRect(x: 0, y: 110, width: 375, height: 557))
    sheet.accessibilityIdentifier = "sheet"
    root.view.addSubview(sheet)
    for phase in [ReplayScript.TouchPhase.down, .up] { session.perform(.aimed(.init(phase, on: "button"))) }
    #expect(taps == 1 && session.missedTouches == [])
    sheet.frame.origin.y = 90
    for phase in [ReplayScript.TouchPhase.down, .up] { session.perform(.aimed(.init(phase, on: "button"))) }
    #expect(taps == 1)
    #expect(session.missedTouches == ["t = 0.00 s: aimed at button, hit sheet"])
  }

  @Test func recordsThirtyFramesASecondIntoAGIF() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let gif = folder.appendingPathComponent("demo.gif")
    let recording = try DemoRecorder(
      environment: HailEnvironment(mapStore: nil, dataDirectory: folder.appendingPathComponent("data"))
    ).record(
      to: gif, pngFrames: folder.appendingPathComponent("frames"), duration: 0.5)
    #expect(recording.frames == 15 && !recording.rideFinished)
    let data = try Data(contentsOf: gif)
    #expect(data.prefix(6) == Data("GIF89a".utf8))
    #expect(Int(data[6]) | Int(data[7]) << 8 == 375)  // logical screen width, little-endian
    let pngs = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("frames").path)
    #expect(pngs.count == 15)
  }

  /// The recording follows the ride: done 2 s after the receipt first shows, the end 1.5 s later.
  @Test func theDemoEndsWithTheRideNotAtAFixedTime() {
    var ending = DemoEnding()
    #expect(ending.endTime == 60 && !ending.rideFinished)
    #expect(ending.observe(time: 20, receiptShowing: false) == nil)
    #expect(ending.observe(time: 31.5, receiptShowing: true) == 33.5)
    #expect(ending.observe(time: 31.6, receiptShowing: true) == nil, "done is tapped once")
    #expect(ending.endTime == 35 && ending.rideFinished)
    // A receipt too late for the minute: the recording stops at 60 s all the same.
    var late = DemoEnding()
    _ = late.observe(time: 58, receiptShowing: true)
    #expect(late.endTime == 60)
  }

  /// The recorder plays the tour up to the call and taps done itself.
  @Test func theRecorderPlaysTheTourUpToTheCall() {
    let size = CGSize(width: 375, height: 667)
    let all = DemoTour.steps(for: size)
    let played = DemoTour.stepsToTheCall(for: size)
    #expect(played.count == all.count - 2)
    #expect(played.last.map { $0.time < DemoTour.doneTime } == true)
  }
}
