import Ride
import UIKit

/// A cancelled ride's receipt in 我的 (`trip.cancelled`): 行程已取消, the places, and what cancelling
/// cost — the tariff's fee, or nothing (before a driver came, or within the grace after).
final class CancelledTripCardView: RideCardView {
  private let titleLabel = UILabel()
  private let routeLabel = UILabel()
  private let feeLabel = UILabel()

  init(language: AppLanguage, fee: Money?, pickup: String, destination: String) {
    super.init(language: language)
    accessibilityIdentifier = "trip.cancelled"
    setHeading(titleLabel, language.rideCancelled, route: routeLabel, from: pickup, to: destination)
    feeLabel.accessibilityIdentifier = "trip.cancelled.fee"
    feeLabel.text = language.cancellationCharged(fee)
    feeLabel.font = .systemFont(ofSize: 15)
    feeLabel.textColor = AppColor.bodyText
    for view in [titleLabel, routeLabel, feeLabel] { addSubview(view) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func preferredHeight(width: CGFloat) -> CGFloat { 110 }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    titleLabel.frame = CGRect(x: 20, y: 16, width: width - 40, height: 26)
    routeLabel.frame = CGRect(x: 20, y: 44, width: width - 40, height: 18)
    feeLabel.frame = CGRect(x: 20, y: 74, width: width - 40, height: 20)
  }
}
