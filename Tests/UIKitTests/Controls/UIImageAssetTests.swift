@_spi(Hail) import CoreGraphics
import Foundation
import Testing
@_spi(Hail) import UIKit

/// `UIImageAsset`: variants registered by traits, the asset catalog's appearances (the `marker` set
/// in Tests/UIKitTests/Resources: red 2x for any appearance, green 2x and blue 3x for dark), and
/// views that show the variant for their own traits, again when the traits change.
@MainActor
@Suite struct UIImageAssetTests {
  private let red = CGImage.Pixel(r: 200, g: 0, b: 0, a: 255)
  private let green = CGImage.Pixel(r: 0, g: 200, b: 0, a: 255)
  private let blue = CGImage.Pixel(r: 0, g: 0, b: 200, a: 255)

  /// A square PNG-less bitmap of one colour, `points` wide at `scale`.
  private func solid(_ pixel: CGImage.Pixel, points: Int = 4, scale: CGFloat = 2) throws -> UIImage {
    let color = UIColor(
      red: CGFloat(pixel.r) / 255, green: CGFloat(pixel.g) / 255, blue: CGFloat(pixel.b) / 255, alpha: 1)
    let image = solidImage(color, CGSize(width: points, height: points), scale: scale)
    try #require(image.scale == scale)
    return image
  }

  private func firstPixel(_ image: UIImage) -> CGImage.Pixel? { image.cgImage?.pixel(x: 0, y: 0) }

  private func traits(_ style: UIUserInterfaceStyle, scale: CGFloat = 2) -> UITraitCollection {
    UITraitCollection(traitsFrom: [.init(userInterfaceStyle: style), .init(displayScale: scale)])
  }

  @Test func theVariantForTheTraitsIsChosenAndPointsBackToItsAsset() throws {
    _ = Headless()
    let asset = UIImageAsset()
    asset.register(try solid(red), with: traits(.light))
    asset.register(try solid(green), with: traits(.dark))
    let dark = asset.image(with: traits(.dark))
    #expect(firstPixel(dark) == green)
    #expect(dark.imageAsset === asset)
    #expect(dark.traitCollection.userInterfaceStyle == .dark)
    #expect(dark.traitCollection.displayScale == 2)
    #expect(firstPixel(asset.image(with: traits(.light))) == red)
    // A lookup without a scale takes the screen's (2x here); one without a style matches neither
    // light nor dark exactly and falls back to the first registered.
    #expect(firstPixel(asset.image(with: UITraitCollection(userInterfaceStyle: .dark))) == green)
    #expect(firstPixel(asset.image(with: UITraitCollection())) == red)
  }

  @Test func registeringTheSameTraitsReplacesAndUnregisteringRemoves() throws {
    _ = Headless()
    let asset = UIImageAsset()
    asset.register(try solid(red), with: traits(.dark))
    asset.register(try solid(blue), with: traits(.dark))
    #expect(firstPixel(asset.image(with: traits(.dark))) == blue)
    asset.register(try solid(green), with: traits(.light))
    asset.unregister(imageWith: traits(.dark))
    // Only the light image is left: a dark lookup falls back to it.
    #expect(firstPixel(asset.image(with: traits(.dark))) == green)
    asset.unregister(imageWith: traits(.light))
    #expect(asset.image(with: traits(.light)).size == .zero)
  }

  /// A scale left out at registration is 1x (Apple docs): a 2x lookup takes the 1x image only
  /// when nothing sharper fits, and prefers the exact scale.
  @Test func scalesPreferTheExactOneThenSharper() throws {
    _ = Headless()
    let asset = UIImageAsset()
    asset.register(try solid(red, scale: 1), with: UITraitCollection(userInterfaceStyle: .light))
    asset.register(try solid(green, scale: 3), with: traits(.light, scale: 3))
    #expect(asset.image(with: UITraitCollection(userInterfaceStyle: .light)).scale == 3)
    #expect(asset.image(with: traits(.light, scale: 1)).scale == 1)
    asset.register(try solid(blue, scale: 2), with: traits(.light, scale: 2))
    #expect(firstPixel(asset.image(with: traits(.light, scale: 2))) == blue)
  }

