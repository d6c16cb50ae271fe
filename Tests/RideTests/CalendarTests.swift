import Foundation
import Ride
import Testing

@Suite struct CalendarTests {
  @Test func dayNumbersRoundTripAndKnowTheirWeekdays() {
    #expect(CalendarDay(year: 1970, month: 1, day: 1).dayNumber == 0)
    #expect(CalendarDay(year: 1970, month: 1, day: 1).isoWeekday == 4)
    #expect(CalendarDay(year: 2025, month: 3, day: 12).isoWeekday == 3)
    #expect(
      CalendarDay(year: 2024, month: 2, day: 29).adding(days: 1) == CalendarDay(year: 2024, month: 3, day: 1))
    #expect(CalendarDay(year: 2025, month: 1, day: 1).previous == CalendarDay(year: 2024, month: 12, day: 31))
    for number in stride(from: -800_000, through: 800_000, by: 997) {
      #expect(CalendarDay(dayNumber: number).dayNumber == number)
    }
  }

  @Test(arguments: [
    (2024, 3, 31), (2025, 4, 20), (2026, 4, 5), (2027, 3, 28), (2038, 4, 25), (2000, 4, 23), (1818, 3, 22),
  ])
  func easterSundayMatchesPublishedDates(year: Int, month: Int, day: Int) {
    #expect(HolidayCalendar.easterSunday(year) == CalendarDay(year: year, month: month, day: day))
  }

  /// Finland's holidays in 2025, as the calendar lists them.
  @Test func finnishHolidaysOf2025() {
    let expected: Set<CalendarDay> = [
      .init(year: 2025, month: 1, day: 1), .init(year: 2025, month: 1, day: 6),
      .init(year: 2025, month: 4, day: 18),
      .init(year: 2025, month: 4, day: 20), .init(year: 2025, month: 4, day: 21),
      .init(year: 2025, month: 5, day: 1),
      .init(year: 2025, month: 5, day: 29), .init(year: 2025, month: 6, day: 8),
      .init(year: 2025, month: 6, day: 21),
      .init(year: 2025, month: 11, day: 1), .init(year: 2025, month: 12, day: 6),
      .init(year: 2025, month: 12, day: 25), .init(year: 2025, month: 12, day: 26),
    ]
    var found: Set<CalendarDay> = []
    var day = CalendarDay(year: 2025, month: 1, day: 1)
    while day.year == 2025 {
      if HolidayCalendar.finland.isHoliday(day) { found.insert(day) }
      day = day.adding(days: 1)
    }
    #expect(found == expected)
    #expect(HolidayCalendar.none.kind(of: .init(year: 2025, month: 12, day: 25)) == .thursday)
  }

  @Test func eveOfAHolidayIsHolidayEve() {
    let finland = HolidayCalendar.finland
    #expect(finland.kind(of: .init(year: 2025, month: 6, day: 20)) == .holidayEve)  // Midsummer Eve
    #expect(finland.kind(of: .init(year: 2025, month: 12, day: 24)) == .holidayEve)  // Christmas Eve
    #expect(finland.kind(of: .init(year: 2025, month: 4, day: 19)) == .holidayEve)  // Easter Saturday
    #expect(finland.kind(of: .init(year: 2025, month: 12, day: 25)) == .holiday)  // its own eve is Christmas
    // Easter Sunday is the eve of Easter Monday, but a holiday first.
    #expect(finland.kind(of: .init(year: 2025, month: 4, day: 20)) == .holiday)
    #expect(finland.kind(of: .init(year: 2025, month: 3, day: 15)) == .saturday)
  }
}
