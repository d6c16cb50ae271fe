import Foundation

/// One service's prices in one city, as its tariff file states them (`tariffs/<city>/<service>.json`,
/// format in docs/ARCHITECTURE.md). Amounts are in `currency`'s cents; times of day are local to
/// `timeZone`. Fares are computed from it by `fare(for:)` and `estimate(...)` (FareEstimate.swift).
public struct Tariff: Hashable, Sendable {
  public var city: String
  public var service: Service
  public var name: LocalizedText
  /// Where the figures come from, or that they are made up (shown to nobody; kept for readers).
  public var source: String
  public var currency: String
  public var timeZone: TimeZone {
    didSet { calendar.timeZone = timeZone }
  }
  public var holidays: HolidayCalendar
  /// The start fee when no period sets another.
  public var baseFare: Money
  public var perKilometre: Money
  public var perMinute: Money
  /// The least the metered part of a fare (base, distance, time, surcharge, waiting) comes to.
  public var minimumFare: Money
  /// Added to every fare, outside the minimum.
  public var bookingFee: Money
  public var waiting: Waiting
  /// Times with another base fare or a multiplier; the first that applies at the start time wins.
  public var periods: [TariffPeriod]
  public var preOrder: PreOrder
  public var cancellation: Cancellation
  /// The Gregorian calendar in `timeZone`, made with the tariff rather than per estimate: a
  /// process's first one looks up its time zone and locale, 0.5 ms that fell in the ride tour's
  /// route-sheet frame (`perf`), and each one after that was 13 % of an estimate's time
  /// (`ride.fare.estimate.all-services`: 2.13 → 1.85 µs).
  private var calendar: Calendar

  /// The car waiting for the passenger at the pickup.
  public struct Waiting: Hashable, Sendable {
    /// Seconds of waiting that cost nothing.
    public var free: TimeInterval
    /// The rate after them.
    public var perHour: Money

    public init(free: TimeInterval, perHour: Money) {
      self.free = free
      self.perHour = perHour
    }
  }

  /// A ride booked ahead.
  public struct PreOrder: Hashable, Sendable {
    public var fee: Money
    /// How far ahead a booking must be made to be a pre-order (the fee applies and it may be scheduled).
    public var minimumLead: TimeInterval

    public init(fee: Money, minimumLead: TimeInterval) {
      self.fee = fee
      self.minimumLead = minimumLead
    }
  }

  /// Cancelling after a driver is assigned.
  public struct Cancellation: Hashable, Sendable {
    /// Seconds after the assignment during which cancelling is free.
    public var grace: TimeInterval
    public var fee: Money

    public init(grace: TimeInterval, fee: Money) {
      self.grace = grace
      self.fee = fee
    }
  }

  public init(
    city: String, service: Service, name: LocalizedText, source: String, currency: String,
    timeZone: TimeZone, holidays: HolidayCalendar, baseFare: Money, perKilometre: Money, perMinute: Money,
    minimumFare: Money, bookingFee: Money, waiting: Waiting, periods: [TariffPeriod], preOrder: PreOrder,
    cancellation: Cancellation
  ) {
    self.city = city
    self.service = service
    self.name = name
    self.source = source
    self.currency = currency
    self.timeZone = timeZone
    calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    self.holidays = holidays
    self.baseFare = baseFare
    self.perKilometre = perKilometre
    self.perMinute = perMinute
    self.minimumFare = minimumFare
    self.bookingFee = bookingFee
    self.waiting = waiting
    self.periods = periods
    self.preOrder = preOrder
    self.cancellation = cancellation
  }

  /// The period in force at `date` (local time in the tariff's zone), nil for the default prices.
  public func period(at date: Date) -> TariffPeriod? {
    let parts = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
    let secondOfDay = (parts.hour! * 60 + parts.minute!) * 60 + parts.second!
    let day = CalendarDay(year: parts.year!, month: parts.month!, day: parts.day!)
    let today = holidays.kind(of: day)
    let yesterday = holidays.kind(of: day.previous)
    return periods.first { $0.applies(secondOfDay: secondOfDay, today: today, yesterday: yesterday) }
  }

  /// What cancelling costs `elapsed` seconds after a driver was assigned (nil: none assigned yet).
  public func cancellationFee(sinceAssignment elapsed: TimeInterval?) -> Money {
    guard let elapsed, elapsed > cancellation.grace else { return .zero(currency) }
    return cancellation.fee
  }
}
