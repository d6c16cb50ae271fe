import Testing
@_spi(Hail) import UIKit

@Suite struct AttributedStringTypesTests {
  /// Apple's raw values (NSAttributedString.h), which archived and bridged strings depend on.
  @Test func keysHaveApplesRawValues() {
    let keys: [(NSAttributedString.Key, String)] = [
      (.font, "NSFont"), (.foregroundColor, "NSColor"), (.backgroundColor, "NSBackgroundColor"),
      (.kern, "NSKern"), (.underlineStyle, "NSUnderline"), (.underlineColor, "NSUnderlineColor"),
      (.strikethroughStyle, "NSStrikethrough"), (.strikethroughColor, "NSStrikethroughColor"),
      (.paragraphStyle, "NSParagraphStyle"), (.link, "NSLink"), (.baselineOffset, "NSBaselineOffset"),
    ]
    for (key, raw) in keys { #expect(key.rawValue == raw) }
  }

  @Test func underlineStylesHaveApplesRawValues() {
    #expect(NSUnderlineStyle.single.rawValue == 1)
    #expect(NSUnderlineStyle.thick.rawValue == 2)
    #expect(NSUnderlineStyle.double.rawValue == 9)
    #expect(NSUnderlineStyle.patternDash.rawValue == 0x200)
    #expect(NSUnderlineStyle.byWord.rawValue == 0x8000)
    #expect(NSUnderlineStyle([.single, .patternDot]).rawValue == 0x101)
  }

  @Test func paragraphStyleDefaultsAreApples() {
    let style = NSParagraphStyle.default
    #expect(style.alignment == .natural)
    #expect(style.lineBreakMode == .byWordWrapping)
    #expect(style.lineSpacing == 0)
    #expect(style.paragraphSpacing == 0)
    #expect(style.paragraphSpacingBefore == 0)
  }

  @Test func mutableCopiesAreIndependentAndCompareByValue() throws {
    let style = NSMutableParagraphStyle()
    style.alignment = .center
    style.lineSpacing = 4
    let frozen = try #require(style.copy() as? NSParagraphStyle)
    #expect(!(frozen is NSMutableParagraphStyle))
    #expect(frozen == style)
    style.lineSpacing = 8
    #expect(frozen.lineSpacing == 4)
    #expect(frozen != style)
    let thawed = try #require(frozen.mutableCopy() as? NSMutableParagraphStyle)
    thawed.paragraphSpacing = -3
    #expect(thawed.paragraphSpacing == 0)
    thawed.paragraphSpacing = .nan
    #expect(thawed.paragraphSpacing == 0)
    thawed.setParagraphStyle(style)
    #expect(thawed == style)
  }
}
