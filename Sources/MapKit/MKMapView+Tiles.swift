@_spi(Hail) import UIKit

/// The map's tiles: those in view, placed by the camera at each layout; a margin of tiles around
/// them, drawn ahead a fixed number a frame, so that a pan brings in tiles already drawn instead of
/// drawing a row of them in one frame; and the tiles that left, kept with their drawing for a while.
///
/// A zoom never draws the whole screen in one frame, as MapKit's does not: while the camera moves,
/// tiles keep their drawing and stretch; when it settles they are drawn again at their new size a
/// fixed number a frame, nearest the middle first, each shown stretched until then. When the zoom
/// level changes, the tiles of the old level stay under the new ones (`fallbackTiles`), scaled with
/// the camera, and each new tile shows once it is drawn.
extension MKMapView {
  /// How many off-screen tiles keep their drawing (about two screens of tiles at @3x).
  static let recycledTileLimit = 48
  /// How far around the view tiles are drawn ahead, in tile sides: half a tile (128 pt when tiles
  /// show at their size) is some 14 frames of the demo tour's map drag at its fastest (9 pt a
  /// frame), time to draw a new row of five tiles one a frame before the first of them shows.
  static let aheadMargin: CGFloat = 0.5
  /// Tiles the map draws per frame of its own accord (new tiles after a zoom, tiles redrawn at
  /// their new size, tiles ahead; fewer while an animation zooms, `framesPerTileWhileZooming`).
  /// One tile at @3x takes a few milliseconds, which a frame that only moves cached tiles has to
  /// spare. A fixed count rather than a time budget, so a replay on the virtual clock draws the
  /// same tiles in the same frames on every machine.
  static let tilesDrawnPerFrame = 1
  /// While an animation zooms the camera, the map starts a tile only this many frames after the
  /// last one it started. An animated zoom's frames redraw the whole screen, scaled, in bands on
  /// both cores (a pinch's too, but it was not measured, and keeps one a frame), and the new level's
  /// tiles cost more than most when it zooms out over a dense centre: the ride tour's route fit
  /// (zoom 16 → 15, on a 2-core Intel machine, session 44) drew tiles of 17–18 ms of CPU each,
  /// handed over two frames after they start (`tileHandOverFrames`), while the bands took 6–7 ms
  /// of each frame on the tile queue's core; started one a frame, they fell behind, and the main
  /// thread waited 11–12 ms for a tile in each of the fit's last 12 frames (frames of 19–28 ms, in
  /// two of three paced tours; in none of three alternated with them at this pace). A count of
  /// frames, not a time, as `tilesDrawnPerFrame` is.
  static let framesPerTileWhileZooming = 2

  func layoutTiles() {
    guard let source = tileSource else { return }
    let size = bounds.size
    let layout = MapTileLayout(camera: camera, size: size)
    let settled = isCameraSettled
    let level = layout.placements.first?.key.zoom
    // Drawn tiles of another level that showed stay under the new ones until those are drawn.
    var fallback = fallbackTiles
    for (key, view) in Self.inKeyOrder(tileViews) where key.zoom != level && view.isDrawn && !view.isHidden {
      fallback[key] = view
      tileContainer.sendSubviewToBack(view)
    }
    var visible: [MapTileKey: MapTileView] = [:]
    for placement in layout.placements {
      let view = placedTile(placement, source: source, settled: settled)
      if fallbackTiles[placement.key] != nil { tileContainer.bringSubviewToFront(view) }
      visible[placement.key] = view
    }
    var kept: [MapTileKey: MapTileView] = [:]
    if visible.values.contains(where: { !$0.isDrawn }) {
      for (key, view) in fallback where visible[key] == nil {
        view.place(
          at: camera.viewPoint(for: key.mapRect.middle, in: size),
          scale: MapTileLayout.scale(ofLevel: key.zoom, camera: camera))
        if view.frame.intersects(bounds) { kept[key] = view }
      }
    }
    // Without tiles under it, a tile not drawn yet is drawn before the frame that shows it (as
    // CATiledLayer draws a tile entering the screen: `drawShownTiles`, or else the render); over
    // them it waits its turn, hidden.
    for view in visible.values {
      view.isHidden = !view.isDrawn && !kept.isEmpty
      view.sample(moving: !settled)
    }
    for view in kept.values {
      view.sample(moving: !settled)
      // An old tile drawn only in part whose undrawn part now shows (a zoom out in one step just
      // after a first frame): the render draws it whole.
      if view.lacksDrawing(in: view.shownPart(of: bounds, in: self)) { view.drawWholeInRender() }
    }
    handOverShownTiles(visible)
    drawShownTiles(Array(visible.values))
    var ahead: [MapTileKey: MapTileView] = [:]
    let margin = Self.aheadMargin * MapTileView.side * (layout.placements.first?.scale ?? 0)
    for placement in MapTileLayout(camera: camera, size: size, margin: margin).placements
    where visible[placement.key] == nil {
      let view = placedTile(placement, source: source, settled: settled)
      view.isHidden = true
      ahead[placement.key] = view
    }
    let previous = tileViews.merging(aheadTiles) { view, _ in view }.merging(fallback) { view, _ in view }
    for (key, view) in Self.inKeyOrder(previous)
    where visible[key] == nil && ahead[key] == nil && kept[key] == nil {
      view.removeFromSuperview()
      recycle(view)
    }
    tileViews = visible
    aheadTiles = ahead
    fallbackTiles = kept
    startPacingTiles()
  }

