@_spi(Hail) import CoreGraphics
import Foundation

/// Draws a layer tree as Core Animation composites it, from the presentation values (so an
/// animation half-way is drawn half-way), back to front.
///
/// Each layer paints, in Core Animation's order: its shadow, its background in the rounded bounds,
/// its content (a view's `draw(_:)`, a shape, a gradient, a `contents` image — all cached), its
/// sublayers (a view's subviews' layers among them), then its border, which "is composited above
/// the receiver's contents and sublayers" (`CALayer.borderWidth`). `masksToBounds` clips all of it
/// to the rounded bounds — the shadow too, which is why a clipping view shows no outer shadow on
/// iOS. Opacity below 1 composites the layer and its sublayers as one group, and so does a blend
/// mode (`CALayer.blendMode`), which blends that group with what lies under it; a `mask` layer's
/// alpha multiplies the group.
@preconcurrency @MainActor
struct LayerCompositor {
  /// Device pixels per point: content and shadows are rendered at this resolution.
  let scale: CGFloat
  /// The media time whose presentation values are drawn.
  var time: CFTimeInterval = CACurrentMediaTime()
  /// Whether to draw a layer and its subtree at all: a `FrameRenderer` leaves out the subtrees that
  /// miss the damaged pixels (the clip would discard their painting anyway).
  var includes: @MainActor (CALayer) -> Bool = { _ in true }
  /// Where in the clip a layer's own painting (shadow, background, content) can show, as device
  /// pixel rectangles; nil for all of it. A `FrameRenderer` leaves out what opaque layers painted
  /// later cover (their pixels replace it exactly, so the result is the same).
  var ownPaintingShows: @MainActor (CALayer) -> [CGRect]? = { _ in nil }
  /// Called as a layer starts painting (before its shadow, background, content, sublayers and
  /// border), with whether it paints as one group (opacity below 1 or a mask): a `FrameRenderer`
  /// over a backdrop copies the damage under it back from the backdrop just then
  /// (`BackdropRestore`).
  var willDraw: @MainActor (CALayer, _ asGroup: Bool) -> Void = { _, _ in }
  /// The layer's own content at a presentation state (`LayerContent.contents`): a `FrameRenderer`
  /// hands over what its scan of the same frame found.
  var contentsOf: @MainActor (CALayer, LayerState) -> [PaintedContent]

  init(scale: CGFloat) {
    self.scale = scale
    contentsOf = { layer, state in LayerContent.contents(of: layer, state, scale: scale) }
  }

  /// Draws `layer` and its subtree into `canvas`, whose user space is the superlayer's bounds
  /// coordinates; a root (`inSuperlayer: false`) is drawn in its own bounds coordinates instead.
  func composite(_ layer: CALayer, in canvas: CompositeCanvas, inSuperlayer: Bool = true) {
    guard includes(layer) else { return }
    draw(layer, in: canvas, inSuperlayer: inSuperlayer)
  }

  private func draw(_ layer: CALayer, in canvas: CompositeCanvas, inSuperlayer: Bool) {
    let state = layer.presentationState(at: time)
    guard !state.isHidden, state.opacity > 0, !LayerShape.isSingular(state.affineTransform) else { return }
    let mask = layer.mask
    let asGroup = state.opacity < 1 || mask != nil || state.blendMode != .normal
    willDraw(layer, asGroup)
    canvas.saveGState()
    defer { canvas.restoreGState() }
    if inSuperlayer {
      canvas.concatenate(state.transformToSuperlayer)
    } else {
      canvas.translateBy(x: -state.bounds.minX, y: -state.bounds.minY)
    }
    guard asGroup else { return paint(layer, state, in: canvas) }
    // Cairo sizes a group to the clip, and fills and composites all of it: bound it by what the
    // group can cover (a fading view with one small subview had made a group of the whole damage,
    // ten megabytes at 3x, cleared and faulted in every frame). Whole device pixels, so the clip
    // has no anti-aliased edge of its own, and two more, the damage scan's least margin: bitmaps
    // land snapped to the pixel grid and a resampled one bleeds past its edge. (A bitmap enlarged
    // past 4× bleeds further, `DamageScan.bleed`; in a group that band is cut at these 2 pixels,
    // the same in every render.)
    var extent = subtreeExtent(of: layer, state)
    if let mask { extent = extent.intersection(Self.maskExtent(of: mask, at: time, scale: scale)) }
    guard !extent.isNull else { return }
    let device = extent.applying(canvas.ctm).insetBy(dx: -2, dy: -2).integral
    if device.minX.isFinite, device.minY.isFinite, device.maxX.isFinite, device.maxY.isFinite {
      canvas.clip(devicePixels: [device], clearing: false)
    }
    canvas.withTransparencyGroup(alpha: CGFloat(state.opacity), blendMode: state.blendMode) {
      guard let mask else { return paint(layer, state, in: canvas) }
      canvas.withMask({ draw(mask, in: canvas, inSuperlayer: true) }) { paint(layer, state, in: canvas) }
    }
  }

