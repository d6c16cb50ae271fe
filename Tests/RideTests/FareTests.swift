import Foundation
import Ride
import Testing

/// Fares computed by hand from the tariff files (tariffs/helsinki/*.json), in cents.
@Suite struct FareTests {
  let book: TariffBook
  init() throws { book = try TestData.helsinkiTariffs() }

  private func taxiBase(_ utc: String) -> Int {
    book[.taxi].estimate(distance: 5_000, expectedTravelTime: 600, start: TestData.utc(utc)).base.cents
  }

  /// Helsinki is UTC+2 in winter (EET) and UTC+3 in summer (EEST).
  @Test(arguments: [
    ("2025-03-12T03:59:59Z", 900),  // Wednesday 05:59:59: night fee
    ("2025-03-12T04:00:00Z", 590),  // Wednesday 06:00: day fee starts
    ("2025-03-12T17:59:59Z", 590),  // Wednesday 19:59:59
    ("2025-03-12T18:00:00Z", 900),  // Wednesday 20:00: day fee ends
    ("2025-06-11T03:00:00Z", 590),  // Wednesday 06:00 in summer time
    ("2025-06-11T02:59:59Z", 900),
    ("2025-03-15T03:59:00Z", 900),  // Saturday 05:59
    ("2025-03-15T04:00:00Z", 590),  // Saturday 06:00
    ("2025-03-15T13:59:59Z", 590),  // Saturday 15:59:59
    ("2025-03-15T14:00:00Z", 900),  // Saturday 16:00: Saturday's day fee ends
    ("2025-03-16T10:00:00Z", 900),  // Sunday noon
    ("2025-12-05T15:00:00Z", 900),  // Friday 17:00, but the eve of Independence Day: Saturday hours
    ("2025-12-05T13:00:00Z", 590),  // the same eve at 15:00
    ("2025-12-06T10:00:00Z", 900),  // Independence Day, a Saturday: a holiday all day
    ("2025-04-18T08:00:00Z", 900),  // Good Friday 11:00
    ("2025-06-20T14:00:00Z", 900),  // Midsummer Eve 17:00
    ("2025-12-24T13:00:00Z", 590),  // Christmas Eve 15:00
  ])
  func taxiBaseFeeByTimeOfWeek(utc: String, cents: Int) {
    #expect(taxiBase(utc) == cents, "\(utc)")
  }

  /// A tariff moved to another time zone reads the time of day there: 05:00 UTC is 07:00 in
  /// Helsinki (the day fee) and 22:00 the evening before in Los Angeles (on daylight time since
  /// 9 March: the night fee).
  @Test func aTariffsTimeZoneChangedLaterApplies() throws {
    var taxi = book[.taxi]
    let start = TestData.utc("2025-03-12T05:00:00Z")
    #expect(taxi.estimate(distance: 5_000, expectedTravelTime: 600, start: start).base.cents == 590)
    taxi.timeZone = try #require(TimeZone(identifier: "America/Los_Angeles"))
    #expect(taxi.estimate(distance: 5_000, expectedTravelTime: 600, start: start).base.cents == 900)
  }

  /// Amounts as the app shows them in both languages: the symbol first, two decimals; a code kept
  /// for a currency without a symbol here; the log's form keeps the code.
  @Test func amountsShowTheCurrencySymbol() {
    #expect(Money(cents: 800, currency: "EUR").symbolText == "€8.00")
    #expect(Money(cents: 1_205, currency: "CNY").symbolText == "¥12.05")
    #expect(Money(cents: -590, currency: "EUR").symbolText == "-€5.90")
    #expect(Money(cents: 7, currency: "SEK").symbolText == "0.07 SEK")
    #expect(Money(cents: 800, currency: "EUR").description == "8.00 EUR")
    #expect(Money(cents: -3, currency: "SEK").description == "-0.03 SEK")
  }

  /// The largest amounts an `Int` holds show whole, the most negative too (its magnitude has no
  /// `Int`: taking it with `abs` would trap).
  @Test func theLargestAmountsShowWhole() {
    #expect(Money(cents: .max, currency: "EUR").symbolText == "€92233720368547758.07")
    #expect(Money(cents: .min, currency: "EUR").symbolText == "-€92233720368547758.08")
    #expect(Money(cents: .min, currency: "SEK").description == "-92233720368547758.08 SEK")
  }

  @Test func taxiItemsAtADayStart() {
    // Wednesday 06:00, 5 km, 10 min: 5.90 + 5 × 1.60.
    let fare = book[.taxi].estimate(
      distance: 5_000, expectedTravelTime: 600, start: TestData.utc("2025-03-12T04:00:00Z"))
    #expect(fare.period == "day")
    #expect(fare.items.map(\.kind) == [.base, .distance])
    #expect(fare.distance.cents == 800)
    #expect(fare.time.cents == 0)
    #expect(fare.total == Money(cents: 1_390, currency: "EUR"))
  }

  @Test func taxiWaitingAndPreOrder() {
    // 150 s of waiting at 47.04 €/h from the first second: 4704 × 150 / 3600 = 196 cents exactly;
    // 1,234.9 m counts as 1,234 m: 160 × 1.234 = 197.44 → 197; pre-order 7.10.
    let trip = MeteredTrip(
      distance: 1_234.9, duration: 300, waiting: 150, start: TestData.utc("2025-03-12T10:00:00Z"),
      isPreOrder: true)
    let fare = book[.taxi].fare(for: trip)
    #expect(fare.metres == 1_234)
    #expect(fare.chargedWaitingSeconds == 150)
    #expect(fare.waiting.cents == 196)
    #expect(fare.distance.cents == 197)
    #expect(fare.preOrderFee.cents == 710)
    #expect(fare.total.cents == 590 + 197 + 196 + 710)
  }