  /// Starts the link that draws the waiting tiles a few a frame, if any wait and it is not running.
  private func startPacingTiles() {
    guard tileLink == nil, nextTileToDraw() != nil else { return }
    let link = CADisplayLink { [weak self] link in
      guard let self else { return link.invalidate() }
      self.drawPacedTiles()
    }
    link.add()
    tileLink = link
  }

  /// Begins drawing the tiles in view that show with nothing drawn (the first frame, a pan past the
  /// tiles ahead), which this frame's render would draw one after another, on every core at once
  /// when their source can draw off the main thread: on the other cores at once, the main thread
  /// joining in at the end of the map's layout (`takeShownTiles`). A tile being drawn on the tile
  /// queue is left to the render: its drawing may be for another size.
  ///
  /// With the camera at rest (a map's first frame, a move without animation) only the part of each
  /// tile in view is drawn, the rest of the tile soon after off the frame (`nextTileToDraw`): the
  /// tiles in view cover about twice the screen (a phone's 393 × 852 points under tiles some 200
  /// points across), and the first frame waits for all of them. While the camera moves, tiles are
  /// drawn whole: a pan goes on to show the rest of them.
  private func drawShownTiles(_ views: [MapTileView]) {
    let drawing = tilesBeingDrawn
    let area = bounds
    let due = views.filter { !$0.isHidden && !drawing.contains(ObjectIdentifier($0)) }
      .map { (view: $0, shown: $0.shownPart(of: area, in: self)) }
      .filter { $0.view.lacksDrawing(in: $0.shown) }
      .sorted { ($0.view.key.y, $0.view.key.x) < ($1.view.key.y, $1.view.key.x) }
    guard due.count > 1, window != nil, let bitmaps = backgroundBitmaps(for: due, inParts: isCameraSettled)
    else {
      // A tile partly drawn whose undrawn part comes into view: the render draws it whole.
      for (view, _) in due where view.isPartlyDrawn { view.drawWholeInRender() }
      return
    }
    // Taken by this layout's end: a second batch before it would leave the first's tiles undrawn.
    assert(shownTiles == nil, "the tiles in view begin drawing once a layout")
    shownTiles = (due.map(\.view), MapTileBatch(bitmaps))
  }

  /// Gives the tiles begun by `drawShownTiles` their drawings, drawing on the main thread what no
  /// other core has taken yet and waiting for the rest: called at the end of the map's layout,
  /// before the render would draw them.
  func takeShownTiles() {
    guard let (views, batch) = shownTiles else { return }
    shownTiles = nil
    let screenScale = UIScreen.main.scale
    for ((view, bitmap), image) in zip(zip(views, batch.bitmaps), batch.images()) {
      let taken = image.map {
        view.takeDrawing($0, scale: screenScale, filledWith: bitmap.fill, part: bitmap.part)
      }
      if taken != true, view.isPartlyDrawn { view.drawWholeInRender() }
    }
    // Tiles drawn in part are drawn whole off the frame next.
    startPacingTiles()
  }

