import Testing
@_spi(Hail) import UIKit

@testable import CorpusBetterSegmentedControl

/// BetterSegmentedControl: a custom UIControl whose selected labels show through a mask that
/// follows its indicator, moved by a tap recognizer and a spring animation.
@MainActor
@Suite("Corpus: BetterSegmentedControl")
struct BetterSegmentedControlTests {
  @Test("A tap on the third segment selects it at once and springs the indicator over in 0.3 s")
  func tapSelectsASegment() {
    let stage = HeadlessWindow.iPhone8()
    let container = stage.container(CGRect(x: 20, y: 100, width: 304, height: 40))
    let control = BetterSegmentedControl(
      frame: container.bounds, segments: LabelSegment.segments(withTitles: ["快车", "出租车", "专车"]))
    container.addSubview(control)
    var changes: [Int] = []
    // Unowned: the control holds its actions, so a strong capture would keep it alive (a cycle).
    control.addAction(UIAction { [unowned control] _ in changes.append(control.index) }, for: .valueChanged)
    stage.layout()
    // Three segments of (304 − 2 × 2) / 3 = 100 pt inside the 2 pt inset.
    #expect(control.indicatorView.frame == CGRect(x: 2, y: 2, width: 100, height: 36))

    stage.fingers.down(at: CGPoint(x: 20 + 252, y: 120))
    stage.advance(0.05)
    stage.fingers.up()
    stage.advance(1.0 / 60)
    #expect(control.index == 2)
    #expect(changes == [2])
    // The model is at the end at once; on screen the indicator is on its way.
    #expect(control.indicatorView.frame == CGRect(x: 202, y: 2, width: 100, height: 36))
    let moving = control.indicatorView.layer.presentation()?.frame.minX ?? -1
    #expect(moving > 2 && moving < 202)
    // The mask over the selected labels is the indicator's own mask view: it moved with it.
    stage.advance(1)
    #expect(control.indicatorView.layer.presentation()?.frame.minX == 202)
    #expect(changes == [2])
  }
}
