@_spi(Hail) import CoreGraphics
import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// Frames composited in bands on two threads (`CompositeCanvas`, `DrawOp`, `FrameBands`): the same
/// pixels as one pass, the work split evenly, and what is left out of a recording.
@MainActor
@Suite struct FrameBandsTests {
  /// Whole-window redraws of the random changes `FrameScene` makes (scrolls, moves, fades, added
  /// and removed views, animations), drawn in bands by one renderer and in one pass by another:
  /// the same pixels, none of them resampled.
  @Test(arguments: [1, 2, 3] as [UInt64])
  func framesInBandsEqualFramesInOnePass(seed: UInt64) throws {
    let (scene, onePass) = Self.sceneBesideOnePass()
    var random = SeededGenerator(seed: seed)
    for step in 0..<20 {
      let change = scene.applyRandomChange(using: &random)
      scene.headless.advance(1.0 / 60)
      try Self.expectSamePixels(scene, onePass, wholeWindow: true, "seed \(seed) step \(step) (\(change))")
    }
    #expect(scene.renderer.framesInBands == 20)
    #expect(onePass.framesInBands == 0)
  }

  /// A rounded view clipping to its bounds, with a translucent rounded mask of its own, moved
  /// across the window and redrawn in part (more than half of it, with the scroll view) and whole:
  /// the same pixels in bands as in one pass, every frame drawn in bands.
  @Test func aMaskedClippingViewDrawsInBandsAsInOnePass() throws {
    let (scene, onePass) = Self.sceneBesideOnePass()
    let masked = UIView(frame: CGRect(x: 10, y: 60, width: 180, height: 180))
    masked.backgroundColor = .orange
    masked.layer.cornerRadius = 30
    masked.clipsToBounds = true
    let mask = CALayer()
    // At most 65,536 pixels at 2x: a background `RoundedFillCache` fills from its coverage.
    mask.frame = CGRect(x: 20, y: 20, width: 120, height: 120)
    mask.backgroundColor = UIColor(white: 0, alpha: 0.6).cgColor
    mask.cornerRadius = 20
    masked.layer.mask = mask
    scene.headless.root.addSubview(masked)
    scene.headless.advance(1.0 / 60)
    _ = scene.renderer.renderFrame(scene.headless.window)
    _ = onePass.renderFrame(scene.headless.window)
    for step in 0..<6 {
      masked.frame.origin.y += 7
      scene.scrollView.contentOffset.y += 31
      scene.headless.advance(1.0 / 60)
      try Self.expectSamePixels(scene, onePass, wholeWindow: step.isMultiple(of: 2), "step \(step)")
    }
    #expect(scene.renderer.framesInBands == 7)
  }

  /// A `FrameScene` whose renderer draws large frames in bands on two threads, and a renderer of
  /// its window drawing every frame in one pass.
  private static func sceneBesideOnePass() -> (FrameScene, FrameRenderer) {
    let scene = FrameScene()
    scene.renderer.threads = 2
    let onePass = FrameRenderer()
    onePass.threads = 1
    return (scene, onePass)
  }