  /// The drawings of `views` to make off the main thread, each of the part `shown` only when
  /// `inParts` and the tile shows partly; nil when the source draws on the main thread only.
  private func backgroundBitmaps(
    for views: [(view: MapTileView, shown: CGRect)], inParts: Bool
  ) -> [MapTileBitmap]? {
    guard let source = tileSource else { return nil }
    let screenScale = UIScreen.main.scale
    var bitmaps: [MapTileBitmap] = []
    for (view, shown) in views {
      var made: MapTileDrawing?
      view.traitCollection.performAsCurrent { made = source.backgroundDrawing(of: view.key) }
      guard let made else { return nil }
      var bitmap = MapTileBitmap(
        drawing: made, side: view.bounds.width, screenScale: screenScale, fill: view.drawnContentFill)
      // A pixel more on each side (a tile stretched at rest samples its neighbours linearly); past
      // the bitmap's edge the clip does nothing.
      let part = shown.insetBy(dx: -1 / screenScale, dy: -1 / screenScale)
      if inParts, !shown.isEmpty, !part.contains(view.bounds) { bitmap.part = part }
      bitmaps.append(bitmap)
    }
    return bitmaps
  }

  /// A tile ahead that shows before its drawing's hand-over frame (a flick outran the margin), or a
  /// partly drawn one whose undrawn part comes into view while it is drawn whole, takes the drawing
  /// now (waited for, or drawn here past the frame's patience: `MapTileRaster.handOver`) instead of
  /// being drawn again by this frame's render; still a count of frames, not a time, so replays stay
  /// the same on every machine.
  private func handOverShownTiles(_ visible: [MapTileKey: MapTileView]) {
    tileRasters.removeAll { raster in
      let view = raster.view
      guard visible[view.key] === view, !view.isHidden,
        view.lacksDrawing(in: view.shownPart(of: bounds, in: self))
      else { return false }
      handOver(raster)
      return true
    }
  }

  /// Shows `raster`'s drawing in its view, unless the drawing no longer fits the view
  /// (`MapTileRaster.handOver(restingScale:deadline:)` says when), waiting for it if it is not
  /// done until the frame's deadline for queues (`UIApplication.queueWaitDeadline()`).
  private func handOver(_ raster: MapTileRaster) {
    let resting = MapTileLayout.scale(ofLevel: raster.view.key.zoom, camera: restingCamera)
    let deadline = UIApplication.shared.queueWaitDeadline()
    if raster.handOver(restingScale: resting, deadline: deadline) { show(raster.view) }
  }

  /// The tile view for `placement`: the one showing it, a recycled one, or a new one; in the tile
  /// layer, so it draws with the traits the tiles in view have. A new one is sized for the camera
  /// of the moment; one already drawn keeps its drawing, stretched (see `drawPacedTiles`).
  private func placedTile(
    _ placement: MapTileLayout.Placement, source: any MapTileSource, settled: Bool
  ) -> MapTileView {
    let view =
      tileViews[placement.key] ?? aheadTiles[placement.key] ?? fallbackTiles[placement.key]
      ?? reuseTile(placement.key) ?? MapTileView(key: placement.key, source: source)
    if view.superview == nil { tileContainer.addSubview(view) }
    if !view.isDrawn { view.rasterize(at: placement.scale) }
    view.place(at: placement.center, scale: placement.scale)
    return view
  }

  /// Frames between starting a tile's drawing off the frame and showing it: 33 ms at 60 Hz, more
  /// than the slowest tile at @3x takes (27 ms measured while the machine was busy with builds), so
  /// the main thread seldom waits for one (at 120 Hz, 17 ms: a slow tile may make it wait). A
  /// count of frames, not a time, so that replays do not depend on the other thread's speed.
  static let tileHandOverFrames = 2

