@_spi(Hail) import UIKit

/// Which tiles cover a camera's view, and where each goes: the zoom level whose tiles show closest
/// to 256 points, then every tile meeting the visible map rectangle.
@preconcurrency @MainActor
struct MapTileLayout {
  struct Placement {
    var key: MapTileKey
    /// The tile's centre in view points, and how large a 256-point tile shows on screen.
    var center: CGPoint
    var scale: CGFloat
  }

  /// The deepest zoom level tiles are drawn at (street level).
  static let maximumZoom = 20

  let placements: [Placement]

  /// The tiles meeting the view, or with a `margin` (points), those meeting the view widened by it
  /// on every side.
  init(camera: MapCamera, size: CGSize, margin: CGFloat = 0) {
    let zoom = min(max(Int(camera.zoomLevel.rounded()), 0), Self.maximumZoom)
    let tileSide = MKMapSize.world.width / Double(1 << zoom)
    let outset = Double(margin) * camera.mapPointsPerPoint
    let visible = camera.visibleMapRect(in: size).insetBy(dx: -outset, dy: -outset)
    let count = 1 << zoom
    let firstX = max(Int(floor(visible.minX / tileSide)), 0)
    let lastX = min(Int(floor(visible.maxX / tileSide)), count - 1)
    let firstY = max(Int(floor(visible.minY / tileSide)), 0)
    let lastY = min(Int(floor(visible.maxY / tileSide)), count - 1)
    let scale = Self.scale(ofLevel: zoom, camera: camera)
    var placements: [Placement] = []
    if firstX <= lastX, firstY <= lastY {
      for y in firstY...lastY {
        for x in firstX...lastX {
          let key = MapTileKey(zoom: zoom, x: x, y: y)
          placements.append(
            Placement(
              key: key, center: camera.viewPoint(for: key.mapRect.middle, in: size),
              scale: scale))
        }
      }
    }
    self.placements = placements
  }

  /// How large a 256-point tile of zoom level `zoom` shows under `camera`.
  static func scale(ofLevel zoom: Int, camera: MapCamera) -> CGFloat {
    CGFloat(MKMapSize.world.width / Double(1 << zoom) / camera.mapPointsPerPoint) / MapTileView.side
  }
}

extension MKMapRect {
  /// The rectangle's centre.
  var middle: MKMapPoint { MKMapPoint(x: midX, y: midY) }
}
