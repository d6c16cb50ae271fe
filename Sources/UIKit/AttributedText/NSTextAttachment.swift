@_spi(Hail) import CoreGraphics
import Foundation

/// An image in attributed text (Apple docs, `NSTextAttachment`): the value of the `.attachment`
/// attribute on the attachment character U+FFFC, drawn inline in labels, fields and text views
/// (a Pango shape as wide as `bounds`, `TextLayout+Rich.swift`). Bitmap images draw; a system
/// symbol (drawn from a font, not a bitmap) keeps its room but draws nothing.
open class NSTextAttachment: NSObject {
  /// The attachment character, U+FFFC OBJECT REPLACEMENT CHARACTER (Apple's `NSAttachmentCharacter`).
  public static let character = 0xFFFC

  /// The image drawn; nil draws the image `contents` decodes to (a PNG here).
  open var image: UIImage?
  /// The attachment's data and its uniform type identifier.
  open var contents: Data?
  open var fileType: String?
  /// Where the image sits, in points from the start of its place on the baseline, y up (Apple
  /// docs: negative y drops it below the baseline); `.zero`, the default, takes the image's size
  /// on the baseline.
  open var bounds: CGRect = .zero

  /// An attachment of data of a type (Apple's designated initializer).
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
  }

  /// An attachment showing `image`.
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
  }

  /// What draws: `image`, else the decoded contents.
  var drawnImage: UIImage? { image ?? contents.flatMap { UIImage(data: $0) } }

  /// The box the attachment takes in its line: `bounds`, or the image's size on the baseline.
  var layoutBounds: CGRect {
    bounds != .zero ? bounds : CGRect(origin: .zero, size: drawnImage?.size ?? .zero)
  }
}

extension NSAttributedString.Key {
  /// An `NSTextAttachment` on the attachment character (Apple's raw value, NSAttachmentAttributeName).
  public static let attachment = NSAttributedString.Key("NSAttachment")
}

extension NSAttributedString {
  /// The attachment character with `attachment` on it (Apple docs, `init(attachment:)`).
  public convenience init(attachment: NSTextAttachment) {
    self.init(
      string: String(Character(Unicode.Scalar(UInt32(NSTextAttachment.character))!)),
      attributes: [.attachment: attachment])
  }
}
