@_spi(Hail) import CoreGraphics
import Foundation

/// What each view's `draw(_:)` drew, kept as a bitmap as a layer keeps its `contents`, so a frame
/// composites instead of redrawing.
///
/// A view is drawn again only when it asked (`setNeedsDisplay()` sets `needsDisplay`, which is
/// cleared here after drawing) or when its pixel size changed (a new size or scale). The bitmap is
/// kept on the view (`UIView.drawnContent`), as a layer keeps its `contents`: it goes with the view,
/// and a frame reads it without a table lookup per layer. Every renderer finds it there, which
/// matters because `needsDisplay` is one flag per view: a renderer that cleared it must leave the
/// fresh bitmap where the others find it.
///
/// Opaque content: the bitmap of a view that is `isOpaque` with a fully opaque `backgroundColor`
/// (and square corners, or rounded ones that clip) is filled with the background before `draw(_:)`
/// runs, as UIKit fills an opaque view's context. Every pixel is then opaque and the bitmap covers
/// the background, so `LayerCompositor` skips the background fill and, placed pixel for pixel,
/// copies the content instead of blending it (map tiles, the bulk of a frame's pixels). The bitmap
/// stays ARGB32: Cairo samples an RGB24 one several times slower when it is scaled (a pinch).
/// As on iOS, an opaque view that clears pixels of its context shows undefined pixels there.
@preconcurrency @MainActor
final class ContentCache {

  /// How many bitmaps of a view's size its `draw(_:)` made or the view took drawn elsewhere (cache
  /// misses); tests check that frames reuse content.
  private(set) var draws = 0
  private var drawingClasses = ContentDrawingClasses()
  /// Set by `UIView.draw(_:)`: the draw being run reached the default, empty implementation.
  var defaultDrawReached = false

  /// What a view's last draw left, kept on the view.
  struct Drawn {
    let pixelSize: PixelSize
    /// Nil when the view drew nothing: no bitmap is kept for empty content, and the next draw
    /// (after `setNeedsDisplay()`) is tried in a 1×1 context first.
    let image: CGImage?
    /// Which draw made it (the value of `draws` then): a new version is new pixels.
    let version: Int

    var content: Content? {
      image.map { Content(image: $0, isFilled: pixelSize.fill != nil, version: version) }
    }
  }

  /// A view's cached content.
  struct Content {
    let image: CGImage
    /// The bitmap was filled with the view's background first: every pixel is opaque, and it
    /// covers the background.
    let isFilled: Bool
    /// Identifies the pixels: a redraw gives a new version.
    let version: Int
  }

  struct PixelSize: Equatable, Sendable {
    let width: Int
    let height: Int
    let scale: CGFloat
    /// The background the bitmap was filled with; nil for one that started transparent. Part of
    /// the key, so a new background or a view no longer opaque draws again.
    let fill: CGColor?
  }

  /// The background to fill `view`'s bitmap with, when the view says its content is opaque: an
  /// opaque colour, and corners that the background fill and the bitmap both cover (square, or
  /// rounded and clipped), so the filled bitmap paints what background plus content would.
  static func fill(of view: UIView) -> CGColor? {
    guard view.isOpaque, let background = view.layer.backgroundColor, background.alpha >= 1,
      view.layer.cornerRadius <= 0 || view.layer.masksToBounds
    else { return nil }
    return background
  }

  /// The bitmap of `view`'s content at its model bounds size and `scale`, drawn first if it is
  /// missing or stale; nil when the view draws nothing.
  ///
  /// The model size, not the animated one: Core Animation does not redraw during a bounds
  /// animation, it stretches the contents per the content mode until the animation ends.
  func content(of view: UIView, scale: CGFloat) -> Content? {
    guard mayDraw(view) else { return nil }
    let pixelSize = Self.pixelSize(of: view, scale: scale)
    let previous = view.drawnContent
    if !view.needsDisplay, let previous, previous.pixelSize == pixelSize { return previous.content }
    Self.noteDrawnBeforeDelivery(view)
    // Drawn already on another thread (the keyboard's keys): taken as a draw of its own. The one
    // class that does is the engine's `KeyboardPanel`, final: another module's class is not asked
    // (the runtime's first answer for a class is slow; see `ContentDrawingClasses.mayDraw`).
    if !drawingClasses.isForeign(type(of: view)),
      let prepared = (view as? PreparedContentDrawing)?.preparedContent(pixelSize)
    {
      keep(prepared, for: view, pixelSize)
      return view.drawnContent?.content
    }
    // A view that had no pixels last time, or a new one of a class no view of which has drawn yet
    // (a container), may well have none now: its draw is tried in a 1×1 context first, so that no
    // bitmap of its size is made to find out. Views of classes that draw skip the trial.
    let tryFirst = previous.map { $0.image == nil } ?? !drawingClasses.hasDrawn(view)
    let image = tryFirst && !probeDraws(view) ? nil : draw(view, pixelSize)
    if image != nil { drawingClasses.recordDrawn(view) }
    let drawn = Drawn(pixelSize: pixelSize, image: image, version: draws)
    view.drawnContent = drawn
    view.needsDisplay = false
    return drawn.content
  }

