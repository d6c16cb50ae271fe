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
///    full render.
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

  /// How many frames compared the tree with the last one: an idle frame does not (a figure for
  /// tests and frame-time overlays).
  public private(set) var scans = 0

  public init() {}

  /// Makes the next frame redraw the whole window (the host lost its copy, say).
  public func invalidate() {
    scannedGeneration = nil
  }

  /// Brings the bitmap up to date with `window` and says which pixels changed.
  public func renderFrame(_ window: UIWindow) -> RenderedFrame {
    let scale = UIScreen.main.scale
    let width = Self.pixels(window.bounds.width, scale)
    let height = Self.pixels(window.bounds.height, scale)
    let fits = bitmap.map { $0.width == width && $0.height == height } ?? false
    if !fits || self.scale != scale || self.window !== window {
      bitmap = CGContext(bitmapWidth: width, height: height, scale: scale)
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
    if isFullRedraw {
      damage.add(bounds)
    } else {
      scan.addDamage(since: shown, to: &damage)
    }
    shown = scan.layers
    let rects = damage.widened(around: scan.curvedBoxes)
    if !rects.isEmpty {
      redraw(rects, of: window, scan: scan, time: time, in: bitmap)
    }
    return RenderedFrame(bitmap: bitmap, dirtyRects: rects, scale: scale)
  }

  private func redraw(
    _ rects: [CGRect], of window: UIWindow, scan: DamageScan, time: CFTimeInterval, in bitmap: CGContext
  ) {
    bitmap.saveGState()
    bitmap.clip(devicePixels: rects, clearing: !LayerCompositor.paintsOpaqueBase(window.layer, at: time))
    var compositor = LayerCompositor(scale: scale)
    compositor.time = time
    // A layer the scan did not record shows nothing (hidden, or clipped away entirely).
    let damage = DamageRects(rects)
    compositor.includes = { layer in
      guard let pixels = scan.layers[ObjectIdentifier(layer)]?.subtreePixels else { return false }
      return damage.intersects(pixels)
    }
    compositor.ownPaintingShows = { layer in scan.uncoveredDamage(of: layer, in: damage) }
    compositor.composite(window.layer, in: bitmap, inSuperlayer: false)
    bitmap.restoreGState()
    UIApplication.shared.contentCache.sweep()
    UIApplication.shared.layerContents.sweep()
  }

  /// A side in whole pixels, within what a bitmap can hold (a window of no size still gets one).
  private static func pixels(_ points: CGFloat, _ scale: CGFloat) -> Int {
    guard points.isFinite else { return 1 }
    return Int(min(max((points * scale).rounded(.up), 1), 32767))
  }
}
