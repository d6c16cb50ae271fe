import Foundation

/// One pass over a window's layer tree that records what each visible layer shows (`ScreenRecord`),
/// to be compared with the previous frame's pass: the layers whose records differ, appeared or
/// vanished damage their old and new pixels.
///
/// Comparing what is on screen, rather than trusting each setter to report its own damage, also
/// catches what no setter reports: a running animation moves the presentation values with the
/// clock, and a scrolled superview moves every descendant. The pass also brings each visible
/// view's content bitmap up to date first, as Core Animation draws dirty layers before it composites
/// ("display" in the commit phase), so the records carry the content about to be shown.
@preconcurrency @MainActor
struct DamageScan {
  /// A layer's record and the pixels its whole subtree can touch (its own and its descendants',
  /// each clipped), which lets painting skip subtrees that miss the damage. A class: a record is
  /// large (a mask's whole state), and the tables and the comparison pass hand it around by
  /// reference instead of copying it.
  final class ScannedLayer {
    let record: ScreenRecord
    let subtreePixels: CGRect
    /// The layer's place in this frame's paint order (back to front).
    let sequence: Int
    /// The place of the last layer of its subtree (its own when it has no sublayers shown).
    let subtreeEnd: Int
    /// The layer's own content as the scan found it (`LayerContent.contents`), which the frame's
    /// painting uses instead of asking again.
    let contents: [PaintedContent]
    /// Whether every ancestor's clip lets all of the layer's pixels through whole: no clip edge of
    /// theirs is anti-aliased across them.
    let isInsideSolidClip: Bool
    /// Where its ancestors' clips have curved or slanted edges, in pixels: a clip's rounded corners
    /// (each corner's square rounded out to whole pixels, no margin), all of a turned clip or a
    /// mask. Empty for nearly every layer.
    let clipCurves: [CGRect]
    /// The pixels its own painting covers opaquely (its `Occluder`'s), nil when none: the ancestors'
    /// clips bound them, which the record does not hold.
    let occludedPixels: CGRect?
    /// The pixels its ancestors' clips let through at all: each one's bounds rounded out to whole
    /// pixels (a mask's extent), and the window's.
    let clip: CGRect

    init(
      record: ScreenRecord, subtreePixels: CGRect, sequence: Int, subtreeEnd: Int, contents: [PaintedContent],
      isInsideSolidClip: Bool, clipCurves: [CGRect], occludedPixels: CGRect?, clip: CGRect
    ) {
      self.record = record
      self.subtreePixels = subtreePixels
      self.sequence = sequence
      self.subtreeEnd = subtreeEnd
      self.contents = contents
      self.isInsideSolidClip = isInsideSolidClip
      self.clipCurves = clipCurves
      self.occludedPixels = occludedPixels
      self.clip = clip
    }

    /// Whether `other` recorded the same on screen. A method, so the records are compared where
    /// they lie: compared through two references, each was copied first.
    func showsSame(as other: ScannedLayer) -> Bool {
      record == other.record
    }
  }

  /// Pixels where `layer` paints slanted or curved edges.
  struct CurvedBox {
    let pixels: CGRect
    let layer: ObjectIdentifier
  }

  /// A layer whose own painting covers `pixels` opaquely: nothing painted before it shows there.
  struct Occluder {
    let id: ObjectIdentifier
    /// Standardized once here, as `DamageRects.holds` compares the raw fields.
    let pixels: CGRect
    let sequence: Int
  }

  let scale: CGFloat
  let time: CFTimeInterval
  private(set) var layers: [ObjectIdentifier: ScannedLayer] = [:]
  /// Where the visible layers paint slanted or curved edges, which a redraw's clip must not cut
  /// (see `DamageRegion`): a layer's pixels, or the rows of an upright layer's or clip's rounded
  /// corners across its width.
  private(set) var curvedBoxes: [CurvedBox] = []
  private(set) var occluders: [Occluder] = []
  /// The place in paint order of the first layer an animation moves (nil when none does): what
  /// is painted before it stays put while the animations run (see `Backdrop`).
  private(set) var firstAnimating: Int?
  private var sequence = 0

  /// Scans `window` at `scale`; `bounds` is the window in pixels, beyond which nothing shows.
  init(_ window: UIWindow, scale: CGFloat, bounds: CGRect, time: CFTimeInterval) {
    self.scale = scale
    self.time = time
    layers.reserveCapacity(128)
    visit(
      window.layer, parent: nil, clip: bounds, solidClip: bounds, clipCurves: [], opacity: 1, blending: 0,
      order: 0)
  }

