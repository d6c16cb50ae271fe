@_spi(Hail) import CoreGraphics
import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// A system symbol in attributed text (Apple docs, `NSTextAttachment.init(image:)`: such attachments
/// "automatically adapt to the surrounding font and color attributes"): its glyph drawn inline in
/// the text's foreground colour, at the text's point size.
@MainActor
@Suite struct SymbolAttachmentTests {
  /// The attachment alone in a 120 × 80 label, in `color` (nil: no colour attribute; the label's
  /// text colour is green).
  private func label(_ image: UIImage, color: UIColor?, size: CGFloat = 17) -> UILabel {
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
    label.textColor = UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)
    let text = NSMutableAttributedString(
      attributedString: NSAttributedString(attachment: NSTextAttachment(image: image)))
    let all = NSRange(location: 0, length: text.length)
    text.addAttribute(.font, value: UIFont.systemFont(ofSize: size), range: all)
    if let color { text.addAttribute(.foregroundColor, value: color, range: all) }
    label.attributedText = text
    return label
  }

  private func count(_ image: CGImage, where test: (CGImage.Pixel) -> Bool) -> Int {
    var found = 0
    for y in 0..<image.height {
      for x in 0..<image.width where image.pixel(x: x, y: y).map(test) == true { found += 1 }
    }
    return found
  }

  @Test func aSymbolDrawsItsGlyphInTheTextsColour() throws {
    let car = try #require(UIImage(systemName: "car"))
    let image = try #require(renderAlone(label(car, color: .red)))
    let glyph = try #require(image.box(where: \.isReddish))
    // The glyph fills much of the symbol's em square (20.5 pt at 2x), and no more.
    let em = Int((car.size.width * 2).rounded())
    let width = glyph.maxX - glyph.minX + 1
    #expect(width > em / 2 && width <= em)
    #expect(count(image, where: \.isReddish) > 100)
    #expect(count(image, where: \.isGreenish) == 0)
    #expect(count(image, where: { $0.a > 128 && $0.r < 60 && $0.g < 60 && $0.b < 60 }) == 0)  // no black
  }

  @Test func withoutAColourItTakesTheLabelsAndATintedImageKeepsItsOwn() throws {
    let car = try #require(UIImage(systemName: "car"))
    let plain = try #require(renderAlone(label(car, color: nil)))
    #expect(count(plain, where: \.isGreenish) > 100)
    let tinted = try #require(renderAlone(label(car.withTintColor(.blue), color: .red)))
    #expect(count(tinted, where: \.isBluish) > 100)
    #expect(count(tinted, where: \.isReddish) == 0)
  }

  /// At twice the point size the glyph is twice as wide.
  @Test func itTakesTheTextsPointSize() throws {
    let car = try #require(UIImage(systemName: "car"))
    let small = try #require(renderAlone(label(car, color: .red, size: 17))?.box(where: \.isReddish))
    let large = try #require(renderAlone(label(car, color: .red, size: 34))?.box(where: \.isReddish))
    let ratio = Double(large.maxX - large.minX + 1) / Double(small.maxX - small.minX + 1)
    #expect(ratio > 1.8 && ratio < 2.2)
    // A point size of the symbol's own is kept.
    let sized = try #require(
      UIImage(systemName: "car", withConfiguration: UIImage.SymbolConfiguration(pointSize: 17)))
    let kept = try #require(renderAlone(label(sized, color: .red, size: 34))?.box(where: \.isReddish))
    #expect(abs((kept.maxX - kept.minX) - (small.maxX - small.minX)) <= 1)
  }

  /// Symbols among text in a label and a text view, light, at 2x (viewed when recorded).
  @Test func symbolAttachmentsGolden() throws {
    let scene = GoldenScene(size: CGSize(width: 260, height: 96))
    let label = UILabel(frame: CGRect(x: 10, y: 8, width: 240, height: 28))
    let eta = NSMutableAttributedString(
      attributedString: NSAttributedString(attachment: NSTextAttachment(image: UIImage(systemName: "car")!)))
    eta.addAttribute(.foregroundColor, value: UIColor.systemBlue, range: NSRange(location: 0, length: 1))
    eta.append(NSAttributedString(string: " 3 min · "))
    let star = NSMutableAttributedString(
      attributedString: NSAttributedString(
        attachment: NSTextAttachment(image: UIImage(systemName: "star.fill")!)))
    star.addAttribute(.foregroundColor, value: UIColor.systemOrange, range: NSRange(location: 0, length: 1))
    eta.append(star)
    eta.append(NSAttributedString(string: " 4.9"))
    label.attributedText = eta
    let view = UITextView(frame: CGRect(x: 10, y: 40, width: 240, height: 50))
    view.isEditable = false
    let place = NSMutableAttributedString(
      attributedString: NSAttributedString(
        attachment: NSTextAttachment(image: UIImage(systemName: "location")!)))
    place.append(NSAttributedString(string: " Kaisaniemi"))
    place.addAttribute(
      .font, value: UIFont.systemFont(ofSize: 24), range: NSRange(location: 0, length: place.length))
    view.attributedText = place
    scene.canvas.addSubview(label)
    scene.canvas.addSubview(view)
    assertGolden(try scene.render(), named: "text-attachment-symbols")
  }
}
