import Foundation

/// A city's tariffs, one per service, loaded from `<directory>/<city>/<service>.json`.
public struct TariffBook: Hashable, Sendable {
  public var city: String
  private var tariffs: [Service: Tariff]

  /// Where the repository keeps them (`tariffs/helsinki/express.json`, …), relative to the working
  /// directory like the default map (`data/helsinki.hailmap`).
  public static let defaultDirectory = "tariffs"

  /// A book from tariffs in hand; there must be one for every service, all for `city`.
  public init(city: String, tariffs: [Tariff]) {
    precondition(Set(tariffs.map(\.service)) == Set(Service.allCases), "a tariff for every service")
    self.city = city
    self.tariffs = Dictionary(uniqueKeysWithValues: tariffs.map { ($0.service, $0) })
  }

  public subscript(service: Service) -> Tariff { tariffs[service]! }

  /// The currency of the city's fares (its first service's).
  public var currency: String { self[Service.allCases[0]].currency }

  /// Loads every service's file; the first missing, unreadable or broken file is the error.
  public static func load(directory: String, city: String) throws(TariffError) -> TariffBook {
    var loaded: [Tariff] = []
    for service in Service.allCases {
      let file = URL(fileURLWithPath: directory).appendingPathComponent(city)
        .appendingPathComponent("\(service.rawValue).json").path
      let data: Data
      do {
        data = try Data(contentsOf: URL(fileURLWithPath: file))
      } catch {
        let reason = FileManager.default.fileExists(atPath: file) ? "cannot be read" : "missing"
        throw TariffError(file: file, field: "", problem: "\(reason) (every city needs one file per service)")
      }
      let tariff = try TariffParser.parse(data, file: file)
      guard tariff.service == service else {
        throw TariffError(
          file: file, field: "service",
          problem: "says \"\(tariff.service.rawValue)\" in \(service.rawValue).json")
      }
      guard tariff.city == city else {
        throw TariffError(
          file: file, field: "city", problem: "says \"\(tariff.city)\" in the folder of \(city)")
      }
      loaded.append(tariff)
    }
    return TariffBook(city: city, tariffs: loaded)
  }
}
