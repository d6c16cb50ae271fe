import CCairo
@_spi(Hail) import CoreGraphics
import Foundation

/// One call `LayerCompositor` makes on the context it composites into, recorded by a
/// `CompositeCanvas` on the main actor and played later into each band of a window's bitmap, on two
/// threads at once (`FrameRenderer`).
///
/// Every decision that reads the main actor's state — which cached bitmap, turned car or rounded
/// mask to use, whether a background fills from its mask — is taken when the call is recorded; a
/// played op only composites what it holds, and holds it strongly, so a cache evicting an entry
/// meanwhile frees nothing a band still reads. Cairo shares no object between the threads but the
/// sources' pixels: each band has its own context and surface over its own rows, and a composite
/// makes its own Pixman image over a source's pixels (Cairo shares a source's Pixman image only
/// when built without mutexes, `PIXMAN_HAS_ATOMIC_OPS` in `cairo-image-source.c`; Pixman's
/// reference counts are not atomic), while Cairo's own reference counts are.
enum DrawOp {
  case saveGState
  case restoreGState
  case concatenate(CGAffineTransform)
  case translate(x: CGFloat, y: CGFloat)
  /// `CGContext.clip(devicePixels:clearing:)`.
  case clipDevicePixels([CGRect], clearing: Bool)
  /// The clip's pixels made transparent (`CGContext.clearClip`).
  case clearClip
  /// The path's inside intersected with the clip (non-zero winding).
  case clipPath(CGPath)
  /// A transparency group begins (`CGContext.withTransparencyGroup`): Cairo saves the state, and
  /// gives it back when the group ends.
  case beginGroup
  /// The group composited with this opacity, by this blend mode.
  case endGroup(alpha: CGFloat, blendMode: CGBlendMode)
  /// A masked layer's content begins, drawn into a group of its own (state saved, as a group's).
  case beginMaskedContent
  /// The content is done (its group ended, the state given back); the mask's group begins.
  case beginMask
  /// The mask's group ended; the content composited through its alpha, as a layer's `mask`.
  case endMask
  /// A fill; `underWholePixelClip` when every clip of the layers is whole device pixels, where an
  /// upright rectangle off the grid is filled as whole-pixel boxes (`CompositeCanvas`).
  case fillPath(CGPath, color: CGColor, rule: CGPathFillRule, underWholePixelClip: Bool)
  case fillRounded(RoundedFillPlan)
  case paintImage(
    CGImage, at: CGPoint, size: CGSize, isOpaque: Bool,
    filters: (CALayerContentsFilter, CALayerContentsFilter))
  /// A bitmap turned once (`TurnedImageCache`) and blended at a device pixel.
  case paintTurned(CGImage, deviceOrigin: CGPoint)
  case paintThroughMask(CGColor, AlphaMask, at: CGPoint, size: CGSize, skipping: CGRect?)
  /// Vector content, drawn by main-actor code: a list holding one is played on the main actor alone.
  case vector((CGContext) -> Void)
  /// `CGContext.copyPixels(of:in:)`, a backdrop's pixels copied back.
  case copyPixels(CGImage, [CGRect])

  /// Whether the op may be played off the main actor.
  var isPlayableAnywhere: Bool {
    if case .vector = self { return false }
    return true
  }
}

extension DrawOp {
  /// Plays the op into `context`, whose state is the one it was recorded in (the same CTM, in the
  /// same device space; its clip and surface may cover fewer pixels: a band). `maskedContent` holds
  /// the content groups of masked layers whose mask is being drawn, innermost last.
  func play(in context: CGContext, maskedContent: inout [OpaquePointer]) {
    let cairo = context.cairo
    switch self {
    case .saveGState: context.saveGState()
    case .restoreGState: context.restoreGState()
    case .concatenate(let transform): context.concatenate(transform)
    case .translate(let x, let y): context.translateBy(x: x, y: y)
    case .clipDevicePixels(let rects, let clearing): context.clip(devicePixels: rects, clearing: clearing)
    case .clipPath(let path):
      context.addPath(path)
      context.clip()
    case .clearClip: context.clearClip()
    case .beginGroup, .beginMaskedContent: context.beginTransparencyGroup()
    case .endGroup(let alpha, let blendMode): context.endTransparencyGroup(alpha: alpha, blendMode: blendMode)
    case .beginMask:
      if let content = cairo_pop_group(cairo) { maskedContent.append(content) }
      cairo_push_group(cairo)
    case .endMask:
      let mask = cairo_pop_group(cairo)
      if let content = maskedContent.popLast() {
        cairo_set_source(cairo, content)
        cairo_pattern_destroy(content)
      }
      cairo_mask(cairo, mask)
      cairo_pattern_destroy(mask)
    case .fillPath(let path, let color, let rule, let underWholePixelClip):
      context.setFillColor(color)
      if !underWholePixelClip || !context.fillRectangleOnWholePixels(path) {
        context.addPath(path)
        context.fillPath(using: rule)
      }
    case .fillRounded(let plan): context.fill(plan)
    case .paintImage(let image, let origin, let size, let isOpaque, let filters):
      context.paint(image, at: origin, size: size, isOpaque: isOpaque, filters: filters)
    case .paintTurned(let image, let origin): context.paint(turned: image, atDevicePixel: origin)
    case .paintThroughMask(let color, let mask, let origin, let size, let skipped):
      context.paint(color, through: mask, at: origin, size: size, skipping: skipped)
    case .vector(let draw):
      context.saveGState()
      draw(context)
      context.restoreGState()
    case .copyPixels(let image, let rects): context.copyPixels(of: image, in: rects)
    }
  }
}

extension Array where Element == DrawOp {
  /// Plays the ops into `context` (see `DrawOp.play(in:maskedContent:)`).
  func play(in context: CGContext) {
    var maskedContent: [OpaquePointer] = []
    for op in self { op.play(in: context, maskedContent: &maskedContent) }
  }

  /// Plays into `context`, a band of `rows`, the ops whose `extents` (`CompositeCanvas.extents`)
  /// reach those rows: the others write no pixel there.
  func play(in context: CGContext, extents: [CGRect], rows: Range<Int>) {
    var maskedContent: [OpaquePointer] = []
    let top = CGFloat(rows.lowerBound)
    let bottom = CGFloat(rows.upperBound)
    for (op, extent) in zip(self, extents)
    where extent.isInfinite || (!extent.isNull && extent.maxY > top && extent.minY < bottom) {
      op.play(in: context, maskedContent: &maskedContent)
    }
  }
}
