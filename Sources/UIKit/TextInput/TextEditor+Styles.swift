import Foundation

/// Attributed editing: typed text takes the typing attributes, which are those set through the
/// view's `typingAttributes` or else the attributes of the first replaced character, or with
/// nothing selected of the character before the caret (the first character's at the start), as
/// UIKit's text views and fields type.
extension TextEditor {
  /// The attributes the next typed text gets; `defaults` where the text has none (plain text, or
  /// attributed text with nothing left).
  func typingAttributes(defaults: [NSAttributedString.Key: Any]) -> [NSAttributedString.Key: Any] {
    if let typingAttributesOverride { return typingAttributesOverride }
    guard let styledText, styledText.length > 0 else { return defaults }
    let replaced = content.markedRange ?? content.selection
    let index = min(
      max(replaced.length > 0 ? replaced.location : replaced.location - 1, 0), styledText.length - 1)
    return styledText.attributes(at: index, effectiveRange: nil)
  }

  /// Applies `edit` to the attributed text, the replacement in the typing attributes. When the
  /// edit leaves no text, those attributes stay the typing attributes, so that the next typed
  /// text keeps the style (as on iOS, where deleting everything keeps the typing style).
  func applyStyles(of edit: EditableText.Edit) {
    guard let styledText else { return }
    let attributes = typingAttributes(defaults: [:])
    let edited = NSMutableAttributedString(attributedString: styledText)
    let location = min(edit.range.location, edited.length)
    let range = NSRange(location: location, length: min(edit.range.length, edited.length - location))
    edited.replaceCharacters(
      in: range, with: NSAttributedString(string: edit.replacement, attributes: attributes))
    self.styledText = edited
    if edited.length == 0 { typingAttributesOverride = attributes }
  }

  /// Sets attributes over the whole attributed text (a view's font, colour or alignment set
  /// after its attributed text), merged with each run's own.
  func restyle(_ attributes: [NSAttributedString.Key: Any]) {
    guard let styledText, styledText.length > 0 else { return }
    self.styledText = styledText.restyled(attributes)
  }

  /// Changes every paragraph style of the attributed text.
  func restyleParagraphs(_ change: (NSMutableParagraphStyle) -> Void) {
    guard let styledText, styledText.length > 0 else { return }
    self.styledText = styledText.restyledParagraphs(change)
  }

  /// Gives plain text the view's attributes, so that it can take typing attributes of its own.
  func adoptStyles(_ defaults: [NSAttributedString.Key: Any]) {
    guard styledText == nil else { return }
    styledText = NSAttributedString(string: content.text, attributes: defaults)
  }
}
