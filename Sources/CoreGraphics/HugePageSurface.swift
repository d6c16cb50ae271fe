import CCairo
import Foundation

/// Pixel memory for a bitmap drawn into frame after frame (a window's, a backdrop's) on
/// transparent huge pages.
///
/// A frame's copies and blends touch a few hundred small rectangles spread over a 12 MB bitmap
/// (393 × 852 points at 3x): every pixel row of each rectangle lies on its own 4 KB page, and the
/// page-table walks add to the pixels' cost. On 2 MB pages the whole bitmap takes six TLB entries.
/// Measured on this project's machine with a C program (Cairo SOURCE fills of 200 blocks between
/// two such bitmaps, load 8–10): 1.7–2.3 ns a pixel on 4 KB pages, 1.5–2.0 ns on huge pages.
///
/// Linux backs memory that asks for them (`madvise(MADV_HUGEPAGE)`) with huge pages when its
/// `transparent_hugepage` mode is `madvise` (this machine's) or `always`. Elsewhere, or when none
/// is free, the same memory is ordinary pages, so this only ever changes the speed. Only for
/// bitmaps that live long: a huge page's first touch may wait for the kernel to compact memory.
enum HugePageSurface {
  /// The size of a transparent huge page on x86-64 and arm64 Linux (4 KB base pages); a bitmap
  /// smaller than one gains nothing from it.
  static let pageBytes = 2 << 20

  /// A transparent ARGB32 surface of `width` × `height` pixels whose pixels start on a huge page
  /// boundary, unmapped with the surface; nil when the bitmap is under a huge page or the memory
  /// cannot be mapped (the caller makes an ordinary one).
  static func make(width: Int, height: Int) -> OpaquePointer? {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    guard stride > 0, stride * height >= pageBytes else { return nil }
    let length = (stride * height + pageBytes - 1) / pageBytes * pageBytes
    // Mapped with a huge page of slack, then trimmed to `length` bytes from the first 2 MB
    // boundary, where the kernel can back them with whole huge pages. Anonymous memory reads as
    // zero: transparent black.
    let mapped = length + pageBytes
    guard let base = mmap(nil, mapped, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
      base != MAP_FAILED
    else { return nil }
    let head = (pageBytes - Int(bitPattern: base) % pageBytes) % pageBytes
    let pixels = base + head
    if head > 0 { munmap(base, head) }
    munmap(pixels + length, mapped - head - length)
    _ = madvise(pixels, length, MADV_HUGEPAGE)
    // The mapping to unmap when Cairo destroys the surface; its address is also the user-data key,
    // which only has to be unique.
    let mapping = UnsafeMutablePointer<Mapping>.allocate(capacity: 1)
    mapping.initialize(to: Mapping(base: pixels, length: length))
    let surface = cairo_image_surface_create_for_data(
      pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
      Int32(stride))
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_surface_set_user_data(
        surface, UnsafeRawPointer(mapping).assumingMemoryBound(to: cairo_user_data_key_t.self), mapping,
        { unmapHugePageMapping($0) }) == CAIRO_STATUS_SUCCESS
    else {
      // Cairo calls no destroy function for user data it did not take.
      if let surface { cairo_surface_destroy(surface) }
      unmapHugePageMapping(mapping)
      return nil
    }
    return surface
  }
}

/// A huge-page mapping, kept as a surface's user data until Cairo destroys the surface.
private struct Mapping {
  let base: UnsafeMutableRawPointer
  let length: Int
}

/// Cairo's destroy callback for a `Mapping` (a C function pointer, so a function, not a method).
private func unmapHugePageMapping(_ pointer: UnsafeMutableRawPointer?) {
  guard let mapping = pointer?.assumingMemoryBound(to: Mapping.self) else { return }
  munmap(mapping.pointee.base, mapping.pointee.length)
  mapping.deinitialize(count: 1)
  mapping.deallocate()
}
