@_spi(Hail) import CoreGraphics
import Foundation
import Testing
@_spi(Hail) import UIKit

/// `UIImage(named:in:compatibleWith:)` over this target's `Bundle.module` (Tests/UIKitTests/Resources).
@MainActor
@Suite struct UIImageNamedTests {
  /// The current traits carry the screen's scale (a call without traits reads the screen itself on
  /// Foundation's main thread, which Swift Testing's main actor need not be).
  @Test func theScreensScaleIsPreferred() throws {
    _ = Headless()  // a 2x screen
    let pin = try #require(UIImage(named: "pin", in: .module, compatibleWith: .current))
    #expect(pin.scale == 2)
    #expect(pin.size == CGSize(width: 20, height: 20))
    #expect(pin.cgImage?.pixel(x: 0, y: 0) == .init(r: 255, g: 0, b: 0, a: 255))
    #expect(pin.renderingMode == .automatic)
    #expect(!pin.isSymbolImage)
  }

  @Test func aThreeTimesScreenTakesTheThreeTimesFile() throws {
    _ = Headless(size: CGSize(width: 393, height: 852), scale: 3)
    let pin = try #require(UIImage(named: "pin", in: .module, compatibleWith: .current))
    #expect(pin.scale == 3)
    #expect(pin.size == CGSize(width: 20, height: 20))
    #expect(pin.cgImage?.pixel(x: 0, y: 0) == .init(r: 0, g: 0, b: 255, a: 255))
  }

  @Test func aFileWithoutScaleOrWithItsExtensionIsFound() throws {
    _ = Headless()
    #expect(UIImage(named: "flag", in: .module, compatibleWith: nil)?.size == CGSize(width: 10, height: 6))
    #expect(UIImage(named: "flag.png", in: .module, with: nil)?.scale == 1)
  }

  @Test func anAssetCatalogImageSetIsFound() throws {
    _ = Headless()
    let badge = try #require(UIImage(named: "badge", in: .module, compatibleWith: nil))
    #expect(badge.scale == 2)
    #expect(badge.size == CGSize(width: 12, height: 12))
  }

  @Test func unknownNamesGiveNil() {
    _ = Headless()
    #expect(UIImage(named: "no-such-image", in: .module, compatibleWith: nil) == nil)
    #expect(UIImage(named: "", in: .module, compatibleWith: nil) == nil)
    #expect(UIImage(named: "pin") == nil)  // not in the main bundle (the test runner's)
  }
}
