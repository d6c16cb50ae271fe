import Ride
import UIKit

/// On the trip (`trip.card`): where to, the distance and time left, and who is driving.
final class TripCardView: RideCardView, RideCardRefreshing {
  private let titleLabel = UILabel()
  let remainingLabel = UILabel()
  private let separator = UIView()
  private let driverLabel = UILabel()
  private var segment = 0

  init(language: AppLanguage, destination: String, driver: Driver?) {
    super.init(language: language)
    accessibilityIdentifier = "trip.card"
    titleLabel.text = language.onTripTo(destination)
    titleLabel.font = .systemFont(ofSize: 19, weight: .semibold)
    titleLabel.textColor = RideColors.text
    remainingLabel.font = .systemFont(ofSize: 15)
    remainingLabel.textColor = RideColors.accent
    separator.backgroundColor = RideColors.hairline
    driverLabel.text = driver.map { "\($0.plate) · \(language.car($0)) · \($0.name)" }
    driverLabel.font = .systemFont(ofSize: 13)
    driverLabel.textColor = RideColors.secondary
    for view in [titleLabel, remainingLabel, separator, driverLabel] { addSubview(view) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func refresh(from session: RideSession) {
    guard let started = session.trip.startedAt, let path = session.trip.preview?.path else { return }
    let sample = path.sample(at: session.time.timeIntervalSince(started), segment: &segment)
    let text = language.remaining(metres: path.distance - sample.distance, seconds: sample.remainingTime)
    if remainingLabel.text != text { remainingLabel.text = text }
  }

  override func preferredHeight(width: CGFloat) -> CGFloat { 116 }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    titleLabel.frame = CGRect(x: 20, y: 16, width: width - 40, height: 26)
    remainingLabel.frame = CGRect(x: 20, y: 46, width: width - 40, height: 20)
    separator.frame = CGRect(x: 20, y: 76, width: width - 40, height: 0.5)
    driverLabel.frame = CGRect(x: 20, y: 86, width: width - 40, height: 18)
  }
}
