import Foundation

/// The drawn accessory of a `UITableViewCell.AccessoryType`: a chevron, a checkmark or an info
/// circle. Sizes follow the glyphs' look at the default text size; Apple documents none. It paints in
/// `draw(_:)`, so it is one of the engine's drawing views (without that it showed nothing).
final class TableCellAccessoryView: UIView, EngineContentDrawing {
  /// Between the accessory and the cell's trailing edge, and between it and the content.
  static let trailingMargin: CGFloat = 16

  let type: UITableViewCell.AccessoryType
  /// The colour of a checkmark or info circle (a chevron's) in place of the system's.
  private let tint: UIColor?

  init(type: UITableViewCell.AccessoryType, tint: UIColor? = nil) {
    self.type = type
    self.tint = tint
    let size: CGSize =
      switch type {
      case .disclosureIndicator: CGSize(width: 8, height: 13)
      case .checkmark: CGSize(width: 14, height: 12)
      case .detailButton: CGSize(width: 22, height: 22)
      case .detailDisclosureButton: CGSize(width: 42, height: 22)
      case .none: .zero
      }
    super.init(frame: CGRect(origin: .zero, size: size))
    backgroundColor = .clear
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override var intrinsicContentSize: CGSize { bounds.size }

  override func draw(_ rect: CGRect) {
    let path = UIBezierPath()
    path.lineWidth = 2
    switch type {
    case .disclosureIndicator:
      (tint ?? .tertiaryLabel).setStroke()
      chevron(path, at: 0)
    case .checkmark:
      (tint ?? .systemBlue).setStroke()
      path.move(to: CGPoint(x: 1, y: 6))
      path.addLine(to: CGPoint(x: 5, y: 10.5))
      path.addLine(to: CGPoint(x: 13, y: 1))
    case .detailButton, .detailDisclosureButton:
      (tint ?? .systemBlue).setStroke()
      path.append(UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: 20, height: 20)))
      path.move(to: CGPoint(x: 11, y: 9))
      path.addLine(to: CGPoint(x: 11, y: 16))
      if type == .detailDisclosureButton {
        path.stroke()
        UIColor.tertiaryLabel.setStroke()
        let tail = UIBezierPath()
        tail.lineWidth = 2
        chevron(tail, at: 34)
        tail.stroke()
        return
      }
    case .none: return
    }
    path.stroke()
  }

  private func chevron(_ path: UIBezierPath, at x: CGFloat) {
    path.move(to: CGPoint(x: x + 1, y: bounds.midY - 5.5))
    path.addLine(to: CGPoint(x: x + 7, y: bounds.midY))
    path.addLine(to: CGPoint(x: x + 1, y: bounds.midY + 5.5))
  }
}
