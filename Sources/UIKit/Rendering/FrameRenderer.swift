@_spi(Hail) import CoreGraphics
import Foundation

/// Keeps a window's bitmap from frame to frame and redraws only what changed: the host (an SDL
/// window) calls `renderFrame(_:)` once a frame and uploads `dirtyRects` alone.
///
/// A frame takes three steps, each skipped when it has nothing to do:
/// 1. Is anything new? Views report every change that can alter pixels (`DisplayInvalidation`)
///    and running animations (view and layer) move with the clock; with neither, the frame is free.
/// 2. What changed? A `DamageScan` records what each visible layer shows and compares it with the
///    last frame's records: the damage is the old and new pixels of every view that differs.
/// 3. Redraw the damage: clip to its rectangles, widened where they would cut a curved or slanted
///    edge (see `DamageRegion`), clear them, and composite the tree as `ViewRenderer` does,
///    leaving out the subtrees whose pixels miss them, and a layer's own painting where an opaque
///    layer painted later covers it (a map's background under its tiles). The result equals a
///    full render. While animations run, what is painted before the first animating layer is kept
///    composited (`Backdrop`): the damage is copied back from it and only the rest composited.
///    What a scroll only moved by whole pixels is copied from where it was (`MovedPixels`) and
///    only the rest redrawn.
///
/// One renderer per window. The pixel size follows the window's bounds and the main screen's
/// scale; a change of either (or of window) redraws everything.
@preconcurrency @MainActor
@_spi(Hail) public final class FrameRenderer {
  private var bitmap: CGContext?
  private var scale: CGFloat = 0
  private weak var window: UIWindow?
  /// The last scan's records, what the bitmap shows now.
  private var shown: [ObjectIdentifier: DamageScan.ScannedLayer] = [:]
  /// `DisplayInvalidation.generation` at the last scan; nil forces a full redraw.
  private var scannedGeneration: UInt64?
  /// Whether animations were pending at the last scan: the frame after the last one ends must
  /// still be compared, as the final values appear then.
  private var wasAnimating = false
  /// What the layers before the first animating one composite to, while they stay unchanged.
  private var backdrop: Backdrop?
  /// The backdrop's bitmap, kept for the next one once made (the window's size): one allocation,
  /// not one per backdrop.
  private var backdropBitmap: CGContext?
  /// Frames in a row in which the first animating layer kept its place and nothing before it
  /// changed: a backdrop is made after `Self.quietFramesBeforeBackdrop` of them.
  private var quietFrames = 0
  private var lastFirstAnimating: Int?

  /// A backdrop costs a composite of everything under the animating layers; it is made at a full
  /// redraw (which composites all of it anyway), else once animations have run over an unchanged
  /// backdrop for half a second at 60 Hz, so a scene that keeps changing under its animations (a
  /// map being panned) does not pay for one it would drop again.
  private static let quietFramesBeforeBackdrop = 30

  /// How many frames compared the tree with the last one: an idle frame does not (a figure for
  /// tests and frame-time overlays).
  public private(set) var scans = 0
  /// How many backdrops were made, and how many frames were redrawn over one (figures for tests).
  public private(set) var backdropsMade = 0
  public private(set) var framesOverBackdrop = 0
  /// How many frames were composited in bands on two threads (a figure for tests).
  public private(set) var framesInBands = 0
  /// How many frames copied pixels of the last one moved by a scroll, and how many pixels in all
  /// (`MovedPixels`; figures for tests and benchmarks).
  public private(set) var framesMovingPixels = 0
  public private(set) var pixelsMoved = 0

  /// How many threads a large redraw is composited on at once, in bands of rows (`FrameBands`): two
  /// where the thread making the renderer may run on two cores or more (`UsableCores`), else one.
  public var threads = UsableCores.count() >= 2 ? 2 : 1

  public init() {}

  /// Makes the next frame redraw the whole window (the host lost its copy, say).
  public func invalidate() {
    scannedGeneration = nil
  }

