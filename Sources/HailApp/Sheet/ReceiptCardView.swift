import Ride
import UIKit

/// The receipt (`receipt.view`): the fare from the trip as driven, item by item under the tariff
/// (base, distance, time, surcharge, waiting, minimum-fare top-up, fees), what was metered, five
/// stars to rate the driver (`receipt.star.1` … `.5`) and done (`receipt.done`).
final class ReceiptCardView: RideCardView {
  var onDone: ((Int) -> Void)?
  private let titleLabel = UILabel()
  private let routeLabel = UILabel()
  private let totalLabel = UILabel()
  private var itemRows: [(UILabel, UILabel)] = []
  private let meteredLabel = UILabel()
  private let separator = UIView()
  private let rateLabel = UILabel()
  private var stars: [UIButton] = []
  let doneButton: UIButton
  private(set) var rating = 0

  init(language: AppLanguage, fare: FareBreakdown, pickup: String, destination: String) {
    doneButton = .ride(language.done, primary: true, id: "receipt.done")
    super.init(language: language)
    accessibilityIdentifier = "receipt.view"
    setHeading(titleLabel, language.tripComplete, route: routeLabel, from: pickup, to: destination)
    totalLabel.accessibilityIdentifier = "receipt.total"
    totalLabel.text = language.money(fare.total)
    totalLabel.font = .systemFont(ofSize: 34, weight: .bold)
    totalLabel.textAlignment = .center
    for item in fare.items {
      let name = UILabel()
      name.text = language.text(item.kind.name)
      let amount = UILabel()
      amount.text = language.money(item.amount)
      amount.textAlignment = .right
      for label in [name, amount] {
        label.font = .systemFont(ofSize: 14)
        label.textColor = AppColor.bodyText
        addSubview(label)
      }
      itemRows.append((name, amount))
    }
    meteredLabel.text = language.metered(fare)
    meteredLabel.font = .systemFont(ofSize: 12)
    meteredLabel.textColor = RideColors.secondary
    meteredLabel.textAlignment = .center
    separator.backgroundColor = RideColors.hairline
    rateLabel.text = language.rateDriver
    rateLabel.font = .systemFont(ofSize: 14)
    rateLabel.textAlignment = .center
    for view in [titleLabel, routeLabel, totalLabel, meteredLabel, separator, rateLabel] { addSubview(view) }
    for index in 1...5 {
      let star = UIButton(type: .custom)
      star.accessibilityIdentifier = "receipt.star.\(index)"
      star.titleLabel?.font = .systemFont(ofSize: 30)
      star.addAction(UIAction { [weak self] _ in self?.rate(index) }, for: .touchUpInside)
      stars.append(star)
      addSubview(star)
    }
    doneButton.addAction(
      UIAction { [weak self] _ in self.map { $0.onDone?($0.rating) } }, for: .touchUpInside)
    addSubview(doneButton)
    rate(0)
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func rate(_ stars: Int) {
    rating = stars
    for (index, star) in self.stars.enumerated() {
      star.setTitle(index < stars ? "★" : "☆", for: .normal)
      star.setTitleColor(index < stars ? RideColors.accent : AppColor.neutralDot, for: .normal)
      star.isSelected = index < stars
    }
  }

  private var itemsTop: CGFloat { 126 }

  override func preferredHeight(width: CGFloat) -> CGFloat {
    itemsTop + CGFloat(itemRows.count) * 24 + 190
  }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    titleLabel.frame = CGRect(x: 20, y: 16, width: width - 40, height: 26)
    routeLabel.frame = CGRect(x: 20, y: 44, width: width - 40, height: 18)
    totalLabel.frame = CGRect(x: 20, y: 72, width: width - 40, height: 44)
    var y = itemsTop
    for (name, amount) in itemRows {
      name.frame = CGRect(x: 28, y: y, width: width / 2, height: 20)
      amount.frame = CGRect(x: width / 2, y: y, width: width / 2 - 28, height: 20)
      y += 24
    }
    meteredLabel.frame = CGRect(x: 20, y: y + 8, width: width - 40, height: 18)
    separator.frame = CGRect(x: 20, y: y + 34, width: width - 40, height: 0.5)
    rateLabel.frame = CGRect(x: 20, y: y + 46, width: width - 40, height: 20)
    let starsWidth: CGFloat = 5 * 44
    for (index, star) in stars.enumerated() {
      star.frame = CGRect(x: (width - starsWidth) / 2 + CGFloat(index) * 44, y: y + 74, width: 44, height: 40)
    }
    doneButton.frame = CGRect(x: 16, y: y + 126, width: width - 32, height: 48)
  }
}
