import UIKit

/// A suggested destination: a notable place nearby, with its kind and distance.
final class SuggestionCell: UITableViewCell {
  static let identifier = "SuggestionCell"

  private let card = CardView()
  private let dot = DotView(color: AppColor.neutralDot, diameter: 8)
  let nameLabel = UILabel()
  let detailLabel = UILabel()

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = .clear
    selectionStyle = .none
    card.layer.shadowOpacity = 0.06
    contentView.addSubview(card)
    nameLabel.font = .systemFont(ofSize: 16)
    nameLabel.textColor = AppColor.strongText
    detailLabel.font = .systemFont(ofSize: 12)
    detailLabel.textColor = AppColor.secondaryText
    for view in [dot, nameLabel, detailLabel] { card.addSubview(view) }
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

  func configure(name: String, detail: String) {
    nameLabel.text = name
    detailLabel.text = detail
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    card.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - HomeLayout.cardGap)
    let width = card.bounds.width
    dot.center = CGPoint(x: 22, y: card.bounds.midY)
    nameLabel.frame = CGRect(x: 36, y: 12, width: width - 52, height: 24)
    detailLabel.frame = CGRect(x: 36, y: 38, width: width - 52, height: 18)
  }
}