  /// The layer's own painting and its sublayers', in its bounds coordinates.
  private func paint(_ layer: CALayer, _ state: LayerState, in canvas: CompositeCanvas) {
    let bounds = state.bounds
    // Made only for a layer that fills or clips to it (most layers, a car or a container, do not).
    var outlinePath: CGPath?
    func outline() -> CGPath {
      if let outlinePath { return outlinePath }
      let path = LayerShape.outline(
        bounds, cornerRadius: state.cornerRadius, curve: state.cornerCurve, corners: state.maskedCorners)
      outlinePath = path
      return path
    }
    if state.masksToBounds { canvas.clip(to: outline()) }
    let background = state.backgroundColor
    let contents = contentsOf(layer, state)
    let paintsItself = Self.paintsUnderSublayers(state, contents)
    // Where it shows when opaque layers painted later cover some of the damage (nil: all of it).
    let shows = paintsItself ? ownPaintingShows(layer) : nil
    if paintsItself, shows?.isEmpty != true {
      if let shows {
        canvas.saveGState()
        canvas.clip(devicePixels: shows, clearing: false)
      }
      // An opaque background hides the shadow under it: leave that part out, the bulk of a card's
      // shadow (the rectangle inside the rounded corners).
      let hidden =
        (background?.alpha ?? 0) >= 1 && state.shadowPath == nil
        ? LayerShape.interior(
          of: bounds, cornerRadius: state.cornerRadius, curve: state.cornerCurve, corners: state.maskedCorners
        )
        : nil
      paintShadow(of: layer, state, in: canvas, hiddenUnder: hidden)
      // Opaque content filled with the background covers it (see `ContentCache`), and so does a
      // first sublayer that fills all of it opaquely (a screen's root view under its map).
      if let background, background.alpha > 0, !contents.contains(where: \.isFilled),
        !(contents.isEmpty && Self.firstSublayerCovers(layer, state, at: time, ctm: canvas.ctm))
      {
        // A small rounded outline on whole pixels from its coverage drawn once: a 44-point round
        // button at @3x 53–58 µs as Cairo's path, 12–13 µs so (`render.rounded-fill.button`).
        if !canvas.fillRounded(
          bounds, cornerRadius: state.cornerRadius, curve: state.cornerCurve, corners: state.maskedCorners,
          color: background)
        {
          canvas.fill(outline(), color: background)
        }
      }
      for content in contents {
        if let image = content.image {
          canvas.paint(
            image, at: content.rect.origin, size: content.rect.size, isOpaque: content.isFilled,
            filters: (state.minificationFilter, state.magnificationFilter))
        } else if let vector = content.vector {
          canvas.draw(vector)
        }
      }
      if shows != nil { canvas.restoreGState() }
    }
    for sublayer in layer.sublayersInPaintOrder {
      composite(sublayer, in: canvas)
    }
    if state.borderWidth > 0, let border = state.borderColor, border.alpha > 0 {
      canvas.fill(
        LayerShape.border(
          of: bounds, cornerRadius: state.cornerRadius, width: state.borderWidth, curve: state.cornerCurve,
          corners: state.maskedCorners), color: border, rule: .evenOdd)
    }
  }

