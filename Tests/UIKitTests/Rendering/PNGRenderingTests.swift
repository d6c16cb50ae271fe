@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

/// Screenshots written as PNG files.
@MainActor
@Suite struct PNGRenderingTests {
  @Test func aWindowIsWrittenAsAPNGAtTheScreenScale() throws {
    let scene = RenderingScene()
    scene.add(CGRect(x: 10, y: 10, width: 20, height: 20), .red)
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: directory) }
    let url = directory.appendingPathComponent("screen.png")
    try scene.renderer.writePNG(of: scene.headless.window, to: url)
    let image = try CGImage.load(pngAt: url)
    #expect(image.width == 750 && image.height == 1334)
    #expect(image.pixel(atPoint: 20, 20) == .red)
    #expect(image.pixel(atPoint: 40, 40) == .white)
    #expect(try FileManager.default.contentsOfDirectory(atPath: directory.path) == ["screen.png"])
  }

  @Test func anEmptyWindowIsAnErrorNotAFile() {
    _ = RenderingScene()
    let window = UIWindow(frame: .zero)
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("\(UUID().uuidString).png")
    #expect(throws: ViewRenderingError.nothingToRender(size: .zero)) {
      try ViewRenderer().writePNG(of: window, to: url)
    }
    #expect(!FileManager.default.fileExists(atPath: url.path))
  }
}
