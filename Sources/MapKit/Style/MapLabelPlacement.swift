import Dispatch
@_spi(Hail) import UIKit

/// The labels of one view of the map, chosen on the label view's placement queue while a frame goes
/// by, as MapKit places its labels off the main thread, and handed to the view on the next frame
/// (`MapLabelView.showPlacedLabels`), the main thread waiting for them then if they are not done
/// (or placing them itself past the frame's patience: `take()`): which labels show in which frame
/// depends on frames alone, so a replay shows the same pixels on every machine (as
/// `MapOverlayRaster` does for overlays). Placing took 1.5–2 ms of the main thread in each frame a
/// camera settled or a zoom crossed a level (the ride tour's recentre, route and ride steps: `perf`
/// of 15 such frames, session 42, `LabelPlacer.place` a third of the main thread's samples).
@MainActor
final class MapLabelPlacement {
  /// What the labels were placed for: the camera, what they keep out of (view points), where they
  /// may go (nil: the view's bounds), and the map's size.
  let camera: MapCamera
  let obstacles: [CGRect]
  let area: CGRect?
  let size: CGSize
  private let result = QueueResult<[MapLabel]>([])

  /// Starts `placer` on `queue`, for `camera` in a view of `size`.
  init(
    _ placer: LabelPlacer, camera: MapCamera, obstacles: [CGRect], area: CGRect?, size: CGSize,
    on queue: DispatchQueue
  ) {
    self.camera = camera
    self.obstacles = obstacles
    self.area = area
    self.size = size
    queue.async(execute: result.work { placer.place() })
  }

  /// Lets the queue skip the placing if it has not begun: nobody will take it. One under way runs
  /// to its end (a few milliseconds), as a label batch does; the map's data it reads is immutable.
  func cancel() {
    result.cancel()
  }

  /// The labels, waiting for them if they are not placed yet, or placed here if the queue has not
  /// placed them by the frame's deadline for queues (`UIApplication.queueWaitDeadline()`,
  /// `QueueResult.value(makingHereBy:)`; a placer is a value of immutable inputs).
  func take() -> [MapLabel] {
    result.value(makingHereBy: UIApplication.shared.queueWaitDeadline())
  }

  /// How long `take()` spent placing the labels itself, in seconds (0 if the queue placed them).
  var placedHereDuration: Double { result.madeHereDuration }
}
