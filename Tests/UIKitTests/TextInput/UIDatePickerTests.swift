import Foundation
import GoldenTesting
import Testing

@_spi(Hail) @testable import UIKit

/// The wheels date picker: its columns, the date its rows make, and the wheels' physics ending on
/// whole rows, clamped to the limits, with `.valueChanged`.
@MainActor
@Suite struct UIDatePickerTests {
  private static let utc = TimeZone(identifier: "UTC")!
  private var calendar: Calendar {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = Self.utc
    return calendar
  }

  /// 2024-01-02 09:41 UTC, the virtual clock's start date (SystemEnvironment.virtualStartDate).
  private let start = Date(timeIntervalSince1970: 1_704_188_460)

  private func date(_ day: Int, _ hour: Int, _ minute: Int) -> Date {
    calendar.date(from: DateComponents(year: 2024, month: 1, day: day, hour: hour, minute: minute))!
  }

  @Test func chineseDateAndTimeIsDayHourMinuteOnA24HourClock() {
    let columns = DatePickerColumns(
      mode: .dateAndTime, date: start, minimum: date(2, 9, 0), maximum: date(9, 23, 59), minuteInterval: 5,
      calendar: calendar, locale: Locale(identifier: "zh-Hans"), now: start)
    #expect(columns.columns.count == 3)
    #expect(columns.numberOfRows(in: 0) == 8)
    #expect(columns.title(row: 0, in: 0) == "今天")
    #expect(columns.title(row: 1, in: 0) == "1月3日 周三")
    #expect(columns.numberOfRows(in: 1) == 24)
    #expect(columns.numberOfRows(in: 2) == 12)
    #expect(columns.title(row: 3, in: 2) == "15")
    #expect(columns.rows(for: start) == [0, 9, 8])  // 09:41 shows as 09:40 at a 5-minute step
    #expect(columns.date(from: [2, 18, 6], base: start) == date(4, 18, 30))
  }

  @Test func englishTimeHasAMAndPM() {
    let columns = DatePickerColumns(
      mode: .time, date: start, minimum: nil, maximum: nil, minuteInterval: 1, calendar: calendar,
      locale: Locale(identifier: "en_US"), now: start)
    #expect(columns.columns == [.hour(twelveHour: true), .minute(interval: 1), .meridiem])
    #expect(columns.title(row: 11, in: 0) == "12")
    #expect(columns.title(row: 1, in: 2) == "PM")
    #expect(columns.rows(for: date(2, 0, 5)) == [11, 5, 0])  // 12:05 AM
    #expect(columns.rows(for: date(2, 13, 0)) == [0, 0, 1])  // 1:00 PM
    #expect(columns.date(from: [11, 30, 1], base: start) == date(2, 12, 30))  // 12:30 PM
  }

  @Test func aDayPastTheMonthsEndBecomesItsLastDay() {
    let columns = DatePickerColumns(
      mode: .date, date: start, minimum: nil, maximum: nil, minuteInterval: 1, calendar: calendar,
      locale: Locale(identifier: "en_US"), now: start)
    #expect(columns.columns.first == .month)
    let year = columns.rows(for: start)[2]
    let made = columns.date(from: [1, 30, year], base: start)  // February 31
    #expect(calendar.dateComponents([.month, .day], from: made) == DateComponents(month: 2, day: 29))
  }

  private func picker(in app: Headless) -> UIDatePicker {
    let picker = UIDatePicker(frame: CGRect(x: 0, y: 100, width: 375, height: 216))
    picker.timeZone = Self.utc
    picker.locale = Locale(identifier: "zh-Hans")
    app.root.addSubview(picker)
    app.window.layoutIfNeeded()
    return picker
  }

  @Test func itStartsAtNowAndSettingTheDateTurnsTheWheelsWithoutAnEvent() {
    let app = Headless()
    let picker = picker(in: app)
    var events = 0
    picker.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
    #expect(picker.date == start)
    #expect(picker.picker.selectedRow(inComponent: 1) == 9)
    #expect(picker.picker.selectedRow(inComponent: 2) == 41)
    picker.date = date(5, 18, 15)
    #expect(picker.picker.selectedRow(inComponent: 0) == 368)  // 365 days before the 2nd, then 3 more
    #expect(picker.picker.selectedRow(inComponent: 1) == 18)
    #expect(events == 0)
  }

