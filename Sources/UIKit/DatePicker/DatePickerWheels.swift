import Foundation

/// The date picker's own data source and delegate for its picker view: the columns, their titles
/// and widths (the day column takes 45 % of the width, the others share the rest).
@preconcurrency @MainActor
final class DatePickerWheels: UIPickerViewDataSource, UIPickerViewDelegate {
  weak var datePicker: UIDatePicker?
  private(set) var columns = DatePickerColumns(
    mode: .time, date: Date(timeIntervalSince1970: 0), minimum: nil, maximum: nil, minuteInterval: 1,
    calendar: Calendar(identifier: .gregorian), locale: Locale(identifier: "en"),
    now: Date(timeIntervalSince1970: 0))

  /// Works the columns out again from the picker's settings, around its date.
  func rebuild() {
    guard let picker = datePicker else { return }
    let application = UIApplication.shared
    columns = DatePickerColumns(
      mode: picker.datePickerMode, date: picker.date, minimum: picker.minimumDate,
      maximum: picker.maximumDate,
      minuteInterval: picker.minuteInterval, calendar: picker.effectiveCalendar,
      locale: picker.effectiveLocale,
      now: application.environment.date(at: application.clock.now))
  }

  /// Whether the day column (if any) reaches `date`.
  func covers(_ date: Date) -> Bool {
    guard case .day(let first, let count) = columns.columns.first else { return true }
    let calendar = columns.calendar
    let day = calendar.dateComponents([.day], from: first, to: calendar.startOfDay(for: date)).day ?? -1
    return (0..<count).contains(day)
  }

  func numberOfComponents(in pickerView: UIPickerView) -> Int { columns.columns.count }

  func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
    columns.numberOfRows(in: component)
  }

  func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
    columns.title(row: row, in: component)
  }

  func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
    let count = CGFloat(columns.columns.count)
    let available =
      pickerView.bounds.width - 2 * UIPickerView.sideMargin - (count - 1) * UIPickerView.componentSpacing
    guard case .day = columns.columns.first, count > 1 else { return available / max(count, 1) }
    return component == 0 ? available * 0.45 : available * 0.55 / (count - 1)
  }
}
