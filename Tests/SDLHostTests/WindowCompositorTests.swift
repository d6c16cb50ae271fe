import CCairo
@_spi(Hail) import CoreGraphics
import Foundation
import Testing

@testable import SDLHost

/// Drawing only the window's changed rectangles must leave it as drawing all of it would: exactly
/// when the frame is shown pixel for pixel, within two levels per channel when it is scaled (Pixman
/// steps a scaled sample's position in fixed point from each rectangle's corner, so a pixel
/// reached from another corner can round the other way), letterboxed, with the overlay over it.
@MainActor
@Suite struct WindowCompositorTests {
  let phone = CGSize(width: 100, height: 160)

  @Test(
    arguments: [
      (CGSize(width: 200, height: 320), 0),  // pixel for pixel
      (CGSize(width: 131, height: 97), 2),  // shrunk, bars left and right
      (CGSize(width: 450, height: 500), 2),  // enlarged, bars left and right
    ] as [(CGSize, UInt32)])
  func drawingTheChangedRectanglesEqualsDrawingEverything(output: CGSize, tolerance: UInt32) throws {
    let letterbox = Letterbox(pointSize: phone, scale: 2, outputSize: output, windowSize: output)
    let frame = try #require(CGContext(bitmapWidth: 200, height: 320, scale: 2))
    let overlay = try #require(CGContext(bitmapWidth: 40, height: 20, scale: 2))
    overlay.setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 0.5))
    overlay.fill(CGRect(x: 0, y: 0, width: 20, height: 10))
    let overlayRect = letterbox.destination(ofPoints: CGRect(x: 70, y: 5, width: 20, height: 10))
    var sequence = ScatteredNumbers()
    paintScatteredRectangles(in: frame, count: 30, numbers: &sequence)

    let incremental = WindowImage(output)
    let full = WindowImage(output)
    let compositor = { (image: WindowImage) in WindowCompositor(target: image.surface, letterbox: letterbox) }
    let everything = [CGRect(origin: .zero, size: output)]
    compositor(incremental).draw(everything, frame: frame, overlay: (overlay, overlayRect))
    let before = WindowImage(output)
    compositor(before).draw(everything, frame: frame, overlay: (overlay, overlayRect))
    for _ in 0..<20 {
      let changed = paintScatteredRectangles(in: frame, count: 3, numbers: &sequence)
      let rects = changed.map { letterbox.outputRect(ofFramePixels: $0) }.filter { !$0.isNull }
      compositor(incremental).draw(rects, frame: frame, overlay: (overlay, overlayRect))
    }
    compositor(full).draw(everything, frame: frame, overlay: (overlay, overlayRect))
    let differences = zip(incremental.pixels, full.pixels).map { a, b in
      [0, 8, 16].map { shift in
        let (x, y) = ((a >> shift) & 0xFF, (b >> shift) & 0xFF)
        return x > y ? x - y : y - x
      }.max()!
    }
    #expect(differences.max() ?? 0 <= tolerance)
    // The comparison sees the changes: the window is not the same as before them.
    #expect(full.pixels != before.pixels)
  }

  @Test func barsAreBlackAndTheFrameIsCopiedExactly() throws {
    let output = CGSize(width: 220, height: 320)
    let letterbox = Letterbox(pointSize: phone, scale: 2, outputSize: output, windowSize: output)
    let frame = try #require(CGContext(bitmapWidth: 200, height: 320, scale: 2))
    frame.setFillColor(CGColor(red: 1, green: 0, blue: 0, alpha: 1))
    frame.fill(CGRect(x: 1, y: 1, width: 99, height: 159))
    // Half-transparent green: the window shows the premultiplied colour, the frame over black.
    frame.setFillColor(CGColor(red: 0, green: 1, blue: 0, alpha: 0.5))
    frame.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
    let window = WindowImage(output)
    WindowCompositor(target: window.surface, letterbox: letterbox).draw(
      [CGRect(origin: .zero, size: output)], frame: frame, overlay: nil)
    #expect(letterbox.destination == CGRect(x: 10, y: 0, width: 200, height: 320))
    #expect(window.pixel(x: 9, y: 100) == 0x00_0000)
    #expect(window.pixel(x: 210, y: 100) == 0x00_0000)
    #expect(window.pixel(x: 10, y: 0) == 0x00_8000)
    #expect(window.pixel(x: 12, y: 2) == 0xFF_0000)
    #expect(window.pixel(x: 209, y: 319) == 0xFF_0000)
  }

  /// Fills `count` scattered opaque or translucent rectangles; returns where, in pixels.
  @discardableResult
  private func paintScatteredRectangles(
    in frame: CGContext, count: Int, numbers: inout ScatteredNumbers
  ) -> [CGRect] {
    (0..<count).map { _ in
      let rect = CGRect(
        x: Double(numbers.next() % 100), y: Double(numbers.next() % 160),
        width: Double(numbers.next() % 40 + 1),
        height: Double(numbers.next() % 40 + 1))
      frame.setFillColor(
        CGColor(
          red: Double(numbers.next() % 256) / 255, green: Double(numbers.next() % 256) / 255,
          blue: Double(numbers.next() % 256) / 255, alpha: numbers.next() % 2 == 0 ? 1 : 0.6))
      frame.fill(rect)
      return CGRect(x: rect.minX * 2, y: rect.minY * 2, width: rect.width * 2, height: rect.height * 2)
    }
  }
}

/// An RGB24 image standing in for the window surface.
private final class WindowImage {
  let surface: OpaquePointer

  init(_ size: CGSize) {
    surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size.width), Int32(size.height))
  }

  deinit { cairo_surface_destroy(surface) }

  /// Every pixel's colour (the unused byte left out).
  var pixels: [UInt32] {
    cairo_surface_flush(surface)
    let width = Int(cairo_image_surface_get_width(surface))
    let height = Int(cairo_image_surface_get_height(surface))
    return (0..<height).flatMap { y in (0..<width).map { x in pixel(x: x, y: y) } }
  }

  func pixel(x: Int, y: Int) -> UInt32 {
    cairo_surface_flush(surface)
    let stride = Int(cairo_image_surface_get_stride(surface))
    let row = cairo_image_surface_get_data(surface)! + y * stride
    return UnsafeRawPointer(row).load(fromByteOffset: x * 4, as: UInt32.self) & 0x00FF_FFFF
  }
}

/// Numbers that wander over their range (the golden-ratio Weyl sequence, scrambled by one
/// multiplication), the same in every run.
private struct ScatteredNumbers {
  private var state: UInt64 = 0

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    return ((state ^ (state >> 29)) &* 0xBF58_476D_1CE4_E5B9) >> 32
  }
}
