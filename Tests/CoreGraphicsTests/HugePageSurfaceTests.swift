@_spi(Hail) import CoreGraphics
import Foundation
import Testing

/// A bitmap asked for on huge pages (`HugePageSurface`) starts on a 2 MB boundary, in memory the
/// kernel is told to back with huge pages (the `hg` flag of `/proc/self/smaps`) and that goes with
/// the bitmap; it behaves as any other bitmap.
@Suite struct HugePageSurfaceTests {
  /// An iPhone 15's screen at 3x: 1179 × 2556 pixels, 12 MB (six huge pages).
  static let width = 1179
  static let height = 2556
  static let hugePage = 2 << 20

  @Test func aWindowSizedBitmapStartsOnAHugePageMarkedForHugePagesAndTransparent() throws {
    let context = try #require(
      CGContext(bitmapWidth: Self.width, height: Self.height, scale: 3, onHugePages: true))
    let pixels = try #require(context.data)
    #expect(Int(bitPattern: pixels) % Self.hugePage == 0)
    #expect(context.bytesPerRow == Self.width * 4)
    #expect(Self.isMarkedForHugePages(pixels))
    #expect(Self.isMarkedForHugePages(pixels + (context.bytesPerRow * Self.height - 1)))
    // The bitmap itself, not a copy of it.
    let image = try #require(context.makeImageSharingBitmap())
    for (x, y) in [(0, 0), (Self.width - 1, Self.height - 1), (600, 1300)] {
      #expect(image.pixel(x: x, y: y) == CGImage.Pixel(r: 0, g: 0, b: 0, a: 0))
    }
  }

  @Test func theMemoryGoesWithTheBitmapAndTheImagesSharingIt() throws {
    var context: CGContext? = try #require(
      CGContext(bitmapWidth: Self.width, height: Self.height, onHugePages: true))
    let pixels = try #require(context?.data)
    context?.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
    context?.fill(CGRect(x: 1000, y: 2500, width: 100, height: 50))
    var image = try #require(context?.makeImageSharingBitmap())
    context = nil
    // The image holds the pixels on after the context goes.
    #expect(image.pixel(x: 1050, y: 2520) == CGImage.Pixel(r: 0, g: 0, b: 255, a: 255))
    #expect(image.pixel(x: 999, y: 2520)?.a == 0)
    #expect(Self.isMarkedForHugePages(pixels))
    // Given back to malloc with the last image, unmarked: memory malloc hands out there since (to
    // another test's thread) asked for no huge pages, unless it is another huge-page bitmap made
    // in the same instant.
    image = try #require(CGContext(bitmapWidth: 1, height: 1)?.makeImage())
    #expect(!Self.isMarkedForHugePages(pixels))
  }

  @Test func aBitmapInMemoryAnotherGaveBackStartsTransparent() throws {
    // Each bitmap is painted opaque blue all over, then let go: malloc gives a later bitmap of the
    // size the same memory, which must not show through. Memory malloc maps for a block by itself
    // only reads as zero: a 30 MB block mapped and freed first raises glibc's threshold for that
    // past these bitmaps (as any program's large block freed does), so they come from, and go
    // back to, the heap. The block's address is read, so the pair is not optimised away.
    let block = try #require(malloc(30 << 20))
    #expect(Int(bitPattern: block) % 16 == 0)
    free(block)
    var addresses: [UnsafeMutableRawPointer] = []
    for _ in 0..<4 {
      let context = try #require(CGContext(bitmapWidth: Self.width, height: Self.height, onHugePages: true))
      addresses.append(try #require(context.data))
      let image = try #require(context.makeImageSharingBitmap())
      for (x, y) in [(0, 0), (Self.width - 1, Self.height - 1), (600, 1300), (17, 2000)] {
        #expect(image.pixel(x: x, y: y) == CGImage.Pixel(r: 0, g: 0, b: 0, a: 0))
      }
      context.setFillColor(CGColor(red: 0, green: 0, blue: 1, alpha: 1))
      context.fill(CGRect(x: 0, y: 0, width: Self.width, height: Self.height))
    }
    // Else this tested nothing: some bitmap had memory a blue one had. Not under AddressSanitizer,
    // whose allocator keeps freed memory out of use for a while (its quarantine), so no bitmap
    // gets another's: the check failed there (`make sanitize-address`, session 42).
    if !Self.underAddressSanitizer {
      #expect(Set(addresses).count < addresses.count)
    }
  }

  /// Whether AddressSanitizer's runtime is in the process (`swift test --sanitize=address`).
  static let underAddressSanitizer = dlsym(nil, "__asan_init") != nil

  @Test func bitmapsNotAskedForOrUnderAHugePageKeepCairosOwnMemory() throws {
    for context in [
      CGContext(bitmapWidth: Self.width, height: Self.height),
      // 700 × 700 pixels is 1.9 MB, under one huge page.
      CGContext(bitmapWidth: 700, height: 700, onHugePages: true),
    ] {
      let pixels = try #require(context?.data)
      #expect(!Self.isMarkedForHugePages(pixels))
    }
  }

  /// Whether the mapping of this process holding `address` is marked for huge pages (`hg` among
  /// its `VmFlags` in `/proc/self/smaps`); false when none holds it.
  private static func isMarkedForHugePages(_ address: UnsafeMutableRawPointer) -> Bool {
    // Read to the end: a /proc file's size says 0.
    guard let data = FileHandle(forReadingAtPath: "/proc/self/smaps")?.readDataToEndOfFile(),
      let smaps = String(data: data, encoding: .utf8)
    else { return false }
    let target = UInt(bitPattern: Int(bitPattern: address))
    var holds = false
    for line in smaps.split(separator: "\n") {
      let fields = line.split(separator: " ", omittingEmptySubsequences: true)
      if let range = fields.first, fields.count >= 5, range.contains("-") {
        let bounds = range.split(separator: "-").compactMap { UInt($0, radix: 16) }
        holds = bounds.count == 2 && bounds[0] <= target && target < bounds[1]
      } else if holds, fields.first == "VmFlags:" {
        return fields.contains("hg")
      }
    }
    return false
  }
}
