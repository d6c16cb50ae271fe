@_spi(Hail) import CoreGraphics
import Dispatch
import Synchronization
@_spi(Hail) import UIKit

/// The bitmaps of the next few labels waiting for their views (`MapLabelView.newLabelsPerFrame`),
/// drawn on the label view's queue while a frame goes by, as MapKit draws its labels off the main
/// thread. The next frame's `showPendingLabels` takes them, waiting if they are not done (drawing
/// them itself past the frame's patience: `images(by:)`), so the labels appear in the frames they
/// appeared in when the render drew them: which labels show in which frame depends on frames alone,
/// and a replay shows the same pixels on every machine. Also the bitmaps of all the first labels on
/// screen, drawn while the map draws its tiles in view and taken at the end of the map's layout
/// (`MapLabelView.takeFirstLabels`).
@preconcurrency @MainActor
final class MapLabelRaster {
  /// The labels drawn: indices into the label view's labels.
  let indices: [Int]
  /// The appearance the bitmaps were drawn in.
  let style: UIUserInterfaceStyle
  /// The bitmaps' pixels per point.
  let screenScale: CGFloat
  private let result = QueueResult<[CGImage?]>([])

  /// Starts drawing `looks` on `queue` in the palette of `style`.
  init(indices: [Int], looks: [PlacedLabelView.Look], style: UIUserInterfaceStyle, on queue: DispatchQueue) {
    self.indices = indices
    self.style = style
    let screenScale = UIScreen.main.scale
    self.screenScale = screenScale
    // The views' bounds, measured here from the sizes placement remembered.
    let extents = looks.map(PlacedLabelView.extent(of:))
    let palette: MapPalette = style == .dark ? .dark : .light
    queue.async(
      execute: result.work { isStopped in
        // A batch cancelled while under way (the first labels on screen are a whole screen's,
        // some 12 ms), or drawn by its waiter meanwhile, stops at the next label: a next batch on
        // the same queue waits behind it.
        zip(looks, extents).map { look, extent in
          isStopped() ? nil : Self.draw(look, bounds: extent, palette: palette, screenScale: screenScale)
        }
      })
  }

  /// The bitmaps, in the order of the looks given (nil where one could not be made), once drawn,
  /// waited for until `deadline` (as long as they take when nil), then drawn here
  /// (`QueueResult.value(makingHereBy:)`: the label queue runs at background QoS). Asked for once.
  /// Not for a cancelled raster, whose bitmaps may be missing or empty.
  func images(by deadline: Dispatch.DispatchTime?) -> [CGImage?] {
    result.value(makingHereBy: deadline)
  }

  /// How long `images(by:)` spent drawing the bitmaps itself, in seconds (0 if the queue drew them).
  var drawnHereDuration: Double { result.madeHereDuration }

  /// The bitmaps, once drawn (`images(by:)`), if they were drawn in `style` at the screen's
  /// scale; else nil, the raster cancelled: bitmaps in another appearance (or for another screen)
  /// are left, and those views draw themselves.
  func images(ifDrawnIn style: UIUserInterfaceStyle, by deadline: Dispatch.DispatchTime?) -> [CGImage?]? {
    guard self.style == style, screenScale == UIScreen.main.scale else {
      cancel()
      return nil
    }
    return images(by: deadline)
  }

  /// Nobody will take the bitmaps: the queue skips them if it has not begun.
  func cancel() {
    result.cancel()
  }

  /// A label's bitmap as `ContentCache` draws a transparent view's: its bounds in whole pixels at
  /// `screenScale`, their origin at the bitmap's corner.
  private nonisolated static func draw(
    _ look: PlacedLabelView.Look, bounds: CGRect, palette: MapPalette, screenScale: CGFloat
  ) -> CGImage? {
    let width = Int((bounds.width * screenScale).rounded(.up))
    let height = Int((bounds.height * screenScale).rounded(.up))
    guard width > 0, height > 0,
      let context = CGContext(bitmapWidth: width, height: height, scale: screenScale)
    else { return nil }
    context.translateBy(x: -bounds.minX, y: -bounds.minY)
    PlacedLabelView.draw(look, palette: palette, in: context)
    return context.makeImageSharingBitmap()
  }
}
