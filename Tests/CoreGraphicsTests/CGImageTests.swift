@_spi(Hail) import CoreGraphics
import Foundation
import Testing

@Suite struct CGImageTests {
  /// A 5 × 3 image with an opaque, a translucent and a transparent region.
  func sample() -> CGImage {
    let context = makeContext(width: 5, height: 3)
    context.setFillColor(CGColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 2, height: 3))
    context.setFillColor(CGColor(red: 1, green: 0, blue: 0.5, alpha: 0.25))
    context.fill(CGRect(x: 2, y: 0, width: 2, height: 3))
    return context.makeImage()!
  }

  func temporaryDirectory() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("cg-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  func pixels(_ image: CGImage) -> [CGImage.Pixel?] {
    (0..<image.height).flatMap { y in (0..<image.width).map { x in image.pixel(x: x, y: y) } }
  }

  @Test func geometry() {
    let image = sample()
    #expect(image.width == 5 && image.height == 3 && image.bytesPerRow >= 20)
  }

  @Test func pngRoundTripKeepsEveryPixel() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("sample.png")
    let image = sample()
    try image.write(pngTo: url)
    let loaded = try CGImage.load(pngAt: url)
    #expect(loaded.width == 5 && loaded.height == 3)
    #expect(pixels(loaded) == pixels(image))
    #expect(try CGImage(pngData: image.pngData()!).pixel(x: 2, y: 1) == image.pixel(x: 2, y: 1))
  }

  @Test func atomicWriteLeavesOnlyTheFile() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("out.png")
    try sample().write(pngTo: url)
    try sample().write(pngTo: url)  // replacing an existing file
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["out.png"])
  }

  @Test func writingIntoAMissingDirectoryThrowsAndLeavesNothing() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("missing/out.png")
    #expect(throws: CGImageError.self) { try sample().write(pngTo: url) }
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path).isEmpty)
  }

  @Test func corruptPNGThrows() throws {
    let directory = try temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("corrupt.png")
    // A real PNG cut in half, then plain garbage.
    try sample().pngData()!.prefix(40).write(to: url)
    #expect(throws: CGImageError.self) { try CGImage.load(pngAt: url) }
    try Data("not a png".utf8).write(to: url)
    #expect {
      try CGImage.load(pngAt: url)
    } throws: { error in
      guard case .invalidPNG = error as? CGImageError else { return false }
      return !"\(error)".isEmpty
    }
  }

  @Test func missingFileThrows() {
    let url = URL(fileURLWithPath: "/nonexistent/\(UUID().uuidString).png")
    #expect {
      try CGImage.load(pngAt: url)
    } throws: { error in
      guard case .unreadableFile(let path, _) = error as? CGImageError else { return false }
      return path == url.path
    }
  }

  @Test func croppingClipsToTheImage() {
    let image = sample()
    let cropped = image.cropping(to: CGRect(x: 1, y: 1, width: 10, height: 10))!
    #expect(cropped.width == 4 && cropped.height == 2)
    #expect(cropped.pixel(x: 0, y: 0) == image.pixel(x: 1, y: 1))
    #expect(cropped.pixel(x: 1, y: 0) == image.pixel(x: 2, y: 1))
    #expect(image.cropping(to: CGRect(x: 10, y: 10, width: 2, height: 2)) == nil)
    #expect(image.cropping(to: CGRect(x: CGFloat.nan, y: 0, width: 2, height: 2)) == nil)
  }
}
