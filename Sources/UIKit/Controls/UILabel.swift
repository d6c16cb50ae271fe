@_spi(Hail) import CoreGraphics
import Foundation

/// Read-only text, as UIKit's `UILabel`: measured and drawn by CoreGraphics' `TextLayout`, so the
/// size it asks for is the size its text draws at.
///
/// The text sits vertically centred in the bounds, as UIKit draws it; lines that do not fit the
/// height are dropped and the last visible line is truncated per `lineBreakMode`.
@preconcurrency @MainActor
open class UILabel: UIView {
  /// The text; setting it drops any attributed text's styling.
  open var text: String? {
    didSet {
      // Plain text in place of attributed text may measure otherwise even when the string is the same.
      let dropsStyling = !adoptingStyledText && styledText != nil
      if !adoptingStyledText { styledText = nil }
      if text != oldValue || dropsStyling { contentDidChange() }
    }
  }

  /// Styled text (Apple: setting it sets `text` to its string and `font`, `textColor`,
  /// `textAlignment` and `lineBreakMode` to its attributes at location 0; setting any of those
  /// later applies it to the whole string). Without attributed text, the plain text with the
  /// label's style attributes.
  open var attributedText: NSAttributedString? {
    get { styledText ?? text.map { NSAttributedString(string: $0, attributes: styleAttributes) } }
    set {
      guard let newValue else {
        text = nil
        return
      }
      adoptingStyledText = true
      defer { adoptingStyledText = false }
      styledText = NSAttributedString(attributedString: newValue)
      text = newValue.string
      if newValue.length > 0 {
        let first = newValue.attributes(at: 0, effectiveRange: nil)
        if let firstFont = first[.font] as? UIFont { font = firstFont }
        if let firstColor = first[.foregroundColor] as? UIColor { textColor = firstColor }
        if let paragraph = first[.paragraphStyle] as? NSParagraphStyle {
          textAlignment = paragraph.alignment
          lineBreakMode = paragraph.lineBreakMode
        }
      }
      contentDidChange()
    }
  }

  /// The font (UIKit's default: the system font at 17 pt).
  open var font: UIFont! = .systemFont(ofSize: UIFont.labelFontSize) {
    didSet {
      if font == nil { font = .systemFont(ofSize: UIFont.labelFontSize) }
      if !adoptingStyledText { restyle(.font, font) }
      if font != oldValue { contentDidChange() }
    }
  }

  /// The text colour (UIKit's default since iOS 13: `.label`, black in light and white in dark);
  /// nil resets it.
  open var textColor: UIColor! = .label {
    didSet {
      if textColor == nil { textColor = .label }
      if !adoptingStyledText { restyle(.foregroundColor, textColor) }
      if textColor != oldValue { setNeedsDisplay() }
    }
  }

  open var textAlignment: NSTextAlignment = .natural {
    didSet {
      if !adoptingStyledText { restyleParagraphs { $0.alignment = textAlignment } }
      if textAlignment != oldValue { setNeedsDisplay() }
    }
  }

  /// The most lines to show (default 1); 0 means as many as the text needs.
  open var numberOfLines = 1 {
    didSet {
      if numberOfLines < 0 { numberOfLines = 0 }
      if numberOfLines != oldValue { contentDidChange() }
    }
  }

  /// What the last visible line does when the text does not fit (default: "…" at its end).
  open var lineBreakMode: NSLineBreakMode = .byTruncatingTail {
    didSet {
      if !adoptingStyledText { restyleParagraphs { $0.lineBreakMode = lineBreakMode } }
      if lineBreakMode != oldValue { contentDidChange() }
    }
  }

  /// Whether a Dynamic Type font is made again when the text size changes (`UIContentSizeCategoryAdjusting`).
  open var adjustsFontForContentSizeCategory = false

  /// The width multi-line text wraps at for `intrinsicContentSize`; 0 (the default) means none.
  open var preferredMaxLayoutWidth: CGFloat = 0 {
    didSet { if preferredMaxLayoutWidth != oldValue { contentDidChange() } }
  }

