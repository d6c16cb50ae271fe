/// A time of the week when a tariff's prices differ: another base fare (a taxi's night start fee),
/// a multiplier on the distance and time charges (a ride-hailing peak), or both.
public struct TariffPeriod: Hashable, Sendable {
  /// Names the surcharge on a receipt ("night", "peak").
  public var id: String
  public var name: LocalizedText
  /// The kinds of day the window starts on.
  public var days: Set<DayKind>
  /// Seconds after local midnight: from inclusive, to exclusive. `to` ≤ `from` wraps past midnight
  /// into the next day (22:00–05:00 listed on Friday covers Friday 22:00 to Saturday 05:00).
  public var from: Int
  public var to: Int
  public var baseFare: Money?
  /// Thousandths: 1200 is ×1.2.
  public var multiplierPerMille: Int

  public init(
    id: String, name: LocalizedText, days: Set<DayKind>, from: Int, to: Int, baseFare: Money?,
    multiplierPerMille: Int
  ) {
    self.id = id
    self.name = name
    self.days = days
    self.from = from
    self.to = to
    self.baseFare = baseFare
    self.multiplierPerMille = multiplierPerMille
  }

  /// Whether the period is in force `secondOfDay` seconds into a day of kind `today`, whose
  /// previous day was of kind `yesterday`.
  func applies(secondOfDay: Int, today: DayKind, yesterday: DayKind) -> Bool {
    if from < to { return days.contains(today) && secondOfDay >= from && secondOfDay < to }
    return (days.contains(today) && secondOfDay >= from) || (days.contains(yesterday) && secondOfDay < to)
  }
}

/// What a calendar day is for a tariff. A public holiday is only `holiday` and the day before one
/// only `holidayEve`, whatever their weekday, as Finnish taxi tariffs treat them.
public enum DayKind: String, Hashable, Sendable, CaseIterable {
  case monday, tuesday, wednesday, thursday, friday, saturday, sunday
  case holiday
  case holidayEve
}