  /// Renders the next frame with both renderers (each of the whole window with `wholeWindow`) and
  /// expects the very same pixels.
  private static func expectSamePixels(
    _ scene: FrameScene, _ onePass: FrameRenderer, wholeWindow: Bool, _ comment: String,
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    if wholeWindow {
      scene.renderer.invalidate()
      onePass.invalidate()
    }
    let window = scene.headless.window
    let banded = try #require(scene.renderer.renderFrame(window).makeImage(), sourceLocation: sourceLocation)
    let whole = try #require(onePass.renderFrame(window).makeImage(), sourceLocation: sourceLocation)
    let difference = try #require(
      ImageDifference(banded, whole, perChannel: 0), sourceLocation: sourceLocation)
    #expect(difference.differingPixels == 0, "\(comment)", sourceLocation: sourceLocation)
  }

  /// A redraw of a little less than `FrameBands.minimumShare` of the window (a label hidden) is
  /// drawn as the layers are walked, on the main thread.
  @Test func aRedrawUnderTheShareIsNotDrawnInBands() throws {
    let scene = FrameScene()
    scene.renderer.threads = 2
    _ = scene.renderer.renderFrame(scene.headless.window)
    #expect(scene.renderer.framesInBands == 1)
    scene.labels[1].isHidden = true
    scene.headless.advance(1.0 / 60)
    let frame = scene.renderer.renderFrame(scene.headless.window)
    let share = Self.share(of: frame)
    #expect(share > 0.1 && share < FrameBands.minimumShare, "\(share)")
    #expect(scene.renderer.framesInBands == 1)
    try scene.expectEqualToAFullRender(frame)
  }

  /// A redraw of a fifth of the window (a shadowed card moved) is drawn in bands, as are the ride
  /// tour's sheets dragged over the map; the pixels are a full render's.
  @Test func aRedrawOfAFifthOfTheWindowIsDrawnInBands() throws {
    let scene = FrameScene()
    scene.renderer.threads = 2
    _ = scene.renderer.renderFrame(scene.headless.window)
    #expect(scene.renderer.framesInBands == 1)
    scene.card.frame.origin.x += 10
    scene.headless.advance(1.0 / 60)
    let frame = scene.renderer.renderFrame(scene.headless.window)
    let share = Self.share(of: frame)
    #expect(share >= FrameBands.minimumShare && share < 0.5, "\(share)")
    #expect(scene.renderer.framesInBands == 2)
    try scene.expectEqualToAFullRender(frame)
  }

  /// The share of the window's pixels `frame` redrew, as `FrameRenderer` reckons it.
  private static func share(of frame: RenderedFrame) -> CGFloat {
    let redrawn = frame.dirtyRects.reduce(0) { $0 + $1.width * $1.height }
    return redrawn / CGFloat(frame.bitmap.width * frame.bitmap.height)
  }

  /// Work in the top tenth of a bitmap: the four bands' edges all lie in it, each with a quarter.
  @Test func theBandsHoldEvenSharesOfTheWork() throws {
    let image = try #require(CGContext(bitmapWidth: 10, height: 10)?.makeImage())
    let ops = (0..<100).map { _ in DrawOp.paintTurned(image, deviceOrigin: .zero) }
    let extents = (0..<100).map { CGRect(x: 0, y: CGFloat($0), width: 100, height: 1) }
    let bands = FrameBands(ops: ops, extents: extents, height: 1000, threads: 2)
    #expect(bands.edges.count == 5)
    #expect(bands.edges.first == 0 && bands.edges.last == 1000)
    for (index, edge) in bands.edges.dropFirst().dropLast().enumerated() {
      #expect(abs(edge - 25 * (index + 1)) <= 1, "edge \(index + 1) at row \(edge)")
    }
    #expect(FrameBands(ops: ops, extents: extents, height: 1000, threads: 1).edges.isEmpty)
  }

  /// Vector content is drawn by main-actor code: a recording holding it is played whole, on the
  /// calling thread, into the bitmap itself.
  @Test func aRecordingWithVectorContentIsPlayedWhole() throws {
    let caller = pthread_self()
    nonisolated(unsafe) var drawnHere = false
    let ops: [DrawOp] = [
      .saveGState, .vector { _ in drawnHere = pthread_equal(pthread_self(), caller) != 0 }, .restoreGState,
    ]
    let extents = [CGRect.infinite, CGRect(x: 0, y: 0, width: 10, height: 10), .infinite]
    let bands = FrameBands(ops: ops, extents: extents, height: 1000, threads: 2)
    #expect(bands.edges.isEmpty)
    let bitmap = try #require(CGContext(bitmapWidth: 10, height: 1000))
    #expect(!bands.play(ops, extents: extents, in: bitmap, scale: 1))
    #expect(drawnHere)
  }

  /// Saves and restores around nothing painted, with the transforms and clips between, and
  /// painting clipped away entirely are left out of the recording; the rest keeps its order.
  @Test func whatPaintsNothingIsLeftOutOfARecording() throws {
    let target = try #require(CGContext(bitmapWidth: 100, height: 100, scale: 2))
    let canvas = CompositeCanvas(recordingFor: target, scale: 2)
    canvas.saveGState()
    canvas.translateBy(x: 5, y: 5)
    canvas.clip(devicePixels: [CGRect(x: 0, y: 0, width: 20, height: 20)], clearing: false)
    canvas.saveGState()
    canvas.fill(CGPath(rect: CGRect(x: 30, y: 30, width: 5, height: 5)), color: .black)
    canvas.restoreGState()
    canvas.restoreGState()
    canvas.saveGState()
    canvas.translateBy(x: 1, y: 1)
    canvas.fill(CGPath(rect: CGRect(x: 0, y: 0, width: 5, height: 5)), color: .black)
    canvas.restoreGState()
    let (ops, extents) = canvas.recording
    #expect(ops.count == 4)
    guard ops.count == 4 else { return }
    guard case .saveGState = ops[0], case .translate = ops[1], case .fillPath = ops[2],
      case .restoreGState = ops[3]
    else {
      Issue.record("kept \(ops)")
      return
    }
    // The fill's device pixels at 2x, grown by a pixel for its edge.
    #expect(extents[2] == CGRect(x: 1, y: 1, width: 12, height: 12))
    #expect(extents[0].isInfinite && extents[3].isInfinite)
  }

  /// A band's context draws into its rows of the bitmap, in the bitmap's device space.
  @Test func aBandDrawsIntoItsRowsAlone() throws {
    let bitmap = try #require(CGContext(bitmapWidth: 4, height: 8, scale: 1))
    let band = try #require(CGContext(rows: 2..<5, of: bitmap, scale: 1))
    band.setFillColor(.black)
    band.fill(CGRect(x: 0, y: 0, width: 4, height: 8))
    let image = try #require(bitmap.makeImage())
    for row in 0..<8 {
      let alpha = try #require(image.pixel(x: 1, y: row)).a
      #expect(alpha == ((2..<5).contains(row) ? 255 : 0), "row \(row)")
    }
    #expect(CGContext(rows: 6..<9, of: bitmap, scale: 1) == nil)
    #expect(CGContext(rows: 3..<3, of: bitmap, scale: 1) == nil)
  }
}
