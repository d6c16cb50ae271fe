import Foundation

/// Text whose parts look different: an attributed string lowered to what `TextLayout` draws with
/// Pango attributes. UIKit builds it from `NSAttributedString`; every run carries its resolved
/// font, colour and paragraph settings, so nothing here depends on UIKit's types.
@_spi(Hail) public struct CGRichText: Sendable {
  /// The characters.
  public var string: String
  /// Consecutive, non-overlapping runs covering `string`, in order.
  public var runs: [Run]

  public init(string: String, runs: [Run]) {
    self.string = string
    self.runs = runs
  }

  /// A stretch of characters drawn alike.
  public struct Run: Sendable {
    /// UTF-8 byte offsets into `string`.
    public var range: Range<Int>
    public var style: CGTextStyle
    public var color: CGColor
    /// Filled behind the glyphs, line height tall (Pango's background attribute).
    public var background: CGColor?
    /// Extra points between characters (Pango letter spacing).
    public var kern: CGFloat
    public var underline: Decoration?
    public var strikethrough: Decoration?
    /// Points the glyphs sit above the baseline (negative: below).
    public var baselineOffset: CGFloat
    /// The settings of the paragraph this run starts, if it is the paragraph's first run.
    public var paragraph: Paragraph
    /// An image standing in for each character of the run (a text attachment).
    public var attachment: Attachment?

    public init(
      range: Range<Int>, style: CGTextStyle, color: CGColor, background: CGColor? = nil, kern: CGFloat = 0,
      underline: Decoration? = nil, strikethrough: Decoration? = nil, baselineOffset: CGFloat = 0,
      paragraph: Paragraph = Paragraph(), attachment: Attachment? = nil
    ) {
      self.range = range
      self.style = style
      self.color = color
      self.background = background
      self.kern = kern
      self.underline = underline
      self.strikethrough = strikethrough
      self.baselineOffset = baselineOffset
      self.paragraph = paragraph
      self.attachment = attachment
    }
  }

  /// An image laid out as one glyph: `bounds` is its box from the glyph's origin on the baseline,
  /// y up (TextKit's attachment bounds); the line makes room for it as for a glyph that size.
  public struct Attachment: Sendable {
    /// nil keeps the room and draws nothing.
    public var image: CGImage?
    public var bounds: CGRect
    /// nil draws the image's own pixels; a colour fills the image's shape (its alpha) with it, as
    /// a template image or a symbol takes the colour of its text.
    public var tint: CGColor?

    public init(image: CGImage?, bounds: CGRect, tint: CGColor? = nil) {
      self.image = image
      self.bounds = bounds
      self.tint = tint
    }
  }

  /// A line under or through text.
  public struct Decoration: Sendable, Equatable {
    public enum Pattern: Sendable {
      case single, double
    }

    public var pattern: Pattern
    /// nil: the text's colour.
    public var color: CGColor?

    public init(pattern: Pattern, color: CGColor? = nil) {
      self.pattern = pattern
      self.color = color
    }
  }

  /// How one paragraph's lines are placed; a paragraph takes the settings of its first character
  /// (as TextKit does).
  public struct Paragraph: Sendable, Equatable {
    public var alignment: TextLayout.Alignment
    /// Points between the lines of a paragraph, and after its last line when another follows.
    public var lineSpacing: CGFloat
    /// Points after the paragraph when another follows.
    public var paragraphSpacing: CGFloat
    /// Points before the paragraph unless it is the first.
    public var paragraphSpacingBefore: CGFloat
    public var lineBreak: TextLayout.LineBreak

    public init(
      alignment: TextLayout.Alignment = .left, lineSpacing: CGFloat = 0, paragraphSpacing: CGFloat = 0,
      paragraphSpacingBefore: CGFloat = 0, lineBreak: TextLayout.LineBreak = .truncatingTail
    ) {
      self.alignment = alignment
      self.lineSpacing = lineSpacing
      self.paragraphSpacing = paragraphSpacing
      self.paragraphSpacingBefore = paragraphSpacingBefore
      self.lineBreak = lineBreak
    }
  }

  /// The paragraphs: byte ranges between paragraph separators (newline, CR LF, CR, U+2029), the
  /// separators excluded; text ending in a separator has an empty last paragraph, as Pango lays it out.
  var paragraphRanges: [Range<Int>] {
    var ranges: [Range<Int>] = []
    var start = 0
    var offset = 0
    for character in string {
      let length = character.utf8.count
      if character == "\n" || character == "\r\n" || character == "\r" || character == "\u{2029}" {
        ranges.append(start..<offset)
        start = offset + length
      }
      offset += length
    }
    ranges.append(start..<offset)
    return ranges
  }

  /// The run containing byte `offset` (the last run for the end of the text).
  func run(at offset: Int) -> Run? {
    runs.first { $0.range.contains(offset) } ?? runs.last
  }
}