  /// The blurred shadow shape, offset and coloured; the blur comes from `ShadowMaskCache`. The
  /// shape is `shadowPath`, else a shape layer's path, else the rounded bounds. Nothing is painted
  /// inside `hidden` (bounds coordinates), which the layer covers opaquely.
  private func paintShadow(
    of layer: CALayer, _ state: LayerState, in canvas: CompositeCanvas, hiddenUnder hidden: CGRect?
  ) {
    guard state.shadowOpacity > 0, let color = state.shadowColor, color.alpha > 0,
      let (mask, origin) = Self.shadowMask(of: layer, state, scale: scale)
    else { return }
    let size = CGSize(
      width: CGFloat(mask.alpha.width) / mask.pixelsPerPoint,
      height: CGFloat(mask.alpha.height) / mask.pixelsPerPoint)
    let shadowColor = CGColor(
      red: color.red, green: color.green, blue: color.blue,
      alpha: color.alpha * CGFloat(min(state.shadowOpacity, 1)))
    canvas.paint(shadowColor, through: mask.alpha, at: origin, size: size, skipping: hidden)
  }

  /// The shadow's mask and where its top-left corner lands, in the layer's bounds coordinates.
  static func shadowMask(
    of layer: CALayer, _ state: LayerState, scale: CGFloat
  ) -> (ShadowMaskCache.Mask, CGPoint)? {
    let offset = state.shadowOffset
    if let path = state.shadowPath ?? (layer is CAShapeLayer ? state.shape.path : nil) {
      guard
        let mask = UIApplication.shared.shadowMasks.mask(
          path: path, shadowRadius: state.shadowRadius, scale: scale)
      else { return nil }
      let box = path.boundingBoxOfPath
      return (
        mask, CGPoint(x: box.minX + offset.width - mask.reach, y: box.minY + offset.height - mask.reach)
      )
    }
    guard
      let mask = UIApplication.shared.shadowMasks.mask(
        size: state.bounds.size, cornerRadius: state.cornerRadius, shadowRadius: state.shadowRadius,
        scale: scale)
    else { return nil }
    return (
      mask,
      CGPoint(
        x: state.bounds.minX + offset.width - mask.reach, y: state.bounds.minY + offset.height - mask.reach)
    )
  }

  /// Whether the first sublayer painted fills the layer's whole bounds with an opaque background,
  /// upright, untransformed and blending normally, the bounds on whole device pixels: then the
  /// layer's own background fill would only be painted over.
  static func firstSublayerCovers(
    _ layer: CALayer, _ state: LayerState, at time: CFTimeInterval, ctm: CGAffineTransform
  ) -> Bool {
    guard let first = layer.sublayersInPaintOrder.first,
      state.cornerRadius <= 0 || state.maskedCorners.isEmpty
    else { return false }
    let device = state.bounds.applying(ctm)
    guard ctm.b == 0, ctm.c == 0, device == device.integral else { return false }
    let child = first.presentationState(at: time)
    guard !child.isHidden, child.opacity >= 1, child.blendMode == .normal, first.mask == nil,
      (child.backgroundColor?.alpha ?? 0) >= 1,
      child.cornerRadius <= 0 || child.maskedCorners.isEmpty, child.affineTransform.isIdentity
    else { return false }
    return child.frame.contains(state.bounds)
  }

