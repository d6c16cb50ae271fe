import CPangoCairo
import Foundation
import Testing

@testable @_spi(Hail) import CoreGraphics

/// The shared Pango layout is laid out again only when the text or a setting changes: a draw of
/// the text just measured (a label's `textRect`, then its `drawText`) uses the lines as they are.
/// Each test has a layout service of its own, so no other test's calls come between.
@Suite struct TextLayoutReuseTests {
  let body = CGTextStyle(size: 16)
  let box = CGRect(x: 0, y: 0, width: 180, height: 30)

  /// Pango's count of the layout's changes: every setter call adds one, even one setting what
  /// was set (`pango_layout_set_text` of the same text), and the lines are laid out again after.
  private func serial(_ layout: TextLayout) -> UInt32 {
    pango_layout_get_serial(layout.layout)
  }

  /// The pixels of `text` drawn in `box` at scale 2.
  private func drawn(
    _ text: String, alignment: TextLayout.Alignment, numberOfLines: Int = 1, by layout: TextLayout
  ) -> [CGImage.Pixel?] {
    let context = makeContext(width: 360, height: 60, scale: 2)
    layout.draw(
      text, style: body, color: .black, in: box, alignment: alignment, numberOfLines: numberOfLines,
      context: context)
    let image = context.makeImage()!
    return (0..<image.height).flatMap { y in (0..<image.width).map { image.pixel(x: $0, y: y) } }
  }

  @Test func aDrawOfTheTextJustMeasuredLaysItOutOnce() {
    let layout = TextLayout()
    _ = layout.measure("快车 Express", style: body, maxWidth: box.width, numberOfLines: 1, alignment: .center)
    let measured = serial(layout)
    _ = drawn("快车 Express", alignment: .center, by: layout)
    #expect(serial(layout) == measured)
    // A measure does not depend on the alignment: one after a draw takes the layout as it is.
    _ = layout.measure("快车 Express", style: body, maxWidth: box.width, numberOfLines: 1)
    #expect(serial(layout) == measured)
    // Any other setting is another layout.
    _ = drawn("快车 Express", alignment: .right, by: layout)
    #expect(serial(layout) != measured)
    let right = serial(layout)
    _ = drawn("快车 Express", alignment: .right, numberOfLines: 2, by: layout)
    #expect(serial(layout) != right)
  }

  /// A measure takes the layout in whatever alignment it was drawn with, and gives the same size:
  /// the widest line's width, not the union of the lines as placed (a right-to-left paragraph
  /// after a left-to-right one sits at the opposite edge under `.left` and `.right`).
  @Test func aMeasureIsTheSameAfterADrawOfAnyAlignment() {
    let text = "Hail\nשלום עולם"
    let fresh = TextLayout().measure(text, style: body, maxWidth: box.width)
    #expect(fresh.width < box.width / 2, "\(fresh)")
    for alignment in [TextLayout.Alignment.left, .center, .right] {
      let layout = TextLayout()
      _ = drawn(text, alignment: alignment, numberOfLines: 0, by: layout)
      let drawnAt = serial(layout)
      #expect(layout.measure(text, style: body, maxWidth: box.width) == fresh, "after \(alignment)")
      #expect(serial(layout) == drawnAt, "measured as drawn")
    }
  }

  /// Text is compared by its bytes, as Pango reads them: a decomposed "é" is not the composed one
  /// Swift's `==` holds it equal to.
  @Test func canonicallyEquivalentTextIsLaidOutAgain() {
    let layout = TextLayout()
    let composed = "Caf\u{E9}"
    let decomposed = "Cafe\u{301}"
    #expect(composed == decomposed)
    _ = layout.measure(composed, style: body)
    let measured = serial(layout)
    _ = layout.measure(decomposed, style: body)
    #expect(serial(layout) != measured)
  }

  /// Rich text sets the layout up its own way: plain text after it is laid out again.
  @Test func plainTextAfterRichTextIsLaidOutAgain() {
    let layout = TextLayout()
    _ = layout.measure("快车", style: body)
    _ = layout.measure(
      CGRichText(string: "快车", runs: [CGRichText.Run(range: 0..<6, style: body, color: .black)]))
    let rich = serial(layout)
    _ = layout.measure("快车", style: body)
    #expect(serial(layout) != rich)
  }

  /// What is drawn after a measure, of another alignment or none, is what a fresh layout draws.
  @Test(arguments: [TextLayout.Alignment.left, .center, .right])
  func aDrawAfterAMeasureIsADrawOfItsOwn(alignment: TextLayout.Alignment) {
    let text = "快车 Express"
    let fresh = drawn(text, alignment: alignment, by: TextLayout())
    for measuredAlignment in [TextLayout.Alignment.left, .center, .right] {
      let layout = TextLayout()
      _ = layout.measure(
        text, style: body, maxWidth: box.width, numberOfLines: 1, alignment: measuredAlignment)
      let same = drawn(text, alignment: alignment, by: layout) == fresh
      #expect(same, "measured \(measuredAlignment)")
    }
  }
}
