@_spi(Hail) import CoreGraphics
import Foundation
import Testing

@_spi(Hail) @testable import UIKit

/// A rounded background on whole device pixels is filled from its cached coverage
/// (`CGContext.fillRounded`, `RoundedFillCache`): the pixels Cairo's path fill gives the same
/// outline, within one step in 255 where the curves cut pixels and exactly everywhere else, and
/// the path fill where the outline is not on whole pixels.
@MainActor
@Suite struct RoundedFillTests {
  /// The outlines a screen's rounded layers have, at @3x: a round button (masked whole), a card and
  /// a continuous-curve panel (cut both ways), a narrow bar (cut along its height only), two
  /// rounded corners of a sheet, radii clamped to half the shorter side (both curves), a
  /// translucent pill, one rounded corner.
  nonisolated static let outlines: [Outline] = [
    Outline(CGRect(x: 10, y: 20, width: 44, height: 44), 22, .circular, .all, (1, 1, 1, 1)),
    Outline(CGRect(x: 10, y: 20, width: 93, height: 23), 8, .circular, .all, (1, 1, 1, 1)),
    Outline(CGRect(x: 3, y: 7, width: 70, height: 90), 12, .continuous, .all, (0, 0.48, 1, 1)),
    Outline(CGRect(x: 80, y: 4, width: 16, height: 80), 8, .circular, .all, (0.2, 0.8, 0.3, 1)),
    Outline(
      CGRect(x: 5, y: 5, width: 80, height: 60), 16, .circular, [.layerMinXMinYCorner, .layerMaxXMinYCorner],
      (1, 1, 1, 1)),
    Outline(CGRect(x: 12, y: 30, width: 40, height: 20), 30, .circular, .all, (1, 0.23, 0.19, 1)),
    Outline(CGRect(x: 12, y: 30, width: 40, height: 20), 30, .continuous, .all, (1, 0.23, 0.19, 1)),
    Outline(CGRect(x: 2, y: 60, width: 76, height: 17), 3, .circular, .all, (1, 1, 1, 0.7)),
    Outline(
      CGRect(x: 20, y: 10, width: 50, height: 50), 6, .continuous, [.layerMaxXMaxYCorner], (0, 0, 0, 1)),
  ]

  struct Outline: Sendable {
    let rect: CGRect
    let radius: CGFloat
    let curve: CALayerCornerCurve
    let corners: CACornerMask
    let rgba: (CGFloat, CGFloat, CGFloat, CGFloat)

    init(
      _ rect: CGRect, _ radius: CGFloat, _ curve: CALayerCornerCurve, _ corners: CACornerMask,
      _ rgba: (CGFloat, CGFloat, CGFloat, CGFloat)
    ) {
      (self.rect, self.radius, self.curve, self.corners, self.rgba) = (rect, radius, curve, corners, rgba)
    }
  }

