import Foundation
import OpenStreetMap
@_spi(Hail) import UIKit

/// The map's names, over the tiles for the whole view at once so no name is cut at a tile edge:
/// street names along their roads, districts, and places of interest with a dot.
///
/// It sits above the tiles and below overlays and annotations. Placing labels is the costly part, so
/// it happens only when the camera has settled (or the zoom level changed): while a finger pans or
/// pinches, the map view moves and scales this view with the tiles, as Apple Maps does until it
/// re-lays its labels.
///
/// Each label is its own small subview with its own cached bitmap, not one drawing of the whole
/// view: a frame composites the labels' few pixels instead of blending a screen-sized, mostly
/// transparent bitmap, and a label placed again with the same text and turn (most of them, after a
/// pan) keeps its bitmap and only moves. Labels new to the screen get their bitmaps a few a frame,
/// so no frame draws them all (see `newLabelsPerFrame`).
@_spi(Hail) public final class MapLabelView: UIView {
  public let store: MapStore
  public let language: MapLanguage
  /// The camera the labels were laid out for; the map view places the view from the difference
  /// to its current camera.
  var layoutCamera: MapCamera?
  /// The labels of the last layout (tests check they never overlap).
  private(set) var labels: [MapLabel] = []
  /// What the labels of the last layout keep out of: the annotation views' frames.
  private(set) var obstacles: [CGRect] = []
  /// How many times labels were placed.
  public private(set) var drawCount = 0
  /// Seconds spent placing labels and drawing their bitmaps, in total (for the benchmark).
  public internal(set) var drawDuration = 0.0

  public init(store: MapStore, language: MapLanguage = .chinese) {
    self.store = store
    self.language = language
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The boxes every placed label takes, one array per label, in view points.
  public var labelBoxes: [[CGRect]] { labels.map(\.boxes) }
  /// The texts placed, in drawing order.
  public var labelTexts: [String] { labels.map(\.text) }

  /// Places the labels for `camera` in the current bounds, out of the `obstacles` (view points),
  /// reusing the subviews of labels that look the same. Labels that need a new bitmap come a few a
  /// frame (`newLabelsPerFrame`), the most important first, unless no label is on screen yet.
  func relayout(for camera: MapCamera, obstacles: [CGRect] = []) {
    layoutCamera = camera
    self.obstacles = obstacles
    drawCount += 1
    let start = UInt64(ProcessInfo.processInfo.systemUptime * 1e9)
    defer { drawDuration += Double(UInt64(ProcessInfo.processInfo.systemUptime * 1e9) - start) / 1e9 }
    let size = bounds.size
    let topLeft = MercatorBridge.metres(camera.mapPoint(at: .zero, in: size))
    let transform = MetreToPointTransform(
      originX: topLeft.x, originY: topLeft.y,
      pointsPerMetre: 1 / (camera.mapPointsPerPoint * MercatorBridge.metresPerMapPoint))
    labels = LabelPlacer(
      store: store, language: language, zoom: camera.zoomLevel, transform: transform, bounds: bounds,
      obstacles: obstacles
    ).place()

    // The first labels on screen come at once: that frame draws everything anyway.
    let allAtOnce = subviews.isEmpty
    var unused: [PlacedLabelView.Look: [PlacedLabelView]] = [:]
    for case let view as PlacedLabelView in subviews {
      unused[view.look, default: []].append(view)
    }
    labelViews = []
    pending = []
    var shown = 0
    for (index, label) in labels.enumerated() {
      let look = PlacedLabelView.Look(label)
      guard let view = unused[look]?.popLast() ?? (allAtOnce ? PlacedLabelView(look: look) : nil) else {
        labelViews.append(nil)
        pending.append(index)
        continue
      }
      place(view, for: label, at: shown)
      labelViews.append(view)
      shown += 1
    }
    for views in unused.values {
      for view in views { view.removeFromSuperview() }
    }
    pendingLink?.invalidate()
    pendingLink = nil
    guard !pending.isEmpty else { return }
    let link = CADisplayLink { [weak self] link in
      guard let self else { return link.invalidate() }
      self.showPendingLabels()
    }
    link.add()
    pendingLink = link
  }

  /// New label bitmaps drawn per frame after a relayout. One (text and halo at @3x) takes about a
  /// millisecond, and a pan settling brought some twenty at once: a 20 ms frame in the demo tour.
  /// A fixed count rather than a time budget, so a replay on the virtual clock shows the same labels
  /// in the same frame on every machine.
  static let newLabelsPerFrame = 4

  /// The view of each label of `labels`, nil while it waits for its turn.
  private var labelViews: [PlacedLabelView?] = []
  /// The labels still without a view, indices into `labels`, most important first.
  private var pending: [Int] = []
  /// Shows the pending labels a few a frame.
  private var pendingLink: CADisplayLink?

  /// How many placed labels still wait for their view (tests watch them arrive).
  var pendingLabelCount: Int { pending.count }

  /// Gives the next few pending labels their views, in drawing order among those shown.
  private func showPendingLabels() {
    for index in pending.prefix(Self.newLabelsPerFrame) {
      let label = labels[index]
      let view = PlacedLabelView(look: PlacedLabelView.Look(label))
      place(view, for: label, at: labelViews[..<index].lazy.filter { $0 != nil }.count)
      labelViews[index] = view
    }
    pending.removeFirst(min(Self.newLabelsPerFrame, pending.count))
    if pending.isEmpty {
      pendingLink?.invalidate()
      pendingLink = nil
    }
  }

  /// Puts `view` on `label`, at `position` in the drawing order: placement order, so a label's
  /// halo never covers one placed before it.
  private func place(_ view: PlacedLabelView, for label: MapLabel, at position: Int) {
    view.center = CGPoint(x: label.center.x + view.bounds.midX, y: label.center.y + view.bounds.midY)
    insertSubview(view, at: position)
  }
}