  /// Brings the bitmap up to date with `window` and says which pixels changed.
  public func renderFrame(_ window: UIWindow) -> RenderedFrame {
    defer { UIApplication.shared.frameEnds.signal() }
    let scale = UIScreen.main.scale
    let width = Self.pixels(window.bounds.width, scale)
    let height = Self.pixels(window.bounds.height, scale)
    let fits = bitmap.map { $0.width == width && $0.height == height } ?? false
    if !fits || self.scale != scale || self.window !== window {
      // Drawn into every frame: on huge pages, where a frame's many small copies and blends miss
      // fewer TLB entries (`HugePageSurface`).
      bitmap = CGContext(bitmapWidth: width, height: height, scale: scale, onHugePages: true)
      self.scale = scale
      self.window = window
      scannedGeneration = nil
    }
    // Sides of 1…32767 pixels and a scale UIScreen keeps in 1…4 always make a context.
    let bitmap = bitmap!
    let animator = UIApplication.shared.animator
    let isAnimating = animator.hasPendingGroups || animator.isAnimatingLayers
    guard scannedGeneration != DisplayInvalidation.generation || isAnimating || wasAnimating else {
      return RenderedFrame(bitmap: bitmap, dirtyRects: [], scale: scale)
    }
    let isFullRedraw = scannedGeneration == nil
    scannedGeneration = DisplayInvalidation.generation
    wasAnimating = isAnimating
    scans += 1
    let bounds = CGRect(x: 0, y: 0, width: width, height: height)
    let time = CACurrentMediaTime()
    let scan = DamageScan(window, scale: scale, bounds: bounds, time: time)
    var damage = DamageRegion(bounds: bounds)
    let firstChange: Int
    var moved: MovedPixels?
    if isFullRedraw {
      damage.add(bounds)
      firstChange = 0
    } else {
      firstChange = scan.addDamage(since: shown, to: &damage)
      moved = scan.movedPixels(since: shown, leastArea: bounds.width * bounds.height * MovedPixels.leastShare)
    }
    shown = scan.layers
    updateBackdrop(of: window, scan: scan, firstChange: firstChange, isFullRedraw: isFullRedraw)
    let curved = curvedBoxes(of: scan)
    var rects: [CGRect]
    // Up or down alone: a sideways move uncovers a column down every card, whose corner rows are
    // then redrawn across the card (see `DamageRegion`), and the sheet's sideways swipes measured
    // slower copied (frames over 4 ms in the ride tour's swipes 34–46 against 15–19).
    if let move = moved.flatMap({ $0.dx == 0 ? $0.within(damage.rects) : nil }) {
      // Taken out before the widening, which may give back some of them (a curved edge's rows
      // redrawn whole, over the moved pixels); kept when what is left is a few pieces. Copying a
      // pixel costs far less than compositing one, but what is left is a ring of thin pieces
      // around the copy that nearly every layer touches, and each painting call is composited
      // through every piece it touches: a sideways swipe of the sheet that copied 0.8 of the 1.4
      // million pixels it would redraw, leaving 0.65 million in 30–40 pieces, took longer; a
      // list scrolled up, leaving 12–22, took less.
      var rest = damage
      rest.subtract(move.rects)
      rects = rest.widened(around: curved, splittingRows: true)
      if rects.count <= MovedPixels.mostPiecesLeft {
        moved = move
      } else {
        moved = nil
        rects = damage.widened(around: curved)
      }
    } else {
      moved = nil
      rects = damage.widened(around: curved)
    }
    if let moved {
      // Before any compositing writes over the pixels it moves.
      bitmap.movePixels(moved)
      framesMovingPixels += 1
      pixelsMoved += Int(moved.area)
    }
    if !rects.isEmpty {
      redraw(rects, of: window, scan: scan, time: time, in: bitmap)
    }
    // The copied pixels that the rest does not redraw over.
    var dirty = rects
    if let moved {
      var copied = moved.rects
      for rect in rects { copied = DamageRects.subtracting(rect, from: copied) }
      dirty += copied
    }
    return RenderedFrame(bitmap: bitmap, dirtyRects: dirty, scale: scale)
  }

  /// Drops the backdrop when a layer in it changed, and makes one at a full redraw, or once the
  /// layers before the first animating one have stayed the same for a while.
  private func updateBackdrop(of window: UIWindow, scan: DamageScan, firstChange: Int, isFullRedraw: Bool) {
    if let backdrop, firstChange < backdrop.boundary { self.backdrop = nil }
    let first = scan.firstAnimating
    if let first, first == lastFirstAnimating, firstChange >= first {
      quietFrames += 1
    } else {
      quietFrames = 0
    }
    lastFirstAnimating = first
    guard backdrop == nil, let first, isFullRedraw || quietFrames >= Self.quietFramesBeforeBackdrop,
      let bitmap
    else { return }
    if backdropBitmap.map({ $0.width != bitmap.width || $0.height != bitmap.height }) ?? true {
      backdropBitmap = CGContext(
        bitmapWidth: bitmap.width, height: bitmap.height, scale: scale, onHugePages: true)
    }
    guard let backdropBitmap else { return }
    backdrop = Backdrop(window, scan: scan, boundary: first, in: backdropBitmap)
    if backdrop != nil { backdropsMade += 1 }
  }