  /// Any image has an asset on first use; a variant registered there is what a dark view shows.
  @Test func anyImageHasAnAssetToRegisterVariantsBeside() throws {
    let app = Headless()
    let light = try solid(red)
    let asset = try #require(light.imageAsset)
    #expect(light.imageAsset === asset)
    asset.register(try solid(green), with: UITraitCollection(userInterfaceStyle: .dark))
    let view = UIImageView(image: light)
    view.frame = CGRect(x: 0, y: 0, width: 4, height: 4)
    app.root.addSubview(view)
    app.root.overrideUserInterfaceStyle = .dark
    app.nextFrame()
    let rendered = try #require(ViewRenderer().render(app.window))
    #expect(rendered.pixel(x: 2, y: 2) == green)
  }

  @Test func anAssetCatalogsAppearancesBecomeTheImagesAsset() throws {
    _ = Headless()
    let marker = try #require(UIImage(named: "marker", in: .module, compatibleWith: traits(.light)))
    #expect(firstPixel(marker) == red)
    #expect(marker.size == CGSize(width: 8, height: 8))
    let dark = try #require(UIImage(named: "marker", in: .module, compatibleWith: traits(.dark)))
    #expect(firstPixel(dark) == green)
    let asset = try #require(marker.imageAsset)
    let sharp = asset.image(with: traits(.dark, scale: 3))
    #expect(firstPixel(sharp) == blue)
    #expect(sharp.scale == 3)
    #expect(sharp.size == CGSize(width: 8, height: 8))
    // The set's empty 1x slot registers nothing: a 1x light lookup takes the 2x "any" image.
    #expect(firstPixel(asset.image(with: traits(.light, scale: 1))) == red)
  }

  /// An image view (and so a button's) shows the variant for its traits, and the other one when
  /// they change; what `image` returns stays the image that was set.
  @Test func viewsRedrawWithTheVariantForTheirTraits() throws {
    let app = Headless()
    let marker = try #require(UIImage(named: "marker", in: .module, compatibleWith: nil))
    let imageView = UIImageView(image: marker)
    imageView.frame = CGRect(x: 10, y: 10, width: 8, height: 8)
    let button = UIButton(type: .custom)
    button.setImage(marker, for: .normal)
    button.frame = CGRect(x: 30, y: 10, width: 8, height: 8)
    app.root.addSubview(imageView)
    app.root.addSubview(button)
    app.nextFrame()
    func shown() throws -> [CGImage.Pixel?] {
      let frame = try #require(ViewRenderer().render(app.window))
      return [frame.pixel(x: 28, y: 28), frame.pixel(x: 68, y: 28)]
    }
    #expect(try shown() == [red, red])
    app.window.overrideUserInterfaceStyle = .dark
    app.nextFrame()
    #expect(try shown() == [green, green])
    #expect(imageView.image === marker)
    app.window.overrideUserInterfaceStyle = .light
    app.nextFrame()
    #expect(try shown() == [red, red])
  }

  /// A template image keeps drawing as a template in the tint colour whichever variant it shows.
  @Test func aVariantKeepsTheRenderingModeAndTintOfTheImageSet() throws {
    let app = Headless()
    let marker = try #require(UIImage(named: "marker", in: .module, compatibleWith: nil))
    let view = UIImageView(image: marker.withRenderingMode(.alwaysTemplate))
    view.tintColor = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    view.frame = CGRect(x: 0, y: 0, width: 8, height: 8)
    app.root.addSubview(view)
    app.root.overrideUserInterfaceStyle = .dark
    app.nextFrame()
    let rendered = try #require(ViewRenderer().render(app.window))
    #expect(rendered.pixel(x: 4, y: 4) == CGImage.Pixel(r: 0, g: 0, b: 255, a: 255))
    #expect(view.image?.imageAsset === marker.imageAsset)
  }
}
