@_spi(Hail) import CoreGraphics
import Testing

@Suite struct CGGradientTests {
  let blackToWhite = CGGradient(
    colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [.black, .white], locations: [0, 1])!

  @Test func invalidGradients() {
    #expect(CGGradient(colorsSpace: nil, colors: [], locations: nil) == nil)
    #expect(CGGradient(colorsSpace: nil, colors: [.black], locations: [0, 1]) == nil)
    #expect(
      CGGradient(colorsSpace: nil, colors: [.white, .black], locations: nil)?.stops.map(\.location) == [0, 1])
  }

  @Test func linearMidpointIsHalfway() {
    let context = makeContext(width: 101, height: 4)
    context.drawLinearGradient(
      blackToWhite, start: CGPoint(x: 0, y: 0), end: CGPoint(x: 101, y: 0), options: [])
    let image = context.makeImage()!
    let mid = image.pixel(x: 50, y: 2)!
    #expect(near(mid.r, 128, 3) && mid.r == mid.g && mid.g == mid.b && mid.a == 255)
    #expect(near(image.pixel(x: 0, y: 2)!.r, 0, 3))
    #expect(near(image.pixel(x: 100, y: 2)!.r, 255, 3))
  }

  @Test func linearOptionsControlTheEnds() {
    func draw(_ options: CGGradientDrawingOptions) -> CGImage {
      let context = makeContext(width: 100, height: 2)
      context.drawLinearGradient(
        blackToWhite, start: CGPoint(x: 25, y: 0), end: CGPoint(x: 75, y: 0), options: options)
      return context.makeImage()!
    }
    let none = draw([])
    #expect(none.pixel(x: 10, y: 1)?.a == 0 && none.pixel(x: 90, y: 1)?.a == 0)
    let before = draw(.drawsBeforeStartLocation)
    #expect(before.pixel(x: 10, y: 1) == CGImage.Pixel(r: 0, g: 0, b: 0, a: 255))
    #expect(before.pixel(x: 90, y: 1)?.a == 0)
    let after = draw(.drawsAfterEndLocation)
    #expect(after.pixel(x: 10, y: 1)?.a == 0)
    #expect(after.pixel(x: 90, y: 1) == CGImage.Pixel(r: 255, g: 255, b: 255, a: 255))
  }

  @Test func radialMidRadiusIsHalfway() {
    let context = makeContext(width: 100, height: 100)
    let centre = CGPoint(x: 50, y: 50)
    context.drawRadialGradient(
      blackToWhite, startCenter: centre, startRadius: 0, endCenter: centre, endRadius: 40, options: [])
    let image = context.makeImage()!
    #expect(near(image.pixel(x: 70, y: 50)!.r, 128, 4))
    #expect(image.pixel(x: 2, y: 2)?.a == 0)
    // The pixel centre is 0.7 from the centre: t ≈ 0.02.
    #expect(near(image.pixel(x: 50, y: 50)!.r, 0, 8))
  }

  @Test func radialDrawsAfterEnd() {
    let context = makeContext(width: 100, height: 100)
    let centre = CGPoint(x: 50, y: 50)
    context.drawRadialGradient(
      blackToWhite, startCenter: centre, startRadius: 10, endCenter: centre, endRadius: 40,
      options: .drawsAfterEndLocation)
    let image = context.makeImage()!
    #expect(image.pixel(x: 2, y: 2) == CGImage.Pixel(r: 255, g: 255, b: 255, a: 255))
    #expect(image.pixel(x: 50, y: 50)?.a == 0)
  }

  @Test func gradientRespectsGlobalAlpha() {
    let context = makeContext(width: 10, height: 2)
    context.setAlpha(0.5)
    context.drawLinearGradient(
      blackToWhite, start: .zero, end: CGPoint(x: 10, y: 0),
      options: [.drawsBeforeStartLocation, .drawsAfterEndLocation])
    #expect(context.makeImage()!.pixel(x: 5, y: 1)?.a == 128)
  }
}
