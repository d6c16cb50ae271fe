import Foundation

/// The text of an editable view and where the user is in it: the selection, and the marked
/// (composing) range of an input method. A value type; edits are computed first (`Edit`, so that a
/// delegate can see and veto them) and applied after.
///
/// Offsets are UTF-16 code units, as `NSRange`, `UITextPosition` offsets and the delegate's
/// `shouldChangeCharactersIn` use. Every offset that comes from the user (caret moves, deletions,
/// selections set from outside) is snapped to a grapheme-cluster boundary, so an edit never splits
/// an emoji, a flag, a Chinese character outside the BMP or a letter from its combining marks.
struct EditableText: Equatable {
  /// A replacement of `range` by `replacement`, with the selection and marked range afterwards.
  struct Edit: Equatable {
    var range: NSRange
    var replacement: String
    var selectionAfter: NSRange
    var markedRangeAfter: NSRange?
  }

  private(set) var text: String
  /// The selected range; a caret when its length is 0.
  private(set) var selection: NSRange
  /// The input method's composing text, underlined until it is committed.
  private(set) var markedRange: NSRange?
  /// The end of the selection that stays put while Shift and an arrow extend it.
  private(set) var anchor: Int

  init(text: String = "") {
    self.text = text
    selection = NSRange(location: text.utf16.count, length: 0)
    anchor = selection.location
  }

  var length: Int { text.utf16.count }

  // MARK: Edits (computed, not applied)

  /// Typing or pasting `string`: replaces the marked text if any, else the selection; the caret
  /// lands after it.
  func inserting(_ string: String) -> Edit {
    let range = markedRange ?? selection
    return Edit(
      range: range, replacement: string,
      selectionAfter: NSRange(location: range.location + string.utf16.count, length: 0), markedRangeAfter: nil
    )
  }

  /// The delete key: the selection if there is one, else the grapheme cluster before the caret;
  /// nil at the start.
  func deletingBackward() -> Edit? {
    let range = markedRange ?? selection
    if range.length > 0 { return deleting(range) }
    guard range.location > 0 else { return nil }
    let start = boundary(before: range.location)
    return deleting(NSRange(location: start, length: range.location - start))
  }

  /// The forward-delete key: the selection, else the grapheme cluster after the caret.
  func deletingForward() -> Edit? {
    if selection.length > 0 { return deleting(selection) }
    guard selection.location < length else { return nil }
    let end = boundary(after: selection.location)
    return deleting(NSRange(location: selection.location, length: end - selection.location))
  }

  /// The input method's composing text replaces the marked range (or the selection when nothing is
  /// marked) and stays marked; `selectedRange` is the caret or selection inside it (Apple docs,
  /// UITextInput.setMarkedText(_:selectedRange:)). Empty text removes the marked text.
  func settingMarkedText(_ string: String, selectedRange: NSRange) -> Edit {
    let range = markedRange ?? selection
    let count = string.utf16.count
    let inner = NSRange(
      location: min(max(selectedRange.location, 0), count),
      length: min(max(selectedRange.length, 0), count - min(max(selectedRange.location, 0), count)))
    return Edit(
      range: range, replacement: string,
      selectionAfter: NSRange(location: range.location + inner.location, length: inner.length),
      markedRangeAfter: count == 0 ? nil : NSRange(location: range.location, length: count))
  }

  /// Replaces `range` (clamped to the text, snapped outward to grapheme boundaries) by `string`.
  func replacing(_ range: NSRange, with string: String) -> Edit {
    let snapped = snappedOutward(range)
    return Edit(
      range: snapped, replacement: string,
      selectionAfter: NSRange(location: snapped.location + string.utf16.count, length: 0),
      markedRangeAfter: nil)
  }

  // MARK: Changes

