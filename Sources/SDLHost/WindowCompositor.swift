import CCairo
@_spi(Hail) import CoreGraphics
import Foundation

/// Draws the engine's frame into the window's own pixels (SDL's window surface, wrapped as a Cairo
/// RGB24 surface), one set of output rectangles at a time: the frame where the letterbox puts it
/// (copied pixel for pixel, or scaled), black bars around it, and the frame-time overlay over it.
///
/// Every output pixel is computed from the whole current frame, whatever the rectangles, so drawing
/// only the rectangles that changed leaves the window as a full redraw would (`Letterbox.outputRect`
/// says which output pixels a changed frame rectangle reaches).
@MainActor
struct WindowCompositor {
  /// The window's pixels.
  let target: OpaquePointer
  let letterbox: Letterbox

  /// Redraws `rects` (output pixels) of the target from `frame`, with `overlay` (premultiplied,
  /// like the frame) over it at `overlay.rect` (output pixels).
  func draw(_ rects: [CGRect], frame: CGContext, overlay: (bitmap: CGContext, rect: CGRect)?) {
    guard !rects.isEmpty, let cr = cairo_create(target) else { return }
    defer { cairo_destroy(cr) }
    for rect in rects {
      cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    }
    cairo_clip(cr)
    cairo_set_operator(cr, CAIRO_OPERATOR_SOURCE)
    let destination = letterbox.destination
    // The bars: everything outside the destination, black (a window has no transparency).
    let width = Double(cairo_image_surface_get_width(target))
    let height = Double(cairo_image_surface_get_height(target))
    cairo_set_fill_rule(cr, CAIRO_FILL_RULE_EVEN_ODD)
    cairo_rectangle(cr, 0, 0, width, height)
    cairo_rectangle(
      cr, Double(destination.minX), Double(destination.minY), Double(destination.width),
      Double(destination.height))
    cairo_set_source_rgb(cr, 0, 0, 0)
    cairo_fill(cr)
    guard destination.width >= 1, destination.height >= 1, frame.width > 0, frame.height > 0 else { return }
    paint(cairo_get_target(frame.cairo), into: destination, in: cr)
    if let overlay {
      cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
      paint(cairo_get_target(overlay.bitmap.cairo), into: overlay.rect, in: cr)
    }
  }

  /// Paints `source` scaled to cover `rect`: pixel for pixel unfiltered, scaled with Cairo's good
  /// filter (which averages the pixels a shrunk output pixel covers instead of skipping some) and
  /// the edges padded, so the frame's border pixels do not fade into black.
  private func paint(_ source: OpaquePointer?, into rect: CGRect, in cr: OpaquePointer) {
    guard let source else { return }
    let sourceWidth = Double(cairo_image_surface_get_width(source))
    let sourceHeight = Double(cairo_image_surface_get_height(source))
    guard sourceWidth > 0, sourceHeight > 0, rect.width >= 1, rect.height >= 1 else { return }
    cairo_save(cr)
    cairo_rectangle(cr, Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
    cairo_clip(cr)
    cairo_translate(cr, Double(rect.minX), Double(rect.minY))
    let (sx, sy) = (Double(rect.width) / sourceWidth, Double(rect.height) / sourceHeight)
    let oneToOne = sx == 1 && sy == 1
    if !oneToOne { cairo_scale(cr, sx, sy) }
    cairo_set_source_surface(cr, source, 0, 0)
    let pattern = cairo_get_source(cr)
    cairo_pattern_set_filter(pattern, oneToOne ? CAIRO_FILTER_NEAREST : CAIRO_FILTER_GOOD)
    cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    cairo_paint(cr)
    cairo_restore(cr)
  }
}
