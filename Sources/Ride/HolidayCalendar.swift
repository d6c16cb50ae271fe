/// Which days are public holidays, by country, computed rather than listed so any year works.
public enum HolidayCalendar: String, Hashable, Sendable, CaseIterable {
  /// No holidays: every day is its weekday.
  case none
  /// Finland's public holidays (valtioneuvosto.fi, "Public holidays in Finland"): New Year's Day,
  /// Epiphany, Good Friday, Easter Sunday and Monday, May Day, Ascension Day, Whit Sunday, Midsummer
  /// Day (the Saturday of 20–26 June), All Saints' Day (the Saturday of 31 October – 6 November),
  /// Independence Day, Christmas Day and St Stephen's Day. Midsummer Eve and Christmas Eve, which
  /// Finns keep as holidays in practice, come out as holiday eves.
  case finland = "FI"

  public func isHoliday(_ day: CalendarDay) -> Bool {
    switch self {
    case .none:
      return false
    case .finland:
      switch (day.month, day.day) {
      case (1, 1), (1, 6), (5, 1), (12, 6), (12, 25), (12, 26): return true
      default: break
      }
      let offset = day.dayNumber - HolidayCalendar.easterSunday(day.year).dayNumber
      // Good Friday, Easter Sunday, Easter Monday, Ascension (40th day), Whit Sunday (50th day).
      if [-2, 0, 1, 39, 49].contains(offset) { return true }
      let saturday = day.isoWeekday == 6
      if saturday && day.month == 6 && (20...26).contains(day.day) { return true }
      if saturday && ((day.month == 10 && day.day == 31) || (day.month == 11 && day.day <= 6)) { return true }
      return false
    }
  }

  /// The day's kind for a tariff: a holiday, else the eve of one, else its weekday.
  public func kind(of day: CalendarDay) -> DayKind {
    if isHoliday(day) { return .holiday }
    if isHoliday(day.adding(days: 1)) { return .holidayEve }
    return [.monday, .tuesday, .wednesday, .thursday, .friday, .saturday, .sunday][day.isoWeekday - 1]
  }

  /// Western Easter Sunday: the anonymous Gregorian algorithm (Meeus/Jones/Butcher).
  public static func easterSunday(_ year: Int) -> CalendarDay {
    let a = year % 19
    let b = year / 100
    let c = year % 100
    let d = b / 4
    let e = b % 4
    let f = (b + 8) / 25
    let g = (b - f + 1) / 3
    let h = (19 * a + b - d - g + 15) % 30
    let i = c / 4
    let k = c % 4
    let l = (32 + 2 * e + 2 * i - h - k) % 7
    let m = (a + 11 * h + 22 * l) / 451
    let month = (h + l - 7 * m + 114) / 31
    let day = (h + l - 7 * m + 114) % 31 + 1
    return CalendarDay(year: year, month: month, day: day)
  }
}
