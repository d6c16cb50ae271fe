@_spi(Hail) import CoreGraphics
import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// The keyboard's keys are drawn on the panel's queue when it is shown (`KeyboardRaster`), and the
/// render takes that drawing in place of running `draw(_:)` on the main thread: the same pixels,
/// and never a drawing of how the keys looked before a change.
@MainActor
@Suite struct KeyboardRasterTests {
  private func showKeyboard(on app: Headless, _ configure: (UITextField) -> Void = { _ in }) throws
    -> KeyboardPanel
  {
    let field = app.addField()
    configure(field)
    field.becomeFirstResponder()
    return try #require(app.window.keyboard.panel)
  }

  /// The panel drawn on the main thread by `draw(_:)`, through the content cache.
  private func drawnOnMain(_ panel: KeyboardPanel) throws -> CGImage {
    #expect(panel.raster == nil, "no drawing from elsewhere to take")
    panel.setNeedsDisplay()
    return try #require(
      UIApplication.shared.contentCache.content(of: panel, scale: UIScreen.main.scale)?.image)
  }

  @Test(arguments: [UIKeyboardAppearance.light, .dark])
  func theRenderTakesTheKeysDrawnOffTheMainThread(appearance: UIKeyboardAppearance) throws {
    let app = Headless()
    let panel = try showKeyboard(on: app) {
      $0.keyboardAppearance = appearance
      $0.returnKeyType = .search
    }
    let raster = try #require(panel.raster, "showing the keyboard starts drawing its keys")
    app.advance(0.5)
    #expect(raster.look == panel.look, "the keys were drawn as they look once shown")
    #expect(
      raster.pixelSize == ContentCache.pixelSize(of: panel, scale: UIScreen.main.scale),
      "in a bitmap of the panel's size, filled with its tray colour in its appearance")
    _ = try #require(ViewRenderer().render(app.window))
    #expect(panel.raster == nil, "the render took the drawing")
    let taken = try #require(panel.drawnContent?.image)
    #expect(raster.image() === taken, "the panel shows the drawing made off the main thread")
    let drawn = try drawnOnMain(panel)
    #expect(taken !== drawn)
    let difference = try #require(ImageDifference(taken, drawn, perChannel: 0))
    #expect(difference.differingPixels == 0)
  }

  @Test func aDrawingAtAnotherScaleLeavesTheScreensDrawingToItsRender() throws {
    let app = Headless()
    let panel = try showKeyboard(on: app)
    let raster = try #require(panel.raster)
    app.advance(0.5)
    _ = try #require(ViewRenderer().render(panel, scale: 3))
    #expect(panel.raster === raster, "a snapshot at 3x drew the keys itself")
    _ = try #require(ViewRenderer().render(app.window))
    #expect(panel.raster == nil)
    #expect(panel.drawnContent?.image === raster.image())
  }

  @Test func showingTheSameKeysAgainBeforeARenderKeepsTheDrawingUnderWay() throws {
    let app = Headless()
    let first = app.addField()
    let second = app.addField(CGRect(x: 20, y: 200, width: 300, height: 40))
    first.becomeFirstResponder()
    let panel = try #require(app.window.keyboard.panel)
    let raster = try #require(panel.raster)
    second.becomeFirstResponder()
    #expect(panel.raster === raster)
  }

  @Test func aChangeAfterTheDrawingBeganIsDrawnOnTheMainThread() throws {
    let app = Headless()
    let panel = try showKeyboard(on: app)
    #expect(panel.raster != nil)
    #expect(panel.isShifted)
    panel.isShifted = false
    _ = try #require(ViewRenderer().render(app.window))
    #expect(panel.raster == nil)
    let taken = try #require(panel.drawnContent?.image)
    // The keys as they are now (Shift off), not as the drawing begun before the change has them.
    let drawn = try drawnOnMain(panel)
    #expect(try #require(ImageDifference(taken, drawn, perChannel: 0)).differingPixels == 0)
  }

  /// The keyboard shown, its keys drawn off the main thread and taken by a render.
  private func keyboardRendered(on app: Headless) throws -> KeyboardPanel {
    let panel = try showKeyboard(on: app)
    app.advance(0.5)
    _ = try #require(ViewRenderer().render(app.window))
    #expect(panel.raster == nil && panel.drawnContent != nil)
    return panel
  }

  /// The first letter typed in a field that starts capitalised turns Shift off: the render takes
  /// the keys drawn ahead with Shift off, the pixels `draw(_:)` draws, and draws Shift on ahead.
  @Test func theFirstLetterTypedTakesTheKeysDrawnAheadWithShiftOff() throws {
    let app = Headless()
    let panel = try keyboardRendered(on: app)
    let ahead = try #require(panel.drawingAhead, "taking a drawing draws the other Shift ahead")
    #expect(panel.isShifted && !ahead.look.isShifted)
    app.window.keyboard.perform(.character("a"))
    #expect(!panel.isShifted)
    _ = try #require(ViewRenderer().render(app.window))
    let taken = try #require(panel.drawnContent?.image)
    #expect(ahead.image() === taken, "the panel shows the keys drawn ahead")
    #expect(try #require(panel.drawingAhead).look.isShifted)
    let drawn = try drawnOnMain(panel)
    #expect(try #require(ImageDifference(taken, drawn, perChannel: 0)).differingPixels == 0)
  }

  /// Keys that look otherwise (the numbers) are drawn on the main thread, and the drawing ahead
  /// waits for its Shift: back on the letters with Shift off, the render takes it.
  @Test func theDrawingAheadWaitsForItsShift() throws {
    let app = Headless()
    let panel = try keyboardRendered(on: app)
    let ahead = try #require(panel.drawingAhead)
    app.window.keyboard.perform(.plane(.numbers))
    _ = try #require(ViewRenderer().render(app.window))
    #expect(panel.drawnContent?.image !== ahead.image())
    #expect(panel.drawingAhead === ahead)
    app.window.keyboard.perform(.plane(.letters))
    panel.isShifted = false
    _ = try #require(ViewRenderer().render(app.window))
    #expect(panel.drawnContent?.image === ahead.image())
  }

  /// A snapshot at another scale draws the keys itself and leaves the drawing ahead for the
  /// screen; an input view in the keys' place lets it go.
  @Test func theDrawingAheadIsTheScreensAndTheKeys() throws {
    let app = Headless()
    let panel = try keyboardRendered(on: app)
    let ahead = try #require(panel.drawingAhead)
    panel.isShifted = false
    #expect(UIScreen.main.scale != 3)
    _ = try #require(ViewRenderer().render(panel, scale: 3))
    #expect(panel.drawingAhead === ahead, "a snapshot at 3x drew the keys itself")
    panel.show(customInputView: UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 200)))
    #expect(panel.drawingAhead == nil)
  }

  /// The keyboard shown for a field whose keyboard is `firstAppearance`, rendered, then shown for
  /// another field, with the default appearance (light here).
  private func movingToAnotherField(from firstAppearance: UIKeyboardAppearance) throws -> KeyboardPanel {
    let app = Headless()
    let first = app.addField()
    first.keyboardAppearance = firstAppearance
    let second = app.addField(CGRect(x: 20, y: 200, width: 300, height: 40))
    first.becomeFirstResponder()
    app.advance(0.5)
    let panel = try #require(app.window.keyboard.panel)
    _ = try #require(ViewRenderer().render(app.window))
    second.becomeFirstResponder()
    return panel
  }

  @Test func aKeyboardAlreadyDrawnIsNotDrawnAgainWhenShownAgain() throws {
    let panel = try movingToAnotherField(from: .default)
    #expect(!panel.needsDisplay)
    #expect(panel.raster == nil, "the same keys, drawn already: nothing to draw")
  }

  @Test func anotherAppearanceAloneIsDrawnOffTheMainThreadToo() throws {
    let panel = try movingToAnotherField(from: .dark)
    let raster = try #require(panel.raster, "the light keys are drawn on the panel's queue")
    #expect(
      raster.pixelSize.fill
        == KeyboardPanel.trayColor.resolvedColor(with: .init(userInterfaceStyle: .light)).cgColor)
  }

  @Test func aNewTintRedrawsAProminentReturnKey() throws {
    let app = Headless()
    let panel = try showKeyboard(on: app) { $0.returnKeyType = .search }
    app.advance(0.5)
    _ = try #require(ViewRenderer().render(app.window))
    app.window.tintColor = .red
    let image = try #require(ViewRenderer().render(app.window))
    let key = try #require(panel.layout.keys.first { $0.action == .returnKey })
    let point = panel.convert(CGPoint(x: key.frame.minX + 4, y: key.frame.midY), to: app.window)
    #expect(image.pixel(atPoint: point.x, point.y) == .red)
  }

  @Test func aDrawingNeverTakenIsLetGoWhenTheKeyboardGoes() throws {
    let app = Headless()
    let field = app.addField()
    field.becomeFirstResponder()
    let panel = try #require(app.window.keyboard.panel)
    #expect(panel.raster != nil)
    field.resignFirstResponder()
    app.advance(0.5)
    #expect(panel.window == nil)
    #expect(panel.raster == nil)
  }
}
