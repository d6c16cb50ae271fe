import Ride
import UIKit

/// The assigned driver (`driver.card`): on the way (time and distance to the pickup) or arrived
/// (the time waited, the free waiting left, then the waiting charge), on the way also the driver's
/// next turn (`driver.step`), the plate, the car, the driver's name and rating, and call
/// (`driver.call`), message (`driver.message`) and cancel (`driver.cancel`).
final class DriverCardView: RideCardView, RideCardRefreshing, RouteStepShowing {
  var onCall: (() -> Void)?
  var onMessage: (() -> Void)?
  var onCancel: (() -> Void)?
  let arrived: Bool
  private let statusLabel = UILabel()
  let detailLabel = UILabel()
  let stepLabel = UILabel()
  var steps: RouteSteps?
  private let separator = UIView()
  private let plateLabel = UILabel()
  private let carLabel = UILabel()
  private let nameLabel = UILabel()
  private let ratingLabel = UILabel()
  private let buttons: [UIButton]
  /// Where the sample search on the car's path resumes.
  private var segment = 0

  init(language: AppLanguage, driver: Driver, arrived: Bool) {
    self.arrived = arrived
    buttons = [
      .ride(language.callDriver, primary: false, id: "driver.call"),
      .ride(language.messageDriver, primary: false, id: "driver.message"),
      .ride(language.cancelRide, primary: false, id: "driver.cancel"),
    ]
    super.init(language: language)
    accessibilityIdentifier = "driver.card"
    statusLabel.text = arrived ? language.driverArrived : language.driverOnTheWay
    statusLabel.font = .systemFont(ofSize: 19, weight: .semibold)
    statusLabel.textColor = arrived ? RideColors.accent : RideColors.text
    detailLabel.font = .systemFont(ofSize: 14)
    detailLabel.textColor = RideColors.secondary
    stepLabel.accessibilityIdentifier = "driver.step"
    stepLabel.font = .systemFont(ofSize: 13)
    stepLabel.textColor = RideColors.text
    stepLabel.isHidden = arrived
    separator.backgroundColor = RideColors.hairline
    plateLabel.text = driver.plate
    plateLabel.font = .systemFont(ofSize: 24, weight: .bold)
    plateLabel.textColor = RideColors.text
    carLabel.text = language.car(driver)
    carLabel.font = .systemFont(ofSize: 13)
    carLabel.textColor = RideColors.secondary
    nameLabel.text = driver.name
    nameLabel.font = .systemFont(ofSize: 15, weight: .medium)
    nameLabel.textColor = RideColors.text
    nameLabel.textAlignment = .right
    ratingLabel.text = "★ " + String(format: "%.1f", driver.rating)
    ratingLabel.font = .systemFont(ofSize: 13)
    ratingLabel.textColor = RideColors.accent
    ratingLabel.textAlignment = .right
    for view in [
      statusLabel, detailLabel, stepLabel, separator, plateLabel, carLabel, nameLabel, ratingLabel,
    ] {
      addSubview(view)
    }
    let actions = [
      { [weak self] in self?.onCall?() }, { [weak self] in self?.onMessage?() },
      { [weak self] in self?.onCancel?() },
    ]
    for (button, action) in zip(buttons, actions) {
      button.addAction(UIAction { _ in action() }, for: .touchUpInside)
      addSubview(button)
    }
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  func refresh(from session: RideSession) {
    let trip = session.trip
    let text: String
    if arrived {
      guard let since = trip.waitingSince, let tariff = trip.tariff else { return }
      text = language.waiting(waited: max(0, session.time.timeIntervalSince(since)), tariff: tariff)
    } else {
      guard let assignment = trip.assignment else { return }
      let elapsed = session.time.timeIntervalSince(assignment.assignedAt)
      let sample = assignment.pickupPath.sample(at: elapsed, segment: &segment)
      text = language.approach(
        seconds: sample.remainingTime, metres: assignment.pickupPath.distance - sample.distance)
      let step = steps?.next(after: sample.distance).map(language.nextStep)
      if stepLabel.text != step { stepLabel.text = step }
    }
    if detailLabel.text != text { detailLabel.text = text }
  }

  /// Room for the step line on the way.
  private var stepRoom: CGFloat { arrived ? 0 : 22 }

  override func preferredHeight(width: CGFloat) -> CGFloat { 186 + stepRoom }

  override func layoutSubviews() {
    super.layoutSubviews()
    let width = bounds.width
    statusLabel.frame = CGRect(x: 20, y: 16, width: width - 40, height: 26)
    detailLabel.frame = CGRect(x: 20, y: 44, width: width - 40, height: 20)
    stepLabel.frame = CGRect(x: 20, y: 66, width: width - 40, height: 18)
    let y = stepRoom
    separator.frame = CGRect(x: 20, y: y + 74, width: width - 40, height: 0.5)
    plateLabel.frame = CGRect(x: 20, y: y + 82, width: width / 2, height: 30)
    carLabel.frame = CGRect(x: 20, y: y + 112, width: width / 2 + 20, height: 18)
    nameLabel.frame = CGRect(x: width / 2, y: y + 86, width: width / 2 - 20, height: 20)
    ratingLabel.frame = CGRect(x: width / 2, y: y + 110, width: width / 2 - 20, height: 18)
    let buttonWidth = (width - 32 - 16) / 3
    for (index, button) in buttons.enumerated() {
      button.frame = CGRect(
        x: 16 + CGFloat(index) * (buttonWidth + 8), y: y + 138, width: buttonWidth, height: 40)
    }
  }
}
