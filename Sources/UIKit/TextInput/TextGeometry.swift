@_spi(Hail) import CoreGraphics
import Foundation

/// Displayed text measured for editing: where the caret stands at each grapheme boundary (from
/// `TextLayout.caretStops`, so exactly where the drawn text puts it) and which UTF-16 offset of the
/// edited text each boundary is. One line for a text field, wrapped lines for a text view. The
/// displayed text may differ from the edited one (secure entry's dots) as long as it has one
/// character per edited grapheme cluster.
struct TextGeometry {
  let displayText: String
  let style: CGTextStyle
  /// The width lines wrap at; nil for one line per paragraph.
  let wrapWidth: CGFloat?
  /// One caret rectangle per boundary, in points from the layout's origin.
  let stops: [CGRect]
  /// The edited text's UTF-16 offset at each boundary.
  let offsets: [Int]
  /// The laid-out text's width and height (at least one line tall).
  let size: CGSize
  /// Whether the text is secure-entry dots (drawn as discs, not glyphs).
  let isBullets: Bool
  /// Attributed text, laid out and drawn with its own runs (nil: `displayText` in `style`).
  let richText: CGRichText?

  /// How wrapped lines sit in `wrapWidth`.
  let alignment: TextLayout.Alignment

  init(
    displayText: String, offsets: [Int], style: CGTextStyle, wrapWidth: CGFloat? = nil,
    alignment: TextLayout.Alignment = .left
  ) {
    self.displayText = displayText
    self.style = style
    self.wrapWidth = wrapWidth
    self.alignment = alignment
    isBullets = false
    richText = nil
    stops = TextLayout.shared.caretStops(
      in: displayText, style: style, maxWidth: wrapWidth, alignment: alignment)
    self.offsets = offsets.count == stops.count ? offsets : Array(0..<stops.count)
    let measured = TextLayout.shared.measure(displayText, style: style, maxWidth: wrapWidth)
    let lineHeight = TextLayout.shared.metrics(for: style).lineHeight
    // A trailing line break opens an empty last line that measuring leaves out; the caret stands there.
    let bottom = stops.map(\.maxY).max() ?? lineHeight
    size = CGSize(width: measured.width, height: max(measured.height, bottom, lineHeight))
  }

  /// Attributed text: each paragraph in its own alignment and spacing, each run in its own font.
  /// `style` (the view's font) gives the height of a line where the text has none.
  init(richText: CGRichText, offsets: [Int], style: CGTextStyle, wrapWidth: CGFloat? = nil) {
    displayText = richText.string
    self.richText = richText
    self.style = style
    self.wrapWidth = wrapWidth
    alignment = .left
    isBullets = false
    stops = TextLayout.shared.caretStops(in: richText, maxWidth: wrapWidth)
    self.offsets = offsets.count == stops.count ? offsets : Array(0..<stops.count)
    let measured = TextLayout.shared.measure(richText, maxWidth: wrapWidth)
    let lineHeight = TextLayout.shared.metrics(for: style).lineHeight
    let bottom = stops.map(\.maxY).max() ?? lineHeight
    size = CGSize(width: measured.width, height: max(measured.height, bottom))
  }

  /// Secure entry: one dot per grapheme cluster of the edited text, `bulletAdvance` em apart.
  /// The dots are drawn as discs because the UI font's bullet is a small full-width CJK glyph.
  init(bulletsFor offsets: [Int], style: CGTextStyle) {
    let lineHeight = TextLayout.shared.metrics(for: style).lineHeight
    let advance = style.size * Self.bulletAdvance
    displayText = String(repeating: "\u{2022}", count: max(offsets.count - 1, 0))
    self.style = style
    wrapWidth = nil
    alignment = .left
    isBullets = true
    richText = nil
    stops = offsets.indices.map { CGRect(x: CGFloat($0) * advance, y: 0, width: 0, height: lineHeight) }
    self.offsets = offsets
    size = CGSize(width: CGFloat(offsets.count - 1) * advance, height: lineHeight)
  }

  /// A secure-entry dot's advance and diameter, in ems of the font (approximating iOS's dots).
  static let bulletAdvance: CGFloat = 0.65
  static let bulletDiameter: CGFloat = 0.4

  /// The index of the boundary at or before `offset`.
  func index(atOffset offset: Int) -> Int {
    offsets.lastIndex { $0 <= offset } ?? 0
  }

  /// The caret stop of the boundary at or before `offset`.
  func stop(atOffset offset: Int) -> CGRect {
    stops[index(atOffset: offset)]
  }

  /// The offset whose caret stop is nearest to `point` (points from the layout's origin): on the
  /// line that holds `point.y` (the first or last line above or below the text), the stop nearest
  /// in x.
  func offset(nearest point: CGPoint) -> Int {
    let lineTops = Set(stops.map(\.minY)).sorted()
    let lineTop = lineTops.last { $0 <= point.y } ?? lineTops.first ?? 0
    var best: Int?
    for index in stops.indices where stops[index].minY == lineTop {
      if best == nil || abs(stops[index].minX - point.x) < abs(stops[best!].minX - point.x) { best = index }
    }
    return offsets[best ?? 0]
  }

  /// The offset on the line above (`lines` < 0) or below the one of `offset`, nearest to `x`;
  /// the start or end of the text past the first or last line.
  func offset(from offset: Int, lines: Int, towardX x: CGFloat) -> Int {
    let lineTops = Set(stops.map(\.minY)).sorted()
    let current = stop(atOffset: offset).minY
    guard let row = lineTops.firstIndex(of: current) else { return offset }
    let target = row + lines
    if target < 0 { return offsets.first ?? 0 }
    if target >= lineTops.count { return offsets.last ?? 0 }
    return self.offset(nearest: CGPoint(x: x, y: lineTops[target]))
  }

  /// The rectangles a selection from `start` to `end` covers, one per line: from the first stop to
  /// the last stop of the range on that line.
  func selectionRects(from start: Int, to end: Int) -> [CGRect] {
    let first = index(atOffset: min(start, end))
    let last = index(atOffset: max(start, end))
    guard first < last else { return [] }
    var rects: [CGFloat: CGRect] = [:]
    for index in first...last {
      let stop = stops[index]
      let point = CGRect(x: stop.minX, y: stop.minY, width: 0, height: stop.height)
      rects[stop.minY] = rects[stop.minY].map { $0.union(point) } ?? point
    }
    return rects.keys.sorted().compactMap { rects[$0] }.filter { $0.width > 0 }
  }
}
