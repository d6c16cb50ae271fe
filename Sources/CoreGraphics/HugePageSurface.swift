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
///
/// The memory comes from malloc, aligned to a huge page, and goes back to it with the surface, so a
/// window made after another (a fresh renderer, a benchmark's next cold frame) can reuse what the
/// last one freed, as Cairo's own bitmaps do. Memory mapped afresh for each made its first touches
/// the frame's slowest part on this machine's virtual machine: the cold map frame's render (`hail
/// benchmark-map-render`, seven frames a run) took 2.5–20 ms on fresh huge pages, 2.9–3.2 ms with
/// the memory reused. glibc reuses it once its threshold for mapping a block by itself has risen
/// past the block's size (it rises to the size of each such block freed, up to 32 MB: the first
/// window's bitmap raises it), and while the freed memory at the heap's top stays under its trim
/// threshold (twice that); a larger bitmap is mapped, and unmapped, each time as before.
enum HugePageSurface {
  /// The size of a transparent huge page on x86-64 and arm64 Linux (4 KB base pages); a bitmap
  /// smaller than one gains nothing from it.
  static let pageBytes = 2 << 20

  /// A transparent ARGB32 surface of `width` × `height` pixels whose pixels start on a huge page
  /// boundary, given back to malloc with the surface; nil when the bitmap is under a huge page or
  /// the memory cannot be had (the caller makes an ordinary one).
  static func make(width: Int, height: Int) -> OpaquePointer? {
    let stride = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
    guard stride > 0, stride * height >= pageBytes else { return nil }
    let length = (stride * height + pageBytes - 1) / pageBytes * pageBytes
    var allocated: UnsafeMutableRawPointer?
    guard posix_memalign(&allocated, pageBytes, length) == 0, let pixels = allocated else { return nil }
    _ = madvise(pixels, length, MADV_HUGEPAGE)
    // Reused memory holds what was there before: cleared to transparent black, as Cairo's own
    // bitmaps start.
    memset(pixels, 0, length)
    // The memory to free when Cairo destroys the surface; its address is also the user-data key,
    // which only has to be unique.
    let memory = UnsafeMutablePointer<PixelMemory>.allocate(capacity: 1)
    memory.initialize(to: PixelMemory(base: pixels, length: length))
    let surface = cairo_image_surface_create_for_data(
      pixels.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32, Int32(width), Int32(height),
      Int32(stride))
    guard let surface, cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS,
      cairo_surface_set_user_data(
        surface, UnsafeRawPointer(memory).assumingMemoryBound(to: cairo_user_data_key_t.self), memory,
        { freeHugePageMemory($0) }) == CAIRO_STATUS_SUCCESS
    else {
      // Cairo calls no destroy function for user data it did not take.
      if let surface { cairo_surface_destroy(surface) }
      freeHugePageMemory(memory)
      return nil
    }
    return surface
  }
}

/// A bitmap's pixel memory, kept as its surface's user data until Cairo destroys the surface.
private struct PixelMemory {
  let base: UnsafeMutableRawPointer
  let length: Int
}

/// Cairo's destroy callback for a `PixelMemory` (a C function pointer, so a function, not a
/// method). The range opts out of huge pages before malloc hands it on (`MADV_NOHUGEPAGE`; no call
/// removes the mark): where the kernel's mode is `madvise`, as here, that is the default, so what
/// malloc puts there next is backed as it would be elsewhere; under `always` it gets no huge
/// pages.
private func freeHugePageMemory(_ pointer: UnsafeMutableRawPointer?) {
  guard let memory = pointer?.assumingMemoryBound(to: PixelMemory.self) else { return }
  _ = madvise(memory.pointee.base, memory.pointee.length, MADV_NOHUGEPAGE)
  free(memory.pointee.base)
  memory.deinitialize(count: 1)
  memory.deallocate()
}
