import Testing
@_spi(Hail) import UIKit

@Suite struct NSMutableAttributedStringTests {
  /// What halts Foundation's own on Linux: a range given another object value over an existing one.
  @Test func objectValuesReplaceOverPartOfARun() throws {
    let text = NSMutableAttributedString(string: "快车出", attributes: [.foregroundColor: UIColor.red])
    text.addAttribute(.foregroundColor, value: UIColor.blue, range: NSRange(location: 1, length: 1))
    var range = NSRange()
    #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: &range) as? UIColor == .red)
    #expect(range == NSRange(location: 0, length: 1))
    #expect(text.attribute(.foregroundColor, at: 1, effectiveRange: &range) as? UIColor == .blue)
    #expect(range == NSRange(location: 1, length: 1))
    #expect(text.attribute(.foregroundColor, at: 2, effectiveRange: &range) as? UIColor == .red)
    #expect(range == NSRange(location: 2, length: 1))
    // Equal values coalesce again into one run.
    text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 1, length: 1))
    _ = text.attributes(at: 1, effectiveRange: &range)
    #expect(range == NSRange(location: 0, length: 3))
  }

  @Test func attributeRangesAreUTF16Offsets() {
    // "🚕" is two UTF-16 units.
    let text = NSMutableAttributedString(string: "a🚕b")
    #expect(text.length == 4)
    text.addAttribute(.kern, value: 2, range: NSRange(location: 1, length: 2))
    var range = NSRange()
    #expect(text.attribute(.kern, at: 2, effectiveRange: &range) as? Int == 2)
    #expect(range == NSRange(location: 1, length: 2))
    #expect(text.attributedSubstring(from: NSRange(location: 1, length: 2)).string == "🚕")
  }

  @Test func editingKeepsTheRunsAround() {
    let text = NSMutableAttributedString(string: "ab", attributes: [.kern: 1])
    text.append(NSAttributedString(string: "cd", attributes: [.kern: 2]))
    // Inserted characters take the attributes of the one before them.
    text.replaceCharacters(in: NSRange(location: 2, length: 0), with: "X")
    #expect(text.string == "abXcd")
    #expect(text.attribute(.kern, at: 2, effectiveRange: nil) as? Int == 1)
    text.deleteCharacters(in: NSRange(location: 0, length: 3))
    #expect(text.string == "cd")
    var range = NSRange()
    #expect(text.attribute(.kern, at: 0, effectiveRange: &range) as? Int == 2)
    #expect(range == NSRange(location: 0, length: 2))
    text.insert(NSAttributedString(string: "z"), at: 1)
    #expect(text.string == "czd")
    #expect(text.attribute(.kern, at: 1, effectiveRange: nil) == nil)
    text.removeAttribute(.kern, range: NSRange(location: 0, length: 3))
    _ = text.attributes(at: 0, effectiveRange: &range)
    #expect(range == NSRange(location: 0, length: 3))
  }

  @Test func enumeratesRunsAndValuesInOrderOrReversed() {
    let text = NSMutableAttributedString(string: "abcd", attributes: [.kern: 1])
    text.addAttribute(.baselineOffset, value: 3, range: NSRange(location: 1, length: 2))
    var runs: [NSRange] = []
    text.enumerateAttributes(in: NSRange(location: 0, length: 4)) { _, range, _ in runs.append(range) }
    #expect(
      runs == [
        NSRange(location: 0, length: 1), NSRange(location: 1, length: 2), NSRange(location: 3, length: 1),
      ])
    var kerns: [NSRange] = []
    text.enumerateAttribute(.kern, in: NSRange(location: 1, length: 3), options: .reverse) {
      value, range, _ in
      #expect(value as? Int == 1)
      kerns.append(range)
    }
    #expect(kerns == [NSRange(location: 1, length: 3)])
    var first: NSRange?
    text.enumerateAttributes(in: NSRange(location: 0, length: 4), options: .reverse) { _, range, stop in
      first = range
      stop.pointee = true
    }
    #expect(first == NSRange(location: 3, length: 1))
  }

  @Test func copiesCompareByValue() throws {
    let text = NSMutableAttributedString(string: "快", attributes: [.font: UIFont.systemFont(ofSize: 12)])
    let copy = try #require(text.copy() as? NSAttributedString)
    #expect(!(copy is NSMutableAttributedString))
    #expect(copy.isEqual(to: text))
    text.addAttribute(.font, value: UIFont.systemFont(ofSize: 13), range: NSRange(location: 0, length: 1))
    #expect(!copy.isEqual(to: text))
    let thawed = try #require(copy.mutableCopy() as? NSMutableAttributedString)
    thawed.setAttributes([.font: UIFont.systemFont(ofSize: 13)], range: NSRange(location: 0, length: 1))
    #expect(thawed.isEqual(to: text))
  }
}
