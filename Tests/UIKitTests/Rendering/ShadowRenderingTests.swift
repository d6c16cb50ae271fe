import CCairo
@_spi(Hail) import CoreGraphics
import Testing

@_spi(Hail) @testable import UIKit

/// Layer shadows: a cached Gaussian-like blur of the rounded bounds.
@MainActor
@Suite(.serialized) struct ShadowRenderingTests {
  private func shadowedCard(in scene: RenderingScene, x: CGFloat = 100) -> UIView {
    let card = scene.add(CGRect(x: x, y: 100, width: 100, height: 100), .white)
    card.layer.cornerRadius = 12
    card.layer.shadowOpacity = 0.5
    card.layer.shadowRadius = 8
    card.layer.shadowOffset = CGSize(width: 0, height: 6)
    return card
  }

  @Test func theShadowDarkensBelowTheViewAndFallsOffSmoothly() {
    let scene = RenderingScene()
    _ = shadowedCard(in: scene)
    let image = scene.render()
    let column = 150 * 2
    let profile = (200 * 2..<240 * 2).map { image.pixel(x: column, y: $0)!.brightness }
    #expect(profile[0] < 200, "just below the card the shadow is dark: \(profile[0])")
    #expect(image.pixel(atPoint: 150, 300) == .white, "far away there is none")
    #expect(zip(profile, profile.dropFirst()).allSatisfy { $0 <= $1 }, "monotonic: \(profile)")
    #expect(Set(profile).count > 20, "a smooth ramp, not a few stacked steps: \(profile)")
    #expect(image.pixel(atPoint: 150, 150) == .white, "the card covers its own shadow")
  }

  @Test func theShadowMaskIsRenderedOnceAndReused() {
    let scene = RenderingScene()
    _ = shadowedCard(in: scene)
    _ = shadowedCard(in: scene, x: 220)
    let cache = UIApplication.shared.shadowMasks
    _ = scene.render()
    let misses = cache.misses
    _ = scene.render()
    #expect(cache.misses == misses, "a second frame reuses the mask")
    let other = shadowedCard(in: scene, x: 0)
    other.layer.shadowRadius = 3
    _ = scene.render()
    #expect(cache.misses == misses + 1, "another blur is another mask")
  }

  @Test func clipsToBoundsHidesTheOuterShadowAsOnIOS() {
    let scene = RenderingScene()
    shadowedCard(in: scene).clipsToBounds = true
    #expect(scene.render().pixel(atPoint: 150, 203) == .white)
  }

  /// A card's shadow mask blurred from a smaller shape with its middle repeated is the mask blurred
  /// whole: wide and tall cards, a fractional size, a pill whose corners the height clamps, square
  /// corners (the search screen's full-width panel among them), a hairline cut only in height, a
  /// blur below two points (blurred at the screen's scale), @2x, a scale that is not a whole
  /// number (cut at one pixel a point, then stretched whole). To the byte, but where the small
  /// plane is stretched by three before its middle is repeated: Pixman's sample positions step by
  /// a third in fixed point, a few thousandths of a pixel off past the repeated middle, so a pixel
  /// now and then rounds a level apart (seen: 5,412 of 936,765 and 12,844 of 1,438,596 pixels, by
  /// one level; a wrong repeated line differs across a band as wide as the cut).
  @Test(arguments: [
    (CGSize(width: 361, height: 212.5), 16.0, 8.0, 3.0),
    (CGSize(width: 393, height: 300), 0.0, 10.0, 3.0),
    (CGSize(width: 393, height: 215), 0.0, 4.0, 3.0),
    (CGSize(width: 1, height: 300), 4.0, 2.0, 3.0),
    (CGSize(width: 300.33, height: 44), 30.0, 3.0, 3.0),
    (CGSize(width: 120, height: 400), 12.0, 1.5, 3.0),
    (CGSize(width: 100.33, height: 60), 6.0, 1.5, 3.0),
    (CGSize(width: 250, height: 90), 8.0, 6.0, 2.0),
    (CGSize(width: 250, height: 90), 8.0, 6.0, 2.625),
  ])
  func aMaskBlurredFromASmallerShapeIsTheSame(
    size: CGSize, cornerRadius: CGFloat, shadowRadius: CGFloat, scale: CGFloat
  ) throws {
    let key = ShadowMaskCache.Key(
      size: size, cornerRadius: cornerRadius, shadowRadius: shadowRadius, scale: scale)
    let sliced = try #require(ShadowMaskCache.render(key))
    let whole = try #require(ShadowMaskCache.render(key, slicing: false))
    #expect(sliced.isSliced && !whole.isSliced, "one blurred from a smaller shape, one whole")
    #expect(sliced.reach == whole.reach && sliced.pixelsPerPoint == whole.pixelsPerPoint)
    #expect(sliced.alpha.width == whole.alpha.width && sliced.alpha.height == whole.alpha.height)
    let (a, b) = (bytes(of: sliced.alpha), bytes(of: whole.alpha))
    let tolerance = shadowRadius >= 2 && scale == 3 ? 1 : 0
    let first = zip(a, b).enumerated().first { abs(Int($0.element.0) - Int($0.element.1)) > tolerance }.map {
      ($0.offset % whole.alpha.width, $0.offset / whole.alpha.width)
    }
    #expect(
      first == nil,
      "the same coverage within \(tolerance): first difference at pixel \(String(describing: first))")
    let differing = zip(a, b).filter { $0 != $1 }.count
    #expect(differing * 100 < a.count, "\(differing) of \(a.count) pixels a level apart")
  }

  @Test func aShapeNearItsCornersIsNotCut() {
    let near = CGRect(x: 24, y: 24, width: 40, height: 40)
    #expect(ShadowMaskCache.Slice(shape: near, cornerRadius: 12, reach: 24) == nil)
    let card = CGRect(x: 24, y: 24, width: 400, height: 400)
    #expect(
      ShadowMaskCache.Slice(shape: card, cornerRadius: .nan, reach: 24) == nil, "no extent to cut around")
  }

  /// A mask's rows without the stride's padding.
  private func bytes(of mask: AlphaMask) -> [UInt8] {
    cairo_surface_flush(mask.surface)
    let data = cairo_image_surface_get_data(mask.surface)!
    let stride = Int(cairo_image_surface_get_stride(mask.surface))
    return (0..<mask.height).flatMap { y in (0..<mask.width).map { data[y * stride + $0] } }
  }
}
