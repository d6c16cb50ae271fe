@_spi(Hail) import CoreGraphics
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// A redraw's rectangles are widened only around the corners of an upright rounded layer, where
/// its outline curves: a layer moving past a wide card's straight edge redraws its own columns,
/// and every frame still equals a full render.
@MainActor
@Suite struct RoundedEdgeDamageTests {
  @Test func theCornersHoldTheCurvesClampedToHalfTheShorterSide() {
    let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
    let circular = LayerShape.cornerBoxes(of: rect, cornerRadius: 8, curve: .circular, corners: .all)
    #expect(
      circular == [
        CGRect(x: 10, y: 20, width: 8, height: 8), CGRect(x: 102, y: 20, width: 8, height: 8),
        CGRect(x: 10, y: 52, width: 8, height: 8), CGRect(x: 102, y: 52, width: 8, height: 8),
      ])
    // The continuous curve leaves the edge 1.52866483 radii from the corner (`LayerShape.outline`).
    let continuous = LayerShape.cornerBoxes(of: rect, cornerRadius: 8, curve: .continuous, corners: .all)
    #expect(continuous.allSatisfy { abs($0.width - 8 * 1.52866483) < 1e-9 })
    let clamped = LayerShape.cornerBoxes(of: rect, cornerRadius: 30, curve: .continuous, corners: .all)
    #expect(clamped.allSatisfy { $0.width == 20 && $0.height == 20 })
    let top = LayerShape.cornerBoxes(
      of: rect, cornerRadius: 8, curve: .circular, corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(top.map(\.minY) == [20, 20])
    #expect(LayerShape.cornerBoxes(of: rect, cornerRadius: 0, curve: .circular, corners: .all).isEmpty)
  }

  /// The interior avoids the curves and nothing else: the continuous curve's longer reach, and
  /// only the rounded corners' sides; of the band between them and the column beside them, the
  /// larger.
  @Test func theInteriorIsTheLargerRectangleBesideTheRoundedCorners() {
    // 100 × 40: the column (loses 2 × 8 × 40) beats the band (loses 2 × 8 × 100).
    let rect = CGRect(x: 10, y: 20, width: 100, height: 40)
    #expect(
      LayerShape.interior(of: rect, cornerRadius: 8, curve: .circular, corners: .all)
        == CGRect(x: 18, y: 20, width: 84, height: 40))
    let continuous = LayerShape.interior(of: rect, cornerRadius: 8, curve: .continuous, corners: .all)
    #expect(abs(continuous.minX - (10 + 8 * 1.52866483)) < 1e-9)
    #expect(abs(continuous.maxX - (110 - 8 * 1.52866483)) < 1e-9)
    // A sheet 100 × 60 rounded at its top corners: the band below them (loses 8 × 100) reaches
    // the bottom edge and beats the column (loses 2 × 8 × 60).
    let sheet = LayerShape.interior(
      of: CGRect(x: 0, y: 0, width: 100, height: 60), cornerRadius: 8, curve: .circular,
      corners: [.layerMinXMinYCorner, .layerMaxXMinYCorner])
    #expect(sheet == CGRect(x: 0, y: 8, width: 100, height: 52))
    // Rounded on the left only: the column right of the corners.
    #expect(
      LayerShape.interior(
        of: rect, cornerRadius: 8, curve: .circular, corners: [.layerMinXMinYCorner, .layerMinXMaxYCorner])
        == CGRect(x: 18, y: 20, width: 92, height: 40))
    #expect(LayerShape.interior(of: rect, cornerRadius: 0, curve: .continuous, corners: .all) == rect)
  }

  /// Across the card's left edge, in rows clear of its corners' rows (a redraw reaching those spans
  /// the card's width, see the next test).
  @Test func aLayerCrossingACardsStraightEdgeRedrawsItsOwnColumns() throws {
    let (scene, mover) = sceneWithMover(at: CGPoint(x: 12, y: 246), curve: .circular)
    for step in 1...8 {
      mover.frame.origin.x = 12 + CGFloat(step) * 2.5
      scene.headless.advance(1.0 / 60)
      let frame = scene.renderer.renderFrame(scene.headless.window)
      try scene.expectEqualToAFullRender(frame, "step \(step)")
      // The mover's 24 pixels with their margins, not the card's 320 and its shadow.
      #expect(span(of: frame.dirtyRects) <= 40, "step \(step): \(frame.dirtyRects)")
    }
  }

  @Test(arguments: [CALayerCornerCurve.circular, .continuous])
  func aLayerCrossingACardsCornerRedrawsTheCornersRowsAcrossTheCard(curve: CALayerCornerCurve) throws {
    let (scene, mover) = sceneWithMover(at: CGPoint(x: 12, y: 222), curve: curve)
    for step in 1...8 {
      mover.frame.origin = CGPoint(x: 12 + CGFloat(step) * 2.5, y: 222 + CGFloat(step) * 2.5)
      scene.headless.advance(1.0 / 60)
      let frame = scene.renderer.renderFrame(scene.headless.window)
      try scene.expectEqualToAFullRender(frame, "step \(step)")
      // The card's painted width (373 pixels with its shadow) in the corner's rows, as a side in
      // them changes the curve's pixels (see `DamageRegion`); no more.
      #expect(span(of: frame.dirtyRects) <= 373, "step \(step): \(frame.dirtyRects)")
    }
  }

  /// `FrameScene` with its rounded, shadowed card off the pixel grid and a small opaque view in
  /// front of everything at `origin`, after a first (full) frame.
  private func sceneWithMover(at origin: CGPoint, curve: CALayerCornerCurve) -> (FrameScene, UIView) {
    let scene = FrameScene()
    scene.card.frame.origin = CGPoint(x: 20.3, y: 230.4)
    scene.card.layer.cornerCurve = curve
    let mover = UIView(frame: CGRect(origin: origin, size: CGSize(width: 12, height: 8)))
    mover.backgroundColor = .orange
    scene.headless.root.addSubview(mover)
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    return (scene, mover)
  }

  /// The pixels from the leftmost dirty rectangle's left side to the rightmost one's right side.
  private func span(of rects: [CGRect]) -> CGFloat {
    (rects.map(\.maxX).max() ?? 0) - (rects.map(\.minX).min() ?? 0)
  }
}
