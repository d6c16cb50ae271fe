@_spi(Hail) import CoreGraphics
import Foundation

/// Draws a view tree as Core Animation composites its layers, from their presentation values (so
/// an animation half-way is drawn half-way), back to front.
///
/// Each layer paints, in Core Animation's order: its shadow, its background in the rounded bounds,
/// its content (`draw(_:)`, cached), its sublayers, then its border, which "is composited above
/// the receiver's contents and sublayers" (`CALayer.borderWidth`). `masksToBounds` clips all of it
/// to the rounded bounds — the shadow too, which is why a clipping view shows no outer shadow on
/// iOS. Opacity below 1 composites the layer and its sublayers as one group.
@preconcurrency @MainActor
struct LayerCompositor {
  /// Device pixels per point: content and shadows are rendered at this resolution.
  let scale: CGFloat
  /// Whether to draw a view and its subtree at all: a `FrameRenderer` leaves out the subtrees that
  /// miss the damaged pixels (the clip would discard their painting anyway).
  var includes: (UIView) -> Bool = { _ in true }

  /// Draws `view` and its subtree into `context`, whose user space is the superview's bounds
  /// coordinates; a root (`inSuperview: false`) is drawn in its own bounds coordinates instead.
  func composite(_ view: UIView, in context: CGContext, inSuperview: Bool = true) {
    guard includes(view), let layer = view.layer.presentation(), !layer.isHidden, layer.opacity > 0,
      !LayerShape.isSingular(layer.affineTransform())
    else { return }
    context.saveGState()
    defer { context.restoreGState() }
    if inSuperview {
      context.concatenate(layer.transformToSuperlayer)
    } else {
      context.translateBy(x: -layer.bounds.minX, y: -layer.bounds.minY)
    }
    guard layer.opacity < 1 else { return paint(view, layer, in: context) }
    // Cairo sizes a group to the clip: bound it by what the group can cover, when that is known.
    if layer.masksToBounds || view.subviews.isEmpty {
      context.clip(to: extent(of: layer))
    }
    context.withTransparencyGroup(alpha: CGFloat(layer.opacity)) { paint(view, layer, in: context) }
  }

  /// The layer's own painting and its sublayers', in its bounds coordinates.
  private func paint(_ view: UIView, _ layer: CALayer, in context: CGContext) {
    let bounds = layer.bounds
    let shape = LayerShape.roundedRect(bounds, cornerRadius: layer.cornerRadius)
    if layer.masksToBounds {
      context.addPath(shape)
      context.clip()
    }
    let background = layer.backgroundColor
    // An opaque background hides the shadow under it: leave that part out, the bulk of a card's
    // shadow (the rectangle inside the rounded corners).
    paintShadow(
      of: layer, in: context,
      hiddenUnder: (background?.alpha ?? 0) >= 1
        ? LayerShape.interior(of: bounds, cornerRadius: layer.cornerRadius) : nil)
    let content = UIApplication.shared.contentCache.content(of: view, scale: scale)
    let fitted = view.contentMode.rect(forContentOf: view.bounds.size, in: bounds)
    // Opaque content filled with the background covers it, unless it is fitted smaller while the
    // bounds animate (see `ContentCache`).
    let contentCoversBackground = content?.isFilled == true && fitted.contains(bounds)
    if let background, background.alpha > 0, !contentCoversBackground {
      context.setFillColor(background)
      context.addPath(shape)
      context.fillPath()
    }
    if let content {
      paint(content, of: view, fittedTo: fitted, context: context)
    }
    for subview in view.subviews {
      composite(subview, in: context)
    }
    if layer.borderWidth > 0, let border = layer.borderColor, border.alpha > 0 {
      context.setFillColor(border)
      context.addPath(
        LayerShape.border(of: bounds, cornerRadius: layer.cornerRadius, width: layer.borderWidth))
      context.fillPath(using: .evenOdd)
    }
  }

  /// The blurred rounded bounds, offset and coloured; the blur comes from `ShadowMaskCache`.
  /// Nothing is painted inside `hidden` (bounds coordinates), which the layer covers opaquely.
  private func paintShadow(of layer: CALayer, in context: CGContext, hiddenUnder hidden: CGRect?) {
    guard layer.shadowOpacity > 0, let color = layer.shadowColor, color.alpha > 0,
      let mask = UIApplication.shared.shadowMasks.mask(
        size: layer.bounds.size, cornerRadius: layer.cornerRadius, shadowRadius: layer.shadowRadius,
        scale: scale)
    else { return }
    let origin = CGPoint(
      x: layer.bounds.minX + layer.shadowOffset.width - mask.reach,
      y: layer.bounds.minY + layer.shadowOffset.height - mask.reach)
    let size = CGSize(
      width: CGFloat(mask.image.width) / mask.pixelsPerPoint,
      height: CGFloat(mask.image.height) / mask.pixelsPerPoint)
    let shadowColor = CGColor(
      red: color.red, green: color.green, blue: color.blue,
      alpha: color.alpha * CGFloat(min(layer.shadowOpacity, 1)))
    context.paint(shadowColor, through: mask.image, at: origin, size: size, skipping: hidden)
  }

  /// The view's cached `draw(_:)` output. It was drawn at the model size; while the bounds animate
  /// it is fitted to the animated bounds per `contentMode`, as Core Animation stretches contents.
  private func paint(
    _ content: ContentCache.Content, of view: UIView, fittedTo fitted: CGRect, context: CGContext
  ) {
    let image = content.image
    // A bitmap exists only for a size with pixels, so `drawnSize` is not empty here.
    let drawnSize = view.bounds.size
    // The bitmap is whole pixels, up to one more than the size drawn: stretch it by the same factor.
    let size = CGSize(
      width: CGFloat(image.width) / scale * fitted.width / drawnSize.width,
      height: CGFloat(image.height) / scale * fitted.height / drawnSize.height)
    context.paint(image, at: fitted.origin, size: size, isOpaque: content.isFilled)
  }

  /// What a layer's own painting can cover: its bounds, grown by its shadow.
  private func extent(of layer: CALayer) -> CGRect {
    guard layer.shadowOpacity > 0, !layer.masksToBounds else { return layer.bounds }
    return layer.bounds.union(Self.shadowExtent(of: layer, scale: scale))
  }

  /// Where a layer's shadow can paint, in its bounds coordinates: the offset bounds grown by the
  /// blur's reach (plus a point for the mask's snapping to whole pixels).
  static func shadowExtent(of layer: CALayer, scale: CGFloat) -> CGRect {
    let reach = CGFloat(BoxBlur.reach(sigma: max(layer.shadowRadius, 0) * scale)) / scale + 1
    return layer.bounds.offsetBy(dx: layer.shadowOffset.width, dy: layer.shadowOffset.height)
      .insetBy(dx: -reach, dy: -reach)
  }
}
