@_spi(Hail) import UIKit

/// A square of the map at one zoom level: at level z the world is 2^z × 2^z tiles.
@_spi(Hail) public struct MapTileKey: Hashable, Sendable {
  public var zoom: Int
  public var x: Int
  public var y: Int

  public init(zoom: Int, x: Int, y: Int) {
    self.zoom = zoom
    self.x = x
    self.y = y
  }

  /// The map rectangle the tile covers.
  public var mapRect: MKMapRect {
    let side = MKMapSize.world.width / Double(1 << zoom)
    return MKMapRect(x: Double(x) * side, y: Double(y) * side, width: side, height: side)
  }
}

/// What draws the map's tiles (the OpenStreetMap style, or a test pattern). Not MapKit API: Apple's
/// map view draws Apple's own map; this is where Hail's map data comes in.
@preconcurrency @MainActor
@_spi(Hail) public protocol MapTileSource: AnyObject {
  /// Draws `tile` into `context`, whose user space is the tile's `size` in points (y down).
  func draw(_ tile: MapTileKey, in context: CGContext, size: CGSize)
  /// The land colour shown where no tile is drawn yet.
  var backgroundColor: UIColor { get }
  /// Drawing of `tile` that may run on another thread, as `draw(_:in:size:)` draws it under the
  /// traits current now (a tile view's): the map draws the tiles it paces this way, off the frame,
  /// as `CATiledLayer` draws on background threads. Nil (the default) keeps a source's tiles on
  /// the main thread.
  func backgroundDrawing(of tile: MapTileKey) -> MapTileDrawing?
}

/// Draws a tile into a context whose user space is the tile's size in points (y down), on any
/// thread: it may capture only what is safe to read there.
@_spi(Hail) public typealias MapTileDrawing = @Sendable (_ context: CGContext, _ size: CGSize) -> Void

extension MapTileSource {
  public func backgroundDrawing(of tile: MapTileKey) -> MapTileDrawing? { nil }
}
