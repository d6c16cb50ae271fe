import UIKit

/// A white (in dark mode, dark grey) card with rounded corners and a soft shadow, the sheet's building block.
final class CardView: UIView {
  override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = AppColor.surface
    layer.cornerRadius = 8
    elevate(.card)
    // Touches on a card go to the cell's content view, as they do in the original.
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// Greys while a finger presses its row, as a grouped table's cell does.
  var isPressed = false {
    didSet { backgroundColor = isPressed ? AppColor.pressedSurface : AppColor.surface }
  }
}

/// A small coloured dot marking a pickup (green) or a destination (red).
final class DotView: UIView {
  init(color: UIColor, diameter: CGFloat = 8) {
    super.init(frame: CGRect(x: 0, y: 0, width: diameter, height: diameter))
    backgroundColor = color
    layer.cornerRadius = diameter / 2
    isUserInteractionEnabled = false
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }
}
