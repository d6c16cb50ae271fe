import UIKit

/// The dark bubble above the pickup pin: "在这里上车" / "Pick up here", shown while the pin rests.
final class PickupBubbleView: UIView {
  private let label = UILabel()
  /// Space between the text and the bubble's edge, points.
  static let padding = UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10)

  override init(frame: CGRect) {
    super.init(frame: frame)
    accessibilityIdentifier = "map.pickup.bubble"
    isUserInteractionEnabled = false
    backgroundColor = UIColor(white: 0.15, alpha: 0.92)
    layer.cornerRadius = 13
    label.accessibilityIdentifier = "map.pickup.bubble.text"
    label.font = .systemFont(ofSize: 13, weight: .medium)
    label.textColor = .white
    addSubview(label)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  var text: String? {
    get { label.text }
    set {
      label.text = newValue
      label.sizeToFit()
      let padding = Self.padding
      bounds.size = CGSize(
        width: label.bounds.width + padding.left + padding.right,
        height: label.bounds.height + padding.top + padding.bottom)
      label.frame.origin = CGPoint(x: padding.left, y: padding.top)
    }
  }
}