  @Test func draggingAWheelEndsOnAWholeRowAndSendsValueChanged() throws {
    let app = Headless()
    let picker = picker(in: app)
    var dates: [Date] = []
    // Unowned: the picker holds its actions, so a strong capture would keep it alive (a cycle).
    picker.addAction(UIAction { [unowned picker] _ in dates.append(picker.date) }, for: .valueChanged)
    let hourWheel = picker.picker.wheels[1]
    let x = hourWheel.convert(CGPoint(x: hourWheel.bounds.midX, y: 0), to: app.window).x
    // Up by 2.6 rows (the pan's hysteresis takes some), held still, lifted between rows: the
    // wheel turns to the nearest row in the scroll animation's 0.3 s, two rows on, at 11:41.
    app.drag(from: CGPoint(x: x, y: 250), to: CGPoint(x: x, y: 250 - 2.6 * 32), steps: 12, lift: false)
    app.advance(0.2)
    #expect(hourWheel.position != hourWheel.position.rounded())
    app.fingers.up()
    #expect(dates.isEmpty)
    app.advance(UIScrollView.scrollAnimationDuration + 1.0 / 60)
    #expect(hourWheel.contentOffset.y == hourWheel.offset(forRow: 11))
    #expect(dates == [date(2, 11, 41)])
  }

  @Test func aFlickDeceleratesAndStillStopsOnARow() {
    let app = Headless()
    let picker = picker(in: app)
    let minuteWheel = picker.picker.wheels[2]
    let x = minuteWheel.convert(CGPoint(x: minuteWheel.bounds.midX, y: 0), to: app.window).x
    app.drag(from: CGPoint(x: x, y: 280), to: CGPoint(x: x, y: 200), steps: 4)
    app.advance(3)
    let position = minuteWheel.position
    #expect(position == position.rounded())
    #expect(position > 41 + 2.5)  // the flick carried it beyond the 2.5 rows the finger moved
    #expect(picker.date == date(2, 9, Int(position)))
  }

  @Test func aChoiceBeyondTheMaximumTurnsBackToIt() {
    let app = Headless()
    let picker = picker(in: app)
    picker.maximumDate = date(2, 10, 0)
    var events = 0
    picker.addAction(UIAction { _ in events += 1 }, for: .valueChanged)
    let hourWheel = picker.picker.wheels[1]
    let x = hourWheel.convert(CGPoint(x: hourWheel.bounds.midX, y: 0), to: app.window).x
    app.drag(from: CGPoint(x: x, y: 250), to: CGPoint(x: x, y: 250 - 3 * 32), steps: 12, lift: false)
    app.advance(0.2)
    app.fingers.up()
    app.advance(1)
    #expect(picker.date == date(2, 10, 0))
    #expect(picker.picker.selectedRow(inComponent: 1) == 10)
    #expect(picker.picker.selectedRow(inComponent: 2) == 0)
    #expect(events == 1)
  }

  @Test(arguments: ["zh-Hans", "en_US"])
  func theWheels(_ localeIdentifier: String) throws {
    let scene = GoldenScene(size: CGSize(width: 320, height: 216))
    let picker = UIDatePicker(frame: scene.canvas.bounds)
    picker.timeZone = Self.utc
    picker.locale = Locale(identifier: localeIdentifier)
    picker.minuteInterval = 5
    scene.canvas.addSubview(picker)
    assertGolden(try scene.render(), named: "date-picker-\(localeIdentifier)")
  }
}

/// A date picker as a text field's input view, the usual way to book a ride ahead.
@MainActor
@Suite struct DatePickerInputViewTests {
  @Test func aDatePickerMadeWithoutAFrameShowsAtItsIntrinsicHeight() throws {
    let app = Headless()
    let field = app.addField()
    let picker = UIDatePicker()
    field.inputView = picker
    field.becomeFirstResponder()
    app.advance(0.5)
    #expect(picker.frame.height == 216)
    let panel = try #require(app.window.keyboard.panel)
    #expect(panel.frame == CGRect(x: 0, y: 667 - 216, width: 375, height: 216))
    #expect(picker.superview === panel)
  }
}
