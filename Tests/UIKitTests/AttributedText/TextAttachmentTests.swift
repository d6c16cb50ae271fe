import CoreGraphics
import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// `NSTextAttachment`: an image drawn inline in attributed text, taking `bounds` in its line (the
/// image's size on the baseline when `bounds` is zero).
@MainActor
@Suite struct TextAttachmentTests {
  /// "A", the attachment, "B" in a 200 × 40 label.
  private func label(_ attachment: NSTextAttachment?) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    label.font = .systemFont(ofSize: 17)
    let text = NSMutableAttributedString(string: "A")
    if let attachment { text.append(NSAttributedString(attachment: attachment)) }
    text.append(NSAttributedString(string: "B"))
    label.attributedText = text
    return label
  }

  @Test func theAttachmentStringIsTheObjectReplacementCharacter() {
    let attachment = NSTextAttachment(image: solidImage(.red, CGSize(width: 4, height: 4)))
    let string = NSAttributedString(attachment: attachment)
    #expect(string.string == "\u{FFFC}")
    #expect(NSTextAttachment.character == 0xFFFC)
    #expect(string.attribute(.attachment, at: 0, effectiveRange: nil) as? NSTextAttachment === attachment)
  }

  /// The line makes room for the attachment's width, as for a glyph that wide.
  @Test func theAttachmentTakesItsBoundsWidthInTheLine() {
    let attachment = NSTextAttachment(image: solidImage(.red, CGSize(width: 20, height: 10)))
    let without = label(nil).sizeThatFits(CGSize(width: 1000, height: 1000)).width
    let withImage = label(attachment).sizeThatFits(CGSize(width: 1000, height: 1000)).width
    #expect(abs(withImage - without - 20) < 0.01)
    attachment.bounds = CGRect(x: 0, y: 0, width: 32, height: 16)
    let wider = label(attachment).sizeThatFits(CGSize(width: 1000, height: 1000)).width
    #expect(abs(wider - without - 32) < 0.01)
  }

  /// The image draws at its bounds' size between the letters, its bottom on the baseline, or
  /// below it by a negative `bounds.origin.y`.
  @Test func theImageDrawsOnTheBaselineAtItsBoundsSize() throws {
    let attachment = NSTextAttachment(image: solidImage(.red, CGSize(width: 20, height: 10)))
    let onBaseline = try #require(renderAlone(label(attachment))?.box(where: \.isReddish))
    // 20 × 10 pt at 2x.
    #expect(onBaseline.maxX - onBaseline.minX + 1 == 40)
    #expect(onBaseline.maxY - onBaseline.minY + 1 == 20)
    attachment.bounds = CGRect(x: 0, y: -4, width: 30, height: 12)
    let lowered = try #require(renderAlone(label(attachment))?.box(where: \.isReddish))
    #expect(lowered.maxX - lowered.minX + 1 == 60)
    #expect(lowered.maxY - lowered.minY + 1 == 24)
    // The bottom drops 4 pt (the label centres its one line, which is as tall either way).
    #expect(lowered.maxY - onBaseline.maxY == 8)
    #expect(lowered.minX == onBaseline.minX)
  }

  /// An attachment in a text view and a label, light, at 2x (viewed when recorded).
  @Test func attachmentsGolden() throws {
    let scene = GoldenScene(size: CGSize(width: 260, height: 80))
    let car = NSTextAttachment(image: solidImage(.systemOrange, CGSize(width: 18, height: 12)))
    car.bounds = CGRect(x: 0, y: -2, width: 18, height: 12)
    let text = NSMutableAttributedString(string: "司机 ")
    text.append(NSAttributedString(attachment: car))
    text.append(NSAttributedString(string: " arriving in 3 min"))
    let label = UILabel(frame: CGRect(x: 10, y: 8, width: 240, height: 28))
    label.attributedText = text
    let view = UITextView(frame: CGRect(x: 10, y: 40, width: 240, height: 36))
    view.isEditable = false
    let tagged = NSMutableAttributedString(string: "Pay ")
    let coin = NSTextAttachment(image: solidImage(.systemGreen, CGSize(width: 10, height: 10)))
    tagged.append(NSAttributedString(attachment: coin))
    let fare = URL(string: "https://hail.example/fare")!
    tagged.append(NSAttributedString(string: " ¥23", attributes: [.link: fare]))
    view.attributedText = tagged
    scene.canvas.addSubview(label)
    scene.canvas.addSubview(view)
    assertGolden(try scene.render(), named: "text-attachments")
  }
}
