import UIKit

/// A round button that brings the map back to the user's location.
final class RecenterButton: UIControl {
  override init(frame: CGRect) {
    super.init(frame: CGRect(x: frame.minX, y: frame.minY, width: 44, height: 44))
    accessibilityIdentifier = "map.recenter"
    backgroundColor = AppColor.surface
    layer.cornerRadius = 22
    elevate(.floating)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? 0.7 : 1 }
  }

  /// A location crosshair: a ring with four ticks and a centre dot.
  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    let ink = AppColor.ink.cgColor
    context.setStrokeColor(ink)
    context.setLineWidth(2)
    context.strokeEllipse(in: CGRect(x: center.x - 8, y: center.y - 8, width: 16, height: 16))
    for (dx, dy) in [(0.0, -1.0), (0, 1), (-1, 0), (1, 0)] {
      context.move(to: CGPoint(x: center.x + dx * 8, y: center.y + dy * 8))
      context.addLine(to: CGPoint(x: center.x + dx * 12, y: center.y + dy * 12))
    }
    context.strokePath()
    context.setFillColor(ink)
    context.fillEllipse(in: CGRect(x: center.x - 3, y: center.y - 3, width: 6, height: 6))
  }
}
