import CCairo
import CPangoCairo
import Foundation
import UIKit

/// Draws map labels: text in a `UIFont` (Noto Sans CJK SC, Simplified Chinese glyph forms) with a
/// white halo, at any angle.
///
/// `TextLayout` fills glyphs only; a halo needs the glyph outlines as a path, stroked wide in white
/// and then filled, which is what map renderers (Mapnik's `halo-radius`) do. So this keeps its own
/// Pango context, configured as `TextLayout`'s (72 dpi so sizes are points, no metric hinting, no
/// glyph-position rounding), so a label measures and looks the same as a `UILabel` of that font.
@MainActor
final class HaloTextRenderer {
  static let shared = HaloTextRenderer()

  private let fontMap: UnsafeMutableRawPointer
  private let pangoContext: OpaquePointer
  private let layout: OpaquePointer
  private var fonts: [CGTextStyle: OpaquePointer] = [:]
  private var sizes: [SizeKey: CGSize] = [:]

  private struct SizeKey: Hashable {
    var text: String
    var style: CGTextStyle
  }

  private init() {
    let map = pango_cairo_font_map_new()!
    fontMap = UnsafeMutableRawPointer(map)
    pangoContext = pango_font_map_create_context(map)!
    pango_cairo_context_set_resolution(pangoContext, 72)
    let options = cairo_font_options_create()
    cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
    cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
    pango_cairo_context_set_font_options(pangoContext, options)
    cairo_font_options_destroy(options)
    pango_context_set_round_glyph_positions(pangoContext, 0)
    // Simplified Chinese forms for Han characters (see DESIGN.md, "Text").
    pango_context_set_language(pangoContext, pango_language_from_string("zh-cn"))
    layout = pango_layout_new(pangoContext)!
  }

  /// The text's logical size in points (one line).
  func size(of text: String, font: UIFont) -> CGSize {
    let key = SizeKey(text: text, style: font.textStyle)
    if let cached = sizes[key] { return cached }
    configure(text, font.textStyle)
    var logical = PangoRectangle()
    pango_layout_get_extents(layout, nil, &logical)
    let scale = CGFloat(HAIL_PANGO_SCALE)
    let size = CGSize(width: CGFloat(logical.width) / scale, height: CGFloat(logical.height) / scale)
    sizes[key] = size
    return size
  }

  /// Draws `text` centred on `center`, turned by `angle` radians, with a halo `haloWidth` points wide
  /// around the glyphs.
  func draw(
    _ text: String, font: UIFont, color: CGColor, halo: CGColor, haloWidth: CGFloat, center: CGPoint,
    angle: CGFloat = 0, in context: CGContext
  ) {
    let size = size(of: text, font: font)
    configure(text, font.textStyle)
    let cr = context.cairo
    cairo_save(cr)
    cairo_new_path(cr)
    cairo_translate(cr, Double(center.x), Double(center.y))
    if angle != 0 { cairo_rotate(cr, Double(angle)) }
    cairo_move_to(cr, -Double(size.width) / 2, -Double(size.height) / 2)
    pango_cairo_layout_path(cr, layout)
    cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
    cairo_set_line_width(cr, Double(haloWidth) * 2)
    setSource(halo, cr)
    cairo_stroke_preserve(cr)
    setSource(color, cr)
    cairo_fill(cr)
    cairo_restore(cr)
  }

  private func setSource(_ color: CGColor, _ cr: OpaquePointer) {
    cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
  }

  private func configure(_ text: String, _ style: CGTextStyle) {
    pango_layout_set_font_description(layout, font(style))
    pango_layout_set_text(layout, text, -1)
  }

  private func font(_ style: CGTextStyle) -> OpaquePointer {
    if let cached = fonts[style] { return cached }
    let description = pango_font_description_new()!
    pango_font_description_set_family(description, style.family)
    pango_font_description_set_weight(description, PangoWeight(rawValue: UInt32(style.weight.rawValue)))
    // Absolute size: Pango units of user space, independent of any dpi.
    pango_font_description_set_absolute_size(
      description, Double(max(style.size, 0)) * Double(HAIL_PANGO_SCALE))
    fonts[style] = description
    return description
  }
}
