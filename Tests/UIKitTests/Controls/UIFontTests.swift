import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct UIFontTests {
  @Test func systemFontUsesNotoSansCJKInChinese() {
    let font = UIFont.systemFont(ofSize: 15)
    #expect(font.pointSize == 15)
    #expect(font.familyName == "Noto Sans CJK SC")
    #expect(font.fontName == "NotoSansCJKsc-Regular")
    #expect(
      font.textStyle == CGTextStyle(size: 15, weight: .regular, family: "Noto Sans CJK SC", language: "zh-cn")
    )
  }

  @Test func weightsMapToTheNearestRenderedWeight() {
    #expect(UIFont.boldSystemFont(ofSize: 17).textStyle.weight == .bold)
    #expect(UIFont.systemFont(ofSize: 17, weight: .semibold).textStyle.weight == .semibold)
    #expect(UIFont.systemFont(ofSize: 17, weight: .medium).fontName == "NotoSansCJKsc-Medium")
    #expect(UIFont.systemFont(ofSize: 17, weight: .light).textStyle.weight == .regular)
    #expect(UIFont.systemFont(ofSize: 17, weight: .black).textStyle.weight == .bold)
  }

  @Test func metricsComeFromTextLayout() {
    let font = UIFont.systemFont(ofSize: 17)
    let metrics = TextLayout.shared.metrics(for: font.textStyle)
    #expect(font.lineHeight == metrics.lineHeight)
    #expect(font.ascender == metrics.ascender)
    #expect(font.descender == metrics.descender)
    #expect(font.descender < 0)
    #expect(abs(font.ascender - font.descender - font.lineHeight) < 1e-9)
    // Noto Sans CJK's line box is about 1.45 em.
    #expect(abs(font.lineHeight / 17 - 1.45) < 0.05)
  }

  @Test func withSizeKeepsFamilyAndWeight() {
    let font = UIFont.boldSystemFont(ofSize: 12).withSize(20)
    #expect(font.pointSize == 20)
    #expect(font.textStyle.weight == .bold)
    #expect(font == UIFont.boldSystemFont(ofSize: 20))
  }

  @Test func namedFontsParseFamilyAndWeight() throws {
    let font = try #require(UIFont(name: "NotoSansCJKsc-Bold", size: 14))
    #expect(font.familyName == "Noto Sans CJK SC")
    #expect(font.textStyle.weight == .bold)
    let family = try #require(UIFont(name: "DejaVu Sans", size: 14))
    #expect(family.familyName == "DejaVu Sans")
    #expect(family.fontName == "DejaVuSans-Regular")
    #expect(UIFont(name: "", size: 14) == nil)
  }

  @Test(arguments: [CGFloat.nan, .infinity, -3, 0])
  func badSizesFallBackToTheLabelSize(_ size: CGFloat) {
    #expect(UIFont.systemFont(ofSize: size).pointSize == 17)
    #expect(UIFont.systemFont(ofSize: 10).withSize(size).pointSize == 17)
    #expect(UIFont(name: "Noto Sans CJK SC", size: size)?.pointSize == 17)
  }
}
