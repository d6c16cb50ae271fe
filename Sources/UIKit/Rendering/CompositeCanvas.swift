@_spi(Hail) import CoreGraphics
import Foundation

/// What `LayerCompositor` composites into: a context drawn into at once, or a recording of the
/// calls (`DrawOp`) that a `FrameRenderer` plays into the bands of its bitmap on two threads.
///
/// Recording, the canvas keeps a twin of the target context — a second Cairo context over the same
/// pixels that never paints — and applies the state calls to it (transforms, clips, saves and
/// restores), so the decisions taken while recording see the CTM and clip the target will have:
/// where a bitmap lands on the pixel grid, a car's turned bitmap, whether a rounded background fills
/// from its mask. A group saves the twin's state where Cairo's begins one, and restores it where
/// Cairo's ends (a masked layer's content may clip to its bounds without a save of its own, and the
/// clip must not reach its mask).
@preconcurrency @MainActor
final class CompositeCanvas {
  /// The context whose state the calls change: the one drawn into, or the target's twin.
  private let context: CGContext
  /// The recorded calls; nil when drawing into `context` at once.
  private(set) var ops: [DrawOp]?
  /// For each recorded call, the device pixels it may write (its extent within the clip's bounds;
  /// null when none), or an infinite rect for a call every band must play (a state change, a
  /// group's start or end): a band leaves out the calls that miss its rows, and `FrameBands`
  /// splits a frame where the calls' estimated work is even.
  private(set) var extents: [CGRect] = []
  /// The bounds of the clip in device pixels, as far as the recorded clips tell (whole-pixel
  /// rectangles and paths' boxes), and those of the saved states.
  private var clipBounds = CGRect.infinite
  private var savedClipBounds: [CGRect] = []
  /// Whether every clip set so far (and not given back) is whole device pixels: a layer's clip to
  /// an upright rectangle on the pixel grid, or a frame's damage. Under such clips a rectangle off
  /// the grid is filled as whole-pixel boxes (`CGContext.fillRectangleOnWholePixels`); decided from
  /// the layers' clips alone, so that a frame's redraw, clipped further to its damage, decides as a
  /// full render does.
  private var clipIsWholePixels = true
  /// `clipIsWholePixels` of the saved states, kept whether drawing at once or recording.
  private var savedClipIsWholePixels: [Bool] = []
  private var maskedContent: [OpaquePointer] = []
  /// While recording, the saves not yet restored: where each was recorded, and whether anything
  /// was painted since.
  private var openSaves: [(index: Int, painted: Bool)] = []

  /// A canvas that draws into `context` as each call comes.
  init(drawingInto context: CGContext) {
    self.context = context
  }

  /// A canvas that records the calls for `target`, whose state is now a fresh one scaled by
  /// `scale` (the renderer's bitmap between frames).
  init(recordingFor target: CGContext, scale: CGFloat) {
    context = CGContext(sharingBitmapOf: target, scale: scale)
    ops = []
  }

  /// The current transform from user space to device pixels.
  var ctm: CGAffineTransform { context.ctm }

  /// The recorded calls and their extents. Left out as they come: a painting call whose extent is
  /// empty (clipped away), and a save and its restore with no painting call between them, nor the
  /// state calls between (most layers a frame walks paint nothing of their own, and each band would
  /// play their saves, transforms and restores again).
  var recording: (ops: [DrawOp], extents: [CGRect]) { (ops ?? [], extents) }

  /// Plays `op` into the context at once, or records it; a state change also applies to the twin.
  /// While recording, a restore whose save saw nothing painted takes the save and the state calls
  /// after it back out of the recording instead of being recorded.
  private func perform(_ op: DrawOp, changingState: Bool, writing extent: CGRect = .infinite) {
    guard ops != nil else { return op.play(in: context, maskedContent: &maskedContent) }
    if changingState { op.play(in: context, maskedContent: &maskedContent) }
    switch op {
    case .saveGState:
      openSaves.append((extents.count, false))
    case .restoreGState:
      guard let (start, painted) = openSaves.popLast() else { break }
      guard painted else {
        ops?.removeSubrange(start...)
        extents.removeSubrange(start...)
        return
      }
      if !openSaves.isEmpty { openSaves[openSaves.count - 1].painted = true }
    case .concatenate, .translate, .clipPath: break
    case .clipDevicePixels(_, let clearing) where !clearing: break
    default:
      if extent.isNull { return }
      if !openSaves.isEmpty { openSaves[openSaves.count - 1].painted = true }
    }
    ops?.append(op)
    extents.append(extent)
  }

