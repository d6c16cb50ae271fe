import Foundation
import GoldenTesting
import OpenStreetMap
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// The night map: tiles and labels draw with the palette of the traits they draw under, and a
/// trait change redraws what is on screen in the other palette.
@MainActor
@Suite(.serialized) struct MapDarkStyleTests {
  /// The share of pixels of `image` whose every channel is within 2 of `color`'s.
  private func share(of color: CGColor, in image: CGImage) -> Double {
    let target = [color.red, color.green, color.blue].map { Int(($0 * 255).rounded()) }
    var count = 0
    for y in stride(from: 0, to: image.height, by: 2) {
      for x in stride(from: 0, to: image.width, by: 2) {
        guard let pixel = image.pixel(x: x, y: y) else { continue }
        let channels = [Int(pixel.r), Int(pixel.g), Int(pixel.b)]
        if zip(channels, target).allSatisfy({ abs($0 - $1) <= 2 }) { count += 1 }
      }
    }
    return Double(count) / Double((image.width / 2) * (image.height / 2))
  }

  @Test func aTileDrawsInThePaletteOfItsTraits() throws {
    let source = OpenStreetMapTileSource(store: try MapTestData.map())
    let station = MKMapPoint(MapApp.station)
    let side = MKMapSize.world.width / Double(1 << 16)
    let key = MapTileKey(zoom: 16, x: Int(station.x / side), y: Int(station.y / side))
    var images: [UIUserInterfaceStyle: CGImage] = [:]
    for style in [UIUserInterfaceStyle.light, .dark] {
      UITraitCollection(userInterfaceStyle: style).performAsCurrent {
        let context = CGContext(bitmapWidth: 512, height: 512, scale: 2)!
        source.draw(key, in: context, size: CGSize(width: 256, height: 256))
        images[style] = context.makeImage()
      }
    }
    let light = try #require(images[.light])
    let dark = try #require(images[.dark])
    // Land is the commonest colour of a city tile; neither tile shows the other's land.
    #expect(share(of: MapPalette.light.land, in: light) > 0.2)
    #expect(share(of: MapPalette.dark.land, in: dark) > 0.2)
    #expect(share(of: MapPalette.light.land, in: dark) == 0)
    #expect(share(of: MapPalette.dark.land, in: light) == 0)
  }

  @Test func theMapRedrawsDarkWhenTheAppearanceChanges() throws {
    let map = try StyledMap(zoom: 17)
    #expect(share(of: MapPalette.light.land, in: map.render()) > 0.2)
    map.app.window.overrideUserInterfaceStyle = .dark
    map.app.advance(1.0 / 60)
    let image = map.render()
    #expect(share(of: MapPalette.dark.land, in: image) > 0.2)
    #expect(share(of: MapPalette.light.land, in: image) < 0.001)
    // Street names are light grey on the dark ground: their colour is on screen.
    #expect(share(of: MapPalette.dark.roadLabel, in: image) > 0)
    #expect(
      MapPalette.landColor.resolvedColor(with: UITraitCollection(userInterfaceStyle: .dark)).cgColor.red
        < 0.15)
    assertGolden(
      image, named: "map-station-z17-dark", tolerance: (perChannel: 24, maxDifferingFraction: 0.002))
  }
}
