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
/// pan) keeps its bitmap and only moves.
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
  /// reusing the subviews of labels that look the same.
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

    var unused: [PlacedLabelView.Look: [PlacedLabelView]] = [:]
    for case let view as PlacedLabelView in subviews {
      unused[view.look, default: []].append(view)
    }
    for (index, label) in labels.enumerated() {
      let look = PlacedLabelView.Look(label)
      let view = unused[look]?.popLast() ?? PlacedLabelView(look: look)
      view.center = CGPoint(x: label.center.x + view.bounds.midX, y: label.center.y + view.bounds.midY)
      // Drawing order is placement order: a label's halo never covers one placed before it.
      insertSubview(view, at: index)
    }
    for views in unused.values {
      for view in views { view.removeFromSuperview() }
    }
  }
}

/// One label's text (and dot): its bounds' origin is the text's centre, so the bitmap depends only
/// on how the label looks, not on where it is.
final class PlacedLabelView: UIView {
  /// Everything that decides a label's pixels.
  struct Look: Hashable {
    var text: String
    var font: UIFont
    /// What the label names, which picks its colour from the palette it draws with.
    var kind: MapLabel.Kind
    var angle: CGFloat
    /// The place's dot, from the text's centre.
    var icon: CGPoint?

    init(_ label: MapLabel) {
      text = label.text
      font = label.font
      kind = label.kind
      angle = label.angle
      icon = label.icon.map { CGPoint(x: $0.x - label.center.x, y: $0.y - label.center.y) }
    }
  }

  let look: Look

  init(look: Look) {
    self.look = look
    super.init(frame: .zero)
    isOpaque = false
    isUserInteractionEnabled = false
    bounds = Self.extent(of: look)
  }

  required init?(coder: NSCoder) {
    return nil
  }

  /// What the text with its halo, and the dot, can cover around the text's centre, in whole points
  /// (whole pixels at any scale, so the bitmap lands on the pixel grid unresampled).
  private static func extent(of look: Look) -> CGRect {
    let size = HaloTextRenderer.shared.size(of: look.text, font: look.font)
    // Glyph ink can reach a little past the logical box (accents, italics), and the halo past that.
    let reach = LabelPlacer.haloWidth + 3
    let width = size.width + 2 * reach
    let height = size.height + 2 * reach
    let cosine = abs(cos(look.angle))
    let sine = abs(sin(look.angle))
    let halfWidth = (cosine * width + sine * height) / 2
    let halfHeight = (sine * width + cosine * height) / 2
    var extent = CGRect(x: -halfWidth, y: -halfHeight, width: 2 * halfWidth, height: 2 * halfHeight)
    if let icon = look.icon {
      let radius = LabelPlacer.iconRadius + 1
      extent = extent.union(
        CGRect(x: icon.x - radius, y: icon.y - radius, width: 2 * radius, height: 2 * radius))
    }
    return CGRect(
      x: extent.minX.rounded(.down), y: extent.minY.rounded(.down),
      width: extent.maxX.rounded(.up) - extent.minX.rounded(.down),
      height: extent.maxY.rounded(.up) - extent.minY.rounded(.down))
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let start = UInt64(ProcessInfo.processInfo.systemUptime * 1e9)
    defer {
      (superview as? MapLabelView)?.drawDuration +=
        Double(UInt64(ProcessInfo.processInfo.systemUptime * 1e9) - start) / 1e9
    }
    let palette = MapPalette.current
    if let icon = look.icon { drawIcon(at: icon, palette: palette, in: context) }
    HaloTextRenderer.shared.draw(
      look.text, font: look.font, color: palette.labelColor(look.kind), halo: palette.halo,
      haloWidth: LabelPlacer.haloWidth, center: .zero, angle: look.angle, in: context)
  }

  /// A place's dot: its category colour in a white ring, legible on any ground.
  private func drawIcon(at point: CGPoint, palette: MapPalette, in context: CGContext) {
    let radius = LabelPlacer.iconRadius
    context.setFillColor(palette.halo)
    context.fillEllipse(
      in: CGRect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius))
    context.setFillColor(palette.labelColor(look.kind))
    let inner = radius - 1.5
    context.fillEllipse(
      in: CGRect(x: point.x - inner, y: point.y - inner, width: 2 * inner, height: 2 * inner))
  }
}