  /// Once a frame while tiles wait: shows the tiles drawn off the frame that are due, and starts
  /// `tilesDrawnPerFrame` more (see `nextTileToDraw`; while an animation zooms, only
  /// `framesPerTileWhileZooming` frames after the last). A source that can draw on another thread
  /// draws there (`MapTileSource.backgroundDrawing`), so no frame spends a tile's time drawing it;
  /// other sources draw here.
  private func drawPacedTiles() {
    tileFrame += 1
    while let raster = tileRasters.first, raster.handOverFrame <= tileFrame {
      tileRasters.removeFirst()
      handOver(raster)
    }
    let starts =
      isAnimatingZoom && tileFrame - lastTileStartFrame < Self.framesPerTileWhileZooming
      ? 0 : Self.tilesDrawnPerFrame
    for _ in 0..<starts {
      guard let view = nextTileToDraw() else { break }
      lastTileStartFrame = tileFrame
      // Drawn for the size it will rest at: during an animated zoom a tile drawn on the way is
      // not drawn again at the end.
      let scale = MapTileLayout.scale(ofLevel: view.key.zoom, camera: restingCamera)
      var drawing: MapTileDrawing?
      view.traitCollection.performAsCurrent { drawing = tileSource?.backgroundDrawing(of: view.key) }
      if let drawing {
        tileRasters.append(
          MapTileRaster(
            view: view, scale: scale, drawing: drawing, on: tileQueue,
            handOverFrame: tileFrame + Self.tileHandOverFrames))
      } else {
        view.rasterize(at: scale)
        if view.isPartlyDrawn { view.drawWholeInRender() }
        view.layer.displayIfNeeded()
        show(view)
      }
    }
    if tileRasters.isEmpty, nextTileToDraw() == nil {
      tileLink?.invalidate()
      tileLink = nil
    }
    dropCoveredFallbackTiles()
  }

  /// Whether an animation moves the camera to another zoom (`setRegion(_:animated:)` and the like).
  private var isAnimatingZoom: Bool {
    guard case .animation(let from, let to, _) = cameraMotion else { return false }
    return !MapTileView.isSameScale(from.mapPointsPerPoint, to.mapPointsPerPoint)
  }

  /// The tile views whose drawing is under way on the tile queue.
  private var tilesBeingDrawn: Set<ObjectIdentifier> { Set(tileRasters.map { ObjectIdentifier($0.view) }) }

  /// Shows a tile just drawn at the camera's scale, stretched if it moved on since.
  private func show(_ view: MapTileView) {
    view.place(at: view.center, scale: MapTileLayout.scale(ofLevel: view.key.zoom, camera: camera))
    if tileViews[view.key] === view, view.isDrawn {
      view.isHidden = false
    }
  }

  /// Lets go of the old level's tiles that no tile waiting to be drawn overlaps: the drawn tiles
  /// over them hide them, and each would still be composited under them every frame. All go once
  /// none waits; while some wait, at least one stays (it keeps them waiting hidden, see
  /// `layoutTiles`).
  private func dropCoveredFallbackTiles() {
    let waiting = tileViews.values.filter { !$0.isDrawn }.map(\.key.mapRect)
    let covered = fallbackTiles.filter { _, view in
      let rect = view.key.mapRect
      return !waiting.contains { $0.overlaps(rect) }
    }
    guard !covered.isEmpty, waiting.isEmpty || covered.count < fallbackTiles.count else { return }
    for (key, view) in covered {
      view.removeFromSuperview()
      recycle(view)
      fallbackTiles[key] = nil
    }
  }