  /// The content `layer` shows at presentation `state`: what this scan found, for a layer it
  /// recorded (the same frame's time and scale), or asked afresh.
  func contents(of layer: CALayer, _ state: LayerState) -> [PaintedContent] {
    layers[ObjectIdentifier(layer)]?.contents ?? LayerContent.contents(of: layer, state, scale: scale)
  }

  /// Adds to `region` the pixels that differ from what `previous` recorded, leaving out those an
  /// unchanged opaque layer in front hides in both frames (a car driving under the header or a
  /// card changes no pixel on screen). Returns where the two paint orders first differ (this
  /// frame's place, `Int.max` when nothing changed): every layer painted before it is the same
  /// layer, in the same place, showing the same as in the last frame.
  @discardableResult
  func addDamage(since previous: [ObjectIdentifier: ScannedLayer], to region: inout DamageRegion) -> Int {
    // A layer that appeared, changed or vanished is where the orders can first part: the layers
    // before the earliest such place are numbered alike in both frames.
    var firstChange = Int.max
    let steady = steadyOccluders(since: previous)
    for (id, now) in layers {
      guard let before = previous[id] else {
        firstChange = min(firstChange, now.sequence)
        Self.add(now.record.pixels, now: now.sequence, before: nil, unless: steady, to: &region)
        continue
      }
      guard !before.showsSame(as: now) else { continue }
      firstChange = min(firstChange, now.sequence, before.sequence)
      Self.add(before.record.pixels, now: nil, before: before.sequence, unless: steady, to: &region)
      Self.add(now.record.pixels, now: now.sequence, before: nil, unless: steady, to: &region)
    }
    for (id, before) in previous where layers[id] == nil {
      firstChange = min(firstChange, before.sequence)
      Self.add(before.record.pixels, now: nil, before: before.sequence, unless: steady, to: &region)
    }
    return firstChange
  }

