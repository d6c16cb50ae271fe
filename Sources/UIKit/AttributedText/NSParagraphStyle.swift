import Foundation

/// How a paragraph's lines are placed, as UIKit's `NSParagraphStyle`: immutable; make changes on
/// an `NSMutableParagraphStyle`. Drawn per paragraph from its first character's style, as TextKit
/// does. Defaults are Apple's: natural alignment, word wrapping, no spacing.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying {
  /// The values, kept in one place so that copies and equality see them all.
  struct Values: Hashable {
    var alignment = NSTextAlignment.natural
    var lineBreakMode = NSLineBreakMode.byWordWrapping
    var lineSpacing: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var paragraphSpacingBefore: CGFloat = 0
  }

  var values: Values

  /// The default style (a new object each time: it is immutable, so sharing would not show).
  open class var `default`: NSParagraphStyle { NSParagraphStyle() }

  override public init() {
    values = Values()
    super.init()
  }

  init(values: Values) {
    self.values = values
    super.init()
  }

  open var alignment: NSTextAlignment { values.alignment }
  /// What the last visible line does when the text does not fit.
  open var lineBreakMode: NSLineBreakMode { values.lineBreakMode }
  /// Points between one line's bottom and the next line's top.
  open var lineSpacing: CGFloat { values.lineSpacing }
  /// Points after the paragraph's last line, before the next paragraph.
  open var paragraphSpacing: CGFloat { values.paragraphSpacing }
  /// Points before the paragraph's first line (not for the text's first paragraph).
  open var paragraphSpacingBefore: CGFloat { values.paragraphSpacingBefore }

  open func copy(with zone: NSZone? = nil) -> Any { NSParagraphStyle(values: values) }

  open func mutableCopy(with zone: NSZone? = nil) -> Any { NSMutableParagraphStyle(values: values) }

  override open func isEqual(_ object: Any?) -> Bool {
    (object as? NSParagraphStyle)?.values == values
  }

  override open var hash: Int { values.hashValue }
}

/// A paragraph style whose settings can change, as UIKit's `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle {
  override open var alignment: NSTextAlignment {
    get { values.alignment }
    set { values.alignment = newValue }
  }

  override open var lineBreakMode: NSLineBreakMode {
    get { values.lineBreakMode }
    set { values.lineBreakMode = newValue }
  }

  /// Negative and non-finite values count as 0.
  override open var lineSpacing: CGFloat {
    get { values.lineSpacing }
    set { values.lineSpacing = newValue.isFinite ? max(0, newValue) : 0 }
  }

  override open var paragraphSpacing: CGFloat {
    get { values.paragraphSpacing }
    set { values.paragraphSpacing = newValue.isFinite ? max(0, newValue) : 0 }
  }

  override open var paragraphSpacingBefore: CGFloat {
    get { values.paragraphSpacingBefore }
    set { values.paragraphSpacingBefore = newValue.isFinite ? max(0, newValue) : 0 }
  }

  /// Takes every setting of `obj`.
  open func setParagraphStyle(_ obj: NSParagraphStyle) {
    values = obj.values
  }
}
