import Ride
import UIKit

/// On the trip (`trip.card`): where to, the distance and time left, the next turn
/// (`trip.step`) and who is driving.
final class TripCardView: RideCardView, RideCardRefreshing, RouteStepShowing {
  private let titleLabel = UILabel()
  let remainingLabel = UILabel()
  let stepLabel = UILabel()
  var steps: RouteSteps?
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
    stepLabel.accessibilityIdentifier = "trip.step"
    stepLabel.font = .systemFont(ofSize: 14)
    stepLabel.textColor = RideColors.text
    separator.backgroundColor = RideColors.hairline
    driverLabel.text = driver.map { "\($0.plate) · \(language.car($0)) · \($0.name)" }
    driverLabel.font = .systemFont(ofSize: 13)
    driverLabel.textColor = RideColors.secondary
    for view in [titleLabel, remainingLabel, stepLabel, separator, driverLabel] { addSubview(view) }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func refresh(from session: RideSession) {
    guard let started = session.trip.startedAt, let path = session.trip.preview?.path else { return }
    let sample = path.sample(at: session.time.timeIntervalSince(started), segment: &segment)
    let text = language.remaining(metres: path.distance - sample.distance, seconds: sample.remainingTime)
    if remainingLabel.text != text { remainingLabel.text = text }
    let step = steps?.next(after: sample.distance).map(language.nextStep)
    if stepLabel.text != step { stepLabel.text = step }
  }

  override func preferredHeight(width: CGFloat) -> CGFloat { 140 }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    titleLabel.frame = CGRect(x: 20, y: 16, width: width - 40, height: 26)
    remainingLabel.frame = CGRect(x: 20, y: 46, width: width - 40, height: 20)
    stepLabel.frame = CGRect(x: 20, y: 70, width: width - 40, height: 20)
    separator.frame = CGRect(x: 20, y: 100, width: width - 40, height: 0.5)
    driverLabel.frame = CGRect(x: 20, y: 110, width: width - 40, height: 18)
  }
}