  /// Records a painting call writing within `rect` (user space; `device` when in device pixels),
  /// or up to `bleed` device pixels past it (a resampled bitmap blends its edge with the transparent
  /// outside over half of one of its own pixels).
  private func paint(
    _ op: DrawOp, within rect: CGRect, device: Bool = false, bleed: @autoclosure () -> CGFloat = 1
  ) {
    guard ops != nil else { return perform(op, changingState: false) }
    let bleed = bleed()
    let extent = (device ? rect : rect.applying(ctm)).insetBy(dx: -bleed, dy: -bleed)
    perform(op, changingState: false, writing: extent.intersection(clipBounds))
  }

  /// How many device pixels one of a `pixels`-sized bitmap's spans when it covers `points` under the
  /// CTM, along either axis, plus one: how far its resampled edge can bleed, with room to spare.
  private func bleed(pixels: CGSize, points: CGSize) -> CGFloat {
    let m = ctm
    let across = hypot(m.a, m.b) * points.width / max(pixels.width, 1)
    let down = hypot(m.c, m.d) * points.height / max(pixels.height, 1)
    return max(across, down) + 1
  }

  // The clip's bounds are kept only while recording: drawing at once has no extents to give.
  func saveGState() {
    if ops != nil { savedClipBounds.append(clipBounds) }
    savedClipIsWholePixels.append(clipIsWholePixels)
    perform(.saveGState, changingState: true)
  }

  func restoreGState() {
    if ops != nil { clipBounds = savedClipBounds.popLast() ?? .infinite }
    clipIsWholePixels = savedClipIsWholePixels.popLast() ?? true
    perform(.restoreGState, changingState: true)
  }

  func concatenate(_ transform: CGAffineTransform) { perform(.concatenate(transform), changingState: true) }
  func translateBy(x: CGFloat, y: CGFloat) { perform(.translate(x: x, y: y), changingState: true) }

  /// Intersects the clip with `path`'s inside (non-zero winding).
  func clip(to path: CGPath) {
    if ops != nil { clipBounds = clipBounds.intersection(path.boundingBox.applying(ctm)) }
    clipIsWholePixels = clipIsWholePixels && Self.isWholePixelRectangle(path, ctm)
    perform(.clipPath(path), changingState: true)
  }

  /// `CGContext.clip(devicePixels:clearing:)`, recorded as a clip, which every band takes, and a
  /// clearing of the clip's pixels, which only the bands it reaches play. The rectangles are whole
  /// pixels (damage, and the pieces of it a layer shows in), so `clipIsWholePixels` stays.
  func clip(devicePixels rects: [CGRect], clearing: Bool) {
    guard ops != nil else { return context.clip(devicePixels: rects, clearing: clearing) }
    clipBounds = clipBounds.intersection(rects.reduce(CGRect.null) { $0.union($1) })
    perform(.clipDevicePixels(rects, clearing: false), changingState: true)
    if clearing { perform(.clearClip, changingState: false, writing: clipBounds) }
  }

  /// `CGContext.withTransparencyGroup(alpha:blendMode:_:)`.
  func withTransparencyGroup(alpha: CGFloat, blendMode: CGBlendMode, _ body: () -> Void) {
    perform(.beginGroup, changingState: false)
    saveTwin()
    let wholePixels = clipIsWholePixels
    body()
    clipIsWholePixels = wholePixels
    restoreTwin()
    perform(.endGroup(alpha: alpha, blendMode: blendMode), changingState: false)
  }

  /// Draws what `content` draws through the alpha of what `mask` draws, as a layer's `mask`.
  func withMask(_ mask: () -> Void, content: () -> Void) {
    perform(.beginMaskedContent, changingState: false)
    saveTwin()
    let wholePixels = clipIsWholePixels
    content()
    clipIsWholePixels = wholePixels
    restoreTwin()
    perform(.beginMask, changingState: false)
    saveTwin()
    mask()
    clipIsWholePixels = wholePixels
    restoreTwin()
    perform(.endMask, changingState: false)
  }

