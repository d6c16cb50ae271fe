import Foundation

/// The passenger's data on disk: trip history, recent destinations, saved places, booked rides and
/// settings, one JSON file each in the data directory the host chooses (`HailEnvironment.dataDirectory`: the
/// XDG data directory, or `--data-dir`), each with a format name and version. Writes are atomic
/// (`AtomicFile`). Loading never fails: a file that is corrupt, truncated, of another version or
/// not ours is moved aside as `NAME.corrupt-<time>` with a one-line warning, and that part starts
/// empty.
public struct RideStore: Sendable {
  public let directory: URL

  public init(directory: URL) { self.directory = directory }

  /// Everything stored, and a warning line for each file set aside or unreadable. `now` stamps the
  /// names of files set aside.
  public func load(now: Date) -> (data: RideData, warnings: [String]) {
    var warnings: [String] = []
    var data = RideData()
    data.history = read(StoreFile.history, now: now, warnings: &warnings) ?? []
    data.recents = read(StoreFile.recents, now: now, warnings: &warnings) ?? RecentPlaces()
    data.savedPlaces = read(StoreFile.savedPlaces, now: now, warnings: &warnings) ?? SavedPlaces()
    data.scheduledRides = read(StoreFile.scheduledRides, now: now, warnings: &warnings) ?? []
    data.preferences = read(StoreFile.preferences, now: now, warnings: &warnings) ?? Preferences()
    return (data, warnings)
  }

  public func save(history: [TripRecord]) throws(RideStoreError) { try write(history, StoreFile.history) }
  public func save(recents: RecentPlaces) throws(RideStoreError) { try write(recents, StoreFile.recents) }
  public func save(savedPlaces: SavedPlaces) throws(RideStoreError) {
    try write(savedPlaces, StoreFile.savedPlaces)
  }
  public func save(scheduledRides: [ScheduledRide]) throws(RideStoreError) {
    try write(scheduledRides, StoreFile.scheduledRides)
  }
  public func save(preferences: Preferences) throws(RideStoreError) {
    try write(preferences, StoreFile.preferences)
  }

  func url(_ file: StoreFile<some Codable>) -> URL { directory.appendingPathComponent(file.name) }

  private func write<Content: Codable>(_ content: Content, _ file: StoreFile<Content>) throws(RideStoreError)
  {
    let url = url(file)
    do {
      try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    } catch {
      throw .cannotWrite(path: url.path, reason: "cannot create \(directory.path)")
    }
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    encoder.dateEncodingStrategy = .secondsSince1970
    let data: Data
    do {
      data = try encoder.encode(StoreEnvelope(format: file.format, version: file.version, content: content))
    } catch {
      throw .cannotWrite(path: url.path, reason: "cannot encode: \(error)")
    }
    try AtomicFile.replace(url, with: data)
  }

  private func read<Content: Codable>(_ file: StoreFile<Content>, now: Date, warnings: inout [String])
    -> Content?
  {
    let url = url(file)
    guard FileManager.default.fileExists(atPath: url.path) else { return nil }
    guard let data = FileManager.default.contents(atPath: url.path) else {
      warnings.append("\(url.path) cannot be read; starting without it")
      return nil
    }
    switch StoreFile.decode(data, as: file) {
    case .success(let content):
      return content
    case .failure(let problem):
      let aside = setAside(url, now: now)
      warnings.append(
        "\(url.path) \(problem.description); "
          + (aside.map { "moved it to \($0.lastPathComponent) and started fresh" }
            ?? "starting fresh (could not move it aside)"))
      return nil
    }
  }

  /// Renames a bad file to `NAME.corrupt-<UTC time>` (with `-2`, `-3`… if that exists).
  private func setAside(_ url: URL, now: Date) -> URL? {
    let formatter = DateFormatter()
    formatter.locale = Locale(identifier: "en_US_POSIX")
    formatter.timeZone = TimeZone(identifier: "UTC")
    formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
    let base = "\(url.path).corrupt-\(formatter.string(from: now))"
    for attempt in 1...100 {
      let candidate = attempt == 1 ? base : "\(base)-\(attempt)"
      guard !FileManager.default.fileExists(atPath: candidate) else { continue }
      return rename(url.path, candidate) == 0 ? URL(fileURLWithPath: candidate) : nil
    }
    return nil
  }
}

/// Everything `RideStore` keeps.
public struct RideData: Hashable, Sendable {
  public var history: [TripRecord] = []
  public var recents = RecentPlaces()
  public var savedPlaces = SavedPlaces()
  public var scheduledRides: [ScheduledRide] = []
  public var preferences = Preferences()

  public init() {}
}