  /// Keeps `image` as `view`'s content at `scale`, as if its `draw(_:)` had drawn it now for its
  /// present bounds: content drawn on another thread (a map tile), as Core Animation takes a
  /// `CATiledLayer`'s tiles from its background drawing threads. The next frame composites it
  /// without calling `draw(_:)`. False, keeping nothing, when the image is not the pixel size
  /// the view's content has at `scale`, or was filled with another colour than the view's bitmap
  /// would be (see `fill(of:)`).
  func take(_ image: CGImage, for view: UIView, scale: CGFloat, filledWith fill: CGColor?) -> Bool {
    let pixelSize = Self.pixelSize(of: view, scale: scale)
    guard image.width == pixelSize.width, image.height == pixelSize.height, pixelSize.fill == fill
    else { return false }
    // Taken before the view's first trait delivery, it counts as drawn for the traits the view has
    // now, as a drawing made then does. (Those who hand drawings over check that the appearance
    // they drew in is still the view's.)
    Self.noteDrawnBeforeDelivery(view)
    keep(image, for: view, pixelSize)
    DisplayInvalidation.note()
    return true
  }

  /// Keeps `image`, drawn elsewhere at `pixelSize`, as `view`'s content.
  private func keep(_ image: CGImage, for view: UIView, _ pixelSize: PixelSize) {
    // A new version, as a draw makes: the compositor tells content apart by it.
    draws += 1
    drawingClasses.recordDrawn(view)
    view.drawnContent = Drawn(pixelSize: pixelSize, image: image, version: draws)
    view.needsDisplay = false
  }

  /// A view given content before its first trait delivery (added during layout, drawn in the same
  /// frame) has it for the traits it has now: they are what it acted on, so a change before the
  /// delivery (a new appearance on the next frame) is a change, and redraws it.
  private static func noteDrawnBeforeDelivery(_ view: UIView) {
    if view.traitState.delivered == nil { view.traitState.delivered = view.traitCollection }
  }

  /// The bitmap `view`'s content needs at `scale`: its model bounds in whole pixels, rounded up,
  /// and the background it is filled with first.
  static func pixelSize(of view: UIView, scale: CGFloat) -> PixelSize {
    let size = view.bounds.size
    return PixelSize(
      width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
      scale: scale, fill: fill(of: view))
  }

  /// Whether `view` may draw at all (see `ContentDrawingClasses`): answered once per view, as it
  /// depends only on the view's class.
  func mayDraw(_ view: UIView) -> Bool {
    if let known = view.mayDrawContent { return known }
    let answer = drawingClasses.mayDraw(view)
    view.mayDrawContent = answer
    return answer
  }

  /// Runs `view`'s `draw(_:)` into a 1×1 context: false when it reached the empty default and made
  /// no painting call, so it has nothing to show now.
  private func probeDraws(_ view: UIView) -> Bool {
    guard let probe = CGContext(bitmapWidth: 1, height: 1, scale: 1) else { return true }
    UIGraphicsPushContext(probe)
    defaultDrawReached = false
    view.resolvingTraitCollection.performAsCurrent { view.draw(view.bounds) }
    UIGraphicsPopContext()
    return !defaultDrawReached || probe.paintingCalls > 0
  }

  /// Runs `draw(_:)` with a bitmap context of the view's pixel size current, its user space the
  /// view's bounds coordinates, as UIKit sets it up for `draw(_:)`.
  private func draw(_ view: UIView, _ size: PixelSize) -> CGImage? {
    guard let context = Self.bitmap(size) else { return nil }
    draws += 1
    let bounds = view.bounds
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    UIGraphicsPushContext(context)
    defaultDrawReached = false
    let callsBefore = context.paintingCalls
    // Dynamic colours read in `draw(_:)` resolve with the view's traits, as UIKit sets them.
    view.resolvingTraitCollection.performAsCurrent { view.draw(bounds) }
    UIGraphicsPopContext()
    // Nothing drawn: no bitmap (the compositor fills the background itself, for a filled one). A
    // draw that made no painting call drew nothing, unless it painted through the raw Cairo context
    // (the map's tiles do): only then are the pixels scanned.
    let madeCalls = context.paintingCalls > callsBefore
    let drewNothing =
      !madeCalls && (defaultDrawReached || Self.showsNothingDrawn(context, filled: size.fill != nil))
    return drewNothing ? nil : context.makeImageSharingBitmap()
  }

  /// A bitmap context of `size`, filled with its fill first (when it has one): where a view's
  /// content is drawn, on the main thread or another.
  nonisolated static func bitmap(_ size: PixelSize) -> CGContext? {
    guard let context = CGContext(bitmapWidth: size.width, height: size.height, scale: size.scale)
    else { return nil }
    if let fill = size.fill {
      // Every pixel, the bitmap's last part-covered ones too (a point beyond, as a third of a
      // pixel does not round-trip through the scale).
      context.setFillColor(fill)
      context.fill(
        CGRect(
          x: 0, y: 0, width: CGFloat(size.width) / size.scale + 1,
          height: CGFloat(size.height) / size.scale + 1))
    }
    return context
  }

  /// Whether the bitmap holds only what it started with: every pixel transparent (ARGB32: alpha is
  /// the top byte of each word), or for a `filled` one every pixel the fill's.
  private static func showsNothingDrawn(_ context: CGContext, filled: Bool) -> Bool {
    guard let pixels = context.data else { return true }
    let first = pixels.load(as: UInt32.self)
    guard filled || first >> 24 == 0 else { return false }
    for y in 0..<context.height {
      let row = (pixels + y * context.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for x in 0..<context.width where row[x] != first { return false }
    }
    return true
  }
}
