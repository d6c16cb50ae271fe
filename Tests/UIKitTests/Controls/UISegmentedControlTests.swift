import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UISegmentedControlTests {
  /// Three segments in 300 × 32 at (30, 100): each 100 pt wide.
  private func scene() -> (Headless, UISegmentedControl, ControlEventLog) {
    let app = Headless()
    let control = UISegmentedControl(items: ["快车", "出租车", "专车"])
    control.frame = CGRect(x: 30, y: 100, width: 300, height: 32)
    app.root.addSubview(control)
    app.window.layoutIfNeeded()
    return (app, control, ControlEventLog(control))
  }

  @Test func itemsMakeSegmentsWithNoneSelected() {
    let (_, control, _) = scene()
    #expect(control.numberOfSegments == 3)
    #expect(control.titleForSegment(at: 1) == "出租车")
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.intrinsicContentSize.height == 32)
    #expect(control.segmentFrames().map(\.width) == [100, 100, 100])
  }

  @Test func aTapSelectsTheSegmentAndSendsValueChanged() {
    let (app, control, log) = scene()
    app.tap(at: CGPoint(x: 180, y: 116))
    #expect(control.selectedSegmentIndex == 1)
    #expect(log.names == ["down", "value", "primary", "upInside"])
    app.advance(0.5)
    app.tap(at: CGPoint(x: 180, y: 116))
    #expect(log.count("value") == 1)
  }

  @Test func liftingOnAnotherSegmentSelectsThatOne() {
    let (app, control, log) = scene()
    app.drag(from: CGPoint(x: 60, y: 116), to: CGPoint(x: 300, y: 116))
    #expect(control.selectedSegmentIndex == 2)
    #expect(log.count("value") == 1)
  }

  @Test func settingTheSelectionInCodeSendsNothing() {
    let (_, control, log) = scene()
    control.selectedSegmentIndex = 2
    #expect(control.selectedSegmentIndex == 2)
    control.selectedSegmentIndex = 7
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(log.names.isEmpty)
  }

  @Test func aDisabledSegmentCannotBeSelected() {
    let (app, control, log) = scene()
    control.setEnabled(false, forSegmentAt: 0)
    app.tap(at: CGPoint(x: 60, y: 116))
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(log.count("value") == 0)
    #expect(!control.isEnabledForSegment(at: 0))
  }

  @Test func aMomentaryControlSendsEveryTap() {
    let (app, control, log) = scene()
    control.isMomentary = true
    app.tap(at: CGPoint(x: 60, y: 116))
    app.advance(0.5)
    app.tap(at: CGPoint(x: 60, y: 116))
    #expect(log.count("value") == 2)
    #expect(control.selectedSegmentIndex == 0)
  }

  @Test func insertingAndRemovingKeepsTheSelectionOnItsSegment() {
    let (_, control, _) = scene()
    control.selectedSegmentIndex = 1
    control.insertSegment(withTitle: "拼车", at: 0, animated: false)
    #expect(control.selectedSegmentIndex == 2)
    #expect(control.titleForSegment(at: 0) == "拼车")
    control.removeSegment(at: 2, animated: false)
    #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment)
    #expect(control.numberOfSegments == 3)
    control.removeAllSegments()
    #expect(control.numberOfSegments == 0)
  }

  @Test func fixedWidthsAndTheRestShareWhatIsLeft() {
    let (app, control, _) = scene()
    control.setWidth(60, forSegmentAt: 0)
    app.window.layoutIfNeeded()
    #expect(control.widthForSegment(at: 0) == 60)
    #expect(control.segmentFrames().map(\.width) == [60, 120, 120])
    #expect(control.segmentFrames().map(\.minX) == [0, 60, 180])
  }

  @Test func theIndicatorSlidesUnderTheSelectedSegment() {
    let (app, control, _) = scene()
    // Subviews: the track, a divider between each two segments, then the indicator.
    let indicator = control.subviews[control.numberOfSegments]
    #expect(indicator.isHidden)
    app.tap(at: CGPoint(x: 280, y: 116))
    #expect(!indicator.isHidden)
    #expect(indicator.frame == CGRect(x: 202, y: 2, width: 96, height: 28))
  }

  @Test func actionsMakeSegmentsThatRunWhenChosen() {
    let app = Headless()
    var chosen: [String] = []
    let control = UISegmentedControl(
      frame: CGRect(x: 0, y: 100, width: 200, height: 32),
      actions: [
        UIAction(title: "Now") { chosen.append($0.title) },
        UIAction(title: "Later") { chosen.append($0.title) },
      ])
    app.root.addSubview(control)
    app.window.layoutIfNeeded()
    app.tap(at: CGPoint(x: 150, y: 116))
    #expect(chosen == ["Later"])
    #expect(control.actionForSegment(at: 0)?.title == "Now")
  }
}
