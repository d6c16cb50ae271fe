import Foundation

/// The text field inside a search bar, as UIKit's `UISearchTextField` (iOS 13): a grey rounded
/// field with a magnifying glass on the left, a clear button while editing, and a search return
/// key. Tokens are not supported.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {
  /// UIKit's `tertiarySystemFill` in light mode (Apple docs, UI element colors: 118, 118, 128 at
  /// 12 %), the field's background.
  static let fillColor = UIColor.tertiarySystemFill
  /// The field's corner radius and height, approximating iOS 13's (Apple publishes neither).
  static let cornerRadius: CGFloat = 10
  static let height: CGFloat = 36

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    super.init(frame: frame)
    backgroundColor = Self.fillColor
    layer.cornerRadius = Self.cornerRadius
    clipsToBounds = true
    leftView = SearchGlassView(frame: CGRect(x: 0, y: 0, width: 30, height: Self.height))
    leftViewMode = .always
    clearButtonMode = .whileEditing
    returnKeyType = .search
    enablesReturnKeyAutomatically = true
  }
}

/// The magnifying glass at the start of a search field: a ring and a handle in secondary grey.
@preconcurrency @MainActor
final class SearchGlassView: UIView, EngineContentDrawing {
  required init?(coder: NSCoder) {
    return nil
  }

  override init(frame: CGRect) {
    super.init(frame: frame)
    isOpaque = false
    isUserInteractionEnabled = false
  }

  override func draw(_ rect: CGRect) {
    let center = CGPoint(x: bounds.midX + 1, y: bounds.midY - 1)
    let radius: CGFloat = 5.5
    let ring = UIBezierPath(
      ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
    ring.lineWidth = 1.75
    ring.move(to: CGPoint(x: center.x + radius * 0.72, y: center.y + radius * 0.72))
    ring.addLine(to: CGPoint(x: center.x + radius * 1.45, y: center.y + radius * 1.45))
    UIColor.secondaryLabel.setStroke()
    ring.stroke()
  }
}