  /// The tile to draw next: a tile in view not drawn yet (waiting over the old level's), nearest the
  /// middle first; then, the camera at rest or panned at one scale by a finger or a flick, one in
  /// view drawn only in part (`drawShownTiles`); once the camera rests, a tile in view shown
  /// stretched, drawn again at its size; then, at rest or panned at one scale, a tile ahead not
  /// drawn, drawn in part or drawn for another scale, nearest the view first. Ties by key:
  /// dictionary order differs from process to process.
  func nextTileToDraw() -> MapTileView? {
    let area = bounds
    func nearest(_ views: [MapTileView], to distance: (MapTileView) -> CGFloat) -> MapTileView? {
      views.min { (distance($0), $0.key.y, $0.key.x) < (distance($1), $1.key.y, $1.key.x) }
    }
    let middle = CGPoint(x: area.midX, y: area.midY)
    let fromMiddle = { (view: MapTileView) in hypot(view.center.x - middle.x, view.center.y - middle.y) }
    // A tile being drawn off the frame is not started again.
    let drawing = tilesBeingDrawn
    let inView = tileViews.values.filter { !drawing.contains(ObjectIdentifier($0)) }
    if let waiting = nearest(inView.filter { !$0.isDrawn && $0.isHidden }, to: fromMiddle) { return waiting }
    let settled = isCameraSettled
    guard settled || isPanningAtOneScale else { return nil }
    // Tiles drawn only where they showed are drawn whole, before a pan shows the rest (not while a
    // zoom goes on: drawn for a scale it then leaves, the drawing would be dropped).
    if let partial = nearest(inView.filter(\.isPartlyDrawn), to: fromMiddle) { return partial }
    // Tiles in view shown stretched are drawn again first, once the camera rests.
    if let stretched = nearest(inView.filter { $0.transform != .identity }, to: fromMiddle) {
      return settled ? stretched : nil
    }
    guard tileViews.values.allSatisfy({ $0.isDrawn || !$0.isHidden }) else { return nil }
    let ahead = aheadTiles.values.filter { !drawing.contains(ObjectIdentifier($0)) }
    return nearest(ahead.filter { !$0.isDrawn || $0.isPartlyDrawn || $0.transform != .identity }) {
      area.distance(to: $0.center)
    }
  }

  /// Whether a finger or a flick moves the camera without changing its scale. Tiles ahead are
  /// drawn then too, at the scale they show at, so a pan longer than the margin brings in drawn
  /// tiles as well (the demo tour's drag of 147 × 179 pt on the iPhone 15 drew a row of tiles in
  /// one frame: 17.9 ms of engine time). A pinch or a zoom waits for the camera to rest, when every
  /// tile's size is known; so does an animated move, which passes the tiles ahead of where it is
  /// on its way to where it goes.
  private var isPanningAtOneScale: Bool {
    if case .animation = cameraMotion { return false }
    let scale = camera.mapPointsPerPoint
    return (gestureStartCamera?.mapPointsPerPoint ?? scale) == scale
  }

  /// `tiles` by level, row and column: what their order decides (which recycled views a full pool
  /// drops first, so which ones come back drawn; the stacking of tiles kept under others) must not
  /// follow a dictionary's, which changes with every process's hashing seed (a replay's snapshots
  /// differed from run to run in the last digits of such tiles' frames).
  private static func inKeyOrder(_ tiles: [MapTileKey: MapTileView]) -> [(
    key: MapTileKey, value: MapTileView
  )] {
    tiles.sorted { ($0.key.zoom, $0.key.y, $0.key.x) < ($1.key.zoom, $1.key.y, $1.key.x) }
  }

  private func reuseTile(_ key: MapTileKey) -> MapTileView? {
    guard let view = recycledTiles.removeValue(forKey: key) else { return nil }
    recycleOrder.removeAll { $0 == key }
    return view
  }

  private func recycle(_ view: MapTileView) {
    recycledTiles[view.key] = view
    recycleOrder.append(view.key)
    while recycleOrder.count > Self.recycledTileLimit {
      recycledTiles[recycleOrder.removeFirst()] = nil
    }
  }
}

extension CGRect {
  /// How far `point` is from the rectangle (0 inside).
  fileprivate func distance(to point: CGPoint) -> CGFloat {
    hypot(max(minX - point.x, 0, point.x - maxX), max(minY - point.y, 0, point.y - maxY))
  }
}

extension MKMapRect {
  /// Whether the two share more than an edge (tiles of different levels meet on the grid).
  fileprivate func overlaps(_ other: MKMapRect) -> Bool {
    minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
  }
}
