@_spi(Hail) import CoreGraphics
import Testing
@_spi(Hail) import UIKit

@_spi(Hail) @testable import MapKit

/// `strokeStart` and `strokeEnd` of MapKit's polygon and circle renderers (iOS 14): only the part
/// of the outline between them is stroked, the fill is whole, and a change draws again.
@MainActor
@Suite struct AreaOverlayStrokeTests {
  /// A map whose delegate makes each polygon's and circle's renderer filled blue and stroked red, 6
  /// points wide, then `style`s it.
  private func map(_ style: @escaping (MKOverlayPathRenderer) -> Void) -> (MapApp, RendererDelegate) {
    let app = MapApp()
    let delegate = RendererDelegate()
    delegate.make = { overlay in
      let renderer: MKOverlayPathRenderer =
        (overlay as? MKCircle).map { MKCircleRenderer(circle: $0) }
        ?? MKPolygonRenderer(polygon: overlay as! MKPolygon)
      renderer.fillColor = .blue
      renderer.strokeColor = .red
      renderer.lineWidth = 6
      style(renderer)
      return renderer
    }
    app.map.delegate = delegate
    return (app, delegate)
  }

  /// What the pixel at the window point (`x`, `y`) shows (the window is @2x): "stroke", "fill" or
  /// "map".
  private func shown(_ image: CGImage?, _ x: CGFloat, _ y: CGFloat) -> String {
    guard let pixel = image?.pixel(x: Int(2 * x), y: Int(2 * y)) else { return "none" }
    if pixel.r > 200 && pixel.g < 60 && pixel.b < 60 { return "stroke" }
    if pixel.b > 200 && pixel.r < 60 && pixel.g < 60 { return "fill" }
    return "map"
  }

  /// A 250-point square from (50, 200), its corners clockwise from the top left: 1,000 points of
  /// outline, a quarter a side.
  private func square(_ app: MapApp) -> MKPolygon {
    app.polygon(through: [
      CGPoint(x: 50, y: 200), CGPoint(x: 300, y: 200), CGPoint(x: 300, y: 450), CGPoint(x: 50, y: 450),
    ])
  }

  /// The middles of the square's top, right, bottom and left sides, 2 points in: under the stroke
  /// where it runs, in the fill elsewhere.
  private func sides(_ image: CGImage?) -> [String] {
    [shown(image, 175, 202), shown(image, 298, 325), shown(image, 175, 448), shown(image, 52, 325)]
  }

  @Test func aPolygonStrokesFromItsFirstPointAlongItsOutlineAndFillsWhole() throws {
    let (app, delegate) = map { ($0 as? MKPolygonRenderer)?.strokeEnd = 0.5 }
    app.map.addOverlay(square(app))
    var image = app.frames(3)
    // The first half of the outline: the top and right sides.
    #expect(sides(image) == ["stroke", "stroke", "fill", "fill"])
    #expect(shown(image, 175, 325) == "fill")
    let renderer = try #require(delegate.renderers.first as? MKPolygonRenderer)
    renderer.strokeStart = 0.5
    renderer.strokeEnd = 1
    image = app.frames(2)
    #expect(sides(image) == ["fill", "fill", "stroke", "stroke"])
    renderer.strokeStart = 0
    image = app.frames(2)
    #expect(sides(image) == ["stroke", "stroke", "stroke", "stroke"])
  }

  @Test func aCircleStrokesClockwiseFromItsTop() throws {
    let (app, delegate) = map { ($0 as? MKCircleRenderer)?.strokeEnd = 0.25 }
    let center = CGPoint(x: 187, y: 330)
    let circle = MKCircle(center: app.map.convert(center, toCoordinateFrom: app.window), radius: 200)
    app.map.addOverlay(circle)
    // The radius in points, and the circle's points at compass bearings (0 north, clockwise), 2
    // points in: under the stroke where it runs, in the fill elsewhere.
    let radius = circle.boundingMapRect.width / 2 / (app.map.visibleMapRect.width / app.map.bounds.width)
    func at(_ degrees: CGFloat) -> (CGFloat, CGFloat) {
      let angle = degrees * .pi / 180
      return (center.x + (radius - 2) * sin(angle), center.y - (radius - 2) * cos(angle))
    }
    var image = app.frames(3)
    // The quarter from north to east; nothing west of north, nor past east.
    #expect(shown(image, at(20).0, at(20).1) == "stroke")
    #expect(shown(image, at(70).0, at(70).1) == "stroke")
    #expect(shown(image, at(-20).0, at(-20).1) == "fill")
    #expect(shown(image, at(110).0, at(110).1) == "fill")
    #expect(shown(image, center.x, center.y) == "fill")
    // Clamped to 0…1: the whole circle.
    let renderer = try #require(delegate.renderers.first as? MKCircleRenderer)
    renderer.strokeStart = -1
    renderer.strokeEnd = 2
    image = app.frames(2)
    #expect([20, 110, 200, 290].allSatisfy { shown(image, at($0).0, at($0).1) == "stroke" })
    // Ends that meet stroke nothing; the fill stays.
    renderer.strokeStart = 0.5
    renderer.strokeEnd = 0.5
    image = app.frames(2)
    #expect([20, 110, 200, 290].allSatisfy { shown(image, at($0).0, at($0).1) == "fill" })
  }

  @Test func theStrokeRunsWholeByDefaultAndAPartKeepsTheCornersBetweenItsEnds() throws {
    let polygon = MKPolygonRenderer(polygon: MKPolygon(coordinates: [], count: 0))
    let circle = MKCircleRenderer(circle: MKCircle(center: MapApp.station, radius: 10))
    // MapKit's defaults.
    #expect(polygon.strokeStart == 0 && polygon.strokeEnd == 1)
    #expect(circle.strokeStart == 0 && circle.strokeEnd == 1)
    let line = CGMutablePath()
    line.addLines(between: [CGPoint(x: 0, y: 0), CGPoint(x: 10, y: 0), CGPoint(x: 10, y: 10)])
    let range = StrokeRange()
    #expect(range.part(of: line) === line)
    range.set(from: 0.25, to: 0.75)
    let part = try #require(range.part(of: line))
    #expect(
      part.elements == [
        .moveTo(CGPoint(x: 5, y: 0)), .lineTo(CGPoint(x: 10, y: 0)), .lineTo(CGPoint(x: 10, y: 5)),
      ])
  }
}
