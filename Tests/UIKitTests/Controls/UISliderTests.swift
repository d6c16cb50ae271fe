import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UISliderTests {
  /// A slider 228 pt wide at (50, 300): the thumb (28 pt) travels 200 pt, so 1 pt is 0.005.
  private func scene() -> (Headless, UISlider, ControlEventLog) {
    let app = Headless()
    let slider = UISlider(frame: CGRect(x: 50, y: 300, width: 228, height: 31))
    app.root.addSubview(slider)
    app.window.layoutIfNeeded()
    return (app, slider, ControlEventLog(slider))
  }

  @Test func defaultsAndGeometry() {
    let (_, slider, _) = scene()
    #expect(slider.value == 0)
    #expect(slider.minimumValue == 0)
    #expect(slider.maximumValue == 1)
    #expect(slider.isContinuous)
    #expect(slider.intrinsicContentSize.height == 31)
    let track = slider.trackRect(forBounds: slider.bounds)
    #expect(track == CGRect(x: 0, y: 13.5, width: 228, height: 4))
    #expect(
      slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: 0.5)
        == CGRect(x: 100, y: 1.5, width: 28, height: 28))
  }

  @Test func valuesAreClampedAndTheRangeKeepsItsOrder() {
    let (_, slider, log) = scene()
    slider.value = 3
    #expect(slider.value == 1)
    slider.value = -2
    #expect(slider.value == 0)
    slider.maximumValue = 10
    slider.value = 8
    slider.minimumValue = 20
    #expect(slider.maximumValue == 20)
    #expect(slider.value == 20)
    #expect(log.names.isEmpty)
  }

  @Test func draggingTheThumbFollowsTheFingerAndSendsEachChange() {
    let (app, slider, log) = scene()
    // The thumb's centre is at x = 64 in the window; grab it 4 pt right of centre and move 100 pt.
    app.drag(from: CGPoint(x: 68, y: 315), to: CGPoint(x: 168, y: 315), steps: 4)
    #expect(slider.value == 0.5)
    #expect(log.count("value") == 4)
    #expect(log.count("primary") == 4)
    #expect(log.names.first == "down")
    #expect(log.names.last == "upInside")
  }

  @Test func theValueStopsAtTheEndsAndWaitsForTheFingerToComeBack() {
    let (app, slider, _) = scene()
    app.fingers.down(at: CGPoint(x: 64, y: 315))
    app.nextFrame()
    app.fingers.move(to: CGPoint(x: 400, y: 315))
    #expect(slider.value == 1)
    app.nextFrame()
    // Back to 20 pt short of the right end of the thumb's travel (x = 264 in the window).
    app.fingers.move(to: CGPoint(x: 244, y: 315))
    #expect(slider.value == 0.9)
    app.fingers.up()
  }

  @Test func aTouchOffTheThumbDoesNothing() {
    let (app, slider, log) = scene()
    app.drag(from: CGPoint(x: 200, y: 315), to: CGPoint(x: 250, y: 315))
    #expect(slider.value == 0)
    #expect(log.names.isEmpty)
  }

  @Test func aDiscontinuousSliderSendsOneChangeWhenTheFingerLifts() {
    let (app, slider, log) = scene()
    slider.isContinuous = false
    app.drag(from: CGPoint(x: 64, y: 315), to: CGPoint(x: 114, y: 315), lift: false)
    #expect(slider.value == 0.25)
    #expect(log.count("value") == 0)
    app.fingers.up()
    #expect(log.count("value") == 1)
  }

  @Test func aRangeOtherThanZeroToOneScales() {
    let (app, slider, _) = scene()
    slider.minimumValue = 10
    slider.maximumValue = 50
    slider.value = 30
    app.window.layoutIfNeeded()
    // The thumb's centre is at 50 + 14 + 100 = 164; 50 pt right is a quarter of the travel: +10.
    app.drag(from: CGPoint(x: 164, y: 315), to: CGPoint(x: 214, y: 315))
    #expect(slider.value == 40)
  }

  @Test func theMinimumTrackEndsAtTheThumbsCentre() throws {
    let (app, slider, _) = scene()
    slider.value = 0.25
    app.window.layoutIfNeeded()
    let minimumTrack = try #require(slider.subviews.dropFirst().first)
    #expect(minimumTrack.frame == CGRect(x: 0, y: 13.5, width: 64, height: 4))
    #expect(minimumTrack.backgroundColor == .systemBlue)
  }
}
