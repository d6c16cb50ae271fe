import CoreGraphics
import Testing
@_spi(Hail) import UIKit

/// A headless app with a white canvas of `size` at the top left, rendered alone at 2x for golden
/// images.
@MainActor
struct GoldenScene {
  let headless = Headless()
  let canvas: UIView

  init(size: CGSize) {
    canvas = UIView(frame: CGRect(origin: .zero, size: size))
    canvas.backgroundColor = .white
    headless.root.addSubview(canvas)
  }

  func render() throws -> CGImage {
    headless.window.layoutIfNeeded()
    return try #require(ViewRenderer().render(canvas, scale: 2))
  }
}
