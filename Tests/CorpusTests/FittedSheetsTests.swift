import Testing
@_spi(Hail) import UIKit

@testable import CorpusFittedSheetsOptions

/// FittedSheets' configuration types and its pan recognizer subclass.
@MainActor
@Suite("Corpus: FittedSheets")
struct FittedSheetsTests {
  @Test("The initial-touch pan records where the finger went down and still pans")
  func initialTouchPan() {
    let stage = HeadlessWindow.iPhone8()
    let sheet = stage.container(CGRect(x: 0, y: 300, width: 375, height: 367))
    var states: [UIGestureRecognizer.State] = []
    let pan = InitialTouchPanGestureRecognizer { pan in states.append(pan.state) }
    sheet.addGestureRecognizer(pan)
    stage.fingers.down(at: CGPoint(x: 50, y: 340))
    #expect(pan.initialTouchLocation == CGPoint(x: 50, y: 40))
    for step in 1...5 {
      stage.advance(1.0 / 60)
      stage.fingers.move(to: CGPoint(x: 50, y: 340 + CGFloat(step) * 10))
    }
    stage.fingers.up()
    #expect(states.first == .began)
    #expect(states.last == .ended)
  }

  @Test("Sheet options: defaults, and the grip colour's light variant from the dynamic provider")
  func options() {
    _ = HeadlessWindow.iPhone8()
    let options = SheetOptions()
    #expect(options.pullBarHeight == 24)
    #expect(options.transitionDuration == 0.4)
    #expect(options.useFullScreenMode)
    let light = UITraitCollection(userInterfaceStyle: .light)
    let dark = UITraitCollection(userInterfaceStyle: .dark)
    #expect(options._gripColor.resolvedColor(with: light) == UIColor(white: 0.868, alpha: 1))
    #expect(SheetSize.fixed(300) != SheetSize.percent(0.5))
    // The source's `init(light:dark:)` returns its arguments the wrong way round, on iOS too.
    #expect(UIColor(light: .white, dark: .black).resolvedColor(with: light) == .black)
    #expect(UIColor(light: .white, dark: .black).resolvedColor(with: dark) == .white)
  }
}
