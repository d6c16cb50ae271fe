@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

/// A headless app whose root view is white, with a renderer and pixel lookups in points.
@MainActor
struct RenderingScene {
  let headless = Headless()
  let renderer = ViewRenderer()

  init() {
    headless.root.backgroundColor = .white
  }

  var root: UIView { headless.root }

  /// Adds a view of `frame` and `color` to the root.
  @discardableResult
  func add(_ frame: CGRect, _ color: UIColor?, to parent: UIView? = nil) -> UIView {
    let view = UIView(frame: frame)
    view.backgroundColor = color
    (parent ?? root).addSubview(view)
    return view
  }

  func render() -> CGImage {
    renderer.render(headless.window)!
  }
}

extension CGImage {
  /// The pixel covering the point (`x`, `y`) at scale 2: the device pixel just right of and below it.
  func pixel(atPoint x: CGFloat, _ y: CGFloat, scale: CGFloat = 2) -> Pixel {
    pixel(x: Int(x * scale), y: Int(y * scale))!
  }
}

extension CGImage.Pixel {
  static let white = Self(r: 255, g: 255, b: 255, a: 255)
  static let red = Self(r: 255, g: 0, b: 0, a: 255)
  static let green = Self(r: 0, g: 255, b: 0, a: 255)
  static let blue = Self(r: 0, g: 0, b: 255, a: 255)
  static let black = Self(r: 0, g: 0, b: 0, a: 255)

  /// Whether every channel is within `tolerance` of `other`'s.
  func isClose(to other: Self, tolerance: Int = 2) -> Bool {
    [(r, other.r), (g, other.g), (b, other.b), (a, other.a)].allSatisfy {
      abs(Int($0) - Int($1)) <= tolerance
    }
  }

  /// Mean of the colour channels, 0 (black) … 255 (white).
  var brightness: Int { (Int(r) + Int(g) + Int(b)) / 3 }
}