  /// Whether the tree paints every pixel of the root's bounds opaquely before anything else: a
  /// chain of first sublayers that paint nothing themselves down to one whose opaque background
  /// covers the root (a window, its root view), all blending normally. A redraw then need not clear
  /// the damage first.
  static func paintsOpaqueBase(_ root: CALayer, at time: CFTimeInterval) -> Bool {
    var layer = root
    var frame = root.presentationState(at: time).bounds
    let target = frame
    for _ in 0..<4 {
      let state = layer.presentationState(at: time)
      guard !state.isHidden, state.opacity >= 1, state.blendMode == .normal, layer.mask == nil,
        state.affineTransform.isIdentity
      else {
        return false
      }
      if (state.backgroundColor?.alpha ?? 0) >= 1, state.cornerRadius <= 0 || state.maskedCorners.isEmpty {
        return frame.contains(target)
      }
      let paintsNothing =
        state.backgroundColor == nil && state.shadowOpacity <= 0 && state.borderWidth <= 0
        && LayerContent.contents(of: layer, state, scale: 1).isEmpty
      guard paintsNothing, let first = layer.sublayersInPaintOrder.first else { return false }
      let child = first.presentationState(at: time)
      frame = child.frame.offsetBy(dx: frame.minX - state.bounds.minX, dy: frame.minY - state.bounds.minY)
      layer = first
    }
    return false
  }

  /// Where a mask can let anything through, in the masked layer's bounds coordinates: its bounds,
  /// its content (a shape may reach beyond them) and its sublayers' frames.
  static func maskExtent(of mask: CALayer, at time: CFTimeInterval, scale: CGFloat) -> CGRect {
    let state = mask.presentationState(at: time)
    var local = LayerContent.contents(of: mask, state, scale: scale).reduce(state.bounds) {
      $0.union($1.rect)
    }
    for sublayer in mask.sublayerList { local = local.union(sublayer.presentationState(at: time).frame) }
    return local.applying(state.transformToSuperlayer)
  }

  /// Whether the layer paints anything of its own under its sublayers: a shadow, a background or
  /// content (its border is painted above them).
  private static func paintsUnderSublayers(_ state: LayerState, _ contents: [PaintedContent]) -> Bool {
    !contents.isEmpty || (state.backgroundColor?.alpha ?? 0) > 0
      || (state.shadowOpacity > 0 && (state.shadowColor?.alpha ?? 0) > 0)
  }

  /// What a layer and the sublayers it draws can cover, in its bounds coordinates: its own extent
  /// when it paints anything itself (a transparent container does not) and each sublayer's,
  /// brought into it, within its bounds when it clips to them; null when nothing paints.
  private func subtreeExtent(of layer: CALayer, _ state: LayerState) -> CGRect {
    let paintsItself =
      Self.paintsUnderSublayers(state, contentsOf(layer, state))
      || (state.borderWidth > 0 && (state.borderColor?.alpha ?? 0) > 0)
    var rect = paintsItself ? extent(of: layer, state) : .null
    for sublayer in layer.sublayerList where includes(sublayer) {
      let child = sublayer.presentationState(at: time)
      guard !child.isHidden, child.opacity > 0, !LayerShape.isSingular(child.affineTransform) else {
        continue
      }
      let sub = subtreeExtent(of: sublayer, child)
      if !sub.isNull { rect = rect.union(sub.applying(child.transformToSuperlayer)) }
    }
    return state.masksToBounds ? rect.intersection(state.bounds) : rect
  }

  /// What a layer's own painting can cover: its bounds and content, grown by its shadow.
  private func extent(of layer: CALayer, _ state: LayerState) -> CGRect {
    guard !state.masksToBounds else { return state.bounds }
    var rect = contentsOf(layer, state).reduce(state.bounds) { $0.union($1.rect) }
    if state.shadowOpacity > 0 { rect = rect.union(Self.shadowExtent(of: layer, state, scale: scale)) }
    return rect
  }

  /// Where a layer's shadow can paint, in its bounds coordinates (plus a point for the mask's
  /// snapping to whole pixels).
  static func shadowExtent(of layer: CALayer, _ state: LayerState, scale: CGFloat) -> CGRect {
    let reach = CGFloat(BoxBlur.reach(sigma: max(state.shadowRadius, 0) * scale)) / scale + 1
    let shape =
      state.shadowPath?.boundingBoxOfPath
      ?? (layer is CAShapeLayer ? state.shape.path?.boundingBoxOfPath : nil) ?? state.bounds
    return shape.offsetBy(dx: state.shadowOffset.width, dy: state.shadowOffset.height)
      .insetBy(dx: -reach, dy: -reach)
  }
}