  /// Records `layer` and its subtree; returns the subtree's pixels, nil when it shows nothing.
  ///
  /// The visibility rules and the transforms are `LayerCompositor`'s, so that the records cover
  /// exactly what it paints. `parent` is the superlayer's transform from bounds coordinates to
  /// window points (nil for the window's layer, drawn in its own bounds coordinates); `clipCurves`
  /// are where the ancestors' clips have curved or slanted edges; `opacity` and `blending` are the
  /// superlayer's (`ScreenRecord.Appearance`).
  @discardableResult
  private mutating func visit(
    _ layer: CALayer, parent: CGAffineTransform?, clip: CGRect, solidClip: CGRect, clipCurves: [CGRect],
    opacity: Float, blending: Int, order: Int
  ) -> CGRect? {
    let state = layer.presentationState(at: time)
    guard !state.isHidden, state.opacity > 0, !LayerShape.isSingular(state.affineTransform) else {
      return nil
    }
    // No closures on this path (here and in what it calls per layer): in Swift 6 a closure formed
    // in main-actor code checks the executor on every call.
    let toWindow: CGAffineTransform
    if let parent {
      toWindow = state.transformToSuperlayer.concatenating(parent)
    } else {
      toWindow = CGAffineTransform(translationX: -state.bounds.minX, y: -state.bounds.minY)
    }
    let toPixels = toWindow.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    let contents = LayerContent.contents(of: layer, state, scale: scale)
    var painted = paintedRect(of: layer, state, contents)
    // A mask bounds everything the layer and its subtree show.
    var childClip = clip
    var maskState: LayerState?
    if let mask = layer.mask {
      let shownMask = mask.presentationState(at: time)
      maskState = shownMask
      let extent = LayerCompositor.maskExtent(of: mask, at: time, scale: scale)
      childClip = childClip.intersection(extent.applying(toPixels).integral)
      painted = painted.isNull ? painted : painted.intersection(extent)
    }
    // Two pixels of margin: content lands snapped to the pixel grid (up to half a pixel away) and
    // anti-aliased edges reach into the next pixel; more around an enlarged bitmap, which blends
    // into the transparent outside over half of one of its pixels.
    let bleed = Self.bleed(of: contents, toPixels)
    let pixels =
      painted.isNull
      ? .null
      : painted.applying(toPixels).insetBy(
        dx: -max(2, (bleed.width + 1).rounded(.up)), dy: -max(2, (bleed.height + 1).rounded(.up))
      ).integral.intersection(childClip)
    let opacity = opacity * state.opacity
    let blending = ScreenRecord.Appearance.blendingChain(state.blendMode, under: blending)
    sequence += 1
    let paintSequence = sequence
    if firstAnimating == nil, layer.hasAnimations { firstAnimating = paintSequence }
    // Blended with what lies under it, a layer hides none of it, however opaque.
    let covered =
      opacity >= 1 && blending == 0
      ? Self.opaqueRect(of: layer, state, contents, toPixels, clip: solidClip)?.standardized : nil
    if let covered {
      occluders.append(Occluder(id: ObjectIdentifier(layer), pixels: covered, sequence: paintSequence))
    }
    if !pixels.isNull, !pixels.isEmpty {
      for box in Self.curvedEdgeBoxes(of: layer, state, contents, toPixels, within: pixels) {
        curvedBoxes.append(CurvedBox(pixels: box, layer: ObjectIdentifier(layer)))
      }
    }
    let record = ScreenRecord(
      pixels: pixels,
      appearance: ScreenRecord.Appearance(
        layer: layer, state, toWindow: toWindow, contents: contents, opacity: opacity, blending: blending,
        order: order, mask: maskState,
        maskVersion: layer.mask.map { LayerContent.contents(of: $0, maskState!, scale: scale).map(\.version) }
          ?? []))
    // A clip bounds what the subtree can show: the rounded-out box of the bounds covers every pixel
    // the clip path lets through.
    if state.masksToBounds { childClip = childClip.intersection(state.bounds.applying(toPixels).integral) }
    // The pixels every ancestor's clip lets through whole, for occlusion: none under a mask or a
    // turned clip, the clip's inside (within rounded corners) rounded in otherwise.
    var childSolidClip = layer.mask == nil ? solidClip : .null
    if state.masksToBounds, !childSolidClip.isNull {
      childSolidClip =
        toPixels.b == 0 && toPixels.c == 0
        ? childSolidClip.intersection(Self.inner(state, toPixels) ?? .null) : .null
    }
    var childClipCurves = clipCurves
    if layer.mask != nil || (state.masksToBounds && (toPixels.b != 0 || toPixels.c != 0)) {
      childClipCurves.append(childClip)
    } else if state.masksToBounds, state.cornerRadius > 0, !state.maskedCorners.isEmpty {
      for corner in LayerShape.cornerBoxes(
        of: state.bounds, cornerRadius: state.cornerRadius, curve: state.cornerCurve,
        corners: state.maskedCorners)
      {
        // Rounded out to whole pixels: every pixel the curve's anti-aliasing touches (the clip is
        // not drawn, so no margin for a redraw's clip, as `curvedEdgeBoxes` gives, is needed).
        let box = corner.applying(toPixels).integral
        childClipCurves.append(box)
        // What is painted there through the clip (the subtree, the layer's own content) takes the
        // curve's edge, which a redraw's side must not cut either, whether or not the layer paints
        // itself: across the clip's whole width in the corner's rows (see `curvedEdgeBoxes`). A
        // square moving over the corners of a clip that painted nothing, filled by its child, left
        // 1–4 of their pixels off by up to 3.
        let band = CGRect(x: childClip.minX, y: box.minY, width: childClip.width, height: box.height)
          .intersection(childClip)
        if !band.isNull, !band.isEmpty {
          curvedBoxes.append(CurvedBox(pixels: band, layer: ObjectIdentifier(layer)))
        }
      }
    }
    var subtree = pixels
    if !childClip.isNull, !childClip.isEmpty {
      for (index, sublayer) in layer.sublayersInPaintOrder.enumerated() {
        var hasher = Hasher()
        hasher.combine(order)
        hasher.combine(index)
        if let pixels = visit(
          sublayer, parent: toWindow, clip: childClip, solidClip: childSolidClip, clipCurves: childClipCurves,
          opacity: opacity, blending: blending, order: hasher.finalize())
        {
          subtree = subtree.union(pixels)
        }
      }
    }
    layers[ObjectIdentifier(layer)] = ScannedLayer(
      record: record, subtreePixels: subtree, sequence: paintSequence, subtreeEnd: sequence,
      contents: contents, isInsideSolidClip: !pixels.isNull && solidClip.contains(pixels),
      clipCurves: clipCurves, occludedPixels: covered, clip: clip)
    return subtree
  }

