import Foundation

/// Reads a tariff file (format in docs/ARCHITECTURE.md, "Tariff files"); every problem is a
/// `TariffError` naming the file and the field.
enum TariffParser {
  static let format = "hail-tariff"
  static let version = 1.0
  /// No fare item is anywhere near this in any currency with cents; larger is a typo.
  static let largestAmount = 100_000.0

  static func parse(_ data: Data, file: String) throws(TariffError) -> Tariff {
    do {
      return try parse(try JSONValue.parse(data))
    } catch {
      throw TariffError(file: file, field: error.field, problem: error.problem)
    }
  }

  private static func parse(_ document: JSONValue) throws(JSONFieldError) -> Tariff {
    let root = try JSONObjectReader(
      document, path: "",
      allowed: [
        "format", "version", "city", "service", "name", "source", "currency", "timeZone", "holidays",
        "baseFare", "perKilometre", "perMinute", "minimumFare", "bookingFee", "waiting", "periods",
        "preOrder", "cancellation",
      ])
    guard try root.string("format") == format else {
      throw JSONFieldError(field: "format", problem: "expected \"\(format)\"")
    }
    let version = try root.number("version", in: 1...1_000, decimals: 0)!
    guard version == TariffParser.version else {
      throw JSONFieldError(field: "version", problem: "\(Int(version)) is not supported (this build reads 1)")
    }
    let city = try root.string("city")
    let serviceName = try root.string("service")
    guard let service = Service(rawValue: serviceName) else {
      throw JSONFieldError(
        field: "service", problem: "unknown service \"\(serviceName)\" (\(choices(Service.self)))")
    }
    let name = try localizedText(try root.object("name", allowed: ["zh", "en"]))
    let source = try root.string("source")
    let currency = try root.string("currency")
    guard currency.count == 3, currency.allSatisfy({ $0.isASCII && $0.isUppercase }) else {
      throw JSONFieldError(field: "currency", problem: "expected an ISO 4217 code such as EUR")
    }
    let zoneName = try root.string("timeZone")
    guard let timeZone = TimeZone(identifier: zoneName) else {
      throw JSONFieldError(field: "timeZone", problem: "unknown time zone \"\(zoneName)\"")
    }
    let holidayName = try root.string("holidays")
    guard let holidays = HolidayCalendar(rawValue: holidayName) else {
      throw JSONFieldError(
        field: "holidays",
        problem: "unknown holiday calendar \"\(holidayName)\" (\(choices(HolidayCalendar.self)))")
    }
    func money(_ reader: JSONObjectReader, _ key: String) throws(JSONFieldError) -> Money {
      let value = try reader.number(key, in: 0...largestAmount, decimals: 2)!
      return Money(cents: Int((value * 100).rounded()), currency: currency)
    }
    let baseFare = try money(root, "baseFare")
    let perKilometre = try money(root, "perKilometre")
    let perMinute = try money(root, "perMinute")
    let minimumFare = try money(root, "minimumFare")
    let bookingFee = try money(root, "bookingFee")
    let waitingReader = try root.object("waiting", allowed: ["freeSeconds", "perHour"])
    let waiting = Tariff.Waiting(
      free: try seconds(waitingReader, "freeSeconds"), perHour: try money(waitingReader, "perHour"))
    var periods: [TariffPeriod] = []
    for (value, path) in try root.array("periods") {
      periods.append(try period(value, path: path, currency: currency))
    }
    let preOrderReader = try root.object("preOrder", allowed: ["fee", "minimumLeadSeconds"])
    let preOrder = Tariff.PreOrder(
      fee: try money(preOrderReader, "fee"), minimumLead: try seconds(preOrderReader, "minimumLeadSeconds"))
    let cancellationReader = try root.object("cancellation", allowed: ["graceSeconds", "fee"])
    let cancellation = Tariff.Cancellation(
      grace: try seconds(cancellationReader, "graceSeconds"), fee: try money(cancellationReader, "fee"))
    return Tariff(
      city: city, service: service, name: name, source: source, currency: currency, timeZone: timeZone,
      holidays: holidays, baseFare: baseFare, perKilometre: perKilometre, perMinute: perMinute,
      minimumFare: minimumFare, bookingFee: bookingFee, waiting: waiting, periods: periods,
      preOrder: preOrder,
      cancellation: cancellation)
  }

  /// The values a field may take, for its error.
  private static func choices<T: CaseIterable & RawRepresentable>(_: T.Type) -> String
  where T.RawValue == String {
    T.allCases.map(\.rawValue).joined(separator: ", ")
  }

  /// Whole seconds, up to a day.
  private static func seconds(_ reader: JSONObjectReader, _ key: String) throws(JSONFieldError)
    -> TimeInterval
  {
    try reader.number(key, in: 0...86_400, decimals: 0)!
  }

  private static func localizedText(_ reader: JSONObjectReader) throws(JSONFieldError) -> LocalizedText {
    LocalizedText(zh: try reader.string("zh"), en: try reader.string("en"))
  }

  private static func period(_ value: JSONValue, path: String, currency: String) throws(JSONFieldError)
    -> TariffPeriod
  {
    let reader = try JSONObjectReader(
      value, path: path, allowed: ["id", "name", "days", "from", "to", "baseFare", "multiplier"])
    let id = try reader.string("id")
    let name = try localizedText(try reader.object("name", allowed: ["zh", "en"]))
    var days: Set<DayKind> = []
    for (value, dayPath) in try reader.array("days") {
      guard case .string(let text) = value, let day = DayKind(rawValue: text) else {
        throw JSONFieldError(
          field: dayPath,
          problem: "expected one of \(choices(DayKind.self))")
      }
      days.insert(day)
    }
    guard !days.isEmpty else { throw JSONFieldError(field: reader.path("days"), problem: "lists no day") }
    let from = try timeOfDay(try reader.value("from")!, path: reader.path("from"))
    let to = try timeOfDay(try reader.value("to")!, path: reader.path("to"))
    let baseFare = try reader.number("baseFare", in: 0...largestAmount, decimals: 2, optional: true).map {
      Money(cents: Int(($0 * 100).rounded()), currency: currency)
    }
    let multiplier = try reader.number("multiplier", in: 0.1...10, decimals: 3, optional: true)
    guard baseFare != nil || multiplier != nil else {
      throw JSONFieldError(field: path, problem: "sets neither baseFare nor multiplier")
    }
    return TariffPeriod(
      id: id, name: name, days: days, from: from, to: to, baseFare: baseFare,
      multiplierPerMille: Int(((multiplier ?? 1) * 1000).rounded()))
  }

  /// "HH:MM" from 00:00 to 24:00, as seconds after midnight.
  private static func timeOfDay(_ value: JSONValue, path: String) throws(JSONFieldError) -> Int {
    let problem = "expected a time of day \"HH:MM\" (00:00 to 24:00)"
    guard case .string(let text) = value else {
      throw JSONFieldError(field: path, problem: "\(problem), found \(value.kindName)")
    }
    let parts = text.split(separator: ":", omittingEmptySubsequences: false)
    guard parts.count == 2, parts.allSatisfy({ $0.count == 2 && $0.allSatisfy(\.isASCII) }),
      let hours = Int(parts[0]), let minutes = Int(parts[1]), (0..<60).contains(minutes),
      (0..<24).contains(hours) || (hours == 24 && minutes == 0)
    else { throw JSONFieldError(field: path, problem: "\(problem), found \"\(text)\"") }
    return (hours * 60 + minutes) * 60
  }
}
