import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UILabelTests {
  @Test func defaultsAreUIKits() {
    let label = UILabel()
    #expect(label.font == UIFont.systemFont(ofSize: 17))
    #expect(label.textColor == UIColor.label)
    #expect(label.numberOfLines == 1)
    #expect(label.lineBreakMode == .byTruncatingTail)
    #expect(label.textAlignment == .natural)
    #expect(!label.isUserInteractionEnabled)
  }

  @Test func chineseAt15PointsMeasuresAsTextLayout() {
    _ = Headless()
    let label = UILabel()
    label.text = "快车"
    label.font = .systemFont(ofSize: 15)
    let measured = TextLayout.shared.measure("快车", style: CGTextStyle(size: 15))
    #expect(label.sizeThatFits(.zero) == pixelCeil(measured))
    // CJK ideographs are one em wide: two of them at 15 pt are 30 pt.
    #expect(label.sizeThatFits(.zero).width == 30)
    #expect(label.intrinsicContentSize == label.sizeThatFits(.zero))
  }

  @Test func englishAt17PointsMeasuresAsTextLayout() {
    _ = Headless()
    let label = UILabel()
    label.text = "Express"
    let measured = TextLayout.shared.measure("Express", style: CGTextStyle(size: 17))
    #expect(label.sizeThatFits(CGSize(width: 10, height: 10)) == pixelCeil(measured))
    #expect(measured.width > 40 && measured.width < 80)
    label.sizeToFit()
    #expect(label.bounds.size == pixelCeil(measured))
  }

  @Test func multilineWrapsAtTheGivenWidthUpToNumberOfLines() {
    _ = Headless()
    let label = UILabel()
    label.text = "快车出租车快车出租车快车出租车快车出租车"  // 20 ideographs
    label.font = .systemFont(ofSize: 10)
    let lineHeight = label.font.lineHeight
    // 50 pt holds 5 ideographs of 10 pt: 4 lines with no limit, 2 when limited to 2.
    label.numberOfLines = 0
    let unlimited = label.sizeThatFits(CGSize(width: 50, height: 1000))
    #expect(unlimited.width == 50)
    #expect(abs(unlimited.height - 4 * lineHeight) < 0.5)
    label.numberOfLines = 2
    let two = label.sizeThatFits(CGSize(width: 50, height: 1000))
    #expect(abs(two.height - 2 * lineHeight) < 0.5)
    #expect(two.width <= 50)
    // A single-line label ignores the width and reports its natural length.
    label.numberOfLines = 1
    #expect(label.sizeThatFits(CGSize(width: 50, height: 1000)).width == 200)
  }

  @Test func textRectCentresTheTextVertically() {
    _ = Headless()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
    label.text = "快车"
    let height = label.sizeThatFits(.zero).height
    let rect = label.textRect(forBounds: label.bounds, limitedToNumberOfLines: 1)
    #expect(rect.height == height)
    #expect(abs(rect.midY - 30) < 1e-9)
  }

  @Test func drawsItsTextInTheCurrentContext() throws {
    _ = Headless()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 40, height: 30))
    label.text = "快"
    label.font = .systemFont(ofSize: 24)
    label.textColor = .red
    let image = UIGraphicsImageRenderer(size: label.bounds.size).image { _ in label.draw(label.bounds) }
    let cgImage = try #require(image.cgImage)
    var inked = 0
    for y in 0..<cgImage.height {
      for x in 0..<cgImage.width where (cgImage.pixel(x: x, y: y)?.a ?? 0) > 128 {
        inked += 1
        #expect(cgImage.pixel(x: x, y: y)?.r == 255)
      }
    }
    #expect(inked > 50)
  }

  @Test func aLabelSizedToFitDrawsEveryLineItMeasured() throws {
    _ = Headless()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 50, height: 0))
    label.text = "快车出租车快车出租车快车出租车快车出租车"
    label.font = .systemFont(ofSize: 10)
    label.numberOfLines = 0
    label.frame.size = label.sizeThatFits(CGSize(width: 50, height: 1000))
    let lineHeight = label.font.lineHeight
    let image = UIGraphicsImageRenderer(size: label.bounds.size).image { _ in label.draw(label.bounds) }
    let pixels = try #require(image.cgImage)
    // Ink in the fourth line's band (in pixels at scale 2): no line was dropped or truncated.
    let fourthLine = Int(3 * lineHeight * 2)..<pixels.height
    let inked = fourthLine.contains { y in
      (0..<pixels.width).contains { (pixels.pixel(x: $0, y: y)?.a ?? 0) > 128 }
    }
    #expect(inked)
  }

  @Test func emptyOrMissingTextMeasuresZero() {
    let label = UILabel()
    #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    label.text = ""
    #expect(label.sizeThatFits(CGSize(width: 100, height: 100)) == .zero)
    #expect(label.intrinsicContentSize == .zero)
  }

  /// Setting a property to the value it has changes nothing, so a superview that styles its label
  /// in `layoutSubviews` (common iOS code) is laid out once, not again on every pass.
  @Test func settingAnUnchangedValueAsksForNoLayout() {
    final class Styling: UIView {
      let label = UILabel()
      var passes = 0
      override func layoutSubviews() {
        super.layoutSubviews()
        passes += 1
        label.font = .systemFont(ofSize: 12, weight: .semibold)
        label.numberOfLines = 2
        label.lineBreakMode = .byWordWrapping
        label.preferredMaxLayoutWidth = 80
      }
    }
    let view = Styling(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    view.addSubview(view.label)
    view.layoutIfNeeded()
    view.layoutIfNeeded()
    #expect(view.passes == 2)
    view.layoutIfNeeded()
    #expect(view.passes == 2)
  }
}
