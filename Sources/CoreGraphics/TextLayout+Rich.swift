import CCairo
import CPangoCairo
import Foundation

/// Attributed text: each paragraph is laid out on its own (so it keeps its own alignment and
/// spacing, as TextKit's paragraph styles do) with its runs as Pango attributes, and the
/// paragraphs are stacked with their line and paragraph spacing.
extension TextLayout {
  /// The size, in points, of `text` wrapped at `maxWidth` (nil or not finite: only at paragraph
  /// ends) with at most `numberOfLines` lines (0: no limit). Empty text measures `.zero`.
  public func measure(_ text: CGRichText, maxWidth: CGFloat? = nil, numberOfLines: Int = 0) -> CGSize {
    guard !text.string.isEmpty else { return .zero }
    return lock.withLock {
      layOutParagraphs(text, width: maxWidth, numberOfLines: numberOfLines, alpha: 1) { _, _, _ in }
    }
  }

  /// Draws `text` in `rect` of `context` from `rect.minY` down, as `draw(_:style:…)` does plain
  /// text; each run in its own colour times the context's alpha.
  public func draw(_ text: CGRichText, in rect: CGRect, numberOfLines: Int = 0, context: CGContext) {
    guard !text.string.isEmpty, rect.origin.isFinitePoint, !context.state.isDegenerate else { return }
    let width: CGFloat? = rect.width.isFinite && rect.width >= 0 ? rect.width : nil
    lock.withLock {
      let cr = context.cairo
      context.withIsolatedPath {
        _ = layOutParagraphs(text, width: width, numberOfLines: numberOfLines, alpha: context.state.alpha) {
          range, top, visible in
          cairo_save(cr)
          if let visible {
            // A clipped paragraph beyond its line budget: only its visible lines show.
            cairo_rectangle(
              cr, -1e6, Double(rect.minY + top + points(visible.y)), 2e6, Double(points(visible.height)))
            cairo_clip(cr)
          }
          context.paintingCalls += 1
          cairo_move_to(cr, Double(rect.minX), Double(rect.minY + top))
          pango_cairo_show_layout(cr, layout)
          let origin = CGPoint(x: rect.minX, y: rect.minY + top)
          drawAttachments(of: text, in: range, at: origin, context: context)
          cairo_restore(cr)
        }
      }
    }
  }

  /// Where a caret stands at each grapheme-cluster boundary of `text` (`text.string.count + 1`
  /// stops), as `caretStops(in:style:…)` gives them for plain text: each paragraph laid out as
  /// `draw` lays it out, a stop on the line of its paragraph, as tall as that line. A boundary
  /// after a paragraph separator starts the next paragraph.
  public func caretStops(in text: CGRichText, maxWidth: CGFloat? = nil) -> [CGRect] {
    var boundaries = [0]
    var offset = 0
    for character in text.string {
      offset += character.utf8.count
      boundaries.append(offset)
    }
    return lock.withLock {
      var stops: [CGRect] = []
      stops.reserveCapacity(boundaries.count)
      _ = layOutParagraphs(text, width: maxWidth, numberOfLines: 0, alpha: 1) { range, top, _ in
        while stops.count < boundaries.count, boundaries[stops.count] <= range.upperBound {
          var strong = PangoRectangle()
          let index = max(boundaries[stops.count] - range.lowerBound, 0)
          pango_layout_get_cursor_pos(layout, Int32(index), &strong, nil)
          stops.append(
            CGRect(x: points(strong.x), y: top + points(strong.y), width: 0, height: points(strong.height)))
        }
      }
      return stops
    }
  }

