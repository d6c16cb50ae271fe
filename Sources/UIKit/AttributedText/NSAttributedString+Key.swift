import Foundation

// UIKit's attribute keys.
// Raw values are Apple's (the `NS…AttributeName` string constants of NSAttributedString.h).
extension NSAttributedString.Key {
  /// A `UIFont`; default: the system font at 12 pt (text views and labels use their own font).
  public static let font = NSAttributedString.Key("NSFont")
  /// A `UIColor` for the glyphs.
  public static let foregroundColor = NSAttributedString.Key("NSColor")
  /// A `UIColor` filled behind the glyphs.
  public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
  /// A number: points added between characters.
  public static let kern = NSAttributedString.Key("NSKern")
  /// A number: an `NSUnderlineStyle` raw value.
  public static let underlineStyle = NSAttributedString.Key("NSUnderline")
  /// A `UIColor` for the underline; default: the foreground colour.
  public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
  /// A number: an `NSUnderlineStyle` raw value for a line through the glyphs.
  public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
  /// A `UIColor` for the strikethrough; default: the foreground colour.
  public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
  /// An `NSParagraphStyle`.
  public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
  /// A `URL` or `String`: drawn with the link rendering attributes.
  public static let link = NSAttributedString.Key("NSLink")
  /// A number: points the glyphs are raised above the baseline.
  public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
}

/// Swift 4.0's name of `NSAttributedString.Key`, renamed in Swift 4.2 (Apple's SDK marks it so):
/// sources written in Swift 4 mode still use it.
@available(swift, obsoleted: 4.2, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key
