import Foundation

/// What each view's `draw(_:)` drew, kept as a bitmap as a layer keeps its `contents`, so a frame
/// composites instead of redrawing.
///
/// A view is drawn again only when it asked (`setNeedsDisplay()` sets `needsDisplay`, which is
/// cleared here after drawing) or when its pixel size changed (a new size or scale). Entries live
/// in a side table keyed by the view's identity and hold the view weakly; `sweep()` drops those of
/// views that are gone. The table is shared by every renderer because `needsDisplay` is one flag
/// per view: a renderer that cleared it must leave the fresh bitmap where the others find it.
@MainActor
final class ContentCache {
  static let shared = ContentCache()

  /// How many times a view's `draw(_:)` ran (cache misses); tests check that frames reuse content.
  private(set) var draws = 0
  private var entries: [ObjectIdentifier: Entry] = [:]

  private struct Entry {
    weak var view: UIView?
    let pixelSize: PixelSize
    /// Nil when the view drew nothing: no bitmap is kept for empty content.
    let image: CGImage?
    /// Which draw made it (the value of `draws` then): a new version is new pixels.
    let version: Int
  }

  private struct PixelSize: Equatable {
    let width: Int
    let height: Int
    let scale: CGFloat
  }

  /// The bitmap of `view`'s content at its model bounds size and `scale`, drawn first if it is
  /// missing or stale; nil when the view draws nothing.
  ///
  /// The model size, not the animated one: Core Animation does not redraw during a bounds
  /// animation, it stretches the contents per the content mode until the animation ends.
  func content(of view: UIView, scale: CGFloat) -> CGImage? {
    guard ContentDrawingClasses.mayDraw(view) else { return nil }
    let size = view.bounds.size
    let pixelSize = PixelSize(
      width: Int((size.width * scale).rounded(.up)), height: Int((size.height * scale).rounded(.up)),
      scale: scale)
    let id = ObjectIdentifier(view)
    if !view.needsDisplay, let entry = entries[id], entry.view === view, entry.pixelSize == pixelSize {
      return entry.image
    }
    let image = draw(view, pixelSize)
    entries[id] = Entry(view: view, pixelSize: pixelSize, image: image, version: draws)
    view.needsDisplay = false
    return image
  }

  /// Which bitmap `view` has now (0 for none): it changes whenever `content(of:scale:)` redraws,
  /// so a `FrameRenderer` sees new content even when another renderer did the drawing.
  func version(of view: UIView) -> Int {
    guard let entry = entries[ObjectIdentifier(view)], entry.view === view else { return 0 }
    return entry.version
  }

  /// Forgets the bitmaps of views that no longer exist.
  func sweep() {
    for (id, entry) in entries where entry.view == nil {
      entries.removeValue(forKey: id)
    }
  }

  /// Runs `draw(_:)` with a bitmap context of the view's pixel size current, its user space the
  /// view's bounds coordinates, as UIKit sets it up for `draw(_:)`.
  private func draw(_ view: UIView, _ size: PixelSize) -> CGImage? {
    guard let context = CGContext(bitmapWidth: size.width, height: size.height, scale: size.scale)
    else { return nil }
    draws += 1
    let bounds = view.bounds
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    UIGraphicsPushContext(context)
    ContentDrawingClasses.defaultDrawReached = false
    view.draw(bounds)
    UIGraphicsPopContext()
    guard !Self.isTransparent(context) else {
      if ContentDrawingClasses.defaultDrawReached { ContentDrawingClasses.recordNonDrawing(view) }
      return nil
    }
    return context.makeImageSharingBitmap()
  }

  /// Whether every pixel is fully transparent (ARGB32: alpha is the top byte of each word).
  private static func isTransparent(_ context: CGContext) -> Bool {
    guard let pixels = context.data else { return true }
    for y in 0..<context.height {
      let row = (pixels + y * context.bytesPerRow).assumingMemoryBound(to: UInt32.self)
      for x in 0..<context.width where row[x] >> 24 != 0 { return false }
    }
    return true
  }
}
