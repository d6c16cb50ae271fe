import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// The editing model: UTF-16 offsets, every edit on grapheme-cluster boundaries.
@Suite struct EditableTextTests {
  /// Applies the edits of typing `characters` one at a time.
  private func typed(_ characters: [String], into text: EditableText = EditableText()) -> EditableText {
    var text = text
    for character in characters { text.apply(text.inserting(character)) }
    return text
  }

  @Test func typingChineseAdvancesTheCaretByUTF16Units() {
    let text = typed(["北", "京", "𠀀"])  // 𠀀 (U+20000) is outside the BMP: two UTF-16 units
    #expect(text.text == "北京𠀀")
    #expect(text.length == 4)
    #expect(text.selection == NSRange(location: 4, length: 0))
  }

  /// Each row: the text, and what one delete-backward leaves.
  @Test(arguments: [
    ("abc", "ab"),
    ("北京", "北"),
    ("a👍🏽", "a"),  // emoji with a skin-tone modifier: one cluster, four UTF-16 units
    ("x👨‍👩‍👧", "x"),  // family: three emoji joined by two ZWJs, eight units
    ("🇫🇮", ""),  // a flag: two regional indicators
    ("cafe\u{301}", "caf"),  // e + combining acute accent
    ("ก\u{E34}\u{E48}", ""),  // Thai consonant with two combining vowel and tone marks
  ])
  func deleteBackwardRemovesAWholeGraphemeCluster(text: String, remaining: String) throws {
    let model = EditableText(text: text)
    let edit = try #require(model.deletingBackward())
    var after = model
    after.apply(edit)
    #expect(after.text == remaining)
    #expect(edit.range.length == text.utf16.count - remaining.utf16.count)
    #expect(after.selection == NSRange(location: remaining.utf16.count, length: 0))
  }

  @Test func deleteBackwardAtTheStartChangesNothing() {
    var model = EditableText(text: "北京")
    model.select(NSRange(location: 0, length: 0))
    #expect(model.deletingBackward() == nil)
  }

  @Test func deleteForwardRemovesTheClusterAfterTheCaret() throws {
    var model = EditableText(text: "👍🏽北")
    model.select(NSRange(location: 0, length: 0))
    let edit = try #require(model.deletingForward())
    #expect(edit.range == NSRange(location: 0, length: 4))
    model.apply(edit)
    #expect(model.text == "北")
  }

  @Test func aSelectionInsideAClusterSnapsOutward() {
    var model = EditableText(text: "a👨‍👩‍👧b")
    // Offsets 3 and 5 are inside the family emoji (units 1…9).
    model.select(NSRange(location: 3, length: 2))
    #expect(model.selection == NSRange(location: 1, length: 8))
  }

  @Test func arrowsMoveByClustersAndShiftExtendsFromTheAnchor() {
    var model = EditableText(text: "ae\u{301}🇫🇮z")
    model.move(.start, extending: false)
    model.move(.right, extending: false)
    #expect(model.selection == NSRange(location: 1, length: 0))
    model.move(.right, extending: true)  // over é (two units)
    model.move(.right, extending: true)  // over the flag (four units)
    #expect(model.selection == NSRange(location: 1, length: 6))
    model.move(.left, extending: true)
    #expect(model.selection == NSRange(location: 1, length: 2))
    model.move(.left, extending: false)  // collapses to the left edge
    #expect(model.selection == NSRange(location: 1, length: 0))
    model.move(.end, extending: true)
    #expect(model.selection == NSRange(location: 1, length: 7))
    model.move(.right, extending: false)
    #expect(model.selection == NSRange(location: 8, length: 0))
  }

  @Test func typingReplacesTheSelection() {
    var model = EditableText(text: "Helsinki")
    model.select(NSRange(location: 0, length: 3))
    model.apply(model.inserting("赫"))
    #expect(model.text == "赫sinki")
    #expect(model.selection == NSRange(location: 1, length: 0))
  }

  /// Pinyin composition: the marked text grows, is replaced by the chosen characters on commit.
  @Test func markedTextIsReplacedByTheNextMarkingAndByTheCommittedText() {
    var model = EditableText(text: "去")
    model.apply(model.settingMarkedText("b", selectedRange: NSRange(location: 1, length: 0)))
    #expect(model.text == "去b")
    #expect(model.markedRange == NSRange(location: 1, length: 1))
    model.apply(model.settingMarkedText("bei jing", selectedRange: NSRange(location: 8, length: 0)))
    #expect(model.text == "去bei jing")
    #expect(model.markedRange == NSRange(location: 1, length: 8))
    #expect(model.selection == NSRange(location: 9, length: 0))
    model.apply(model.inserting("北京"))
    #expect(model.text == "去北京")
    #expect(model.markedRange == nil)
    #expect(model.selection == NSRange(location: 3, length: 0))
  }

  @Test func emptyMarkedTextEndsTheComposition() {
    var model = EditableText(text: "a")
    model.apply(model.settingMarkedText("ni", selectedRange: NSRange(location: 2, length: 0)))
    model.apply(model.settingMarkedText("", selectedRange: NSRange(location: 0, length: 0)))
    #expect(model.text == "a")
    #expect(model.markedRange == nil)
    #expect(model.selection == NSRange(location: 1, length: 0))
  }

  @Test func aDoubleTapWordIsTheRunOfLettersAndDigits() {
    let model = EditableText(text: "Kaisaniemi 12, 北京站")
    #expect(model.word(around: 3) == NSRange(location: 0, length: 10))
    #expect(model.word(around: 10) == NSRange(location: 0, length: 10))  // just after the word
    #expect(model.word(around: 11) == NSRange(location: 11, length: 2))
    #expect(model.word(around: 16) == NSRange(location: 15, length: 3))
  }

  @Test func replacingSnapsToClustersAndClampsToTheText() {
    let model = EditableText(text: "a👍🏽")
    let edit = model.replacing(NSRange(location: 2, length: 100), with: "b")
    #expect(edit.range == NSRange(location: 1, length: 4))
  }
}