  @Test func expressWithoutPeriod() {
    // Wednesday 12:00, 5 km, 15 min: 2.20 + 5 × 0.85 + 15 × 0.22 + booking 1.50.
    let fare = book[.express].estimate(
      distance: 5_000, expectedTravelTime: 900, start: TestData.utc("2025-03-12T10:00:00Z"))
    #expect(fare.period == nil)
    #expect(
      [fare.base.cents, fare.distance.cents, fare.time.cents, fare.surcharge.cents]
        == [Int]([220, 425, 330, 0]))
    #expect(fare.bookingFee.cents == 150)
    #expect(fare.total.cents == 1_125)
    #expect(fare.items.map(\.kind) == [.base, .distance, .time, .bookingFee])
  }

  @Test func expressPeakAndNightMultipliers() {
    let express = book[.express]
    // Wednesday 08:00 peak ×1.25: (425 + 330) × 0.25 = 188.75 → 189.
    let peak = express.estimate(
      distance: 5_000, expectedTravelTime: 900, start: TestData.utc("2025-03-12T06:00:00Z"))
    #expect(peak.period == "peak")
    #expect(peak.surcharge.cents == 189)
    #expect(peak.total.cents == 1_314)
    // Saturday 04:59, inside Friday's 23:00–05:00 window ×1.2: 755 × 0.2 = 151.
    let night = express.estimate(
      distance: 5_000, expectedTravelTime: 900, start: TestData.utc("2025-03-15T02:59:00Z"))
    #expect(night.period == "night")
    #expect(night.surcharge.cents == 151)
    #expect(night.total.cents == 1_276)
    // Saturday 05:00: the window is over.
    let morning = express.estimate(
      distance: 5_000, expectedTravelTime: 900, start: TestData.utc("2025-03-15T03:00:00Z"))
    #expect(morning.period == nil)
    #expect(morning.total.cents == 1_125)
    // Wednesday 18:00: the evening peak (15:30–18:00) has ended.
    let evening = express.estimate(
      distance: 5_000, expectedTravelTime: 900, start: TestData.utc("2025-03-12T16:00:00Z"))
    #expect(evening.period == nil)
  }

  @Test func expressMinimumFareTopUp() {
    // 1 km, 2 min at noon: 220 + 85 + 44 = 349, lifted to the 6.50 minimum; booking on top.
    let fare = book[.express].estimate(
      distance: 1_000, expectedTravelTime: 120, start: TestData.utc("2025-03-12T10:00:00Z"))
    #expect(fare.minimumFareTopUp.cents == 301)
    #expect(fare.total.cents == 800)
    #expect(fare.items.map(\.kind) == [.base, .distance, .time, .minimumFareTopUp, .bookingFee])
  }

  @Test func roundingHalvesGoAwayFromZero() {
    // 100 m at 0.85 €/km is 8.5 cents → 9; 239 m is 20.315 → 20.
    let noon = TestData.utc("2025-03-12T10:00:00Z")
    #expect(book[.express].estimate(distance: 100, expectedTravelTime: 0, start: noon).distance.cents == 9)
    #expect(book[.express].estimate(distance: 239, expectedTravelTime: 0, start: noon).distance.cents == 20)
  }

  @Test func expressWaitingAfterFreeMinutes() {
    // 240 s waited, 180 free: 60 s at 18 €/h = 30 cents.
    let trip = MeteredTrip(
      distance: 5_000, duration: 900, waiting: 240, start: TestData.utc("2025-03-12T10:00:00Z"),
      isPreOrder: false)
    let fare = book[.express].fare(for: trip)
    #expect(fare.chargedWaitingSeconds == 60)
    #expect(fare.waiting.cents == 30)
    #expect(fare.total.cents == 1_155)
  }

  @Test func itemsAlwaysAddUpToTheTotal() {
    var generator = SplitMix64(seed: 7)
    for _ in 0..<2_000 {
      let trip = MeteredTrip(
        distance: Double.random(in: 0...40_000, using: &generator),
        duration: Double.random(in: 0...4_000, using: &generator),
        waiting: Double.random(in: 0...900, using: &generator),
        start: Date(timeIntervalSince1970: Double.random(in: 1.7e9...1.8e9, using: &generator)),
        isPreOrder: Bool.random(using: &generator))
      for service in Service.allCases {
        let fare = book[service].fare(for: trip)
        #expect(fare.items.reduce(0) { $0 + $1.amount.cents } == fare.total.cents)
        #expect(fare.total.cents >= book[service].minimumFare.cents + book[service].bookingFee.cents)
      }
    }
  }

  @Test func nonsenseInputsStillGiveAFare() {
    let noon = TestData.utc("2025-03-12T10:00:00Z")
    for value in [Double.nan, -.infinity, .infinity, -5, 1e300] {
      let fare = book[.taxi].estimate(distance: value, expectedTravelTime: value, start: noon)
      #expect(fare.total.cents >= 590)
    }
  }

  @Test func cancellationFeeAfterGrace() {
    let taxi = book[.taxi]
    #expect(taxi.cancellationFee(sinceAssignment: nil).cents == 0)
    #expect(taxi.cancellationFee(sinceAssignment: 120).cents == 0)
    #expect(taxi.cancellationFee(sinceAssignment: 120.5).cents == 590)
  }
}
