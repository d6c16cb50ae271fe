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
}
