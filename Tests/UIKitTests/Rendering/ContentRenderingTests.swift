@_spi(Hail) import CoreGraphics
import Testing

@_spi(Hail) @testable import UIKit

/// Views' `draw(_:)` content: drawn at pixel resolution, cached, redrawn only when asked.
@MainActor
@Suite(.serialized) struct ContentRenderingTests {
  @Test func aLabelDrawsDarkPixelsInsideItsFrameAndNoneOutside() {
    let scene = RenderingScene()
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    label.text = "Hello, 快车"
    scene.root.addSubview(label)
    let image = scene.render()
    let frame = CGRect(x: 40, y: 200, width: 400, height: 60)
    var darkInside = 0
    var changedOutside = 0
    for y in 0..<image.height {
      for x in 0..<image.width {
        let pixel = image.pixel(x: x, y: y)!
        if frame.contains(CGPoint(x: x, y: y)) {
          if pixel.brightness < 100 { darkInside += 1 }
        } else if pixel != .white {
          changedOutside += 1
        }
      }
    }
    #expect(darkInside > 100)
    #expect(changedOutside == 0)
  }

  @Test(arguments: [2, 3] as [CGFloat])
  func textIsDrawnAtPixelResolution(scale: CGFloat) {
    _ = RenderingScene()
    let label = UILabel(frame: CGRect(x: 0, y: 0, width: 120, height: 24))
    label.text = "Express 快车"
    let rendered = ViewRenderer().render(label, scale: scale)!
    let format = UIGraphicsImageRendererFormat()
    format.scale = scale
    let direct = UIGraphicsImageRenderer(size: label.bounds.size, format: format).image { _ in
      label.draw(label.bounds)
    }.cgImage!
    #expect(rendered.width == Int(120 * scale) && rendered.height == direct.height)
    var differing = 0
    var inked = 0
    for y in 0..<rendered.height {
      for x in 0..<rendered.width {
        if rendered.pixel(x: x, y: y) != direct.pixel(x: x, y: y) { differing += 1 }
        if direct.pixel(x: x, y: y)!.a > 0 { inked += 1 }
      }
    }
    #expect(inked > 100)
    #expect(differing == 0, "the cached bitmap lands on the pixel grid unresampled")
  }

  @Test func aLabelIsRedrawnOnlyAfterItsTextChanges() {
    let scene = RenderingScene()
    let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
    label.text = "One"
    scene.root.addSubview(label)
    let cache = UIApplication.shared.contentCache
    var draws = cache.draws
    _ = scene.render()
    #expect(cache.draws == draws + 1)
    draws = cache.draws
    _ = scene.render()
    #expect(cache.draws == draws, "an unchanged label composites its cached bitmap")
    label.text = "Two"
    _ = scene.render()
    #expect(cache.draws == draws + 1)
    #expect(!label.needsDisplay)
  }

  @Test func viewsThatDoNotDrawGetNoContentBitmap() {
    let scene = RenderingScene()
    scene.add(CGRect(x: 0, y: 0, width: 100, height: 100), .red)
    let scrollView = UIScrollView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
    scene.root.addSubview(scrollView)
    let draws = UIApplication.shared.contentCache.draws
    _ = scene.render()
    #expect(UIApplication.shared.contentCache.draws == draws)
  }

  @Test func anAppViewOverridingDrawIsDrawn() {
    let scene = RenderingScene()
    scene.root.addSubview(CrossView(frame: CGRect(x: 10, y: 10, width: 40, height: 40)))
    let image = scene.render()
    #expect(image.pixel(atPoint: 30, 30) == .blue)
    #expect(image.pixel(atPoint: 12, 30) == .white)
  }

  /// A view that draws only when it has something to show (a route, a car) and calls
  /// `super.draw(_:)` first, as UIKit code often does: drawing nothing once must not stop it, or
  /// another view of its class, from drawing later.
  @Test func aViewThatDrawsOnlyWithStateDrawsOnceItHasIt() {
    let scene = RenderingScene()
    let first = RouteView(frame: CGRect(x: 10, y: 10, width: 40, height: 40))
    scene.root.addSubview(first)
    let cache = UIApplication.shared.contentCache
    let draws = cache.draws
    #expect(scene.render().pixel(atPoint: 30, 30) == .white)
    #expect(cache.draws == draws)  // tried in 1×1: no bitmap of its size for nothing
    first.hasRoute = true
    #expect(scene.render().pixel(atPoint: 30, 30) == .blue)
    let second = RouteView(frame: CGRect(x: 60, y: 10, width: 40, height: 40))
    second.hasRoute = true
    scene.root.addSubview(second)
    let image = scene.render()
    #expect(image.pixel(atPoint: 80, 30) == .blue)
    first.hasRoute = false
    #expect(scene.render().pixel(atPoint: 30, 30) == .white)
  }
}

/// Draws a blue square only while it has a route; `super.draw(_:)` first.
private final class RouteView: UIView {
  var hasRoute = false {
    didSet { setNeedsDisplay() }
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    super.draw(rect)
    guard hasRoute else { return }
    UIColor.blue.setFill()
    UIBezierPath(rect: bounds.insetBy(dx: 10, dy: 10)).fill()
  }
}

/// A custom view drawing a blue square in its middle with `draw(_:)`, as app code does.
private final class CrossView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  required init?(coder: NSCoder) { nil }

  override func draw(_ rect: CGRect) {
    UIColor.blue.setFill()
    UIBezierPath(rect: bounds.insetBy(dx: 10, dy: 10)).fill()
  }
}
