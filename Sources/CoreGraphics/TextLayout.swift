import CCairo
import CPangoCairo
import Foundation

/// Measures and draws text with Pango, so that what is measured is exactly what is drawn.
///
/// One font map, one Pango context and one reused layout serve every call: measuring happens
/// during view layout and must be cheap. The context uses 72 dpi (1 pt = 1 user unit), absolute
/// font sizes, and no metric hinting or glyph-position rounding, so a layout has the same size
/// in points at any screen scale. Pango objects are not thread-safe, so a lock guards them; that
/// is what makes the `@unchecked Sendable` safe.
@_spi(Hail) public final class TextLayout: @unchecked Sendable {
  /// The shared instance.
  public static let shared = TextLayout()

  /// Loads the font machinery (fontconfig's configuration and caches, the Noto CJK face, the first
  /// glyphs) and the fonts of `styles` on a background thread, so that the main thread's first
  /// label in each finds it ready: for a program about to do other start-up work (load a map)
  /// before it lays out text, or about to show screens whose fonts it has not used yet (a style's
  /// first layout loads its font and sorts fontconfig's fallbacks for it: milliseconds, in
  /// whichever frame first shows it). Each style is laid out under the lock on its own, so the main
  /// thread's layouts go on between them (the lock is not fair: one may wait through a few), and
  /// after `waitForTurn` returns, when one is given: a style's first layout holds the lock for up to
  /// 7 ms, which a frame drawing a label waits through, so an app passes a wait for the end of its
  /// next frame (`UIApplication.frameEnds`) and the style loads in the time before the one after.
  /// Safe because the layout service is guarded by its lock. `done` runs on that thread after the
  /// last.
  public static func prepareInBackground(
    styles: [CGTextStyle] = [CGTextStyle(size: 15)], done: (@Sendable () -> Void)? = nil,
    waitForTurn: (@Sendable () -> Void)? = nil
  ) {
    Thread.detachNewThread {
      for style in styles {
        waitForTurn?()
        // Han, Latin and digits, and the separators and currency the app's lines use (· … €): with
        // them the search screen's first frame was 4 ms shorter, without them (two runs) not; Noto
        // Sans CJK SC has their glyphs, so why is not known.
        _ = shared.measure("快车出租车上车 Express Taxi 0123456789 €·…", style: style)
        // An empty line's caret (an empty field's): Pango loads its font for the context's language,
        // the process locale's ("c"), not the style's, another fallback sort (about 1 ms on a thread
        // Pango starts, which the search screen's first frame waited for; fontconfig's calls traced).
        _ = shared.caretStops(in: "", style: style)
      }
      done?()
    }
  }

  /// Every style laid out so far (measured, drawn, asked for metrics or prepared): those whose font
  /// description is made and whose font Pango has loaded at one point a unit (a drawing at the
  /// screen's scale may still load its own size).
  public var stylesLaidOut: Set<CGTextStyle> {
    lock.withLock { Set(descriptions.keys) }
  }

  /// Horizontal placement of lines inside the drawing rectangle.
  public enum Alignment: Sendable {
    case left, center, right
  }

  /// What happens to text beyond `numberOfLines`, as NSLineBreakMode's truncating modes.
  public enum LineBreak: Sendable {
    /// Wrap, then end the last line with "…".
    case truncatingTail
    /// Wrap, then start the last line with "…".
    case truncatingHead
    /// Wrap, then put "…" in the middle of the last line.
    case truncatingMiddle
    /// Wrap, and drop lines beyond the limit.
    case clipping
  }

  let lock = NSLock()
  private let fontMap: GObjectReference
  private let context: GObjectReference
  private let layoutObject: GObjectReference
  private var descriptions: [CGTextStyle: FontDescription] = [:]
  private var languages: [String: LanguageAttributes] = [:]
  private var metricsCache: [CGTextStyle: CGFontMetrics] = [:]
  /// What the shared layout holds now, when plain text was configured last (nil after rich text):
  /// a call for the same text and settings uses Pango's lines as they are. A label measures its
  /// text in `textRect(forBounds:limitedToNumberOfLines:)` and draws it right after; Pango lays
  /// text out again after any setter call (`pango_layout_set_text` even for the same text), and
  /// that second layout was a third of a label's drawing (a ride tour's search results, `perf`).
  var configured: Configuration?

  /// The settings `configure` gives the shared layout for plain text.
  struct Configuration: Equatable {
    var text: String
    var style: CGTextStyle
    var width: Int32?
    var numberOfLines: Int
    var lineBreak: LineBreak
    var alignment: Alignment

