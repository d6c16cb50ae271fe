@_spi(Hail) import CoreGraphics
import Foundation
import Testing

/// How far a rendering may stray from its golden image: `perChannel` absorbs the last-bit
/// differences another FreeType, Pango or pixman build can make in anti-aliased text and edges;
/// `maxDifferingFraction` of the pixels may exceed it (a glyph rasterized one pixel over).
public typealias GoldenTolerance = (perChannel: Int, maxDifferingFraction: Double)

/// Compares `image` with the golden image `Tests/<Target>/Goldens/<name>.png` of the test target
/// whose file calls it, as swift-snapshot-testing's image strategy does.
///
/// - A mismatch records an issue with the pixel counts and writes `<name>.actual.png` and
///   `<name>.diff.png` (the differing pixels in red over a faded copy of the golden) under
///   `.build/golden-failures/<Target>/`, keeping the source tree clean.
/// - A missing golden fails, saying how to record it.
/// - With `HAIL_RECORD_GOLDENS=1` in the environment the image is written as the new golden and the
///   test fails once, so that a recording is never mistaken for a pass: look at every recorded
///   image before committing it.
public func assertGolden(
  _ image: CGImage, named name: String,
  tolerance: GoldenTolerance = (perChannel: 2, maxDifferingFraction: 0.001),
  file: StaticString = #filePath, fileID: StaticString = #fileID, line: UInt = #line, column: UInt = #column
) {
  let location = SourceLocation(
    fileID: "\(fileID)", filePath: "\(file)", line: Int(line), column: Int(column))
  let paths = GoldenPaths(testFile: "\(file)", name: name)
  if ProcessInfo.processInfo.environment["HAIL_RECORD_GOLDENS"] == "1" {
    do {
      try FileManager.default.createDirectory(
        at: paths.golden.deletingLastPathComponent(), withIntermediateDirectories: true)
      try image.write(pngTo: paths.golden)
      fail(
        "recorded \(paths.golden.path) (\(image.width) × \(image.height)); look at it, then run the test "
          + "again without HAIL_RECORD_GOLDENS", at: location)
    } catch {
      fail("cannot record \(paths.golden.path): \(error)", at: location)
    }
    return
  }
  guard let golden = try? CGImage.load(pngAt: paths.golden) else {
    fail(
      "no golden image \(paths.golden.path): run `HAIL_RECORD_GOLDENS=1 swift test --filter …` to record "
        + "it, look at it, and commit it", at: location)
    return
  }
  guard let difference = ImageDifference(image, golden, perChannel: tolerance.perChannel) else {
    let written = paths.writeFailure(actual: image, diff: nil)
    fail(
      "\(name): the image is \(image.width) × \(image.height), the golden \(golden.width) × "
        + "\(golden.height)\(written)", at: location)
    return
  }
  guard difference.differingFraction > tolerance.maxDifferingFraction else { return }
  let written = paths.writeFailure(actual: image, diff: difference.image(over: golden))
  let allowed = Int(tolerance.maxDifferingFraction * Double(image.width * image.height))
  fail(
    "\(name): \(difference.differingPixels) of \(image.width * image.height) pixels differ by more than "
      + "\(tolerance.perChannel) per channel (largest difference \(difference.largestChannelDifference); "
      + "at most \(allowed) may)\(written)", at: location)
}

private func fail(_ message: String, at location: SourceLocation) {
  Issue.record(Comment(rawValue: message), sourceLocation: location)
}

/// Where a test file's goldens and failure images live.
struct GoldenPaths {
  let golden: URL
  let failures: URL
  let name: String

  /// `testFile` is `<package>/Tests/<Target>/…/File.swift`.
  init(testFile: String, name: String) {
    self.name = name
    var directory = URL(fileURLWithPath: testFile).deletingLastPathComponent()
    while directory.deletingLastPathComponent().lastPathComponent != "Tests", directory.path != "/" {
      directory = directory.deletingLastPathComponent()
    }
    let target = directory.lastPathComponent
    let package = directory.deletingLastPathComponent().deletingLastPathComponent()
    golden = directory.appendingPathComponent("Goldens").appendingPathComponent("\(name).png")
    failures = package.appendingPathComponent(".build/golden-failures").appendingPathComponent(target)
  }

  /// Writes the actual image and the difference image; returns the sentence saying where.
  func writeFailure(actual: CGImage, diff: CGImage?) -> String {
    do {
      try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
      let actualURL = failures.appendingPathComponent("\(name).actual.png")
      try actual.write(pngTo: actualURL)
      try diff?.write(pngTo: failures.appendingPathComponent("\(name).diff.png"))
      return "; wrote \(name).actual.png\(diff == nil ? "" : " and \(name).diff.png") to \(failures.path)"
    } catch {
      return "; could not write the actual image: \(error)"
    }
  }
}
