import CPangoCairo
import Foundation

/// Owns a GObject reference (a Pango context, layout or font map) and drops it on deinit.
final class GObjectReference {
  let pointer: UnsafeMutableRawPointer

  init(owning pointer: UnsafeMutableRawPointer) { self.pointer = pointer }

  deinit { g_object_unref(pointer) }
}

/// Owns a `PangoFontDescription`.
final class FontDescription {
  let pointer: OpaquePointer

  init(_ style: CGTextStyle) {
    pointer = pango_font_description_new()
    pango_font_description_set_family(pointer, style.family)
    pango_font_description_set_weight(pointer, PangoWeight(rawValue: UInt32(style.weight.rawValue)))
    let size = style.size.isFinite ? max(0, style.size) : 0
    // Absolute size: Pango units of user space, independent of any dpi.
    pango_font_description_set_absolute_size(pointer, Double(size) * Double(HAIL_PANGO_SCALE))
  }

  deinit { pango_font_description_free(pointer) }
}

/// Owns a `PangoAttrList` that sets one language over the whole text.
final class LanguageAttributes {
  let pointer: OpaquePointer

  init(language: String) {
    pointer = pango_attr_list_new()
    // A new attribute already spans the whole text (start 0, end G_MAXUINT).
    pango_attr_list_insert(pointer, pango_attr_language_new(pango_language_from_string(language)))
  }

  deinit { pango_attr_list_unref(pointer) }
}