  /// The boxes of curved edges the redraw's clip must not cut: over a backdrop, not those of layers
  /// wholly in it, which are copied from it, not painted again (a car passing a rounded map
  /// annotation under it redraws its own pixels alone).
  private func curvedBoxes(of scan: DamageScan) -> [CGRect] {
    guard let backdrop else { return scan.curvedBoxes.map(\.pixels) }
    return scan.curvedBoxes.compactMap { box in
      guard let scanned = scan.layers[box.layer], backdrop.contains(scanned) else { return box.pixels }
      return nil
    }
  }

  private func redraw(
    _ rects: [CGRect], of window: UIWindow, scan: DamageScan, time: CFTimeInterval, in bitmap: CGContext
  ) {
    // A large redraw is recorded here, on the main actor, and played into the bitmap after, in
    // bands on two threads at once (see `FrameBands`); a smaller one is drawn as it is walked.
    let area = rects.reduce(0) { $0 + $1.width * $1.height }
    let inBands = threads >= 2 && area >= FrameBands.minimumShare * CGFloat(bitmap.width * bitmap.height)
    // Woken now, the worker is up by the time the recording is done (`BandWorker`).
    if inBands { UIApplication.shared.bandWorker.wakeUp() }
    let canvas =
      inBands ? CompositeCanvas(recordingFor: bitmap, scale: scale) : CompositeCanvas(drawingInto: bitmap)
    if !inBands { bitmap.saveGState() }
    var compositor = LayerCompositor(scale: scale)
    compositor.time = time
    compositor.contentsOf = scan.contents
    // A layer the scan did not record shows nothing (hidden, or clipped away entirely).
    let damage = DamageRects(rects)
    var restore: BackdropRestore?
    if let backdrop {
      // The damage restored from the backdrop, each rectangle as the first layer painting over it
      // starts; only the layers after it composite, through the ones around the boundary (their
      // own painting is in the backdrop).
      framesOverBackdrop += 1
      canvas.clip(devicePixels: rects, clearing: false)
      let backdropRestore = BackdropRestore(backdrop, damage: damage)
      restore = backdropRestore
      compositor.willDraw = { layer, asGroup in
        guard let scanned = scan.layers[ObjectIdentifier(layer)], !backdrop.containsOwnPainting(of: scanned)
        else { return }
        backdropRestore.copy(touching: asGroup ? scanned.subtreePixels : scanned.record.pixels, in: canvas)
      }
      compositor.includes = { layer in
        guard let scanned = scan.layers[ObjectIdentifier(layer)], !backdrop.contains(scanned) else {
          return false
        }
        return damage.intersects(scanned.subtreePixels)
      }
      compositor.ownPaintingShows = { layer in
        guard let scanned = scan.layers[ObjectIdentifier(layer)], !backdrop.containsOwnPainting(of: scanned)
        else { return [] }
        return scan.uncoveredDamage(of: layer, in: damage)
      }
    } else {
      canvas.clip(devicePixels: rects, clearing: !LayerCompositor.paintsOpaqueBase(window.layer, at: time))
      compositor.includes = { layer in
        guard let pixels = scan.layers[ObjectIdentifier(layer)]?.subtreePixels else { return false }
        return damage.intersects(pixels)
      }
      compositor.ownPaintingShows = { layer in scan.uncoveredDamage(of: layer, in: damage) }
    }
    compositor.composite(window.layer, in: canvas, inSuperlayer: false)
    restore?.copyRest(in: canvas)
    if inBands {
      let (ops, extents) = canvas.recording
      let split = FrameBands(ops: ops, extents: extents, height: bitmap.height, threads: threads)
      if split.play(ops, extents: extents, in: bitmap, scale: scale) { framesInBands += 1 }
    } else {
      bitmap.restoreGState()
    }
    UIApplication.shared.layerContents.sweep()
  }

  /// A side in whole pixels, within what a bitmap can hold (a window of no size still gets one).
  private static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
    guard points.isFinite else { return 1 }
    return Int(min(max((points * scale).rounded(.up), 1), 32767))
  }
}