  /// The whole pixels the layer's own painting covers opaquely, when it does: an opaque background
  /// (inside its rounded corners) or opaque content filling the bounds, upright on screen, without
  /// a mask; nil otherwise. Filled content stands for the background (`LayerCompositor` paints none
  /// under it), so a resampled one covers only what its filter keeps from the transparent outside
  /// (`resamplingReach`): a map's tiles stretched through a zoom.
  private static func opaqueRect(
    of layer: CALayer, _ state: LayerState, _ contents: [PaintedContent], _ toPixels: CGAffineTransform,
    clip: CGRect
  ) -> CGRect? {
    guard layer.mask == nil, toPixels.b == 0, toPixels.c == 0, toPixels.a > 0, toPixels.d > 0 else {
      return nil
    }
    let filled = contents.first(where: \.isFilled)
    let opaqueBackground = (state.backgroundColor?.alpha ?? 0) >= 1
    guard filled != nil || opaqueBackground, var inner = inner(state, toPixels) else { return nil }
    if let filled {
      guard let reach = resamplingReach(of: filled, state, toPixels) else { return nil }
      inner = inner.insetBy(dx: reach, dy: reach)
    }
    inner = inner.intersection(clip)
    guard !inner.isNull, inner.width > 0, inner.height > 0 else { return nil }
    return inner
  }

  /// How many whole pixels in from the rounded-in edges of its bounds (`inner`) a filled bitmap's
  /// resampling may blend in the transparent outside (Cairo's default extend), under the filter
  /// `CGContext.paint` picks for it. None when it lands pixel for pixel, or at the nearest pixel (a
  /// pixel's centre inside the bounds samples the bitmap, which covers them). Bilinear: a sample
  /// within half a bitmap pixel of its edge, `s / 2` screen pixels at a stretch `s`, mixes in the
  /// outside; the first pixel inside has its centre half a pixel in or more, so `s / 2 − 1/2`,
  /// and 1/32 more, rounded up: Cairo hands Pixman the sampling matrix in 16.16 fixed point about the
  /// middle of what it composites, so a sample lands up to a pixel's distance from there times 2⁻¹⁷
  /// off, and one just short of the limit mixes in the outside (at a stretch of 2.995 with the edge
  /// on a whole pixel, the first row claimed had alpha 251–253 without the margin). Cairo's GOOD
  /// filter (`.trilinear`) averages a box as wide as a screen pixel and a bitmap pixel when
  /// shrinking: one at least. Inside that, a pixel is a weighted mean of opaque ones: opaque
  /// (`StretchedTilesTests` renders tiles over black and over white under each filter, 0.3–3.7
  /// times and at the limits, and finds these pixels alike; a pixel less under `.linear` or
  /// `.trilinear` and they differ). Nil for content that is not a bitmap.
  private static func resamplingReach(
    of content: PaintedContent, _ state: LayerState, _ toPixels: CGAffineTransform
  ) -> CGFloat? {
    guard let image = content.image, image.width > 0, image.height > 0 else { return nil }
    let across = content.rect.width * toPixels.a / CGFloat(image.width)
    let down = content.rect.height * toPixels.d / CGFloat(image.height)
    if abs(across - 1) * CGFloat(image.width) < 0.01 && abs(down - 1) * CGFloat(image.height) < 0.01 {
      return 0
    }
    let bilinear = max(0, (max(across, down) / 2 - 0.5 + 1.0 / 32).rounded(.up))
    switch CGContext.samplingFilter(
      across: across, down: down, (state.minificationFilter, state.magnificationFilter))
    {
    case .nearest: return 0
    case .trilinear: return max(1, bilinear)
    default: return bilinear
    }
  }

  /// The whole pixels inside the layer's outline (within rounded corners), away from its
  /// anti-aliased edges; for an upright layer.
  private static func inner(_ state: LayerState, _ toPixels: CGAffineTransform) -> CGRect? {
    let rounded = state.cornerRadius > 0 && !state.maskedCorners.isEmpty
    let shape =
      rounded
      ? LayerShape.interior(
        of: state.bounds, cornerRadius: state.cornerRadius, curve: state.cornerCurve,
        corners: state.maskedCorners)
      : state.bounds
    let inner = shape.applying(toPixels).wholePixelsInside
    return inner.width > 0 && inner.height > 0 ? inner : nil
  }

