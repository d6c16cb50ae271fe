import Foundation

/// One of the store's files: its name, its format name and the version this build writes.
struct StoreFile<Content: Codable>: Sendable {
  let name: String
  let format: String
  let version: Int

  /// Why a file's contents were not usable.
  enum Problem: Error, CustomStringConvertible {
    case notJSON(String)
    case foreign(String)
    case version(Int)
    case badContent(String)

    var description: String {
      switch self {
      case .notJSON(let reason): "is corrupt (\(reason))"
      case .foreign(let format): "is not a Hail file of this kind (format \(format))"
      case .version(let version): "has version \(version), which this build does not read"
      case .badContent(let reason): "is corrupt (\(reason))"
      }
    }
  }

  /// The envelope's format and version are checked before the content, so a foreign or newer file is
  /// named as such rather than as corrupt.
  static func decode(_ data: Data, as file: StoreFile) -> Result<Content, Problem> {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .secondsSince1970
    do {
      _ = try JSONValue.parse(data)
    } catch {
      return .failure(.notJSON(error.problem))
    }
    guard let header = try? decoder.decode(StoreHeader.self, from: data) else {
      return .failure(.foreign("missing"))
    }
    guard header.format == file.format else { return .failure(.foreign("\"\(header.format)\"")) }
    guard header.version == file.version else { return .failure(.version(header.version)) }
    do {
      return .success(try decoder.decode(StoreEnvelope<Content>.self, from: data).content)
    } catch {
      return .failure(.badContent(StoreFile.summary(error)))
    }
  }

  /// Where in the content decoding failed (a path such as `[0].driver.plate`), and why.
  private static func summary(_ error: any Error) -> String {
    func path(_ keys: [any CodingKey]) -> String {
      let text = keys.dropFirst().map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
      return text.hasPrefix(".") ? String(text.dropFirst()) : text
    }
    switch error as? DecodingError {
    case .keyNotFound(let key, let context):
      return "\(path(context.codingPath + [key])): missing"
    case .typeMismatch(_, let context), .valueNotFound(_, let context), .dataCorrupted(let context):
      return "\(path(context.codingPath)): \(context.debugDescription)"
    default:
      return "\(error)"
    }
  }
}

extension StoreFile where Content == [TripRecord] {
  static var history: StoreFile { StoreFile(name: "history.json", format: "hail-history", version: 1) }
}

extension StoreFile where Content == RecentPlaces {
  static var recents: StoreFile { StoreFile(name: "recents.json", format: "hail-recents", version: 1) }
}

extension StoreFile where Content == SavedPlaces {
  static var savedPlaces: StoreFile { StoreFile(name: "places.json", format: "hail-places", version: 1) }
}

extension StoreFile where Content == [ScheduledRide] {
  static var scheduledRides: StoreFile {
    StoreFile(name: "scheduled.json", format: "hail-scheduled", version: 1)
  }
}

extension StoreFile where Content == Preferences {
  static var preferences: StoreFile {
    StoreFile(name: "preferences.json", format: "hail-preferences", version: 1)
  }
}

/// A stored file: `{"format": …, "version": …, "content": …}`.
struct StoreEnvelope<Content: Codable>: Codable {
  var format: String
  var version: Int
  var content: Content
}

/// The envelope without its content, read first.
struct StoreHeader: Decodable {
  var format: String
  var version: Int
}