  @Test(arguments: outlines.indices)
  func theMaskedFillGivesThePathFillsPixels(index: Int) throws {
    let outline = Self.outlines[index]
    let (rect, radius, curve, corners) = (outline.rect, outline.radius, outline.curve, outline.corners)
    let color = UIColor(
      red: outline.rgba.0, green: outline.rgba.1, blue: outline.rgba.2, alpha: outline.rgba.3)
    let cache = RoundedFillCache()
    let masked = try Self.canvas()
    let filled = try masked.fillRounded(
      rect, cornerRadius: radius, curve: curve, corners: corners, color: color.cgColor, masks: cache)
    #expect(filled)
    #expect(cache.misses == 1)
    let path = try Self.canvas()
    path.setFillColor(color.cgColor)
    path.addPath(LayerShape.outline(rect, cornerRadius: radius, curve: curve, corners: corners))
    path.fillPath()
    // Where the curves are: the corner squares, in device pixels, rounded out.
    let curves = LayerShape.cornerBoxes(of: rect, cornerRadius: radius, curve: curve, corners: .all).map {
      $0.applying(CGAffineTransform(scaleX: 3, y: 3)).integral
    }
    let (a, b) = try (#require(masked.makeImage()), #require(path.makeImage()))
    var stepsApart = 0
    var largest = 0
    for y in 0..<a.height {
      for x in 0..<a.width {
        let (p, q) = try (#require(a.pixel(x: x, y: y)), #require(b.pixel(x: x, y: y)))
        guard p != q else { continue }
        let difference = [(p.r, q.r), (p.g, q.g), (p.b, q.b), (p.a, q.a)].map { abs(Int($0) - Int($1)) }
          .max()!
        largest = max(largest, difference)
        if !curves.contains(where: { $0.contains(CGPoint(x: Double(x) + 0.5, y: Double(y) + 0.5)) }) {
          stepsApart += 1
        }
      }
    }
    #expect(largest <= 2)
    #expect(stepsApart == 0)
    // It painted: the outline's middle has the colour.
    let middle = try #require(a.pixel(x: Int(rect.midX * 3), y: Int(rect.midY * 3)))
    let background = try #require(
      Self.canvas().makeImage()?.pixel(
        x: Int(rect.midX * 3), y: Int(rect.midY * 3)))
    #expect(middle != background)
  }

  /// Under a whole-pixel clip through a corner (a frame's damage), and inside a transparency group,
  /// each pixel is the one the unclipped fill gives: a partial redraw equals the full one.
  @Test func aClippedOrGroupedFillIsTheWholeFillsPixels() throws {
    let card = CGRect(x: 15, y: 5.333333333333333, width: 63, height: 29)
    let color = UIColor(red: 0.9, green: 0.3, blue: 0.1, alpha: 1).cgColor
    let whole = try Self.canvas()
    #expect(
      whole.fillRounded(
        card, cornerRadius: 14.1, curve: .circular, corners: .all, color: color, masks: .init()))
    for clip in [CGRect(x: 219, y: 4, width: 30, height: 131), CGRect(x: 50, y: 10, width: 30, height: 20)] {
      for grouped in [false, true] {
        let part = try Self.canvas()
        part.saveGState()
        part.clip(devicePixels: [clip], clearing: false)
        let draw = {
          #expect(
            part.fillRounded(
              card, cornerRadius: 14.1, curve: .circular, corners: .all, color: color, masks: .init()))
        }
        if grouped { part.withTransparencyGroup(alpha: 1, blendMode: .normal, draw) } else { draw() }
        part.restoreGState()
        let (a, b) = try (#require(whole.makeImage()), #require(part.makeImage()))
        let inside = try (0..<a.height).flatMap { y in
          try (0..<a.width).filter { clip.contains(CGPoint(x: Double($0) + 0.5, y: Double(y) + 0.5)) }.map {
            try (#require(a.pixel(x: $0, y: y)), #require(b.pixel(x: $0, y: y)))
          }
        }
        #expect(!inside.isEmpty)
        #expect(inside.allSatisfy { $0.0 == $0.1 })
      }
    }
  }

  /// Cards of one width and radius share one mask whatever their height; sides at most two corner
  /// squares and two pixels long are masked whole.
  @Test func cardsOfAnyLengthShareOneMask() throws {
    let cache = RoundedFillCache()
    let canvas = try Self.canvas()
    for height in [23, 49, 80] as [CGFloat] {
      #expect(
        canvas.fillRounded(
          CGRect(x: 4, y: 4, width: 90, height: height), cornerRadius: 8, curve: .circular, corners: .all,
          color: UIColor.white.cgColor, masks: cache))
    }
    #expect(cache.misses == 1)
    #expect(
      canvas.fillRounded(
        CGRect(x: 4, y: 4, width: 90, height: 23), cornerRadius: 8, curve: .circular, corners: .all,
        color: UIColor.black.cgColor, masks: cache))
    #expect(cache.misses == 1)
  }

  /// Off whole pixels, with no radius, turned, scaled unevenly, with a global alpha, under a curved
  /// clip or too large to mask, nothing is drawn and the caller fills the path.
  @Test func anOutlineOffTheWholePixelsIsLeftToThePathFill() throws {
    let cache = RoundedFillCache()
    let white = UIColor.white.cgColor
    let canvas = try Self.canvas()
    let before = try #require(canvas.makeImage())
    let card = CGRect(x: 10, y: 20, width: 44, height: 44)
    #expect(
      !canvas.fillRounded(
        card.offsetBy(dx: 0.1, dy: 0), cornerRadius: 8, curve: .circular, corners: .all, color: white,
        masks: cache))
    #expect(
      !canvas.fillRounded(
        CGRect(x: 10, y: 20, width: 44.1, height: 44), cornerRadius: 8, curve: .circular, corners: .all,
        color: white, masks: cache))
    #expect(
      !canvas.fillRounded(
        card, cornerRadius: 0, curve: .circular, corners: .all, color: white, masks: cache))
    canvas.saveGState()
    canvas.rotate(by: 0.3)
    #expect(
      !canvas.fillRounded(
        card, cornerRadius: 8, curve: .circular, corners: .all, color: white, masks: cache))
    canvas.restoreGState()
    canvas.saveGState()
    canvas.scaleBy(x: 1, y: 2)
    #expect(
      !canvas.fillRounded(
        card, cornerRadius: 8, curve: .circular, corners: .all, color: white, masks: cache))
    canvas.restoreGState()
    // With a global alpha (Cairo's source would not carry it).
    canvas.saveGState()
    canvas.setAlpha(0.5)
    #expect(
      !canvas.fillRounded(
        card, cornerRadius: 8, curve: .circular, corners: .all, color: white, masks: cache))
    canvas.restoreGState()
    // Under a rounded clip (an ancestor's, or the layer's own `masksToBounds`).
    canvas.saveGState()
    canvas.addPath(LayerShape.outline(card, cornerRadius: 8, curve: .circular, corners: .all))
    canvas.clip()
    #expect(
      !canvas.fillRounded(
        card, cornerRadius: 8, curve: .circular, corners: .all, color: white, masks: cache))
    canvas.restoreGState()
    // A 200-point circle at @3x: a 600 × 600-pixel mask, past the limit.
    #expect(
      !canvas.fillRounded(
        CGRect(x: 0, y: 0, width: 200, height: 200), cornerRadius: 100, curve: .circular, corners: .all,
        color: white, masks: cache))
    #expect(cache.misses == 0)
    let after = try #require(canvas.makeImage())
    #expect(Self.differingPixels(before, after) == 0)
  }

  /// The compositor fills a rounded view's background from the cache: a round button over a white
  /// root, its colour in the middle, the root's beyond its curve.
  @Test func aRoundButtonsBackgroundComesFromTheCache() throws {
    let scene = RenderingScene()
    let button = scene.add(CGRect(x: 20.5, y: 30, width: 44, height: 44), .systemBlue)
    button.layer.cornerRadius = 22
    let misses = UIApplication.shared.roundedFills.misses
    let image = scene.render()
    #expect(UIApplication.shared.roundedFills.misses == misses + 1)
    #expect(image.pixel(atPoint: 42.5, 52).isClose(to: try #require(Self.rgba(.systemBlue))))
    #expect(image.pixel(atPoint: 21, 31) == .white)
  }

  private static func differingPixels(_ a: CGImage, _ b: CGImage) -> Int {
    (0..<a.height).reduce(0) { count, y in
      count + (0..<a.width).filter { a.pixel(x: $0, y: y) != b.pixel(x: $0, y: y) }.count
    }
  }

  private static func rgba(_ color: UIColor) -> CGImage.Pixel? {
    let c = color.cgColor
    return CGImage.Pixel(
      r: UInt8((c.red * 255).rounded()), g: UInt8((c.green * 255).rounded()),
      b: UInt8((c.blue * 255).rounded()),
      a: UInt8((c.alpha * 255).rounded()))
  }

  /// A 100 × 100-point canvas at @3x over a pattern that changes every pixel, so a blend that
  /// rounds otherwise shows.
  private static func canvas() throws -> CGContext {
    let context = try #require(CGContext(bitmapWidth: 300, height: 300, scale: 3))
    let pixels = try #require(context.data)
    for y in 0..<300 {
      let row = (pixels + y * context.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for x in 0..<300 {
        let r = UInt32((x * 7 + y * 3) % 256)
        let g = UInt32((x * 5 + y * 11) % 256)
        let b = UInt32((x * 13 + y) % 256)
        row[x] = 0xFF00_0000 | r << 16 | g << 8 | b
      }
    }
    context.markDirty()
    return context
  }
}
