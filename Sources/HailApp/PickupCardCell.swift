import UIKit

/// The first card, the one that peeks up from the bottom: where the car picks you up ("在 … 上车",
/// reverse-geocoded from the pin at the map's centre) and the "where to?" field.
final class PickupCardCell: UITableViewCell {
  static let identifier = "PickupCardCell"

  private let card = CardView()
  private let pickupDot = DotView(color: HomeLayout.pickupColor)
  private let destinationDot = DotView(color: HomeLayout.destinationColor)
  let pickupLabel = UILabel()
  let whereToLabel = UILabel()
  private let separator = UIView()
  let hintLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = .clear
    selectionStyle = .none
    contentView.addSubview(card)
    pickupLabel.font = .systemFont(ofSize: 15)
    pickupLabel.textColor = AppColor.bodyText
    pickupLabel.accessibilityIdentifier = "express.pickup"
    whereToLabel.font = .boldSystemFont(ofSize: 20)
    whereToLabel.textColor = AppColor.primaryText
    whereToLabel.accessibilityIdentifier = "home.where"
    separator.backgroundColor = AppColor.separator
    hintLabel.font = .systemFont(ofSize: 12)
    hintLabel.textColor = AppColor.secondaryText
    for view in [pickupDot, pickupLabel, separator, destinationDot, whereToLabel, hintLabel] {
      card.addSubview(view)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  /// The card greys while the row is highlighted (UIKit's timing: after the scroll view's touch
  /// delay, until the finger lifts or the table scrolls).
  override func setHighlighted(_ highlighted: Bool, animated: Bool) {
    super.setHighlighted(highlighted, animated: animated)
    card.isPressed = highlighted
  }

  func configure(pickup: String, whereTo: String, hint: String) {
    pickupLabel.text = pickup
    whereToLabel.text = whereTo
    hintLabel.text = hint
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    card.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - HomeLayout.cardGap)
    let width = card.bounds.width
    pickupDot.center = CGPoint(x: 22, y: 31)
    pickupLabel.frame = CGRect(x: 36, y: 18, width: width - 52, height: 26)
    separator.frame = CGRect(x: 36, y: 56, width: width - 52, height: 1)
    destinationDot.center = CGPoint(x: 22, y: 83)
    whereToLabel.frame = CGRect(x: 36, y: 66, width: width - 52, height: 34)
    hintLabel.frame = CGRect(x: 16, y: card.bounds.height - 30, width: width - 32, height: 18)
  }
}
