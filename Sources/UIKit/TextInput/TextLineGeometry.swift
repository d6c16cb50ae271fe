@_spi(Hail) import CoreGraphics
import Foundation

/// A line of displayed text measured for editing: where the caret stands at each grapheme
/// boundary (from `TextLayout.caretStops`) and which UTF-16 offset of the edited text each
/// boundary is. The displayed text may differ from the edited one (bullets for secure entry) as
/// long as it has one character per edited grapheme cluster.
struct TextLineGeometry {
  let displayText: String
  let style: CGTextStyle
  /// One caret rectangle per boundary, in points from the line's origin.
  let stops: [CGRect]
  /// The edited text's UTF-16 offset at each boundary.
  let offsets: [Int]
  /// The line's width and height, as `TextLayout.measure` gives them.
  let size: CGSize

  /// Whether the line is secure-entry dots (drawn as discs, not glyphs).
  let isBullets: Bool

  init(displayText: String, offsets: [Int], style: CGTextStyle) {
    self.displayText = displayText
    self.style = style
    isBullets = false
    stops = TextLayout.shared.caretStops(in: displayText, style: style)
    self.offsets = offsets.count == stops.count ? offsets : Array(0..<stops.count)
    let measured = TextLayout.shared.measure(displayText, style: style)
    size = CGSize(width: measured.width, height: TextLayout.shared.metrics(for: style).lineHeight)
  }

  /// Secure entry: one dot per grapheme cluster of the edited text, `bulletAdvance` em apart.
  /// The dots are drawn as discs because the UI font's bullet is a small full-width CJK glyph.
  init(bulletsFor offsets: [Int], style: CGTextStyle) {
    let lineHeight = TextLayout.shared.metrics(for: style).lineHeight
    let advance = style.size * Self.bulletAdvance
    displayText = String(repeating: "\u{2022}", count: max(offsets.count - 1, 0))
    self.style = style
    isBullets = true
    stops = offsets.indices.map { CGRect(x: CGFloat($0) * advance, y: 0, width: 0, height: lineHeight) }
    self.offsets = offsets
    size = CGSize(width: CGFloat(offsets.count - 1) * advance, height: lineHeight)
  }

  /// A secure-entry dot's advance and diameter, in ems of the font (approximating iOS's dots).
  static let bulletAdvance: CGFloat = 0.65
  static let bulletDiameter: CGFloat = 0.4

  /// The caret stop of the boundary at or before `offset`.
  func stop(atOffset offset: Int) -> CGRect {
    let index = offsets.lastIndex { $0 <= offset } ?? 0
    return stops[index]
  }

  /// The offset whose caret stop is nearest to `x` (points from the line's origin).
  func offset(nearestX x: CGFloat) -> Int {
    var best = 0
    for index in stops.indices where abs(stops[index].minX - x) < abs(stops[best].minX - x) {
      best = index
    }
    return offsets[best]
  }

  /// The horizontal span between two offsets, for the selection and the marked-text underline.
  func span(from start: Int, to end: Int) -> ClosedRange<CGFloat> {
    let a = stop(atOffset: start).minX
    let b = stop(atOffset: end).minX
    return min(a, b)...max(a, b)
  }
}
