import Foundation

/// An attributed string that can change, as Foundation's `NSMutableAttributedString` on Apple
/// systems (see `NSAttributedString` for why this one exists). Ranges are UTF-16 offsets.
open class NSMutableAttributedString: NSAttributedString {
  open func replaceCharacters(in range: NSRange, with str: String) {
    // Apple: new characters take the attributes of the first replaced one (of the one before the
    // range when it is empty; of the first character in an empty string).
    let location = range.length > 0 || range.location == 0 ? range.location : range.location - 1
    let attributes = length == 0 ? [:] : storage.run(at: min(location, length - 1)).attributes
    storage.replace(range, with: AttributedStorage(string: str, attributes: attributes))
  }

  open func replaceCharacters(in range: NSRange, with attrString: NSAttributedString) {
    storage.replace(range, with: attrString.storage)
  }

  open func setAttributes(_ attrs: [NSAttributedString.Key: Any]?, range: NSRange) {
    storage.modifyAttributes(in: range) { $0 = attrs ?? [:] }
  }

  open func addAttribute(_ name: NSAttributedString.Key, value: Any, range: NSRange) {
    storage.modifyAttributes(in: range) { $0[name] = value }
  }

  open func addAttributes(_ attrs: [NSAttributedString.Key: Any] = [:], range: NSRange) {
    storage.modifyAttributes(in: range) { $0.merge(attrs) { _, new in new } }
  }

  open func removeAttribute(_ name: NSAttributedString.Key, range: NSRange) {
    storage.modifyAttributes(in: range) { $0[name] = nil }
  }

  open func insert(_ attrString: NSAttributedString, at loc: Int) {
    storage.replace(NSRange(location: loc, length: 0), with: attrString.storage)
  }

  open func append(_ attrString: NSAttributedString) {
    storage.replace(NSRange(location: length, length: 0), with: attrString.storage)
  }

  open func deleteCharacters(in range: NSRange) {
    storage.replace(range, with: AttributedStorage(string: "", attributes: [:]))
  }

  open func setAttributedString(_ attrString: NSAttributedString) {
    storage = attrString.storage
  }

  /// Apple batches the consistency work between these; every change here is already consistent.
  open func beginEditing() {}
  open func endEditing() {}
}
