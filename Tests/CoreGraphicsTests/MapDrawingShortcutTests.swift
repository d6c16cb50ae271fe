@_spi(Hail) import CoreGraphics
import Testing

/// The two drawing shortcuts the map takes, each against the drawing it stands for: a building's
/// fill without antialiasing under its outline, and a label's halo with a coarse antialiased edge.
@Suite struct MapDrawingShortcutTests {
  // The map's light palette: land, a building, its outline (MapPalette.light).
  let land = CGColor(red: 0.957, green: 0.949, blue: 0.933, alpha: 1)
  let building = CGColor(red: 0.906, green: 0.894, blue: 0.875, alpha: 1)
  let edge = CGColor(red: 0.835, green: 0.812, blue: 0.78, alpha: 1)

  /// The largest difference of any channel of any pixel between two images of one size.
  private func largestDifference(_ a: CGImage, _ b: CGImage) -> Int {
    var largest = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let p = a.pixel(x: x, y: y)!
        let q = b.pixel(x: x, y: y)!
        largest = max(
          largest, abs(Int(p.r) - Int(q.r)), abs(Int(p.g) - Int(q.g)), abs(Int(p.b) - Int(q.b)),
          abs(Int(p.a) - Int(q.a)))
      }
    }
    return largest
  }

  /// A courtyard block at an angle (its court a second ring, even-odd) at @3x with the map's
  /// half-point outline, drawn by `draw` after the path is added.
  private func block(_ draw: (CGContext) -> Void) -> CGImage {
    let context = makeContext(width: 180, height: 180, scale: 3)
    context.setFillColor(land)
    context.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
    context.setFillColor(building)
    context.setStrokeColor(edge)
    context.setLineWidth(0.5)
    context.setLineJoin(.round)
    let outer = [(8.3, 12.1), (47.6, 5.2), (53.9, 41.7), (14.2, 52.4)]
    let court = [(20.1, 20.6), (38.2, 17.3), (41.4, 35.9), (23.7, 39.8)]
    for ring in [outer, court] {
      context.move(to: CGPoint(x: ring[0].0, y: ring[0].1))
      for (x, y) in ring.dropFirst() { context.addLine(to: CGPoint(x: x, y: y)) }
      context.closePath()
    }
    draw(context)
    return context.makeImage()!
  }

  @Test func aFillUnderItsOutlineLooksLikeTheAntialiasedOne() {
    let exact = block { $0.drawPath(using: .eoFillStroke) }
    let shortcut = block { $0.fillUnderOutline(using: .evenOdd) }
    // The court stays land (even-odd), the block's inside is the building's colour.
    #expect(shortcut.pixel(x: 90, y: 84) == exact.pixel(x: 90, y: 84))
    #expect(shortcut.pixel(x: 90, y: 84)?.r == 244)
    #expect(shortcut.pixel(x: 45, y: 100)?.r == 231)
    // Along the outline's rim a few levels at most: the fill's stair steps stay under the outline.
    #expect(largestDifference(exact, shortcut) <= 12)
  }

  @Test func aFillUnderOutlineClearsThePathAndKeepsTheAntialiasing() {
    let context = makeContext(width: 20, height: 20)
    context.setFillColor(building)
    context.setStrokeColor(edge)
    context.addRect(CGRect(x: 2.5, y: 2.5, width: 10, height: 10))
    context.fillUnderOutline(using: .winding)
    #expect(context.isPathEmpty)
    // The stroke after it is antialiased as before: a line across a pixel's middle half covers it.
    context.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    context.setLineWidth(1)
    context.move(to: CGPoint(x: 15, y: 0.5))
    context.addLine(to: CGPoint(x: 15, y: 19.5))
    context.strokePath()
    let alpha = context.makeImage()!.pixel(x: 15, y: 10)!.a
    #expect(alpha > 100 && alpha < 160)
  }

  @Test func aCoarseHaloLooksLikeTheExactOne() {
    func label(coarse: Bool) -> CGImage {
      let context = makeContext(width: 360, height: 90, scale: 3)
      context.setFillColor(land)
      context.fill(CGRect(x: 0, y: 0, width: 120, height: 30))
      TextLayout.shared.drawWithHalo(
        "Kaisaniemen puisto 快车", style: CGTextStyle(size: 11),
        color: CGColor(red: 0.37, green: 0.35, blue: 0.33, alpha: 1),
        halo: CGColor(red: 1, green: 1, blue: 1, alpha: 1), haloWidth: 1.5, center: CGPoint(x: 60, y: 15),
        angle: 0.2, coarseHalo: coarse, context: context)
      return context.makeImage()!
    }
    let exact = label(coarse: false)
    // A white halo fading into land 11 levels darker: its edge can differ by that much at most, and
    // the text (dark on white, exact coverage in both) by rounding only.
    #expect(largestDifference(exact, label(coarse: true)) <= 12)
  }
}