  /// Lays out each paragraph in turn in the shared layout and calls `body` with its byte range,
  /// its top (points from the text's top) and, when some of its lines are hidden by clipping, the
  /// visible lines' extents. Returns the size of everything shown. The caller holds the lock.
  private func layOutParagraphs(
    _ text: CGRichText, width: CGFloat?, numberOfLines: Int, alpha: CGFloat,
    body: (Range<Int>, CGFloat, PangoRectangle?) -> Void
  ) -> CGSize {
    let bytes = Array(text.string.utf8)
    var top: CGFloat = 0
    var widest: CGFloat = 0
    var remaining = numberOfLines
    var previous: CGRichText.Paragraph?
    for range in text.paragraphRanges {
      let paragraph = text.run(at: range.lowerBound)?.paragraph ?? CGRichText.Paragraph()
      if let previous {
        top += previous.lineSpacing + previous.paragraphSpacing + paragraph.paragraphSpacingBefore
      }
      let limit = numberOfLines > 0 ? remaining : 0
      configure(text, range, bytes, paragraph, width: width, numberOfLines: limit, alpha: alpha)
      let lines = Int(pango_layout_get_line_count(layout))
      let extents = visibleExtents(limit)
      body(range, top, limit > 0 && lines > limit ? extents : nil)
      top += points(extents.height)
      widest = max(widest, points(extents.width))
      previous = paragraph
      if numberOfLines > 0 {
        remaining -= min(lines, limit)
        if remaining <= 0 { break }
      }
    }
    return CGSize(width: widest, height: top)
  }

  /// Draws the images of the attachments in the paragraph at byte `range`, laid out in the shared
  /// layout with its top left at `origin`: each where Pango placed its shape, `bounds` from the
  /// glyph's origin on its line's baseline, its own pixels or its shape in its tint. The caller
  /// holds the lock.
  private func drawAttachments(
    of text: CGRichText, in range: Range<Int>, at origin: CGPoint, context: CGContext
  ) {
    let placed = text.runs.filter { $0.attachment?.image != nil && $0.range.overlaps(range) }
    guard !placed.isEmpty, let iterator = pango_layout_get_iter(layout) else { return }
    defer { pango_layout_iter_free(iterator) }
    repeat {
      let index = range.lowerBound + Int(pango_layout_iter_get_index(iterator))
      guard let attachment = placed.first(where: { $0.range.contains(index) })?.attachment,
        let image = attachment.image
      else { continue }
      var extents = PangoRectangle()
      pango_layout_iter_get_char_extents(iterator, &extents)
      let baseline = points(pango_layout_iter_get_baseline(iterator))
      let bounds = attachment.bounds
      let rect = CGRect(
        x: origin.x + points(extents.x) + bounds.minX, y: origin.y + baseline - bounds.maxY,
        width: bounds.width, height: bounds.height)
      if let tint = attachment.tint {
        context.saveGState()
        context.setFillColor(tint)
        context.fill(rect, alphaOf: image)
        context.restoreGState()
      } else {
        context.draw(image, in: rect)
      }
    } while pango_layout_iter_next_char(iterator) != 0
  }

  /// Prepares the shared layout for the paragraph at byte `range`; the caller holds the lock.
  private func configure(
    _ text: CGRichText, _ range: Range<Int>, _ bytes: [UInt8], _ paragraph: CGRichText.Paragraph,
    width: CGFloat?, numberOfLines: Int, alpha: CGFloat
  ) {
    configured = nil
    let base = text.run(at: range.lowerBound)?.style ?? CGTextStyle(size: 17)
    pango_layout_set_font_description(layout, description(base).pointer)
    let attributes = pango_attr_list_new()!
    defer { pango_attr_list_unref(attributes) }
    for run in text.runs {
      let start = max(run.range.lowerBound, range.lowerBound)
      let end = min(run.range.upperBound, range.upperBound)
      guard start < end else { continue }
      for attribute in run.pangoAttributes(description: description(run.style).pointer, alpha: alpha) {
        attribute.pointee.start_index = UInt32(start - range.lowerBound)
        attribute.pointee.end_index = UInt32(end - range.lowerBound)
        pango_attr_list_insert(attributes, attribute)
      }
    }
    pango_layout_set_attributes(layout, attributes)
    let paragraphText = String(decoding: bytes[range], as: UTF8.self)
    pango_layout_set_text(layout, paragraphText, -1)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_alignment(layout, paragraph.alignment.pango)
    pango_layout_set_spacing(layout, max(0, paragraph.lineSpacing.pangoUnits))
    let pangoWidth = pangoWidth(width)
    pango_layout_set_width(layout, pangoWidth ?? -1)
    if numberOfLines > 0, pangoWidth != nil, let ellipsize = paragraph.lineBreak.pango {
      pango_layout_set_ellipsize(layout, ellipsize)
      // One paragraph: a negative height limits its lines.
      pango_layout_set_height(layout, Int32(-numberOfLines))
    } else {
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
      pango_layout_set_height(layout, -1)
    }
  }
}

