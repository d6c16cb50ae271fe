import Foundation
import OpenStreetMap
import UIKit

/// The map's names, drawn over the tiles for the whole view at once so no name is cut at a tile
/// edge: street names along their roads, districts, and places of interest with a dot.
///
/// It sits above the tiles and below overlays and annotations. Placing labels is the costly part, so
/// it happens only when the camera has settled (or the zoom level changed): while a finger pans or
/// pinches, the map view moves and scales the drawn labels with the tiles, as Apple Maps does until
/// it re-lays its labels.
public final class MapLabelView: UIView {
  public let store: MapStore
  public let language: MapLanguage
  /// The camera the labels were laid out for; the map view places the view from the difference
  /// to its current camera.
  var layoutCamera: MapCamera?
  /// The labels of the last drawing (tests check they never overlap).
  private(set) var labels: [MapLabel] = []
  /// How many times labels were placed and drawn.
  public private(set) var drawCount = 0
  /// Seconds spent placing and drawing labels, in total (for the benchmark).
  public private(set) var drawDuration = 0.0

  public init(store: MapStore, language: MapLanguage = .chinese) {
    self.store = store
    self.language = language
    super.init(frame: .zero)
    isUserInteractionEnabled = false
  }

  public required init?(coder: NSCoder) {
    return nil
  }

  /// The boxes every drawn label takes, one array per label, in view points.
  public var labelBoxes: [[CGRect]] { labels.map(\.boxes) }
  /// The texts drawn, in drawing order.
  public var labelTexts: [String] { labels.map(\.text) }

  /// Lays the labels out again for `camera` on the next render.
  func relayout(for camera: MapCamera) {
    layoutCamera = camera
    setNeedsDisplay()
  }

  public override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext(), let camera = layoutCamera else { return }
    drawCount += 1
    let start = DispatchTime.now().uptimeNanoseconds
    defer { drawDuration += Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9 }
    let size = bounds.size
    let topLeft = MercatorBridge.metres(camera.mapPoint(at: .zero, in: size))
    let transform = MetreToPointTransform(
      originX: topLeft.x, originY: topLeft.y,
      pointsPerMetre: 1 / (camera.mapPointsPerPoint * MercatorBridge.metresPerMapPoint))
    labels = LabelPlacer(
      store: store, language: language, zoom: camera.zoomLevel, transform: transform, bounds: bounds
    ).place()
    let text = HaloTextRenderer.shared
    for label in labels {
      if let icon = label.icon { drawIcon(at: icon, color: label.color, in: context) }
      text.draw(
        label.text, font: label.font, color: label.color, halo: MapPalette.halo,
        haloWidth: LabelPlacer.haloWidth, center: label.center, angle: label.angle, in: context)
    }
  }

  /// A place's dot: its category colour in a white ring, legible on any ground.
  private func drawIcon(at point: CGPoint, color: CGColor, in context: CGContext) {
    let radius = LabelPlacer.iconRadius
    context.setFillColor(MapPalette.halo)
    context.fillEllipse(
      in: CGRect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius))
    context.setFillColor(color)
    let inner = radius - 1.5
    context.fillEllipse(
      in: CGRect(x: point.x - inner, y: point.y - inner, width: 2 * inner, height: 2 * inner))
  }
}
