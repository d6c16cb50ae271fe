import Foundation

/// A date and time chooser in the wheels style, as UIKit's `UIDatePicker`: a `UIPickerView` whose
/// columns `DatePickerColumns` works out from the mode, the locale, the limits and
/// `minuteInterval`. When the user settles a wheel the picker composes the date, brings it back
/// within `minimumDate`…`maximumDate` (turning the wheels there, as UIKit does) and, if it changed,
/// sends `.valueChanged`. Setting `date` from code turns the wheels and sends nothing. Only the
/// wheels style exists here: `datePickerStyle` is `.wheels` whatever `preferredDatePickerStyle`
/// asks, and `.countDownTimer` shows hours and minutes like `.time`.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
  /// UIKit's raw values.
  public enum Mode: Int, Sendable {
    case time, date, dateAndTime, countDownTimer
  }

  /// The size of a wheels date picker (UIKit's intrinsic 320 × 216; measured).
  static let wheelsSize = CGSize(width: 320, height: 216)

  let picker = UIPickerView(frame: .zero)
  let wheels = DatePickerWheels()

  open var datePickerMode: Mode = .dateAndTime {
    didSet { columnsDidChange() }
  }

  /// The chosen date (default: when the picker was made, on the engine's clock).
  open var date: Date {
    didSet { if date != oldValue, !turnsWheelsItself { showDate(animated: false) } }
  }
  /// Set while the picker turns its wheels itself (animated), so that `date` does not jump them.
  private var turnsWheelsItself = false

  open var minimumDate: Date? {
    didSet { limitsDidChange() }
  }
  open var maximumDate: Date? {
    didSet { limitsDidChange() }
  }

  /// Minutes step by this (Apple docs: 1 to 30, dividing 60; another value means 1).
  open var minuteInterval = 1 {
    didSet {
      if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = 1 }
      columnsDidChange()
    }
  }

  /// The locale of the titles and the clock (nil: the app's, `SystemEnvironment.locale`).
  open var locale: Locale? {
    didSet { columnsDidChange() }
  }
  open var calendar: Calendar! = Calendar(identifier: .gregorian) {
    didSet { columnsDidChange() }
  }
  /// The time zone of the wheels (nil: the system's).
  open var timeZone: TimeZone? {
    didSet { columnsDidChange() }
  }
  /// The duration a count-down timer shows, in seconds.
  open var countDownDuration: TimeInterval = 0
  open var preferredDatePickerStyle: UIDatePickerStyle = .automatic
  /// The style shown: always `.wheels` here.
  open var datePickerStyle: UIDatePickerStyle { .wheels }

  public required init?(coder: NSCoder) {
    return nil
  }

  public override init(frame: CGRect) {
    let application = UIApplication.shared
    date = application.environment.date(at: application.clock.now)
    super.init(frame: frame)
    wheels.datePicker = self
    picker.frame = bounds
    picker.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    addSubview(picker)
    wheels.rebuild()
    picker.dataSource = wheels
    picker.delegate = wheels
    picker.onUserSelection = { [weak self] _, _ in self?.userSettled() }
    showDate(animated: false)
  }

  /// Sets the date, turning the wheels to it (animated or not); no `.valueChanged`.
  open func setDate(_ date: Date, animated: Bool) {
    guard date != self.date else { return }
    turnsWheelsItself = true
    self.date = date
    turnsWheelsItself = false
    showDate(animated: animated)
  }

  override open var intrinsicContentSize: CGSize { Self.wheelsSize }
  override open func sizeThatFits(_ size: CGSize) -> CGSize { Self.wheelsSize }

  override open func layoutSubviews() {
    super.layoutSubviews()
    picker.frame = bounds
  }

  /// The calendar in the picker's time zone.
  var effectiveCalendar: Calendar {
    var calendar = self.calendar ?? Calendar(identifier: .gregorian)
    if let timeZone { calendar.timeZone = timeZone }
    return calendar
  }

  var effectiveLocale: Locale { locale ?? UIApplication.shared.environment.locale }

  private func columnsDidChange() {
    wheels.rebuild()
    picker.reloadAllComponents()
    showDate(animated: false)
  }

  /// New limits: the columns change, and a date outside them moves inside (without an event).
  private func limitsDidChange() {
    let clamped = clampedDate(date)
    if clamped != date { date = clamped }
    columnsDidChange()
  }

  func clampedDate(_ date: Date) -> Date {
    var result = date
    if let minimumDate, result < minimumDate { result = minimumDate }
    if let maximumDate, result > maximumDate { result = maximumDate }
    return result
  }

  /// Turns each wheel to the row of `date`, rebuilding the columns first when the day column does
  /// not reach it.
  private func showDate(animated: Bool) {
    if !wheels.covers(date) {
      wheels.rebuild()
      picker.reloadAllComponents()
    }
    for (component, row) in wheels.columns.rows(for: date).enumerated() {
      picker.selectRow(row, inComponent: component, animated: animated)
    }
  }

  /// A wheel came to rest: compose, clamp (turning the wheels back when out of range), send.
  private func userSettled() {
    let rows = (0..<picker.numberOfComponents).map { picker.selectedRow(inComponent: $0) }
    let composed = wheels.columns.date(from: rows, base: date)
    let clamped = clampedDate(composed)
    let changed = clamped != date
    turnsWheelsItself = true
    date = clamped
    turnsWheelsItself = false
    if clamped != composed { showDate(animated: true) }
    if changed { sendActions(for: .valueChanged) }
  }
}

/// How the date picker's wheels look (UIKit's raw values).
public enum UIDatePickerStyle: Int, Sendable {
  case automatic, wheels, compact, inline
}
