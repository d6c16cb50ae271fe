import UIKit

/// One tile on screen: a view of a fixed 256-point size whose drawing the renderer keeps as cached
/// content, placed and scaled by the map view's camera. Panning and pinching only move and scale
/// tiles; a tile draws again only when a new one is needed (as CATiledLayer does).
final class MapTileView: UIView {
  static let side: CGFloat = 256

  let key: MapTileKey
  weak var source: (any MapTileSource)?

  init(key: MapTileKey, source: any MapTileSource) {
    self.key = key
    self.source = source
    super.init(frame: CGRect(x: 0, y: 0, width: Self.side, height: Self.side))
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let source else { return }
    source.draw(key, in: context, size: bounds.size)
  }
}