    /// Equal text by its bytes, as Pango reads it: Swift's `==` holds canonically equivalent
    /// strings equal, which Pango may shape apart (a composed "é" and "e" with a combining accent).
    static func == (lhs: Self, rhs: Self) -> Bool {
      lhs.style == rhs.style && lhs.width == rhs.width && lhs.numberOfLines == rhs.numberOfLines
        && lhs.lineBreak == rhs.lineBreak && lhs.alignment == rhs.alignment
        && lhs.text.utf8.elementsEqual(rhs.text.utf8)
    }
  }

  /// A layout service of its own, with its own lock, font map and caches: tests make one, so that
  /// no other test's calls come between theirs, and so do map labels drawn on threads below the
  /// app's priority (`HaloTextRenderer`), so that the main thread's text never waits for this lock
  /// while such a thread holds it (the libraries below keep process-wide locks of their own);
  /// everything else uses `shared`.
  public init() {
    // A private font map: pango_cairo_font_map_get_default() is per thread.
    let map = pango_cairo_font_map_new()!
    fontMap = GObjectReference(owning: UnsafeMutableRawPointer(map))
    let pangoContext = pango_font_map_create_context(map)!
    context = GObjectReference(owning: UnsafeMutableRawPointer(pangoContext))
    pango_cairo_context_set_resolution(pangoContext, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    pango_cairo_context_set_font_options(pangoContext, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(pangoContext, 0)
    layoutObject = GObjectReference(owning: UnsafeMutableRawPointer(pango_layout_new(pangoContext)!))
  }

  var layout: OpaquePointer { OpaquePointer(layoutObject.pointer) }

  /// The size, in points, of `text` laid out in `style`, wrapped at `maxWidth` (nil, negative or
  /// infinite: only at line breaks in the text) and limited to `numberOfLines` lines (0: no limit). Empty text
  /// measures `.zero`. The result is exact (not rounded); views round it up to pixels. The width is
  /// the widest line's, so the size does not depend on `alignment`: it is how the text will be
  /// drawn, so that a `draw` of it right after finds it laid out.
  public func measure(
    _ text: String, style: CGTextStyle, maxWidth: CGFloat? = nil, numberOfLines: Int = 0,
    lineBreak: LineBreak = .truncatingTail, alignment: Alignment = .left
  ) -> CGSize {
    guard !text.isEmpty else { return .zero }
    return lock.withLock {
      configure(text, style, width: maxWidth, numberOfLines, lineBreak, alignment, anyAlignment: true)
      let extents = visibleExtents(numberOfLines)
      let width = pango_layout_get_line_count(layout) == 1 ? extents.width : widestLine(numberOfLines)
      return CGSize(width: points(width), height: points(extents.height))
    }
  }

  /// Ascender, descender and line height of `style`.
  public func metrics(for style: CGTextStyle) -> CGFontMetrics {
    lock.withLock {
      if let cached = metricsCache[style] { return cached }
      configure("x", style, width: nil, 0, .clipping, .left)
      var logical = PangoRectangle()
      pango_layout_get_extents(layout, nil, &logical)
      let ascender = points(pango_layout_get_baseline(layout))
      let lineHeight = points(logical.height)
      let metrics = CGFontMetrics(
        ascender: ascender, descender: ascender - lineHeight, lineHeight: lineHeight)
      metricsCache[style] = metrics
      return metrics
    }
  }

  /// Draws `text` in `rect` of `context`: lines wrap at `rect.width` and start at `rect.minY`
  /// (vertical centring is the caller's job, as in UILabel). Text beyond `numberOfLines` lines
  /// (0: no limit) is truncated per `lineBreak`. The fill colour is `color` with the context's
  /// alpha. A rectangle with a non-finite origin draws nothing; a non-finite or negative width
  /// means no wrapping.
  public func draw(
    _ text: String, style: CGTextStyle, color: CGColor, in rect: CGRect, alignment: Alignment = .left,
    numberOfLines: Int = 0, lineBreak: LineBreak = .truncatingTail, context: CGContext
  ) {
    guard !text.isEmpty, rect.origin.isFinitePoint, !context.state.isDegenerate else { return }
    let width: CGFloat? = rect.width.isFinite && rect.width >= 0 ? rect.width : nil
    lock.withLock {
      configure(text, style, width: width, numberOfLines, lineBreak, alignment)
      let cr = context.cairo
      context.withIsolatedPath {
        cairo_save(cr)
        if numberOfLines > 0, pango_layout_get_line_count(layout) > numberOfLines {
          // Hard line breaks can leave more lines than asked for: clip to the visible ones.
          let visible = visibleExtents(numberOfLines)
          cairo_rectangle(
            cr, -1e6, Double(rect.minY) + Double(visible.y) / Double(HAIL_PANGO_SCALE), 2e6,
            Double(points(visible.height)))
          cairo_clip(cr)
        }
        context.setSource(color)
        context.paintingCalls += 1
        cairo_move_to(cr, Double(rect.minX), Double(rect.minY))
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
      }
    }
  }

  /// Where a caret stands at each grapheme-cluster boundary of `text`, for text inputs: one
  /// zero-width rectangle (x, top of its line, line height) per boundary, from before the first
  /// character to after the last, in points from the layout's origin. Laid out as `draw` lays it
  /// out with the same width and alignment (nil width: one line per paragraph). Empty text has one
  /// stop, where a caret would stand. Boundaries are Swift's `Character`s, so the count is
  /// `text.count + 1`.
  public func caretStops(
    in text: String, style: CGTextStyle, maxWidth: CGFloat? = nil, alignment: Alignment = .left
  ) -> [CGRect] {
    lock.withLock {
      configure(text, style, width: maxWidth, 0, .clipping, alignment)
      var stops: [CGRect] = []
      stops.reserveCapacity(text.count + 1)
      var byteIndex: Int32 = 0
      func addStop() {
        var strong = PangoRectangle()
        pango_layout_get_cursor_pos(layout, byteIndex, &strong, nil)
        stops.append(
          CGRect(x: points(strong.x), y: points(strong.y), width: 0, height: points(strong.height)))
      }
      addStop()
      for character in text {
        byteIndex += Int32(character.utf8.count)
        addStop()
      }
      return stops
    }
  }

  /// Draws one line of `text` centred on `center`, turned by `angle` radians, with a halo: the glyph
  /// outlines stroked `haloWidth` points wide on each side in `halo`, then filled in `color` — what
  /// map renderers do for labels over busy ground (Mapnik's `halo-radius`). With `coarseHalo`, the
  /// halo's edge is antialiased with Cairo's fast 4 × 4 samples: for a halo that fades into ground
  /// of nearly its colour (a map's labels), where it looks the same and the label draws in about
  /// two thirds of the time; the text itself keeps the exact coverage.
  public func drawWithHalo(
    _ text: String, style: CGTextStyle, color: CGColor, halo: CGColor, haloWidth: CGFloat, center: CGPoint,
    angle: CGFloat = 0, coarseHalo: Bool = false, context: CGContext
  ) {
    guard !text.isEmpty, center.isFinitePoint, angle.isFinite, !context.state.isDegenerate else { return }
    let cr = context.cairo
    context.withIsolatedPath {
      cairo_save(cr)
      cairo_translate(cr, Double(center.x), Double(center.y))
      if angle != 0 { cairo_rotate(cr, Double(angle)) }
      // Only the glyphs' outlines need the layout: once they are the context's path, the strokes
      // and fills (most of the time) go on without the lock, so labels drawn on another thread
      // keep the main thread's text layout waiting no longer than their outlines take.
      lock.withLock {
        configure(text, style, width: nil, 0, .clipping, .left)
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, nil, &logical)
        cairo_move_to(cr, -Double(points(logical.width)) / 2, -Double(points(logical.height)) / 2)
        pango_cairo_layout_path(cr, layout)
      }
      context.paintingCalls += 1
      cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
      cairo_set_line_width(cr, Double(max(haloWidth, 0)) * 2)
      context.setSource(halo)
      let antialias = cairo_get_antialias(cr)
      if coarseHalo, antialias != CAIRO_ANTIALIAS_NONE { cairo_set_antialias(cr, CAIRO_ANTIALIAS_FAST) }
      cairo_stroke_preserve(cr)
      cairo_set_antialias(cr, antialias)
      context.setSource(color)
      cairo_fill(cr)
      cairo_restore(cr)
    }
  }

  /// Prepares the shared layout, unless it holds `text` with these settings already; with
  /// `anyAlignment` (a measure, whose size does not depend on it), whatever alignment it has will
  /// do. The caller holds the lock.
  private func configure(
    _ text: String, _ style: CGTextStyle, width: CGFloat?, _ numberOfLines: Int, _ lineBreak: LineBreak,
    _ alignment: Alignment, anyAlignment: Bool = false
  ) {
    let wanted = Configuration(
      text: text, style: style, width: pangoWidth(width), numberOfLines: numberOfLines, lineBreak: lineBreak,
      alignment: alignment)
    var held = configured
    if anyAlignment { held?.alignment = alignment }
    guard wanted != held else { return }
    configured = wanted
    pango_layout_set_font_description(layout, description(style).pointer)
    pango_layout_set_attributes(layout, language(style.language).pointer)
    pango_layout_set_text(layout, text, -1)
    pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
    pango_layout_set_alignment(layout, alignment.pango)
    pango_layout_set_spacing(layout, 0)
    let pangoWidth = wanted.width
    pango_layout_set_width(layout, pangoWidth ?? -1)
    if numberOfLines > 0, pangoWidth != nil, let ellipsize = lineBreak.pango {
      pango_layout_set_ellipsize(layout, ellipsize)
      // A negative height limits lines per paragraph; across hard line breaks a height in Pango
      // units (half a line of slack) limits the whole text instead.
      if text.contains(where: \.isNewline) {
        let lineHeight = Double(lineHeightInPangoUnits(style))
        pango_layout_set_height(layout, Int32((Double(numberOfLines) + 0.5) * lineHeight))
      } else {
        pango_layout_set_height(layout, Int32(-numberOfLines))
      }
    } else {
      pango_layout_set_ellipsize(layout, PANGO_ELLIPSIZE_NONE)
      pango_layout_set_height(layout, -1)
    }
  }

  /// A wrapping width in Pango units, rounded up so that text measured at width w stays unwrapped
  /// when drawn at width w; nil (no wrapping) for nil, negative or non-finite widths.
  func pangoWidth(_ width: CGFloat?) -> Int32? {
    width.flatMap { $0.isFinite && $0 >= 0 ? Int32(min(($0 * 1024).rounded(.up), 1e9)) : nil }
  }

  /// The logical extents of the first `numberOfLines` lines (all for 0), in Pango units.
  func visibleExtents(_ numberOfLines: Int) -> PangoRectangle {
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    guard numberOfLines > 0, pango_layout_get_line_count(layout) > numberOfLines else { return logical }
    let iterator = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iterator) }
    var union = PangoRectangle()
    for index in 0..<numberOfLines {
      var line = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &line)
      if index == 0 {
        union = line
      } else {
        let right = max(union.x + union.width, line.x + line.width)
        union.x = min(union.x, line.x)
        union.width = right - union.x
        union.height = line.y + line.height - union.y
      }
      if pango_layout_iter_next_line(iterator) == 0 { break }
    }
    return union
  }

  /// The logical width of the widest of the first `numberOfLines` lines (all for 0), in Pango
  /// units: the text's width wherever the alignment puts its lines. The union of the lines as
  /// placed is wider when they are placed apart (a right-to-left paragraph after a left-to-right
  /// one sits at the opposite edge under `.left`), and a measure, which takes the layout in any
  /// alignment, must not depend on it. The same as the union for left-to-right lines.
  private func widestLine(_ numberOfLines: Int) -> Int32 {
    let iterator = pango_layout_get_iter(layout)!
    defer { pango_layout_iter_free(iterator) }
    var widest: Int32 = 0
    var lines = 0
    repeat {
      var line = PangoRectangle()
      pango_layout_iter_get_line_extents(iterator, nil, &line)
      widest = max(widest, line.width)
      lines += 1
    } while (numberOfLines == 0 || lines < numberOfLines) && pango_layout_iter_next_line(iterator) != 0
    return widest
  }

  /// One line's height in Pango units, from a separate layout so the shared one is untouched.
  private func lineHeightInPangoUnits(_ style: CGTextStyle) -> Int32 {
    let probe = pango_layout_new(OpaquePointer(context.pointer))!
    defer { g_object_unref(UnsafeMutableRawPointer(probe)) }
    pango_layout_set_font_description(probe, description(style).pointer)
    pango_layout_set_attributes(probe, language(style.language).pointer)
    pango_layout_set_text(probe, "x", -1)
    var logical = PangoRectangle()
    pango_layout_get_extents(probe, nil, &logical)
    return logical.height
  }

  func description(_ style: CGTextStyle) -> FontDescription {
    if let cached = descriptions[style] { return cached }
    let created = FontDescription(style)
    descriptions[style] = created
    return created
  }

  private func language(_ tag: String) -> LanguageAttributes {
    if let cached = languages[tag] { return cached }
    let created = LanguageAttributes(language: tag)
    languages[tag] = created
    return created
  }

  func points(_ pangoUnits: Int32) -> CGFloat { CGFloat(pangoUnits) / CGFloat(HAIL_PANGO_SCALE) }
}

extension TextLayout.Alignment {
  var pango: PangoAlignment {
    switch self {
    case .left: PANGO_ALIGN_LEFT
    case .center: PANGO_ALIGN_CENTER
    case .right: PANGO_ALIGN_RIGHT
    }
  }
}

extension TextLayout.LineBreak {
  /// Pango's ellipsis mode, or nil when lines are clipped.
  var pango: PangoEllipsizeMode? {
    switch self {
    case .truncatingTail: PANGO_ELLIPSIZE_END
    case .truncatingHead: PANGO_ELLIPSIZE_START
    case .truncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
    case .clipping: nil
    }
  }
}
