import Foundation

/// The wheels of a date picker as values: which columns a mode shows in a locale, their rows'
/// titles, the rows that show a date, and the date a choice of rows makes. Pure, so it is tested
/// without views.
///
/// - `.dateAndTime`: day (today's row titled "Today"/"今天"), hour, minute, and AM/PM where the
///   locale uses a 12-hour clock (`DateFormatter.dateFormat(fromTemplate: "j")` has an "a").
/// - `.time`: hour, minute (and AM/PM).
/// - `.date`: month, day, year in English order; year, month, day in Chinese.
/// The day column runs from the minimum date's day to the maximum's, or a year either side of the
/// date without limits; hours and minutes do not loop (UIKit's wheels do). Minutes step by
/// `minuteInterval`.
struct DatePickerColumns: Equatable {
  enum Column: Equatable {
    /// Days from `first` (a start of day), `count` of them.
    case day(first: Date, count: Int)
    case hour(twelveHour: Bool)
    case minute(interval: Int)
    case meridiem
    case month
    case dayOfMonth
    /// Years from `first`, `count` of them.
    case year(first: Int, count: Int)
  }

  let columns: [Column]
  let calendar: Calendar
  let locale: Locale
  /// The start of today, for the "Today" row.
  let today: Date

  /// How far the day column reaches either side of the date when no limit is set.
  static let openDayRange = 365

  init(
    mode: UIDatePicker.Mode, date: Date, minimum: Date?, maximum: Date?, minuteInterval: Int,
    calendar: Calendar,
    locale: Locale, now: Date
  ) {
    self.calendar = calendar
    self.locale = locale
    today = calendar.startOfDay(for: now)
    let twelveHour =
      DateFormatter.dateFormat(fromTemplate: "j", options: 0, locale: locale)?.contains("a") ?? false
    let time: [Column] =
      [.hour(twelveHour: twelveHour), .minute(interval: minuteInterval)] + (twelveHour ? [.meridiem] : [])
    switch mode {
    case .time, .countDownTimer:
      columns = time
    case .dateAndTime:
      let first = calendar.startOfDay(
        for: minimum ?? calendar.date(byAdding: .day, value: -Self.openDayRange, to: date) ?? date)
      let last = calendar.startOfDay(
        for: maximum ?? calendar.date(byAdding: .day, value: Self.openDayRange, to: date) ?? date)
      let count = max((calendar.dateComponents([.day], from: first, to: last).day ?? 0) + 1, 1)
      columns = [.day(first: first, count: count)] + time
    case .date:
      let year = calendar.component(.year, from: date)
      let firstYear = minimum.map { calendar.component(.year, from: $0) } ?? year - 100
      let lastYear = maximum.map { calendar.component(.year, from: $0) } ?? year + 100
      let years = Column.year(first: firstYear, count: max(lastYear - firstYear + 1, 1))
      columns = Self.isChinese(locale) ? [years, .month, .dayOfMonth] : [.month, .dayOfMonth, years]
    }
  }

  static func isChinese(_ locale: Locale) -> Bool { locale.identifier.hasPrefix("zh") }

  func numberOfRows(in column: Int) -> Int {
    switch columns[column] {
    case .day(_, let count): count
    case .hour(let twelveHour): twelveHour ? 12 : 24
    case .minute(let interval): 60 / interval
    case .meridiem: 2
    case .month: 12
    case .dayOfMonth: 31
    case .year(_, let count): count
    }
  }

  func title(row: Int, in column: Int) -> String {
    let chinese = Self.isChinese(locale)
    switch columns[column] {
    case .day(let first, _):
      let day = calendar.date(byAdding: .day, value: row, to: first) ?? first
      if day == today { return chinese ? "今天" : "Today" }
      return format(day, chinese ? "M月d日 EEE" : "EEE MMM d")
    case .hour(let twelveHour): return twelveHour ? String(row + 1) : String(row)
    case .minute(let interval): return String(format: "%02d", row * interval)
    case .meridiem:
      let formatter = DateFormatter()
      formatter.locale = locale
      return row == 0 ? formatter.amSymbol : formatter.pmSymbol
    case .month: return chinese ? "\(row + 1)月" : calendar.monthSymbols[row]
    case .dayOfMonth: return chinese ? "\(row + 1)日" : String(row + 1)
    case .year(let first, _): return chinese ? "\(first + row)年" : String(first + row)
    }
  }

  /// The row of each column that shows `date`.
  func rows(for date: Date) -> [Int] {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: date)
    let hour = parts.hour ?? 0
    return columns.enumerated().map { index, column in
      let row: Int
      switch column {
      case .day(let first, _):
        row = calendar.dateComponents([.day], from: first, to: calendar.startOfDay(for: date)).day ?? 0
      case .hour(let twelveHour): row = twelveHour ? (hour + 11) % 12 : hour
      case .minute(let interval): row = (parts.minute ?? 0) / interval
      case .meridiem: row = hour < 12 ? 0 : 1
      case .month: row = (parts.month ?? 1) - 1
      case .dayOfMonth: row = (parts.day ?? 1) - 1
      case .year(let first, _): row = (parts.year ?? first) - first
      }
      return min(max(row, 0), numberOfRows(in: index) - 1)
    }
  }

  /// The date the rows show; columns a mode lacks keep `base`'s values (the day of a time, the
  /// time of a date). A day of the month past the month's end becomes its last day.
  func date(from rows: [Int], base: Date) -> Date {
    var parts = calendar.dateComponents([.year, .month, .day, .hour, .minute], from: base)
    parts.second = 0
    var hour12: Int?
    var pm: Bool?
    for (index, column) in columns.enumerated() where index < rows.count {
      let row = rows[index]
      switch column {
      case .day(let first, _):
        let day = calendar.date(byAdding: .day, value: row, to: first) ?? first
        let dayParts = calendar.dateComponents([.year, .month, .day], from: day)
        (parts.year, parts.month, parts.day) = (dayParts.year, dayParts.month, dayParts.day)
      case .hour(let twelveHour): if twelveHour { hour12 = row + 1 } else { parts.hour = row }
      case .minute(let interval): parts.minute = row * interval
      case .meridiem: pm = row == 1
      case .month: parts.month = row + 1
      case .dayOfMonth: parts.day = row + 1
      case .year(let first, _): parts.year = first + row
      }
    }
    if let hour12 {
      let isPM = pm ?? ((parts.hour ?? 0) >= 12)
      parts.hour = hour12 % 12 + (isPM ? 12 : 0)
    }
    if let year = parts.year, let month = parts.month, let day = parts.day,
      let monthStart = calendar.date(from: DateComponents(year: year, month: month, day: 1)),
      let length = calendar.range(of: .day, in: .month, for: monthStart)?.count
    {
      parts.day = min(day, length)
    }
    return calendar.date(from: parts) ?? base
  }

  private func format(_ date: Date, _ pattern: String) -> String {
    let formatter = DateFormatter()
    formatter.locale = locale
    formatter.calendar = calendar
    formatter.timeZone = calendar.timeZone
    formatter.dateFormat = pattern
    return formatter.string(from: date)
  }
}
