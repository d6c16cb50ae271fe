import CCairo
@_spi(Hail) import CoreGraphics
import Foundation
import OpenStreetMap
@_spi(Hail) import UIKit

/// Draws map tiles from OpenStreetMap data in a clean style (a ride-hailing app's day or night map, `MapPalette`):
/// muted land, pale parks and water, buildings from zoom 15, railways, and roads as a casing pass
/// then a fill pass, by class and zoom. Labels are not drawn here: a tile would cut a name at its
/// edge, so `MapLabelView` draws them over the whole view (`MKMapView` adds it when this source is
/// set, with the OpenStreetMap attribution).
@preconcurrency @MainActor
@_spi(Hail) public final class OpenStreetMapTileSource: MapTileSource {
  public nonisolated let store: MapStore
  /// The language labels are shown in: Chinese by default, each name falling back to the local one.
  public let language: MapLanguage
  public var backgroundColor: UIColor { MapPalette.landColor }

  /// How many tiles this source drew here or handed out drawings of (tests check that a pan
  /// composites cached tiles): counted on the main thread, so the count does not depend on how
  /// far other threads got.
  public private(set) var drawCount = 0
  /// How long each tile took to draw, in seconds, in the order they finished, on any thread (the
  /// benchmark's p50): a tile the main thread drew as well, the tile queue being late
  /// (`MapTileRaster.handOver`), counts each drawing.
  public var drawDurations: [Double] { durations.all }
  /// Appended to by every drawing, the main thread's and other threads'.
  private nonisolated let durations = LockedList<Double>()

  public init(store: MapStore, language: MapLanguage = .chinese) {
    self.store = store
    self.language = language
  }

  public func draw(_ tile: MapTileKey, in context: CGContext, size: CGSize) {
    drawCount += 1
    Self.draw(tile, of: store, palette: .current, in: context, size: size, timings: durations)
  }

  /// The same drawing for the tile queue: the palette of the traits current now, and the map, which
  /// any thread may read.
  public func backgroundDrawing(of tile: MapTileKey) -> MapTileDrawing? {
    let palette = MapPalette.current
    drawCount += 1
    return { [self] context, size in
      Self.draw(tile, of: store, palette: palette, in: context, size: size, timings: durations)
    }
  }

  /// The part of the tile that `context` paints, in metres (`transform` puts the tile's metres on
  /// its `size` points): all of it, or, where the context is clipped to part of the tile (with the
  /// camera at rest, as on a map's first frame, only the part of a tile in view is drawn), that
  /// part, so the features fetched are those near it.
  private nonisolated static func metres(
    drawnIn context: CGContext, size: CGSize, of tile: MapRect, _ transform: MetreToPointTransform
  ) -> MapRect {
    let whole = CGRect(origin: .zero, size: size)
    let drawn = context.boundingBoxOfClipPath.intersection(whole)
    guard !drawn.isNull, !drawn.contains(whole) else { return tile }
    return transform.metres(of: drawn)
  }

  private nonisolated static func draw(
    _ tile: MapTileKey, of store: MapStore, palette: MapPalette, in context: CGContext, size: CGSize,
    timings: LockedList<Double>
  ) {
    // The real clock (the engine's `DispatchTime` follows the virtual one in tests).
    let start = ProcessInfo.processInfo.systemUptime
    defer {
      let seconds = ProcessInfo.processInfo.systemUptime - start
      timings.append(seconds)
    }
    let tileMetres = MercatorBridge.metres(tile.mapRect)
    let transform = MetreToPointTransform(rect: tileMetres, width: Double(size.width))
    // The tile's own zoom, scaled by how large the tile is drawn (a 256-point tile is exact).
    let zoom = Double(tile.zoom) + log2(Double(size.width) / 256)
    let drawn = Self.metres(drawnIn: context, size: size, of: tileMetres, transform)
    let reach = FeatureReach(zoom: zoom, pixelsPerPoint: Double(context.narrowestScale))
    // Fetched as far out as the widest feature reaches, so a road whose centre line runs just
    // outside still paints its half-width inside.
    let margin = reach.widest / transform.pointsPerMetre
    let features = store.features(in: drawn.insetBy(-margin))

    context.saveGState()
    defer { context.restoreGState() }
    context.clip(to: CGRect(origin: .zero, size: size))
    context.setShouldAntialias(true)
    // Cairo's fast scan converter (4 × 4 coverage samples, not the exact area) draws a tile in about
    // two thirds of the time; on map geometry at screen resolution the two differ by a level or two
    // of grey along edges (the map goldens pass unchanged).
    cairo_set_antialias(context.cairo, CAIRO_ANTIALIAS_FAST)
    // The palette of the traits the tile draws under (a tile view's, which redraws it on a change).
    context.setFillColor(palette.land)
    context.fill(CGRect(origin: .zero, size: size))
    TileLayers(
      features: features, zoom: zoom, emitter: PolylineEmitter(transform: transform), drawn: drawn,
      reach: reach, palette: palette
    )
    .draw(in: context)
  }
}
