@_spi(Hail) import UIKit

/// The map's tiles: those in view, placed by the camera at each layout; a margin of tiles around
/// them, drawn ahead a fixed number a frame, so that a pan brings in tiles already drawn instead of
/// drawing a row of them in one frame; and the tiles that left, kept with their drawing for a while.
extension MKMapView {
  /// How many off-screen tiles keep their drawing (about two screens of tiles at @3x).
  static let recycledTileLimit = 48
  /// How far around the view tiles are drawn ahead, in tile sides: half a tile (128 pt when tiles
  /// show at their size) is some 14 frames of the demo tour's map drag at its fastest (9 pt a
  /// frame), time to draw a new row of five tiles one a frame before the first of them shows.
  static let aheadMargin: CGFloat = 0.5
  /// Tiles drawn ahead per frame. One tile at @3x takes a few milliseconds, which a frame that only
  /// moves cached tiles has to spare. A fixed count rather than a time budget, so a replay on the
  /// virtual clock draws the same tiles in the same frames on every machine.
  static let tilesDrawnAheadPerFrame = 1

  func layoutTiles() {
    guard let source = tileSource else { return }
    let size = bounds.size
    let layout = MapTileLayout(camera: camera, size: size)
    let settled = isCameraSettled
    var visible: [MapTileKey: MapTileView] = [:]
    for placement in layout.placements {
      visible[placement.key] = placedTile(placement, source: source, settled: settled, shown: true)
    }
    var ahead: [MapTileKey: MapTileView] = [:]
    let margin = Self.aheadMargin * MapTileView.side * (layout.placements.first?.scale ?? 0)
    for placement in MapTileLayout(camera: camera, size: size, margin: margin).placements
    where visible[placement.key] == nil {
      ahead[placement.key] = placedTile(placement, source: source, settled: settled, shown: false)
    }
    for (key, view) in tileViews.merging(aheadTiles, uniquingKeysWith: { view, _ in view })
    where visible[key] == nil && ahead[key] == nil {
      view.removeFromSuperview()
      recycle(view)
    }
    tileViews = visible
    aheadTiles = ahead
    if aheadLink == nil, ahead.values.contains(where: { $0.layer.needsDisplay() }) {
      let link = CADisplayLink { [weak self] link in
        guard let self else { return link.invalidate() }
        self.drawTilesAhead()
      }
      link.add()
      aheadLink = link
    }
  }

  /// The tile view for `placement`: the one showing it, a recycled one, or a new one; in the tile
  /// layer, so it draws with the traits the tiles in view have. One off screen is hidden: a frame's
  /// renderer passes it by instead of drawing it.
  private func placedTile(
    _ placement: MapTileLayout.Placement, source: any MapTileSource, settled: Bool, shown: Bool
  ) -> MapTileView {
    let view =
      tileViews[placement.key] ?? aheadTiles[placement.key] ?? reuseTile(placement.key)
      ?? MapTileView(key: placement.key, source: source)
    if view.superview == nil { tileContainer.addSubview(view) }
    if settled { view.rasterize(at: placement.scale) }
    view.place(at: placement.center, scale: placement.scale)
    view.isHidden = !shown
    return view
  }

  /// Once a frame while tiles around the view wait: draws the nearest of them, unless tiles show
  /// stretched (a zoom: their size is not final).
  private func drawTilesAhead() {
    let waiting = aheadTiles.values.filter { $0.layer.needsDisplay() }
    guard !waiting.isEmpty else {
      aheadLink?.invalidate()
      aheadLink = nil
      return
    }
    guard tileViews.values.allSatisfy({ $0.transform == .identity }) else { return }
    let area = bounds
    // Nearest first, ties by key: dictionary order differs from process to process.
    let ordered = waiting.filter { $0.transform == .identity }.sorted {
      (area.distance(to: $0.center), $0.key.y, $0.key.x) < (area.distance(to: $1.center), $1.key.y, $1.key.x)
    }
    for view in ordered.prefix(Self.tilesDrawnAheadPerFrame) {
      view.layer.displayIfNeeded()
    }
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
