@_spi(Hail) import CoreGraphics
import Testing

/// The two drawing shortcuts the map takes, each against the drawing it stands for: a building's
/// fill without antialiasing under its outline, and a label's halo with a coarse antialiased edge.
@Suite struct MapDrawingShortcutTests {
  // Colours far apart, so a stair step of the fill or a halo's edge out of place shows as a
  // difference of many levels: white ground, a dark block, a mid-grey outline.
  let ground = CGColor(red: 1, green: 1, blue: 1, alpha: 1)
  let block = CGColor(red: 0.2, green: 0.2, blue: 0.2, alpha: 1)
  let edge = CGColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 1)

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

  /// A courtyard block at an angle (its court a second ring, even-odd), 60 points square at
  /// `scale`, outlined `outline` points wide in `edge`, drawn by `draw` after the path is added.
  private func courtyard(
    scale: CGFloat, outline: CGFloat, edge: CGColor? = nil, _ draw: (CGContext) -> Void
  ) -> CGImage {
    let pixels = Int(60 * scale)
    let context = makeContext(width: pixels, height: pixels, scale: scale)
    context.setFillColor(ground)
    context.fill(CGRect(x: 0, y: 0, width: 60, height: 60))
    context.setFillColor(block)
    context.setStrokeColor(edge ?? self.edge)
    context.setLineWidth(outline)
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

  /// The map's building outlines: half a point at @3x (a pixel and a half), 0.8 points at @2x, and
  /// the narrowest that takes the shortcut, a pixel (one point at @1x).
  @Test(arguments: [(3, 0.5), (2, 0.8), (1, 1)] as [(CGFloat, CGFloat)])
  func aFillUnderItsOutlineLooksLikeTheAntialiasedOne(scale: CGFloat, outline: CGFloat) {
    let exact = courtyard(scale: scale, outline: outline) { $0.drawPath(using: .eoFillStroke) }
    let shortcut = courtyard(scale: scale, outline: outline) { $0.fillUnderOutline(using: .evenOdd) }
    // The court stays ground (even-odd), the block's inside is the block's colour.
    #expect(shortcut.pixel(x: Int(30 * scale), y: Int(28 * scale))?.r == 255)
    #expect(shortcut.pixel(x: Int(15 * scale), y: Int(33 * scale))?.r == 51)
    // The fill was drawn another way, yet along the outline's rim only a little differs (2, 4 and
    // 14 levels here, the most with the narrowest outline): a stair step out from under the
    // outline would be up to 204 levels off.
    let difference = largestDifference(exact, shortcut)
    #expect(difference > 0 && difference <= 24)
  }

  /// An outline narrower than `outlineFloor` pixels, or not opaque, would let the stair steps show:
  /// the fill is antialiased then, the pixels exactly `drawPath(using:)`'s.
  @Test(arguments: [(1, 0.8), (3, 0.3), (0.71, 1.3)] as [(CGFloat, CGFloat)])
  func aThinOutlineKeepsTheAntialiasedFill(scale: CGFloat, outline: CGFloat) {
    let exact = courtyard(scale: scale, outline: outline) { $0.drawPath(using: .eoFillStroke) }
    let shortcut = courtyard(scale: scale, outline: outline) { $0.fillUnderOutline(using: .evenOdd) }
    #expect(largestDifference(exact, shortcut) == 0)
  }

  @Test func aTranslucentOutlineKeepsTheAntialiasedFill() {
    let glass = CGColor(red: 0.6, green: 0.6, blue: 0.6, alpha: 0.5)
    let exact = courtyard(scale: 3, outline: 0.5, edge: glass) { $0.drawPath(using: .eoFillStroke) }
    let shortcut = courtyard(scale: 3, outline: 0.5, edge: glass) { $0.fillUnderOutline(using: .evenOdd) }
    #expect(largestDifference(exact, shortcut) == 0)
  }

  @Test func aFillUnderOutlineClearsThePathAndKeepsTheAntialiasing() {
    let context = makeContext(width: 20, height: 20, scale: 3)
    context.setFillColor(block)
    context.setStrokeColor(edge)
    context.addRect(CGRect(x: 0.5, y: 0.5, width: 3, height: 3))
    context.fillUnderOutline(using: .winding)
    #expect(context.isPathEmpty)
    // The stroke after it is antialiased as before: a line across a pixel's middle half covers it.
    context.setStrokeColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
    context.setLineWidth(1.0 / 3)
    context.move(to: CGPoint(x: 5, y: 0.5))
    context.addLine(to: CGPoint(x: 5, y: 6))
    context.strokePath()
    let alpha = context.makeImage()!.pixel(x: 15, y: 10)!.a
    #expect(alpha > 100 && alpha < 160)
  }

  /// A white halo on mid-grey ground (128 levels apart), so an edge out of place would show.
  private func label(coarse: Bool, antialiased: Bool = true) -> CGImage {
    let context = makeContext(width: 360, height: 90, scale: 3)
    context.setFillColor(CGColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1))
    context.fill(CGRect(x: 0, y: 0, width: 120, height: 30))
    context.setShouldAntialias(antialiased)
    TextLayout.shared.drawWithHalo(
      "Kaisaniemen puisto 快车", style: CGTextStyle(size: 11),
      color: CGColor(red: 0.37, green: 0.35, blue: 0.33, alpha: 1),
      halo: CGColor(red: 1, green: 1, blue: 1, alpha: 1), haloWidth: 1.5, center: CGPoint(x: 60, y: 15),
      angle: 0.2, coarseHalo: coarse, context: context)
    return context.makeImage()!
  }

  @Test func aCoarseHaloLooksLikeTheExactOne() {
    // Drawn another way, yet where it is: 4 × 4 samples can miss a third of a pixel's exact coverage
    // on a curve (45 of the 128 levels, here), while an edge a pixel out of place would be off by
    // the halo's whole contrast.
    let difference = largestDifference(label(coarse: false), label(coarse: true))
    #expect(difference > 0 && difference <= 64)
  }

  @Test func aCoarseHaloKeepsAntialiasingOffWhereTheContextTurnedItOff() {
    #expect(
      largestDifference(label(coarse: false, antialiased: false), label(coarse: true, antialiased: false))
        == 0)
  }
}
