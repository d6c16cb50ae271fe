@_spi(Hail) import CoreGraphics
import Foundation
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// `MKAnnotationView.image` with variants (an image asset's light and dark images) shows the one
/// for the view's traits, as `UIImageView` does: when it joins a window and on a trait change.
@MainActor
@Suite struct AnnotationViewImageVariantTests {
  private func solid(_ color: UIColor) -> UIImage {
    UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
      color.setFill()
      context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
    }
  }

  private func shownPixel(_ view: MKAnnotationView) -> CGImage.Pixel? {
    (view.layer.contents as? CGImage)?.pixel(x: 1, y: 1)
  }

  @Test func theImageShowsTheVariantForTheViewsAppearance() throws {
    let headless = HeadlessWindow()
    let image = solid(.red)
    let dark = solid(.green)
    image.imageAsset?.register(dark, with: UITraitCollection(userInterfaceStyle: .dark))
    let red = try #require(image.cgImage?.pixel(x: 1, y: 1))
    let green = try #require(dark.cgImage?.pixel(x: 1, y: 1))
    let view = MKAnnotationView(annotation: nil, reuseIdentifier: nil)
    view.image = image
    #expect(shownPixel(view) == red)
    #expect(view.bounds.size == CGSize(width: 4, height: 4))
    let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
    host.overrideUserInterfaceStyle = .dark
    headless.root.addSubview(host)
    host.addSubview(view)
    #expect(shownPixel(view) == green)
    // Changed before any frame delivered the joined view its first traits.
    host.overrideUserInterfaceStyle = .light
    headless.nextFrame()
    #expect(shownPixel(view) == red)
    // And a change after a frame: a trait change proper.
    host.overrideUserInterfaceStyle = .dark
    headless.nextFrame()
    #expect(shownPixel(view) == green)
    // `image` keeps returning what was set.
    #expect(view.image === image)
  }

  /// An image without variants is the layer's contents as given: every view showing it shares it.
  @Test func anImageWithoutVariantsIsSharedAsGiven() {
    _ = HeadlessWindow()
    let image = solid(.blue)
    let views = (0..<2).map { _ in MKAnnotationView(annotation: nil, reuseIdentifier: nil) }
    for view in views { view.image = image }
    #expect(views.allSatisfy { ($0.layer.contents as? CGImage) === image.cgImage })
  }
}