  mutating func apply(_ edit: Edit) {
    let utf16 = text.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: min(edit.range.location, length))
    let end = utf16.index(start, offsetBy: min(edit.range.length, length - edit.range.location))
    text.replaceSubrange(start..<end, with: edit.replacement)
    markedRange = edit.markedRangeAfter
    selection = clamped(edit.selectionAfter)
    anchor = selection.location
  }

  /// Replaces the whole text (a `text` setter): the caret goes to the end, nothing stays marked.
  mutating func setText(_ newText: String) {
    text = newText
    markedRange = nil
    selection = NSRange(location: length, length: 0)
    anchor = selection.location
  }

  /// Selects `range`, clamped to the text and snapped outward to grapheme boundaries.
  mutating func select(_ range: NSRange) {
    selection = snappedOutward(range)
    anchor = selection.location
  }

  /// Commits the marked text as it is.
  mutating func unmark() {
    markedRange = nil
  }

  // MARK: Caret movement

  enum Movement {
    case left, right, start, end
  }

  /// An arrow, Home or End key. Without `extending`, a left or right arrow collapses a selection
  /// to that edge, else the caret moves one grapheme cluster (or to an end); with it (Shift held)
  /// the moving end of the selection goes there and the anchor stays.
  mutating func move(_ movement: Movement, extending: Bool) {
    if !extending, selection.length > 0, movement == .left || movement == .right {
      let edge = movement == .left ? selection.location : selection.location + selection.length
      selection = NSRange(location: edge, length: 0)
      anchor = edge
      return
    }
    let moved: Int
    switch movement {
    case .left: moved = focus > 0 ? boundary(before: focus) : 0
    case .right: moved = focus < length ? boundary(after: focus) : length
    case .start: moved = 0
    case .end: moved = length
    }
    moveFocus(to: moved, extending: extending)
  }

  /// The moving end of the selection: the caret, or the end away from the anchor.
  var focus: Int {
    anchor == selection.location ? selection.location + selection.length : selection.location
  }

  /// Puts the caret at `offset` (snapped to a boundary), or with `extending` selects from the
  /// anchor to it.
  mutating func moveFocus(to offset: Int, extending: Bool) {
    let moved = boundary(atOrBefore: min(max(offset, 0), length))
    if extending {
      selection = NSRange(location: min(anchor, moved), length: abs(moved - anchor))
    } else {
      selection = NSRange(location: moved, length: 0)
      anchor = moved
    }
    markedRange = nil
  }

  // MARK: Grapheme boundaries

  /// The UTF-16 offsets where grapheme clusters start, and the end of the text.
  var boundaries: [Int] {
    var offsets = [0]
    var offset = 0
    for character in text {
      offset += character.utf16.count
      offsets.append(offset)
    }
    return offsets
  }

  /// The boundary closest to `offset` from below (the offset itself when it is one).
  func boundary(atOrBefore offset: Int) -> Int {
    boundaries.last { $0 <= offset } ?? 0
  }

  func boundary(before offset: Int) -> Int {
    boundaries.last { $0 < offset } ?? 0
  }

  func boundary(after offset: Int) -> Int {
    boundaries.first { $0 > offset } ?? length
  }

  /// The text in `range` (clamped), or "" when it is empty.
  func substring(_ range: NSRange) -> String {
    let clampedRange = clamped(range)
    let utf16 = text.utf16
    let start = utf16.index(utf16.startIndex, offsetBy: clampedRange.location)
    let end = utf16.index(start, offsetBy: clampedRange.length)
    return String(text[start..<end])
  }

  /// The word at `offset`: the run of letters and digits around it, or the one grapheme cluster
  /// there when it is neither (a double tap on a space selects the space).
  func word(around offset: Int) -> NSRange {
    let characters = Array(text)
    let starts = boundaries
    guard !characters.isEmpty else { return NSRange(location: 0, length: 0) }
    let isWord: (Character) -> Bool = { $0.isLetter || $0.isNumber }
    var index = min(starts.lastIndex { $0 <= offset } ?? 0, characters.count - 1)
    if !isWord(characters[index]), index > 0, isWord(characters[index - 1]) { index -= 1 }
    guard isWord(characters[index]) else {
      return NSRange(location: starts[index], length: starts[index + 1] - starts[index])
    }
    var lower = index
    var upper = index
    while lower > 0, isWord(characters[lower - 1]) { lower -= 1 }
    while upper + 1 < characters.count, isWord(characters[upper + 1]) { upper += 1 }
    return NSRange(location: starts[lower], length: starts[upper + 1] - starts[lower])
  }

  private func deleting(_ range: NSRange) -> Edit {
    Edit(
      range: range, replacement: "", selectionAfter: NSRange(location: range.location, length: 0),
      markedRangeAfter: nil)
  }

  private func clamped(_ range: NSRange) -> NSRange {
    let location = min(max(range.location, 0), length)
    return NSRange(location: location, length: min(max(range.length, 0), length - location))
  }

  private func snappedOutward(_ range: NSRange) -> NSRange {
    let clampedRange = clamped(range)
    let start = boundary(atOrBefore: clampedRange.location)
    let rawEnd = clampedRange.location + clampedRange.length
    let end = boundaries.first { $0 >= rawEnd } ?? length
    return NSRange(location: start, length: end - start)
  }
}
