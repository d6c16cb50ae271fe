@_spi(Hail) import CoreGraphics
import Foundation

/// The picture of a picker view: each wheel's rows on a cylinder (a row `d` rows from the middle
/// sits at angle d·h/r on a drum of radius r = half the height, squashed by cos and faded), and the
/// grey band across the middle that marks the selection. Redrawn as the wheels turn; the wheels
/// themselves draw nothing.
@preconcurrency @MainActor
final class PickerRowsView: UIView, EngineContentDrawing {
  weak var picker: UIPickerView?
  /// The rows' font, approximating iOS's wheels (Apple publishes no size).
  static let font = UIFont.systemFont(ofSize: 21)
  /// The selection band: UIKit's `tertiarySystemFill` in light mode, 8 pt corners (approximated).
  static let bandColor = UIColor.tertiarySystemFill
  static let bandCornerRadius: CGFloat = 8

  required init?(coder: NSCoder) {
    return nil
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
  }

  override func draw(_ rect: CGRect) {
    guard let picker, let context = UIGraphicsGetCurrentContext() else { return }
    let rowHeight = picker.wheels.first?.rowHeight ?? UIPickerView.defaultRowHeight
    let band = CGRect(
      x: UIPickerView.sideMargin, y: bounds.midY - rowHeight / 2,
      width: bounds.width - 2 * UIPickerView.sideMargin,
      height: rowHeight)
    Self.bandColor.setFill()
    UIBezierPath(roundedRect: band, cornerRadius: Self.bandCornerRadius).fill()
    for wheel in picker.wheels {
      drawRows(of: wheel, in: picker, context: context)
    }
  }

  private func drawRows(of wheel: PickerWheel, in picker: UIPickerView, context: CGContext) {
    let radius = bounds.height / 2
    let style = Self.font.textStyle
    let position = wheel.position
    let reach = Int((radius * .pi / 2 / wheel.rowHeight).rounded(.up))
    let middle = Int(position.rounded())
    for row in max(middle - reach, 0)...max(min(middle + reach, wheel.numberOfRows - 1), 0)
    where row < wheel.numberOfRows {
      let angle = (CGFloat(row) - position) * wheel.rowHeight / radius
      guard abs(angle) < .pi / 2 else { continue }
      guard let title = picker.delegate?.pickerView(picker, titleForRow: row, forComponent: wheel.component),
        !title.isEmpty
      else { continue }
      let size = TextLayout.shared.measure(title, style: style)
      let centerY = bounds.midY + radius * sin(angle)
      let squash = cos(angle)
      context.saveGState()
      context.translateBy(x: wheel.frame.midX, y: centerY)
      context.scaleBy(x: 1, y: squash)
      let color = UIColor.label.withAlphaComponent(0.25 + 0.75 * squash * squash)
      TextLayout.shared.draw(
        title, style: style, color: color.cgColor,
        in: CGRect(x: -size.width / 2, y: -size.height / 2, width: .infinity, height: size.height),
        context: context)
      context.restoreGState()
    }
  }
}
