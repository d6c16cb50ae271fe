import Foundation

/// The `.multiselect` accessory: an empty circle, or while the cell is selected a circle filled with
/// the tint and a white checkmark. Apple publishes no figures: a 22 pt circle in a 38 pt leading
/// column (the delete control's), drawn as iOS draws it in screenshots.
@preconcurrency @MainActor
final class MultiselectAccessoryView: UIView, EngineContentDrawing {
  static let width = TableCellEditingControl.width
  private let tint: UIColor?

  var isChecked = false {
    didSet { if isChecked != oldValue { setNeedsDisplay() } }
  }

  init(tint: UIColor?) {
    self.tint = tint
    super.init(frame: CGRect(x: 0, y: 0, width: Self.width, height: 44))
    backgroundColor = .clear
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    return nil
  }

  override func draw(_ rect: CGRect) {
    let circle = CGRect(x: 8, y: bounds.midY - 11, width: 22, height: 22)
    guard isChecked else {
      let ring = UIBezierPath(ovalIn: circle.insetBy(dx: 0.75, dy: 0.75))
      ring.lineWidth = 1.5
      UIColor.tertiaryLabel.setStroke()
      return ring.stroke()
    }
    (tint ?? .systemBlue).setFill()
    UIBezierPath(ovalIn: circle).fill()
    let check = UIBezierPath()
    check.lineWidth = 2
    check.move(to: CGPoint(x: circle.minX + 6, y: circle.midY))
    check.addLine(to: CGPoint(x: circle.minX + 9.5, y: circle.midY + 3.5))
    check.addLine(to: CGPoint(x: circle.minX + 16, y: circle.midY - 3.5))
    UIColor.white.setStroke()
    check.stroke()
  }
}
