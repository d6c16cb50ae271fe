@_spi(Hail) import CoreGraphics
import Testing

@Suite struct CGColorTests {
  @Test func componentsAreRGBA() {
    let color = CGColor(red: 0.25, green: 0.5, blue: 0.75, alpha: 0.5)
    #expect(color.components == [0.25, 0.5, 0.75, 0.5])
    #expect(color.alpha == 0.5)
  }

  @Test func grayIsStoredAsSRGB() {
    #expect(CGColor(gray: 0.4, alpha: 1).components == [0.4, 0.4, 0.4, 1])
  }

  @Test func equalityIsByComponents() {
    #expect(CGColor(red: 0, green: 0, blue: 0, alpha: 1) == .black)
    #expect(CGColor.white.copy(alpha: 0) != .white)
    #expect(CGColor.black.copy(alpha: 0) == .clear)
  }

  @Test func outOfRangeAndNaNAreClamped() {
    let color = CGColor(red: 2, green: -1, blue: .nan, alpha: .infinity)
    #expect(color.components == [1, 0, 0, 1])
  }

  @Test func deviceRGBIsSRGB() {
    #expect(CGColorSpaceCreateDeviceRGB() == CGColorSpace(name: CGColorSpace.sRGB))
    #expect(CGColorSpace(name: "kCGColorSpaceGenericCMYK") == nil)
  }
}
