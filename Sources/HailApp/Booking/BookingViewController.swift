import UIKit

/// 预约 (`booking.sheet`): a sheet with a date picker for the pickup time, from the tariff's
/// pre-order lead on, in 5-minute steps, and a button that books the ride (`booking.confirm`).
final class BookingViewController: UIViewController {
  /// The pickup time chosen.
  var onBook: ((Date) -> Void)?
  let language: AppLanguage
  let picker = UIDatePicker()
  private let titleLabel = UILabel()
  private let confirmButton: UIButton

  /// `now` is the ride's time; the earliest pickup is `minimumLead` after it, on a 5-minute step.
  init(language: AppLanguage, now: Date, minimumLead: TimeInterval) {
    self.language = language
    confirmButton = .ride(language.confirmBooking, primary: true, id: "booking.confirm")
    super.init(nibName: nil, bundle: nil)
    let step: TimeInterval = 5 * 60
    let earliest = now.timeIntervalSinceReferenceDate + minimumLead
    let rounded = Date(timeIntervalSinceReferenceDate: (earliest / step).rounded(.up) * step)
    picker.datePickerMode = .dateAndTime
    picker.preferredDatePickerStyle = .wheels
    picker.minuteInterval = 5
    picker.locale = language.locale
    picker.timeZone = TimeZone(identifier: "UTC")
    picker.minimumDate = rounded
    // A week ahead at most, as ride-hailing apps take bookings.
    picker.maximumDate = rounded.addingTimeInterval(7 * 24 * 3600)
    picker.date = rounded
    modalPresentationStyle = .pageSheet
    sheetPresentationController?.detents = [.medium()]
  }

  required init?(coder: NSCoder) {
    fatalError("init(coder:) has not been implemented")
  }

  override func viewDidLoad() {
    super.viewDidLoad()
    view.accessibilityIdentifier = "booking.sheet"
    view.backgroundColor = AppColor.surface
    titleLabel.text = language.bookingTitle
    titleLabel.font = .systemFont(ofSize: 17, weight: .semibold)
    titleLabel.textAlignment = .center
    picker.accessibilityIdentifier = "booking.picker"
    confirmButton.addAction(
      UIAction { [weak self] _ in self.map { $0.onBook?($0.picker.date) } }, for: .touchUpInside)
    for subview in [titleLabel, picker, confirmButton] { view.addSubview(subview) }
  }

  override func viewDidLayoutSubviews() {
    super.viewDidLayoutSubviews()
    let width = view.bounds.width
    titleLabel.frame = CGRect(x: 20, y: 16, width: width - 40, height: 24)
    let size = picker.intrinsicContentSize
    picker.frame = CGRect(x: (width - size.width) / 2, y: 48, width: size.width, height: size.height)
    confirmButton.frame = CGRect(x: 16, y: picker.frame.maxY + 12, width: width - 32, height: 48)
  }
}