  /// Where within its `pixels` the layer paints an edge that is neither vertical nor horizontal on
  /// screen: all of them for vector content, a mask, or a turned or skewed outline (background,
  /// border or clip); for an upright outline only the rows of its rounded corners, across `pixels`
  /// (a side anywhere in those rows changes the curves' pixels, see `DamageRegion`), as its sides
  /// are vertical and horizontal: a car crossing a wide card's side between those rows then redraws
  /// its own columns of the card, not the card's whole width. Bitmaps (content, images, shadow
  /// masks) are sampled per pixel and do not count.
  private static func curvedEdgeBoxes(
    of layer: CALayer, _ state: LayerState, _ contents: [PaintedContent], _ toPixels: CGAffineTransform,
    within pixels: CGRect
  ) -> [CGRect] {
    if layer.mask != nil { return [pixels] }
    for content in contents where content.image == nil { return [pixels] }
    let paintsOutline =
      (state.backgroundColor?.alpha ?? 0) > 0
      || (state.borderWidth > 0 && (state.borderColor?.alpha ?? 0) > 0)
      || state.masksToBounds || state.opacity < 1
    guard paintsOutline else { return [] }
    if toPixels.b != 0 || toPixels.c != 0 { return [pixels] }
    guard state.cornerRadius > 0, !state.maskedCorners.isEmpty else { return [] }
    var boxes: [CGRect] = []
    for corner in LayerShape.cornerBoxes(
      of: state.bounds, cornerRadius: state.cornerRadius, curve: state.cornerCurve,
      corners: state.maskedCorners)
    {
      // Two pixels of margin, as for the layer's pixels: anti-aliased edges reach into the next one.
      // Across the layer's whole width in the corner's rows: Cairo's scan converter sums a row's
      // coverage across all of its edges, so a side cutting the outline anywhere in those rows (its
      // straight top edge too) changed the curve's pixels, by 1 in 3 of them (a C program, Cairo
      // 1.16: a rounded rectangle filled under a clip box holding its corner whole), where a cut at
      // a row's boundary changes none.
      let box = corner.applying(toPixels).insetBy(dx: -2, dy: -2).integral.intersection(pixels)
      let band = CGRect(x: pixels.minX, y: box.minY, width: pixels.width, height: box.height)
      if !box.isNull, !box.isEmpty { boxes.append(band) }
    }
    return boxes
  }

  /// How far past its rectangle the bitmaps among `contents` paint, in device pixels across and
  /// down: a bitmap resampled larger than it is blends its edge pixels into the transparent
  /// outside over half of one of its own pixels (`toPixels` from the layer's bounds to device
  /// pixels; under a rotation, each axis's stretch is taken for both of the box's sides it turns
  /// into, which only widens the margin).
  private static func bleed(of contents: [PaintedContent], _ toPixels: CGAffineTransform) -> CGSize {
    var reach = CGSize.zero
    let rotated = toPixels.b != 0 || toPixels.c != 0
    for content in contents {
      guard let image = content.image, image.width > 0, image.height > 0 else { continue }
      let across = hypot(toPixels.a, toPixels.b) * content.rect.width / CGFloat(image.width) / 2
      let down = hypot(toPixels.c, toPixels.d) * content.rect.height / CGFloat(image.height) / 2
      let (width, height) = rotated ? (max(across, down), max(across, down)) : (across, down)
      reach = CGSize(width: max(reach.width, width), height: max(reach.height, height))
    }
    return reach
  }

  /// What the layer's own painting can cover, in its bounds coordinates: the background and border
  /// (the bounds), its content where it lands, and the shadow; only the bounds when `masksToBounds`
  /// clips the rest; nothing for a layer that paints nothing itself (a transparent container).
  private func paintedRect(of layer: CALayer, _ state: LayerState, _ contents: [PaintedContent]) -> CGRect {
    let bounds = state.bounds
    let hasBackground = (state.backgroundColor?.alpha ?? 0) > 0
    let hasBorder = state.borderWidth > 0 && (state.borderColor?.alpha ?? 0) > 0
    let hasShadow = state.shadowOpacity > 0 && (state.shadowColor?.alpha ?? 0) > 0
    guard hasBackground || hasBorder || hasShadow || !contents.isEmpty else { return .null }
    guard !state.masksToBounds else { return bounds }
    var rect = hasBackground || hasBorder ? bounds : .null
    for content in contents { rect = rect.union(content.rect) }
    if hasShadow {
      rect = rect.union(LayerCompositor.shadowExtent(of: layer, state, scale: scale))
    }
    return rect
  }
}