  /// Saves the twin's state as Cairo saves the target's when a group begins (nothing while drawing
  /// at once: the target does it itself).
  private func saveTwin() {
    guard ops != nil else { return }
    context.saveGState()
    savedClipBounds.append(clipBounds)
  }

  /// Gives the twin back the state `saveTwin` saved, as Cairo does when a group ends.
  private func restoreTwin() {
    guard ops != nil else { return }
    context.restoreGState()
    clipBounds = savedClipBounds.popLast() ?? .infinite
  }

  func fill(_ path: CGPath, color: CGColor, rule: CGPathFillRule = .winding) {
    paint(
      .fillPath(path, color: color, rule: rule, underWholePixelClip: clipIsWholePixels),
      within: path.boundingBox)
  }

  /// Whether `path` is an upright rectangle whose edges land on whole device pixels under `ctm`
  /// (as Cairo places them, in 1/256 of a pixel).
  private static func isWholePixelRectangle(_ path: CGPath, _ ctm: CGAffineTransform) -> Bool {
    guard ctm.b == 0, ctm.c == 0, let rect = path.uprightRectangle else { return false }
    let device = rect.applying(ctm)
    func isWhole(_ value: CGFloat) -> Bool { abs(value - value.rounded()) < 1.0 / 512 }
    return isWhole(device.minX) && isWhole(device.minY) && isWhole(device.maxX) && isWhole(device.maxY)
  }

  /// `CGContext.fillRounded`: false, having painted nothing, where the caller must fill the path.
  func fillRounded(
    _ rect: CGRect, cornerRadius: CGFloat, curve: CALayerCornerCurve, corners: CACornerMask, color: CGColor
  ) -> Bool {
    guard
      let plan = context.roundedFillPlan(
        rect, cornerRadius: cornerRadius, curve: curve, corners: corners, color: color,
        masks: UIApplication.shared.roundedFills)
    else { return false }
    paint(
      .fillRounded(plan), within: (plan.boxes + plan.places).reduce(CGRect.null) { $0.union($1) },
      device: true,
      bleed: 0)
    return true
  }

  /// `CGContext.paint(_:at:size:isOpaque:filters:)`, a small bitmap under a rotation (a car turned
  /// along its route) turned once (`TurnedImageCache`) and blended on the pixel grid.
  func paint(
    _ image: CGImage, at origin: CGPoint, size: CGSize, isOpaque: Bool,
    filters: (CALayerContentsFilter, CALayerContentsFilter)
  ) {
    if let turned = UIApplication.shared.turnedImages.placement(of: image, at: origin, size: size, ctm: ctm) {
      return paint(
        .paintTurned(turned.image, deviceOrigin: turned.origin),
        within: CGRect(
          origin: turned.origin, size: CGSize(width: turned.image.width, height: turned.image.height)),
        device: true, bleed: 0)
    }
    paint(
      .paintImage(image, at: origin, size: size, isOpaque: isOpaque, filters: filters),
      within: CGRect(origin: origin, size: size),
      bleed: bleed(pixels: CGSize(width: image.width, height: image.height), points: size))
  }

  /// `CGContext.paint(_:through:at:size:skipping:)`.
  func paint(_ color: CGColor, through mask: AlphaMask, at origin: CGPoint, size: CGSize, skipping: CGRect?) {
    paint(
      .paintThroughMask(color, mask, at: origin, size: size, skipping: skipping),
      within: CGRect(origin: origin, size: size),
      bleed: bleed(pixels: CGSize(width: mask.width, height: mask.height), points: size))
  }

  /// Vector content, drawn into the context in a saved state.
  func draw(_ vector: @escaping (CGContext) -> Void) { perform(.vector(vector), changingState: false) }

  /// `CGContext.copyPixels(of:in:)`: whatever the clip, so within the rectangles alone.
  func copyPixels(of image: CGImage, in rects: [CGRect]) {
    perform(
      .copyPixels(image, rects), changingState: false, writing: rects.reduce(CGRect.null) { $0.union($1) })
  }
}
