import Foundation

/// The clear button of a text field: a grey disc with a cross in the background colour that empties the field
/// (after `textFieldShouldClear`). Its look approximates iOS's; Apple publishes no measurements.
@preconcurrency @MainActor
final class TextFieldClearButton: UIControl {
  /// The disc's diameter in points.
  static let diameter: CGFloat = 17
  /// Light grey (0.7 white) on light, `systemGray2`'s dark grey (99, 99, 102) on dark; the cross is
  /// the background colour.
  static let discColor = UIColor.dynamic(
    light: UIColor(white: 0.7, alpha: 1),
    dark: UIColor(red: 99.0 / 255, green: 99.0 / 255, blue: 102.0 / 255, alpha: 1))

  required init?(coder: NSCoder) {
    return nil
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  override func draw(_ rect: CGRect) {
    let side = Self.diameter
    let disc = CGRect(x: bounds.midX - side / 2, y: bounds.midY - side / 2, width: side, height: side)
    Self.discColor.setFill()
    UIBezierPath(ovalIn: disc).fill()
    let cross = UIBezierPath()
    let arm = side * 0.2
    cross.move(to: CGPoint(x: disc.midX - arm, y: disc.midY - arm))
    cross.addLine(to: CGPoint(x: disc.midX + arm, y: disc.midY + arm))
    cross.move(to: CGPoint(x: disc.midX + arm, y: disc.midY - arm))
    cross.addLine(to: CGPoint(x: disc.midX - arm, y: disc.midY + arm))
    cross.lineWidth = 1.75
    UIColor.systemBackground.setStroke()
    cross.stroke()
  }
}
