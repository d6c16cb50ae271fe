import CCairo
import Foundation
import UIKit

/// A minimal golden-image check for the map tests (the shared `assertGolden` helper is being built
/// on another branch): compares a rendering with a committed PNG under `Tests/Goldens/`, with a
/// per-channel tolerance; `HAIL_RECORD_GOLDENS=1` records instead. On a mismatch the actual image and
/// a diff (changed pixels in red) go to `.build/golden-failures/`.
enum GoldenImage {
  static let directory = MapTestData.repository.appendingPathComponent("Tests/Goldens")
  static let failures = MapTestData.repository.appendingPathComponent(".build/golden-failures")

  /// A channel may differ by this much (text antialiasing and Cairo versions vary slightly).
  static let channelTolerance = 24
  /// At most this share of pixels may exceed the tolerance.
  static let pixelShare = 0.002

  struct Mismatch: Error, CustomStringConvertible { let description: String }

  /// Nil when `image` matches the golden `name` (or was recorded), else what is wrong.
  static func check(_ image: CGImage, named name: String) throws -> String? {
    let url = directory.appendingPathComponent("\(name).png")
    if ProcessInfo.processInfo.environment["HAIL_RECORD_GOLDENS"] == "1" {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
      try image.write(pngTo: url)
      return nil
    }
    guard FileManager.default.fileExists(atPath: url.path) else {
      return "no golden \(url.path): run with HAIL_RECORD_GOLDENS=1 to record it"
    }
    let golden = try CGImage.load(pngAt: url)
    guard golden.width == image.width, golden.height == image.height else {
      try writeFailure(image, diff: nil, name: name)
      return "\(name): size \(image.width)×\(image.height), golden \(golden.width)×\(golden.height)"
    }
    let (different, diff) = compare(image, golden)
    let allowed = Int(Double(image.width * image.height) * pixelShare)
    guard different > allowed else { return nil }
    try writeFailure(image, diff: diff, name: name)
    return "\(name): \(different) pixels differ (allowed \(allowed)); see \(failures.path)"
  }

  /// How many pixels differ beyond the tolerance, and an image marking them.
  static func compare(_ a: CGImage, _ b: CGImage) -> (Int, CGImage?) {
    let diff = CGContext(bitmapWidth: a.width, height: a.height)
    guard let pa = cairo_image_surface_get_data(a.surface), let pb = cairo_image_surface_get_data(b.surface),
      let pd = diff?.data
    else { return (a.width * a.height, nil) }
    var different = 0
    for y in 0..<a.height {
      let rowA = UnsafeRawPointer(pa + y * a.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      let rowB = UnsafeRawPointer(pb + y * b.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      let rowD = (pd + y * diff!.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for x in 0..<a.width {
        let (wa, wb) = (rowA[x], rowB[x])
        var worst = 0
        for shift in stride(from: 0, through: 24, by: 8) {
          worst = max(worst, abs(Int((wa >> UInt32(shift)) & 0xFF) - Int((wb >> UInt32(shift)) & 0xFF)))
        }
        if worst > channelTolerance {
          different += 1
          rowD[x] = 0xFFFF_0000
        } else {
          // The golden at a quarter opacity (premultiplied), for context.
          rowD[x] = 0x4000_0000 | ((wb >> 2) & 0x003F_3F3F)
        }
      }
    }
    diff?.markDirty()
    return (different, diff?.makeImage())
  }

  private static func writeFailure(_ image: CGImage, diff: CGImage?, name: String) throws {
    try FileManager.default.createDirectory(at: failures, withIntermediateDirectories: true)
    try image.write(pngTo: failures.appendingPathComponent("\(name)-actual.png"))
    try diff?.write(pngTo: failures.appendingPathComponent("\(name)-diff.png"))
  }
}