extension CGRichText.Run {
  /// The Pango attributes drawing this run (unplaced: the caller sets their byte range); `font`
  /// is the run style's description, copied by Pango.
  fileprivate func pangoAttributes(description font: OpaquePointer, alpha: CGFloat) -> [UnsafeMutablePointer<
    PangoAttribute
  >] {
    var attributes = [
      pango_attr_font_desc_new(font)!,
      pango_attr_language_new(pango_language_from_string(style.language))!,
      pango_attr_foreground_new(color.red.pango16, color.green.pango16, color.blue.pango16)!,
      // Pango reads alpha 0 as "unset" (opaque); 1/65535 is as invisible.
      pango_attr_foreground_alpha_new(max(1, (color.alpha * alpha).pango16))!,
    ]
    if let background {
      attributes.append(
        pango_attr_background_new(background.red.pango16, background.green.pango16, background.blue.pango16))
      attributes.append(pango_attr_background_alpha_new(max(1, (background.alpha * alpha).pango16)))
    }
    if kern != 0 {
      attributes.append(pango_attr_letter_spacing_new(kern.pangoUnits))
    }
    if let underline {
      attributes.append(
        pango_attr_underline_new(
          underline.pattern == .double ? PANGO_UNDERLINE_DOUBLE : PANGO_UNDERLINE_SINGLE))
      if let lineColor = underline.color {
        attributes.append(
          pango_attr_underline_color_new(
            lineColor.red.pango16, lineColor.green.pango16, lineColor.blue.pango16))
      }
    }
    if let strikethrough {
      attributes.append(pango_attr_strikethrough_new(1))
      if let lineColor = strikethrough.color {
        attributes.append(
          pango_attr_strikethrough_color_new(
            lineColor.red.pango16, lineColor.green.pango16, lineColor.blue.pango16))
      }
    }
    if baselineOffset != 0 {
      attributes.append(pango_attr_rise_new(baselineOffset.pangoUnits))
    }
    if let attachment {
      // Pango's rectangles are y down from the baseline; the attachment's bounds y up from it.
      let bounds = attachment.bounds.standardized
      var logical = PangoRectangle(
        x: 0, y: (-bounds.maxY).pangoUnits, width: bounds.width.pangoUnits, height: bounds.height.pangoUnits)
      var ink = logical
      attributes.append(pango_attr_shape_new(&ink, &logical))
    }
    return attributes
  }
}

extension CGFloat {
  /// A 0…1 component as Pango's 16-bit colour channel.
  fileprivate var pango16: UInt16 {
    isNaN ? 0 : UInt16((Swift.min(Swift.max(self, 0), 1) * 65535).rounded())
  }

  /// Points as Pango units, within ±100 000 points (NaN: 0) so that no value overflows.
  fileprivate var pangoUnits: Int32 {
    guard isFinite else { return 0 }
    return Int32((Swift.min(Swift.max(self, -100_000), 100_000) * CGFloat(HAIL_PANGO_SCALE)).rounded())
  }
}