  /// The attributed text as set (nil for plain text), drawn with its own runs.
  private var styledText: NSAttributedString?
  /// Set while `attributedText` copies its first attributes into the label's style properties,
  /// which must not write them back over the whole string.
  private var adoptingStyledText = false
  /// The last sizes measured and what each was measured for (wrap width, line limit, screen
  /// scale), the last used first: layout asks a label its size again and again with nothing
  /// changed (a map's attribution at every frame of a pan), and each measurement lays the text out
  /// with Pango. Two, since a layout pass often asks for both its intrinsic size
  /// (`intrinsicContentSize`) and the size in a width (`sizeThatFits`), which one kept
  /// measurement would make alternate. Dropped whenever the text or its style changes through
  /// its setters (`contentDidChange`): a subclass whose `text` or `font` getter computes another
  /// value than was set measures what was set.
  private var measurements: [(maxWidth: CGFloat?, numberOfLines: Int, scale: CGFloat, size: CGSize)] = []
  private static let keptMeasurements = 2
  /// How many times the label laid its text out to measure it (tests check the reuse).
  @_spi(Hail) public private(set) var textMeasurements = 0

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    // UIKit: labels do not take touches, so taps reach the view behind them.
    isUserInteractionEnabled = false
    isOpaque = false
  }

  // MARK: Measuring

  /// The text's size: one line at its natural width when `numberOfLines` is 1, else wrapped at
  /// `size.width` (a width that is not positive and finite does not wrap) and limited to
  /// `numberOfLines`. Rounded up to whole pixels of the main screen, as UIKit's. Empty text is zero.
  override open func sizeThatFits(_ size: CGSize) -> CGSize {
    let width: CGFloat? = numberOfLines != 1 && size.width.isFinite && size.width > 0 ? size.width : nil
    return measure(maxWidth: width, numberOfLines: numberOfLines)
  }

  /// The text's size unwrapped, or wrapped at `preferredMaxLayoutWidth` when that is set. A
  /// multi-line label placed by constraints without one wraps at its current width, as UIKit's
  /// automatic preferred width does (a second layout pass follows the width's change).
  override open var intrinsicContentSize: CGSize {
    let automatic = numberOfLines != 1 && autoLayout.engine != nil ? bounds.width : 0
    return sizeThatFits(
      CGSize(width: preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : automatic, height: 0))
  }

  @_spi(Hail) override open func traitsDidChange(from previous: UITraitCollection?) {
    super.traitsDidChange(from: previous)
    if adjustsFontForContentSizeCategory, let adjusted = font.adjusted(to: traitCollection) {
      font = adjusted
    }
  }

  override func boundsDidChange(from oldBounds: CGRect) {
    super.boundsDidChange(from: oldBounds)
    if numberOfLines != 1, preferredMaxLayoutWidth == 0, bounds.width != oldBounds.width {
      invalidateIntrinsicContentSize()
    }
  }

  /// Where the text draws in `bounds`: full width, as tall as the lines that fit (at most
  /// `numberOfLines`, 0 for no limit), centred vertically.
  open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
    let lines = visibleLineCount(in: bounds.height, limit: numberOfLines)
    let height = min(measure(maxWidth: bounds.width, numberOfLines: lines).height, bounds.height)
    return CGRect(x: bounds.minX, y: bounds.midY - height / 2, width: bounds.width, height: height)
  }

  // MARK: Drawing

  override open func draw(_ rect: CGRect) {
    drawText(in: bounds)
  }

  /// Draws the text into the current context, vertically centred in `rect`.
  open func drawText(in rect: CGRect) {
    guard let text, !text.isEmpty, let context = UIGraphicsGetCurrentContext() else { return }
    let lines = visibleLineCount(in: rect.height, limit: numberOfLines)
    let textRect = textRect(forBounds: rect, limitedToNumberOfLines: numberOfLines)
    if let styledText {
      TextLayout.shared.draw(
        styledText.richText(defaults: textDefaults), in: textRect, numberOfLines: lines, context: context)
      return
    }
    TextLayout.shared.draw(
      text, style: font.textStyle, color: textColor.cgColor, in: textRect,
      alignment: textAlignment.textLayoutAlignment, numberOfLines: lines,
      lineBreak: lineBreakMode.textLayoutLineBreak, context: context)
  }

  // MARK: Private

  private func measure(maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
    guard let text, !text.isEmpty else { return .zero }
    let scale = UIScreen.main.scale
    if let kept = measurements.firstIndex(where: {
      $0.maxWidth == maxWidth && $0.numberOfLines == numberOfLines && $0.scale == scale
    }) {
      // Used last, so a size asked for again and again stays while the other changes.
      if kept > 0 { measurements.swapAt(0, kept) }
      return measurements[0].size
    }
    textMeasurements += 1
    let size =
      if let styledText {
        TextLayout.shared.measure(
          styledText.richText(defaults: textDefaults), maxWidth: maxWidth, numberOfLines: numberOfLines)
      } else {
        TextLayout.shared.measure(
          text, style: font.textStyle, maxWidth: maxWidth, numberOfLines: numberOfLines,
          lineBreak: lineBreakMode.textLayoutLineBreak, alignment: textAlignment.textLayoutAlignment)
      }
    let measured = CGSize(
      width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    measurements.insert((maxWidth, numberOfLines, scale, measured), at: 0)
    if measurements.count > Self.keptMeasurements { measurements.removeLast() }
    return measured
  }

  private var textDefaults: TextDefaults {
    TextDefaults(font: font, color: textColor, alignment: textAlignment, lineBreakMode: lineBreakMode)
  }

  /// The label's style as attributes, for `attributedText` of plain text.
  private var styleAttributes: [NSAttributedString.Key: Any] {
    let paragraph = NSMutableParagraphStyle()
    paragraph.alignment = textAlignment
    paragraph.lineBreakMode = lineBreakMode
    return [.font: font!, .foregroundColor: textColor!, .paragraphStyle: paragraph]
  }

  /// Sets `key` to `value` over the whole attributed text, if there is one.
  private func restyle(_ key: NSAttributedString.Key, _ value: Any) {
    guard let styledText, styledText.length > 0 else { return }
    let restyled = styledText.restyled([key: value])
    // The value it has: no layout, no redraw (a label styled in `layoutSubviews` stays idle).
    guard !restyled.isEqual(to: styledText) else { return }
    self.styledText = restyled
    contentDidChange()
  }

  /// Changes every paragraph style of the attributed text (the default where it has none).
  private func restyleParagraphs(_ change: (NSMutableParagraphStyle) -> Void) {
    guard let styledText, styledText.length > 0 else { return }
    let restyled = styledText.restyledParagraphs(change)
    guard !restyled.isEqual(to: styledText) else { return }
    self.styledText = restyled
    contentDidChange()
  }

  /// The lines that fit `height` (at least one), capped at `limit` unless it is 0.
  private func visibleLineCount(in height: CGFloat, limit: Int) -> Int {
    let lineHeight = font.lineHeight
    guard lineHeight > 0, height.isFinite else { return limit }
    // A hair of slack so a label sized by sizeThatFits (rounded up to pixels) keeps its last line.
    let fitting = max(1, Int(((height + 0.01) / lineHeight).rounded(.down)))
    return limit == 0 ? fitting : min(limit, fitting)
  }

  /// The text's size may have changed: the label and its superview need layout, and a redraw.
  private func contentDidChange() {
    measurements.removeAll(keepingCapacity: true)
    setNeedsLayout()
    superview?.setNeedsLayout()
    setNeedsDisplay()
    invalidateIntrinsicContentSize()
  }

  /// The text is centred vertically: the first baseline is the ascender below the text's top, the
  /// last the descender above its bottom.
  override func baselineOffsetsFromCenter() -> (first: CGFloat, last: CGFloat)? {
    let height = intrinsicContentSize.height
    return (-height / 2 + font.ascender, height / 2 + font.descender)
  }
}
