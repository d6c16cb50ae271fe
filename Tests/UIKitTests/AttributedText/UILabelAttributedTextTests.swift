import GoldenTesting
import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UILabelAttributedTextTests {
  @Test func settingAttributedTextAdoptsItsFirstAttributes() throws {
    let label = UILabel()
    let centred = NSMutableParagraphStyle()
    centred.alignment = .center
    centred.lineBreakMode = .byTruncatingMiddle
    let styled = NSMutableAttributedString(
      string: "快车", attributes: [.font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red])
    styled.addAttribute(.paragraphStyle, value: centred, range: NSRange(location: 0, length: 2))
    styled.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
    label.attributedText = styled
    #expect(label.text == "快车")
    #expect(label.font == UIFont.systemFont(ofSize: 20))
    #expect(label.textColor == .red)
    #expect(label.textAlignment == .center)
    #expect(label.lineBreakMode == .byTruncatingMiddle)
    // The label keeps its own copy: later changes to the caller's string do not reach it.
    styled.addAttribute(.foregroundColor, value: UIColor.green, range: NSRange(location: 0, length: 2))
    let kept = try #require(label.attributedText)
    #expect(kept.attribute(.foregroundColor, at: 1, effectiveRange: nil) as? UIColor == .blue)
  }

  @Test func settingAStylePropertyAppliesItToTheWholeString() throws {
    let label = UILabel()
    let styled = NSMutableAttributedString(string: "快车", attributes: [.foregroundColor: UIColor.red])
    styled.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
    label.attributedText = styled
    label.textColor = .green
    label.textAlignment = .right
    let restyled = try #require(label.attributedText)
    var range = NSRange()
    #expect(restyled.attribute(.foregroundColor, at: 0, effectiveRange: &range) as? UIColor == .green)
    #expect(range == NSRange(location: 0, length: 2))
    let paragraph = try #require(
      restyled.attribute(.paragraphStyle, at: 1, effectiveRange: nil) as? NSParagraphStyle)
    #expect(paragraph.alignment == .right)
  }

  @Test func settingTextDropsTheStyling() throws {
    let label = UILabel()
    label.font = .systemFont(ofSize: 13)
    label.attributedText = NSAttributedString(
      string: "快", attributes: [.foregroundColor: UIColor.red, .kern: 4])
    label.text = "车"
    let plain = try #require(label.attributedText)
    #expect(plain.string == "车")
    #expect(plain.attribute(.kern, at: 0, effectiveRange: nil) == nil)
    #expect(plain.attribute(.font, at: 0, effectiveRange: nil) as? UIFont == .systemFont(ofSize: 13))
    label.attributedText = nil
    #expect(label.text == nil)
    #expect(label.attributedText == nil)
  }

  /// Each run measures in its own font: CJK ideographs are one em wide, so 10 pt + 20 pt is 30 pt,
  /// and the line is as tall as the taller font's line.
  @Test func runsMeasureInTheirOwnFonts() {
    _ = Headless()
    let label = UILabel()
    let styled = NSMutableAttributedString(string: "快车", attributes: [.font: UIFont.systemFont(ofSize: 10)])
    styled.addAttribute(.font, value: UIFont.systemFont(ofSize: 20), range: NSRange(location: 1, length: 1))
    label.attributedText = styled
    let size = label.sizeThatFits(.zero)
    #expect(size.width == 30)
    #expect(size == pixelCeil(CGSize(width: 30, height: UIFont.systemFont(ofSize: 20).lineHeight)))
  }

  @Test func kernWidensTheText() {
    _ = Headless()
    let label = UILabel()
    label.attributedText = NSAttributedString(
      string: "快车出", attributes: [.font: UIFont.systemFont(ofSize: 10)])
    #expect(label.sizeThatFits(.zero).width == 30)
    // Pango spaces the three graphemes' two gaps: 2 × 5 pt more.
    label.attributedText = NSAttributedString(
      string: "快车出", attributes: [.font: UIFont.systemFont(ofSize: 10), .kern: 5.0])
    #expect(label.sizeThatFits(.zero).width == 40)
  }

  /// Paragraphs stack with the first one's paragraph spacing between them; lines of a wrapped
  /// paragraph with its line spacing.
  @Test func paragraphAndLineSpacingAddTheirPoints() {
    _ = Headless()
    let font = UIFont.systemFont(ofSize: 10)
    let spaced = NSMutableParagraphStyle()
    spaced.paragraphSpacing = 7
    let label = UILabel()
    label.numberOfLines = 0
    label.attributedText = NSAttributedString(
      string: "快\n车", attributes: [.font: font, .paragraphStyle: spaced])
    #expect(
      label.sizeThatFits(CGSize(width: 100, height: 0))
        == pixelCeil(CGSize(width: 10, height: 2 * font.lineHeight + 7)))
    let lined = NSMutableParagraphStyle()
    lined.lineSpacing = 3
    // Six ideographs at 10 pt in 30 pt: two lines of three.
    label.attributedText = NSAttributedString(
      string: "快车出租车快", attributes: [.font: font, .paragraphStyle: lined])
    #expect(
      label.sizeThatFits(CGSize(width: 30, height: 0))
        == pixelCeil(CGSize(width: 30, height: 2 * font.lineHeight + 3)))
    label.numberOfLines = 1
    #expect(
      label.sizeThatFits(CGSize(width: 30, height: 0))
        == pixelCeil(CGSize(width: 60, height: font.lineHeight)))
  }

  @Test func numberOfLinesCountsLinesAcrossParagraphs() {
    _ = Headless()
    let font = UIFont.systemFont(ofSize: 10)
    let label = UILabel()
    label.numberOfLines = 2
    label.attributedText = NSAttributedString(string: "快\n车\n出", attributes: [.font: font])
    #expect(
      label.sizeThatFits(CGSize(width: 100, height: 0))
        == pixelCeil(CGSize(width: 10, height: 2 * font.lineHeight)))
  }

  @Test func eachRunDrawsInItsOwnColour() throws {
    _ = Headless()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 48, height: 30))
    let styled = NSMutableAttributedString(
      string: "快车", attributes: [.font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.red])
    styled.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
    label.attributedText = styled
    let image = try #require(renderAlone(label))
    // At scale 2 the first ideograph spans x 0..<48 pixels and the second 48..<96.
    let red = try #require(image.box(where: \.isReddish))
    let blue = try #require(image.box(where: \.isBluish))
    #expect(red.maxX < 48)
    #expect(blue.minX >= 48)
  }

  @Test func backgroundUnderlineAndBaselineOffsetDraw() throws {
    _ = Headless()
    let font = UIFont.systemFont(ofSize: 20)
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    let styled = NSMutableAttributedString(
      string: "快车出", attributes: [.font: font, .foregroundColor: UIColor.black])
    styled.addAttributes(
      [.backgroundColor: UIColor.green], range: NSRange(location: 0, length: 1))
    styled.addAttributes(
      [.underlineStyle: NSUnderlineStyle.single.rawValue, .underlineColor: UIColor.red],
      range: NSRange(location: 1, length: 1))
    styled.addAttributes(
      [.baselineOffset: 6, .foregroundColor: UIColor.blue], range: NSRange(location: 2, length: 1))
    label.attributedText = styled
    let image = try #require(renderAlone(label))
    // The background fills the first ideograph's cell (0..<40 px) the line's height.
    let green = try #require(image.box(where: \.isGreenish))
    #expect(green.minX == 0 && green.maxX >= 38 && green.maxX < 41)
    #expect(green.maxY - green.minY + 1 >= Int(font.lineHeight * 2) - 1)
    // The red underline is under the second ideograph only, below the baseline.
    let red = try #require(image.box(where: \.isReddish))
    #expect(red.minX >= 40 && red.maxX < 81)
    let baseline = (30 - font.lineHeight / 2 + font.ascender) * 2
    #expect(CGFloat(red.minY) > baseline)
    // The raised ideograph's ink sits 6 pt (12 px) above the same glyph's without offset.
    let black = try #require(image.box { $0.a > 128 && $0.r < 60 && $0.g < 60 && $0.b < 60 })
    let blue = try #require(image.box(where: \.isBluish))
    #expect(abs((black.maxY - blue.maxY) - 12) <= 6)
    #expect(blue.maxY < black.maxY)
  }

  @Test func aLinkDrawsBlueAndUnderlined() throws {
    _ = Headless()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 48, height: 32))
    label.attributedText = NSAttributedString(
      string: "快车",
      attributes: [
        .font: UIFont.systemFont(ofSize: 24), .foregroundColor: UIColor.red, .link: "https://example.org",
      ])
    let image = try #require(renderAlone(label))
    #expect(image.box(where: \.isReddish) == nil)
    let blue = try #require(image.box(where: \.isBluish))
    #expect(blue.minX < 4 && blue.maxX > 90)
  }

  @Test func centredParagraphsCentreTheirInk() throws {
    _ = Headless()
    let centred = NSMutableParagraphStyle()
    centred.alignment = .center
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
    label.attributedText = NSAttributedString(
      string: "快",
      attributes: [
        .font: UIFont.systemFont(ofSize: 20), .foregroundColor: UIColor.red, .paragraphStyle: centred,
      ])
    let image = try #require(renderAlone(label))
    let red = try #require(image.box(where: \.isReddish))
    // The 20 pt cell spans 40..<60 pt: 80..<120 pixels; the glyph's ink is inside it.
    #expect(red.minX >= 80 && red.maxX < 120)
    #expect(abs((red.minX + red.maxX) / 2 - 100) <= 3)
  }

  @Test func attributedLabelsGolden() throws {
    let scene = GoldenScene(size: CGSize(width: 220, height: 150))
    let price = NSMutableAttributedString(
      string: "¥23.50 起 ¥31",
      attributes: [.font: UIFont.systemFont(ofSize: 15), .foregroundColor: UIColor.secondaryLabel])
    price.addAttributes(
      [.font: UIFont.systemFont(ofSize: 24, weight: .semibold), .foregroundColor: UIColor.label],
      range: NSRange(location: 0, length: 6))
    price.addAttributes(
      [.strikethroughStyle: NSUnderlineStyle.single.rawValue, .foregroundColor: UIColor.systemRed],
      range: NSRange(location: 9, length: 3))
    let notice = NSMutableAttributedString(
      string: "司机正在赶来\nDriver on the way, 3 min",
      attributes: [.font: UIFont.systemFont(ofSize: 14), .foregroundColor: UIColor.label])
    let spaced = NSMutableParagraphStyle()
    spaced.paragraphSpacing = 6
    spaced.alignment = .center
    notice.addAttribute(.paragraphStyle, value: spaced, range: NSRange(location: 0, length: notice.length))
    notice.addAttributes(
      [.backgroundColor: UIColor.systemYellow, .kern: 2], range: NSRange(location: 0, length: 2))
    notice.addAttributes(
      [.underlineStyle: NSUnderlineStyle.double.rawValue, .underlineColor: UIColor.systemBlue],
      range: NSRange(location: 26, length: 5))
    let terms = NSMutableAttributedString(
      string: "同意《用户协议》", attributes: [.font: UIFont.systemFont(ofSize: 13), .foregroundColor: UIColor.label])
    terms.addAttribute(.link, value: "hail://terms", range: NSRange(location: 2, length: 6))
    for (index, text) in [price, notice, terms].enumerated() {
      let label = UILabel(frame: CGRect(x: 10, y: 10 + CGFloat(index) * 45, width: 200, height: 45))
      label.numberOfLines = 0
      label.attributedText = text
      scene.canvas.addSubview(label)
    }
    assertGolden(try scene.render(), named: "attributed-labels")
  }
}
