import Foundation
@_spi(Hail) import UIKit

/// One label's text (and dot): its bounds' origin is the text's centre, so the bitmap depends only
/// on how the label looks, not on where it is.
final class PlacedLabelView: UIView {
  /// Everything that decides a label's pixels.
  struct Look: Hashable, Sendable {
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
  /// The space its label takes (`MapLabel.boxes`), in the label layer's points.
  var boxes: [CGRect] = []

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

  /// Whether its label's space meets any of `rects`.
  func meets(_ rects: [CGRect]) -> Bool {
    boxes.contains { box in rects.contains { $0.intersects(box) } }
  }

  /// What the text with its halo, and the dot, can cover around the text's centre, in whole points
  /// (whole pixels at any scale, so the bitmap lands on the pixel grid unresampled).
  static func extent(of look: Look) -> CGRect {
    let size = HaloTextRenderer.current.size(of: look.text, font: look.font)
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
    let start = ProcessInfo.processInfo.systemUptime
    let layer = superview as? MapLabelView
    layer?.labelsDrawnByTheirViews += 1
    defer { layer?.addDrawTime(since: start) }
    Self.draw(look, palette: MapPalette.current, in: context)
  }

  /// Draws a label that looks like `look` in `palette`'s colours, its text centred on the origin:
  /// what the view's `draw(_:)` draws, on any thread (`MapLabelRaster` draws with it off the main
  /// thread).
  nonisolated static func draw(_ look: Look, palette: MapPalette, in context: CGContext) {
    if let icon = look.icon { drawIcon(at: icon, kind: look.kind, palette: palette, in: context) }
    HaloTextRenderer.current.draw(
      look.text, font: look.font, color: palette.labelColor(look.kind), halo: palette.halo,
      haloWidth: LabelPlacer.haloWidth, center: .zero, angle: look.angle, in: context)
  }

  /// A place's dot: its category colour in a white ring, legible on any ground.
  private nonisolated static func drawIcon(
    at point: CGPoint, kind: MapLabel.Kind, palette: MapPalette, in context: CGContext
  ) {
    let radius = LabelPlacer.iconRadius
    context.setFillColor(palette.halo)
    context.fillEllipse(
      in: CGRect(x: point.x - radius, y: point.y - radius, width: 2 * radius, height: 2 * radius))
    context.setFillColor(palette.labelColor(kind))
    let inner = radius - 1.5
    context.fillEllipse(
      in: CGRect(x: point.x - inner, y: point.y - inner, width: 2 * inner, height: 2 * inner))
  }
}
