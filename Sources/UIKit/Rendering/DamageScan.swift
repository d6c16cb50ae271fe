import Foundation

/// One pass over a window's tree that records what each visible view shows (`ScreenRecord`), to be
/// compared with the previous frame's pass: the views whose records differ, appeared or vanished
/// damage their old and new pixels.
///
/// Comparing what is on screen, rather than trusting each setter to report its own damage, also
/// catches what no setter reports: a running animation moves the presentation values with the
/// clock, and a scrolled superview moves every descendant. The pass also brings each visible
/// view's content bitmap up to date first, as Core Animation draws dirty layers before it composites
/// ("display" in the commit phase), so the records carry the content about to be shown.
@preconcurrency @MainActor
struct DamageScan {
  /// A view's record and the pixels its whole subtree can touch (its own and its descendants',
  /// each clipped), which lets painting skip subtrees that miss the damage.
  struct ScannedView {
    let record: ScreenRecord
    let subtreePixels: CGRect
  }

  let scale: CGFloat
  private(set) var views: [ObjectIdentifier: ScannedView] = [:]

  /// Scans `window` at `scale`; `bounds` is the window in pixels, beyond which nothing shows.
  init(_ window: UIWindow, scale: CGFloat, bounds: CGRect) {
    self.scale = scale
    views.reserveCapacity(128)
    visit(window, parent: nil, clip: bounds, opacity: 1, order: 0)
  }

  /// Adds to `region` the pixels that differ from what `previous` recorded.
  func addDamage(since previous: [ObjectIdentifier: ScannedView], to region: inout DamageRegion) {
    for (id, now) in views {
      guard let before = previous[id] else {
        region.add(now.record.pixels)
        continue
      }
      guard before.record != now.record else { continue }
      region.add(before.record.pixels)
      region.add(now.record.pixels)
    }
    for (id, before) in previous where views[id] == nil {
      region.add(before.record.pixels)
    }
  }

  /// Records `view` and its subtree; returns the subtree's pixels, nil when it shows nothing.
  ///
  /// The visibility rules and the transforms are `LayerCompositor`'s, so that the records cover
  /// exactly what it paints. `parent` is the superview's transform from bounds coordinates to
  /// window points (nil for the window itself, drawn in its own bounds coordinates).
  @discardableResult
  private mutating func visit(
    _ view: UIView, parent: CGAffineTransform?, clip: CGRect, opacity: Float, order: Int
  ) -> CGRect? {
    guard let layer = view.layer.presentation(), !layer.isHidden, layer.opacity > 0,
      !LayerShape.isSingular(layer.affineTransform())
    else { return nil }
    let toWindow =
      parent.map { layer.transformToSuperlayer.concatenating($0) }
      ?? CGAffineTransform(translationX: -layer.bounds.minX, y: -layer.bounds.minY)
    let toPixels = toWindow.concatenating(CGAffineTransform(scaleX: scale, y: scale))
    let content = self.content(of: view)
    let painted = paintedRect(of: view, layer, hasContent: content != nil)
    // Two pixels of margin: content lands snapped to the pixel grid (up to half a pixel away) and
    // anti-aliased edges reach into the next pixel.
    let pixels =
      painted.isNull ? .null : painted.applying(toPixels).insetBy(dx: -2, dy: -2).integral.intersection(clip)
    let opacity = opacity * layer.opacity
    let record = ScreenRecord(
      pixels: pixels,
      appearance: appearance(
        of: view, layer, toWindow: toWindow, contentVersion: content ?? 0, opacity, order))
    // A clip bounds what the subtree can show: the rounded-out box of the bounds covers every pixel
    // the clip path lets through.
    let childClip = layer.masksToBounds ? clip.intersection(layer.bounds.applying(toPixels).integral) : clip
    var subtree = pixels
    if !childClip.isNull, !childClip.isEmpty {
      for (index, subview) in view.subviews.enumerated() {
        var hasher = Hasher()
        hasher.combine(order)
        hasher.combine(index)
        if let pixels = visit(
          subview, parent: toWindow, clip: childClip, opacity: opacity, order: hasher.finalize())
        {
          subtree = subtree.union(pixels)
        }
      }
    }
    views[ObjectIdentifier(view)] = ScannedView(record: record, subtreePixels: subtree)
    return subtree
  }

  /// The version of the view's content bitmap, drawn first if it is stale; nil when the view
  /// draws nothing.
  private func content(of view: UIView) -> Int? {
    let cache = UIApplication.shared.contentCache
    guard cache.mayDraw(view), cache.content(of: view, scale: scale) != nil
    else { return nil }
    return cache.version(of: view)
  }

  private func appearance(
    of view: UIView, _ layer: CALayer, toWindow: CGAffineTransform, contentVersion: Int, _ opacity: Float,
    _ order: Int
  ) -> ScreenRecord.Appearance {
    // Where the bounds rectangle lands, not where the bounds origin does: scrolling moves the
    // subviews but not the view's own background, border or content.
    let placement = CGAffineTransform(translationX: layer.bounds.minX, y: layer.bounds.minY)
      .concatenating(toWindow)
    return ScreenRecord.Appearance(
      placement: placement, size: layer.bounds.size, contentSize: view.bounds.size,
      contentMode: view.contentMode, contentVersion: contentVersion, opacity: opacity, order: order,
      backgroundColor: layer.backgroundColor, borderColor: layer.borderColor, borderWidth: layer.borderWidth,
      cornerRadius: layer.cornerRadius, masksToBounds: layer.masksToBounds, shadowColor: layer.shadowColor,
      shadowOpacity: layer.shadowOpacity, shadowRadius: layer.shadowRadius, shadowOffset: layer.shadowOffset)
  }

  /// What the layer's own painting can cover, in its bounds coordinates: the background and
  /// border (the bounds), the content bitmap as `LayerCompositor` fits it (whole pixels,
  /// stretched while the bounds animate) and the shadow; only the bounds when `masksToBounds` clips
  /// the rest; nothing for a layer that paints nothing itself (a transparent container, a table).
  private func paintedRect(of view: UIView, _ layer: CALayer, hasContent: Bool) -> CGRect {
    let bounds = layer.bounds
    let hasBackground = (layer.backgroundColor?.alpha ?? 0) > 0
    let hasBorder = layer.borderWidth > 0 && (layer.borderColor?.alpha ?? 0) > 0
    let hasShadow = layer.shadowOpacity > 0 && (layer.shadowColor?.alpha ?? 0) > 0
    guard hasBackground || hasBorder || hasShadow || hasContent else { return .null }
    guard !layer.masksToBounds else { return bounds }
    var rect = bounds
    let drawn = view.bounds.size
    if hasContent, drawn.width > 0, drawn.height > 0 {
      let fitted = view.contentMode.rect(forContentOf: drawn, in: bounds)
      let bitmap = CGSize(
        width: (drawn.width * scale).rounded(.up) / scale * fitted.width / drawn.width,
        height: (drawn.height * scale).rounded(.up) / scale * fitted.height / drawn.height)
      rect = rect.union(CGRect(origin: fitted.origin, size: bitmap))
    }
    if hasShadow {
      rect = rect.union(LayerCompositor.shadowExtent(of: layer, scale: scale))
    }
    return rect
  }
}
