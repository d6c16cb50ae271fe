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
/// Once the map has labels, they are placed on a queue of the view's own while a frame goes by and
/// shown on the next (`MapLabelPlacement`), the drawn ones moving with the map meanwhile.
///
/// Each label is its own small subview with its own cached bitmap, not one drawing of the whole
/// view: a frame composites the labels' few pixels instead of blending a screen-sized, mostly
/// transparent bitmap, and a label placed again with the same text and turn (most of them, after a
/// pan) keeps its bitmap and only moves. Labels new to the screen get their bitmaps a few a frame,
/// so no frame draws them all (see `newLabelsPerFrame`), drawn on a queue of the view's own while
/// the frame before goes by (`MapLabelRaster`); after a pan the labels they replace stay, moved with
/// the map, until they arrive (see `retiring`).
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
  /// Where the labels of the last layout could go (view points; nil: the whole view).
  private(set) var area: CGRect?
  /// How many times placed labels were shown (a placement dropped for a newer one is not counted).
  public private(set) var drawCount = 0
  /// Seconds spent placing labels and drawing their bitmaps on the main thread, in total (for the
  /// benchmark), those it made itself for a queue late past the frame's patience included
  /// (`QueueResult.value(makingHereBy:)`); labels placed and bitmaps drawn on the view's queues,
  /// and the wait for them, are not counted.
  public internal(set) var drawDuration = 0.0

  /// Adds the main thread's time since `start` (`systemUptime`) to `drawDuration`.
  func addDrawTime(since start: TimeInterval) {
    drawDuration += ProcessInfo.processInfo.systemUptime - start
  }

  /// Where the next few pending labels are drawn, off the main thread: at background QoS, as the
  /// map's tiles are (`MKMapView.tileQueue`), so drawing labels during a zoom does not take a core
  /// from the frame.
  private let labelQueue = DispatchQueue(label: "MapKit.labels", qos: .background)
  /// Where the first labels on screen are drawn: at the default QoS, the priority of the first
  /// frame's tiles drawn beside them (`MapTileBatch`), which the layout waits for as it waits for
  /// these.
  private let firstLabelQueue = DispatchQueue(label: "MapKit.first-labels", qos: .default)
  /// Where labels are placed once the map has some (`placeLabels`), off the main thread: at
  /// background QoS, as labels are drawn, and on a queue of its own, so a placement never waits
  /// behind a batch of bitmaps.
  private let placementQueue = DispatchQueue(label: "MapKit.label-placement", qos: .background)
  /// The labels being placed for the coming frame, and the link that shows them then.
  private var placement: MapLabelPlacement?
  private var placementLink: CADisplayLink?
  /// The next few pending labels' bitmaps, being drawn for the coming frame.
  private var raster: MapLabelRaster?
  /// The bitmaps of the first labels on screen and their views, being drawn for this frame.
  private var firstRaster: (raster: MapLabelRaster, views: [PlacedLabelView])?
  /// How many labels arrived with a bitmap drawn ahead of the render (on a label queue, or by the
  /// main thread once the queue kept it waiting too long: `MapLabelRaster.images(by:)`), and
  /// how many times label views drew themselves, in the render on the main thread (its 1×1 probe
  /// of a class new to it included; tests count them).
  private(set) var labelsDrawnAhead = 0
  var labelsDrawnByTheirViews = 0

  public init(store: MapStore, language: MapLanguage = .chinese) {
    self.store = store
    self.language = language
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  isolated deinit {
    placement?.cancel()
    placementLink?.invalidate()
    raster?.cancel()
    firstRaster?.raster.cancel()
  }

  /// The boxes every placed label takes, one array per label, in view points.
  public var labelBoxes: [[CGRect]] { labels.map(\.boxes) }
  /// The texts placed, in drawing order.
  public var labelTexts: [String] { labels.map(\.text) }

  /// The camera, obstacles and area of the labels coming: those being placed, else those shown.
  var comingCamera: MapCamera? { placement?.camera ?? layoutCamera }
  var comingObstacles: [CGRect] { placement?.obstacles ?? obstacles }
  var comingArea: CGRect? { placement.map(\.area) ?? area }

  /// Places the labels for `camera` in `area` (the current bounds when nil), out of the `obstacles`
  /// (view points), at once on the main thread, reusing the subviews of labels that look the same.
  /// Labels that need a new bitmap come a few a frame (`newLabelsPerFrame`), the most important
  /// first, unless no label is on screen yet. For the map's first labels, a view resized, a jump
  /// of the camera and a map out of a window; otherwise the map view asks for `placeLabels`, off
  /// the main thread.
  func relayout(for camera: MapCamera, obstacles: [CGRect] = [], area: CGRect? = nil) {
    cancelPlacement()
    let start = ProcessInfo.processInfo.systemUptime
    let placed = placer(for: camera, obstacles: obstacles, area: area).place()
    addDrawTime(since: start)
    show(placed, for: camera, obstacles: obstacles, area: area)
  }

  /// Starts placing the labels for `camera` on the placement queue, as `relayout` places them, and
  /// shows them on the next frame (`MapLabelPlacement`); the labels shown meanwhile stay, moved
  /// with the map. A placement under way is dropped for the new one.
  func placeLabels(for camera: MapCamera, obstacles: [CGRect] = [], area: CGRect? = nil) {
    // The last layout's labels still to come keep coming until the new ones show: one that arrives
    // meanwhile is kept by them if it looks the same (`show`).
    placement?.cancel()
    placement = MapLabelPlacement(
      placer(for: camera, obstacles: obstacles, area: area), camera: camera, obstacles: obstacles,
      area: area, size: bounds.size, on: placementQueue)
    guard placementLink == nil else { return }
    let link = CADisplayLink { [weak self] link in
      link.invalidate()
      guard let self else { return }
      self.placementLink = nil
      self.showPlacedLabels()
    }
    link.add()
    placementLink = link
  }

  /// Shows the labels placed on the placement queue, waiting for them if need be (placing them here
  /// past the frame's patience: `MapLabelPlacement.take()`), and has the map view place this view
  /// for their camera in the frame's layout, which follows.
  private func showPlacedLabels() {
    guard let placement else { return }
    self.placement = nil
    // A map resized since lays its labels out again at once, in the layout that follows (checked
    // first: placements a late queue has not made are then not made here for nothing).
    guard placement.size == superview?.bounds.size else {
      placement.cancel()
      return
    }
    let placed = placement.take()
    drawDuration += placement.placedHereDuration
    show(placed, for: placement.camera, obstacles: placement.obstacles, area: placement.area)
    superview?.setNeedsLayout()
  }

  private func cancelPlacement() {
    placement?.cancel()
    placement = nil
    placementLink?.invalidate()
    placementLink = nil
  }

  /// What places the labels for `camera`, in this view's current size.
  private func placer(for camera: MapCamera, obstacles: [CGRect], area: CGRect?) -> LabelPlacer {
    let size = bounds.size
    let topLeft = MercatorBridge.metres(camera.mapPoint(at: .zero, in: size))
    let transform = MetreToPointTransform(
      originX: topLeft.x, originY: topLeft.y,
      pointsPerMetre: 1 / (camera.mapPointsPerPoint * MercatorBridge.metresPerMapPoint))
    return LabelPlacer(
      store: store, language: language, zoom: camera.zoomLevel, transform: transform,
      bounds: area?.intersection(bounds) ?? bounds, obstacles: obstacles)
  }

  /// Shows `placed`, the labels for `camera`, reusing the subviews of labels that look the same.
  private func show(_ placed: [MapLabel], for camera: MapCamera, obstacles: [CGRect], area: CGRect?) {
    let shift = layoutCamera.flatMap { Self.shift(from: $0, to: camera, size: bounds.size) }
    layoutCamera = camera
    self.obstacles = obstacles
    self.area = area
    drawCount += 1
    let start = ProcessInfo.processInfo.systemUptime
    defer { addDrawTime(since: start) }
    labels = placed

    // The first labels on screen come at once, all drawn on the first-labels queue (on a map's first
    // frame, while the map draws its tiles): that frame draws everything anyway.
    let allAtOnce = subviews.isEmpty
    var unused: [PlacedLabelView.Look: [PlacedLabelView]] = [:]
    for case let view as PlacedLabelView in subviews {
      unused[view.look, default: []].append(view)
    }
    labelViews = []
    pending = []
    retiring = []
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
    // Labels of the last layout that no label reuses stay, moved with the map, behind the new ones,
    // until what takes their place arrives, unless they are in the way now: labels shown, an
    // obstacle. After a zoom they would show at the wrong size and go at once.
    let taken = labels.indices.filter { labelViews[$0] != nil }.flatMap { labels[$0].boxes } + obstacles
    for view in unused.values.joined() {
      guard let shift, !pending.isEmpty else {
        view.removeFromSuperview()
        continue
      }
      view.center = CGPoint(x: view.center.x + shift.x, y: view.center.y + shift.y)
      view.boxes = view.boxes.map { $0.offsetBy(dx: shift.x, dy: shift.y) }
      if view.meets(taken) {
        view.removeFromSuperview()
      } else {
        retiring.append(view)
        sendSubviewToBack(view)
      }
    }
    pendingLink?.invalidate()
    pendingLink = nil
    raster?.cancel()
    raster = nil
    firstRaster?.raster.cancel()
    firstRaster = nil
    // Only in a window: a map off screen has no tiles drawn to overlap with, and may never show.
    if allAtOnce, !labels.isEmpty, window != nil {
      let indices = labelViews.indices.filter { labelViews[$0] != nil }
      let views = indices.compactMap { labelViews[$0] }
      firstRaster = (
        MapLabelRaster(
          indices: indices, looks: views.map(\.look), style: traitCollection.userInterfaceStyle,
          on: firstLabelQueue),
        views
      )
    }
    guard !pending.isEmpty else { return }
    let link = CADisplayLink { [weak self] link in
      guard let self else { return link.invalidate() }
      self.showPendingLabels()
    }
    link.add()
    pendingLink = link
    drawNextLabels()
  }

  /// Gives the first labels on screen the bitmaps drawn for them on the first-labels queue, waiting for
  /// them if need be: called at the end of the map's layout, before the render would draw them on
  /// the main thread (unless drawn in another appearance: `MapLabelRaster.images(ifDrawnIn:by:)`).
  func takeFirstLabels() {
    guard let (raster, views) = firstRaster else { return }
    firstRaster = nil
    // Waited for whole: the first-labels queue runs at the frame's own priority, and the batch
    // (a whole screen's, some 12 ms) is often still under way.
    guard let images = raster.images(ifDrawnIn: traitCollection.userInterfaceStyle, by: nil) else {
      return
    }
    for (view, image) in zip(views, images) {
      if let image, view.superview === self,
        view.takeDrawnContent(image, scale: raster.screenScale, filledWith: nil)
      {
        labelsDrawnAhead += 1
      }
    }
  }

  /// Starts drawing the bitmaps of the labels the next frame shows, on the label queue.
  private func drawNextLabels() {
    let next = Array(pending.prefix(Self.newLabelsPerFrame))
    guard !next.isEmpty else { return }
    raster = MapLabelRaster(
      indices: next, looks: next.map { PlacedLabelView.Look(labels[$0]) },
      style: traitCollection.userInterfaceStyle, on: labelQueue)
  }

  /// New label bitmaps drawn per frame after a relayout. One (text and halo at @3x) takes about a
  /// millisecond, and a pan settling brought some twenty at once: a 20 ms frame in the demo tour.
  /// A fixed count rather than a time budget, so a replay on the virtual clock shows the same labels
  /// in the same frame on every machine.
  static let newLabelsPerFrame = 4

  /// The view of each label of `labels`, nil while it waits for its turn.
  private(set) var labelViews: [PlacedLabelView?] = []
  /// The labels still without a view, indices into `labels`, most important first.
  private var pending: [Int] = []
  /// Shows the pending labels a few a frame.
  private var pendingLink: CADisplayLink?

  /// Views of the last layout's labels shown until the labels taking their place arrive, behind
  /// every label of this layout.
  private var retiring: [PlacedLabelView] = []

  /// How many placed labels still wait for their view (tests watch them arrive).
  var pendingLabelCount: Int { pending.count }
  /// The texts of the last layout's labels still shown (tests watch them go).
  var retiringLabelTexts: [String] { retiring.map(\.look.text) }

  /// Gives the next few pending labels their views, in drawing order among those shown, and takes
  /// away the old labels they meet (all of them once none waits).
  private func showPendingLabels() {
    var arrived: [CGRect] = []
    let next = Array(pending.prefix(Self.newLabelsPerFrame))
    // Bitmaps drawn for other labels, in another appearance or for another screen are left: the
    // views draw then.
    let style = traitCollection.userInterfaceStyle
    let drawn = raster.flatMap { raster in
      let deadline = UIApplication.shared.queueWaitDeadline()
      return raster.indices == next
        ? raster.images(ifDrawnIn: style, by: deadline).map { (raster, $0) } : nil
    }
    if drawn == nil { raster?.cancel() }
    if let (raster, _) = drawn { drawDuration += raster.drawnHereDuration }
    raster = nil
    for (position, index) in next.enumerated() {
      let label = labels[index]
      let view = PlacedLabelView(look: PlacedLabelView.Look(label))
      place(view, for: label, at: labelViews[..<index].lazy.filter { $0 != nil }.count)
      if let (raster, images) = drawn, let image = images[position],
        view.takeDrawnContent(image, scale: raster.screenScale, filledWith: nil)
      {
        labelsDrawnAhead += 1
      }
      labelViews[index] = view
      arrived += label.boxes
    }
    pending.removeFirst(next.count)
    drawNextLabels()
    retiring.removeAll { view in
      guard pending.isEmpty || view.meets(arrived) else { return false }
      view.removeFromSuperview()
      return true
    }
    if pending.isEmpty {
      pendingLink?.invalidate()
      pendingLink = nil
    }
  }

  /// Puts `view` on `label`, at `position` in the drawing order (after the retiring labels):
  /// placement order, so a label's halo never covers one placed before it.
  private func place(_ view: PlacedLabelView, for label: MapLabel, at position: Int) {
    view.center = CGPoint(x: label.center.x + view.bounds.midX, y: label.center.y + view.bounds.midY)
    view.boxes = label.boxes
    insertSubview(view, at: retiring.count + position)
  }

  /// How far the points of a layout for `old` move in one for `new`: nil unless the two show the
  /// map at one scale (a pan), when it is a shift alone.
  private static func shift(from old: MapCamera, to new: MapCamera, size: CGSize) -> CGPoint? {
    guard MapTileView.isSameScale(new.mapPointsPerPoint, old.mapPointsPerPoint) else {
      return nil
    }
    return new.viewPoint(for: old.mapPoint(at: .zero, in: size), in: size)
  }
}
