@_spi(Hail) import CoreGraphics
import Foundation
import OpenStreetMap

/// `hail compare-png A B`: do two PNGs show the same picture, within a per-pixel tolerance? The
/// window test compares a window screenshot with a headless render this way.
enum ComparePNGCommand: HailCommand {
  static let name = "compare-png"
  static let summary =
    "A.png B.png [--tolerance N] [--min-match PERCENT] [--crop X,Y,W,H]   exit 0 when ≥ PERCENT (99.5) of the "
    + "pixels (of the crop, in pixels, when given) differ by ≤ N (8) per channel, 1 when not"

  static func run(_ arguments: [String]) -> Int32 {
    var files: [URL] = []
    var tolerance = 8
    var minimumPercent = 99.5
    var crop: CGRect?
    var remaining = arguments[...]
    while let argument = remaining.popFirst() {
      switch argument {
      case "--tolerance":
        guard let text = remaining.popFirst(), let value = Int(text), (0...255).contains(value) else {
          printError("--tolerance needs a channel difference from 0 to 255")
          return 2
        }
        tolerance = value
      case "--min-match":
        guard let text = remaining.popFirst(), let value = try? DecimalNumber.parse(text),
          (0...100).contains(value)
        else {
          printError("--min-match needs a percentage from 0 to 100")
          return 2
        }
        minimumPercent = value
      case "--crop":
        let parts = remaining.popFirst()?.split(separator: ",").compactMap { Int($0) } ?? []
        guard parts.count == 4, parts.allSatisfy({ $0 >= 0 }), parts[2] > 0, parts[3] > 0 else {
          printError("--crop needs X,Y,W,H in whole pixels, with W and H positive")
          return 2
        }
        crop = CGRect(x: parts[0], y: parts[1], width: parts[2], height: parts[3])
      case _ where argument.hasPrefix("--"):
        printError("unknown argument '\(argument)' for compare-png")
        return 2
      default:
        files.append(URL(fileURLWithPath: argument))
      }
    }
    guard files.count == 2 else {
      printError("compare-png needs two PNG files")
      return 2
    }
    let images: [CGImage]
    do {
      images = try files.map { url throws(CGImageError) in try CGImage.load(pngAt: url) }
    } catch {
      printError(error.description)
      return 2
    }
    var (a, b) = (images[0], images[1])
    if let crop {
      guard let croppedA = a.cropping(to: crop), let croppedB = b.cropping(to: crop),
        croppedA.width == Int(crop.width), croppedA.height == Int(crop.height)
      else {
        print("compare-png: the crop \(crop) does not lie inside \(a.width)×\(a.height)")
        return 1
      }
      (a, b) = (croppedA, croppedB)
    }
    guard let comparison = PixelComparison(a, b, tolerance: tolerance) else {
      print("compare-png: sizes differ: \(a.width)×\(a.height) and \(b.width)×\(b.height)")
      return 1
    }
    let percent = comparison.matchingFraction * 100
    let passed = percent >= minimumPercent
    print(
      String(
        format: "compare-png: %.3f%% of %d pixels within %d (max difference %d); %@",
        percent, comparison.totalPixels, tolerance, comparison.maximumDifference,
        passed ? "match" : String(format: "MISMATCH, needs %.1f%%", minimumPercent)))
    return passed ? 0 : 1
  }
}
