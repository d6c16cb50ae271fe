@_spi(Hail) import CoreGraphics
import Foundation

/// What a window paints before its first animating layer, composited once into a bitmap of the
/// window's size and kept while those layers stay as they were: a frame then restores its damage
/// by copying the backdrop back and composites only what is painted from there on. Two hundred
/// cars driving over a map blend themselves over one copy, instead of the map's background, tiles
/// and labels being composited again under each of them.
///
/// The split is exact: the layers before `boundary` are painted as the whole tree paints them (a
/// redraw's clip only limits where), and the layers from `boundary` on are painted over them as
/// before. It needs the layers around the boundary — those painted before it that hold layers
/// painted after it — to composite directly into the window: full opacity, normal blending and no
/// mask (which would group both parts), and no border (painted after the sublayers, so on neither
/// side).
@preconcurrency @MainActor
struct Backdrop {
  /// The paint-order place (`DamageScan.ScannedLayer.sequence`) of the first layer left out.
  let boundary: Int
  /// The composite of the layers before `boundary`, transparent where they paint nothing.
  let image: CGImage

  /// Composites the layers of `window` that `scan` recorded before `boundary` into `bitmap` (the
  /// window's size, cleared first; the backdrop shares it); nil when the layers around the
  /// boundary would not composite directly into the window.
  init?(_ window: UIWindow, scan: DamageScan, boundary: Int, in bitmap: CGContext) {
    guard boundary > 1, Self.splits(scan, at: boundary) else { return nil }
    bitmap.saveGState()
    defer { bitmap.restoreGState() }
    bitmap.clip(
      devicePixels: [CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)], clearing: true)
    var compositor = LayerCompositor(scale: scan.scale)
    compositor.time = scan.time
    compositor.contentsOf = scan.contents
    compositor.includes = { layer in (scan.layers[ObjectIdentifier(layer)]?.sequence ?? .max) < boundary }
    compositor.composite(window.layer, in: CompositeCanvas(drawingInto: bitmap), inSuperlayer: false)
    guard let image = bitmap.makeImageSharingBitmap() else { return nil }
    self.boundary = boundary
    self.image = image
  }

  /// Whether every layer painted before `boundary` that holds one painted from it on has full
  /// opacity and normal blending down the tree, no mask and no border.
  private static func splits(_ scan: DamageScan, at boundary: Int) -> Bool {
    scan.layers.values.allSatisfy { scanned in
      guard scanned.sequence < boundary, scanned.subtreeEnd >= boundary else { return true }
      let shown = scanned.record.appearance
      let hasBorder = shown.borderWidth > 0 && (shown.borderColor?.alpha ?? 0) > 0
      return shown.opacity == 1 && shown.blending == 0 && shown.mask == nil && !hasBorder
    }
  }

  /// Whether a scanned layer lies wholly before the boundary (it and its subtree are in the backdrop).
  func contains(_ scanned: DamageScan.ScannedLayer) -> Bool {
    scanned.subtreeEnd < boundary
  }

  /// Whether a scanned layer's own painting is in the backdrop.
  func containsOwnPainting(of scanned: DamageScan.ScannedLayer) -> Bool {
    scanned.sequence < boundary
  }
}
