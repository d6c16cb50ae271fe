import Foundation
import HailApp
@_spi(Hail) import HailHarness
import Testing
@_spi(Hail) import UIKit

@MainActor
@Suite struct DemoTests {
  @Test func theTourStaysOnScreenInTimeOrderAndEndsEveryTouch() {
    let size = CGSize(width: 375, height: 667)
    let steps = DemoTour.steps(for: size)
    #expect(steps.map(\.time) == steps.map(\.time).sorted())
    #expect(steps.last.map { $0.time < DemoTour.duration } == true)
    var down = 0
    for step in steps {
      guard case .touch(let phase, let x, let y, _) = step.action else { continue }
      #expect((0...375).contains(x) && (0...667).contains(y))
      if phase == .down { down += 1 }
      if phase == .up { down -= 1 }
      #expect(down == 0 || down == 1)
    }
    #expect(down == 0)
  }

  @Test func theTourScalesToATallerPhone() {
    let small = DemoTour.steps(for: CGSize(width: 375, height: 667))
    let large = DemoTour.steps(for: CGSize(width: 393, height: 852))
    guard case .touch(_, let x1, let y1, _) = small[0].action,
      case .touch(_, let x2, let y2, _) = large[0].action
    else {
      Issue.record("the tour starts with a touch")
      return
    }
    #expect(abs(x2 - x1 * 393 / 375) < 1e-9 && abs(y2 - y1 * 852 / 667) < 1e-9)
  }

  @Test func recordsThirtyFramesASecondIntoAGIF() throws {
    let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
      "hail-demo-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: folder) }
    let gif = folder.appendingPathComponent("demo.gif")
    let frames = try DemoRecorder(environment: HailEnvironment(mapStore: nil)).record(
      to: gif, pngFrames: folder.appendingPathComponent("frames"), duration: 0.5)
    #expect(frames == 15)
    let data = try Data(contentsOf: gif)
    #expect(data.prefix(6) == Data("GIF89a".utf8))
    #expect(Int(data[6]) | Int(data[7]) << 8 == 375)  // logical screen width, little-endian
    let pngs = try FileManager.default.contentsOfDirectory(
      atPath: folder.appendingPathComponent("frames").path)
    #expect(pngs.count == 15)
  }
}
