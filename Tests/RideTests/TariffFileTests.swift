import Foundation
import Ride
import Testing

/// Broken tariff files: each must fail with the file and the exact field named.
@Suite struct TariffFileTests {
  @Test func repositoryTariffsLoad() throws {
    let book = try TestData.helsinkiTariffs()
    let taxi = book[.taxi]
    #expect(taxi.name == LocalizedText(zh: "出租车", en: "Taxi"))
    #expect(taxi.baseFare.cents == 900)
    #expect(taxi.periods.map(\.baseFare?.cents) == [590, 590])
    #expect(taxi.periods[1].days == [.saturday, .holidayEve])
    #expect(taxi.periods[0].from == 6 * 3600 && taxi.periods[0].to == 20 * 3600)
    #expect(taxi.waiting.perHour.cents == 4_704)
    #expect(taxi.preOrder.fee.cents == 710 && taxi.preOrder.minimumLead == 1_800)
    #expect(taxi.timeZone.identifier == "Europe/Helsinki")
    #expect(taxi.source.contains("lvm.fi"))
    let express = book[.express]
    #expect(express.name.zh == "快车")
    #expect(express.source.hasPrefix("Made up"))
    #expect(express.periods.map(\.multiplierPerMille) == [1_250, 1_250, 1_200])
  }

  /// The taxi file with one edit: `old` replaced by `new` (each must occur exactly once).
  private func broken(_ old: String, _ new: String) throws -> TariffError? {
    let text = try TestData.tariffText("taxi")
    #expect(text.components(separatedBy: old).count == 2, "'\(old)' must occur once")
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let city = directory.appendingPathComponent("helsinki")
    try FileManager.default.createDirectory(at: city, withIntermediateDirectories: true)
    try text.replacingOccurrences(of: old, with: new).write(
      to: city.appendingPathComponent("taxi.json"), atomically: true, encoding: .utf8)
    try TestData.tariffText("express").write(
      to: city.appendingPathComponent("express.json"), atomically: true, encoding: .utf8)
    do {
      _ = try TariffBook.load(directory: directory.path, city: "helsinki")
      return nil
    } catch {
      #expect(error.file == city.appendingPathComponent("taxi.json").path)
      return error
    }
  }

  @Test(arguments: [
    (#""baseFare": 9.00,"#, #""baseFare": "9.00","#, "baseFare", "expected a number, found a string"),
    (#""baseFare": 9.00,"#, "", "baseFare", "missing"),
    (#""baseFare": 9.00,"#, #""baseFare": 9.005,"#, "baseFare", "more than 2 decimals"),
    (#""perKilometre": 1.60,"#, #""perKilometre": -1.60,"#, "perKilometre", "out of range"),
    (#""perKilometre": 1.60,"#, #""perKilometer": 1.60,"#, "perKilometer", "unknown field"),
    (#""freeSeconds": 0"#, #""freeSeconds": 1.5"#, "waiting.freeSeconds", "more than 0 decimals"),
    (#""perHour": 47.04"#, #""perHour": null"#, "waiting.perHour", "missing"),
    (
      "\"from\": \"06:00\",\n      \"to\": \"20:00\"", "\"from\": \"25:00\",\n      \"to\": \"20:00\"",
      "periods[0].from", "expected a time of day"
    ),
    (#""to": "16:00""#, #""to": 16"#, "periods[1].to", "found a number"),
    (#"["saturday", "holidayEve"]"#, #"["saturday", "caturday"]"#, "periods[1].days[1]", "expected one of"),
    (#"["saturday", "holidayEve"]"#, "[]", "periods[1].days", "lists no day"),
    (
      "\"to\": \"16:00\",\n      \"baseFare\": 5.90", #""to": "16:00""#, "periods[1]",
      "neither baseFare nor multiplier"
    ),
    (#""version": 1,"#, #""version": 2,"#, "version", "not supported"),
    (#""format": "hail-tariff","#, #""format": "hail-map","#, "format", "expected \"hail-tariff\""),
    (#""timeZone": "Europe/Helsinki","#, #""timeZone": "Mars/Olympus","#, "timeZone", "unknown time zone"),
    (#""holidays": "FI","#, #""holidays": "XX","#, "holidays", "unknown holiday calendar"),
    (#""service": "taxi","#, #""service": "rickshaw","#, "service", "unknown service"),
    (#""service": "taxi","#, #""service": "express","#, "service", "says \"express\" in taxi.json"),
    (#""city": "helsinki","#, #""city": "tampere","#, "city", "says \"tampere\""),
    (#""currency": "EUR","#, #""currency": "eur","#, "currency", "ISO 4217"),
    (#""name": { "zh": "出租车", "en": "Taxi" }"#, #""name": { "zh": "出租车" }"#, "name.en", "missing"),
    (#""graceSeconds": 120"#, #""graceSeconds": true"#, "cancellation.graceSeconds", "found a boolean"),
    ("{\n  \"format\"", "[\n  \"format\"", "", "not valid JSON"),
  ])
  func brokenFieldIsNamed(old: String, new: String, field: String, problem: String) throws {
    let error = try #require(try broken(old, new))
    #expect(error.field == field)
    #expect(error.problem.contains(problem), "\(error)")
    #expect(error.description.hasPrefix(error.file + ": "))
  }

  @Test func truncatedAndForeignFiles() throws {
    let text = try TestData.tariffText("taxi")
    let error = try #require(try broken(text, String(text.prefix(200))))
    #expect(error.field == "" && error.problem.hasPrefix("not valid JSON"))
    let array = try #require(try broken(text, "[1, 2]"))
    #expect(array.field == "" && array.problem == "expected an object, found an array")
  }

  @Test func missingFileIsNamed() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    #expect {
      try TariffBook.load(directory: directory.path, city: "helsinki")
    } throws: { error in
      let error = error as! TariffError
      return error.file.hasSuffix("helsinki/express.json") && error.problem.hasPrefix("missing")
    }
  }
}
