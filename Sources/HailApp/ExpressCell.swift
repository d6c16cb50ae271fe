import UIKit

/// A card of the express table: white, 3 pt shorter than its row, showing the row number.
final class ExpressCell: UITableViewCell {
  private let card = UIView()
  private let numberLabel = UILabel()

  var number = 0 {
    didSet { numberLabel.text = "\(number)" }
  }

  override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
    super.init(style: style, reuseIdentifier: reuseIdentifier)
    backgroundColor = .clear
    selectionStyle = .none
    card.backgroundColor = .white
    // Touches on the card go to the cell's content view, as they do in the original.
    card.isUserInteractionEnabled = false
    card.layer.cornerRadius = 6
    contentView.addSubview(card)
    numberLabel.font = .systemFont(ofSize: 33)
    numberLabel.textAlignment = .center
    card.addSubview(numberLabel)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    card.frame = CGRect(x: 0, y: 0, width: bounds.width, height: bounds.height - HomeLayout.cardGap)
    numberLabel.frame = card.bounds
  }
}
