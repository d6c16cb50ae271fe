import UIKit

/// A round white button floating over the map with a drawn symbol: back (a chevron).
final class MapButton: UIControl {
  enum Symbol {
    case back
  }

  let symbol: Symbol

  init(symbol: Symbol) {
    self.symbol = symbol
    super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    backgroundColor = AppColor.surface
    layer.cornerRadius = 20
    elevate(.floating)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override var isHighlighted: Bool {
    didSet { alpha = isHighlighted ? 0.7 : 1 }
  }

  override func draw(_ rect: CGRect) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    let center = CGPoint(x: bounds.midX, y: bounds.midY)
    context.setStrokeColor(AppColor.bodyText.cgColor)
    context.setLineWidth(2.2)
    context.setLineCap(.round)
    context.setLineJoin(.round)
    switch symbol {
    case .back:
      context.move(to: CGPoint(x: center.x + 3, y: center.y - 7))
      context.addLine(to: CGPoint(x: center.x - 4, y: center.y))
      context.addLine(to: CGPoint(x: center.x + 3, y: center.y + 7))
    }
    context.strokePath()
  }
}
