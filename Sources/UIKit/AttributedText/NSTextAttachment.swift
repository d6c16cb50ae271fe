@_spi(Hail) import CoreGraphics
import Foundation

/// An image in attributed text (Apple docs, `NSTextAttachment`): the value of the `.attachment`
/// attribute on the attachment character U+FFFC, drawn inline in labels, fields and text views
/// (a Pango shape as wide as `bounds`, `TextLayout+Rich.swift`). A bitmap draws its own pixels; a
/// template image or a system symbol draws its shape in the text's foreground colour (or its own
/// `withTintColor(_:)`), and a symbol given to `init(image:)` takes the text's point size (Apple
/// docs, `init(image:)`: "Attachments created with this method automatically adapt to the
/// surrounding font and color attributes").
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
  /// Whether a symbol takes the surrounding text's point size: made with `init(image:)`.
  private var adaptsToFont = false

  /// An attachment of data of a type (Apple's designated initializer).
  public init(data contentData: Data?, ofType uti: String?) {
    contents = contentData
    fileType = uti
  }

  /// An attachment showing `image`, adapting to the text around it.
  public convenience init(image: UIImage) {
    self.init(data: nil, ofType: nil)
    self.image = image
    adaptsToFont = true
  }

  /// What draws: `image`, else the decoded contents.
  var drawnImage: UIImage? { image ?? contents.flatMap { UIImage(data: $0) } }

  /// The attachment as the text layout draws it in a run of `font` and `color`: the image for the
  /// current traits, its box, and the colour its shape takes if it draws as a template.
  func laidOut(font: UIFont, color: UIColor) -> CGRichText.Attachment {
    let drawn = drawnImage?.variant(for: UITraitCollection.current)
    let tint = drawn.flatMap { $0.fixedTintColor ?? ($0.drawsAsTemplate ? color : nil) }
    return CGRichText.Attachment(image: drawn?.cgImage, bounds: layoutBounds(font: font), tint: tint?.cgColor)
  }

  /// The box the attachment takes in its line: `bounds`, or the image's size on the baseline (a
  /// symbol without a point size of its own, made with `init(image:)`, at `font`'s point size).
  private func layoutBounds(font: UIFont) -> CGRect {
    guard bounds == .zero, let image = drawnImage else { return bounds }
    if adaptsToFont, let symbol = image.symbol, symbol.configuration.pointSize == 0,
      let sized = SystemSymbol(
        name: symbol.name,
        configuration: symbol.configuration.applying(UIImage.SymbolConfiguration(pointSize: font.pointSize)))
    {
      return CGRect(origin: .zero, size: sized.size)
    }
    return CGRect(origin: .zero, size: image.size)
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
