import Foundation
import OpenStreetMap
import Ride
import Testing

@Suite struct RideStoreTests {
  let now = TestData.utc("2025-03-12T10:00:00Z")
  let kamppi = RidePlace(
    name: LocalizedText(zh: "康比", en: "Kamppi"),
    address: LocalizedText(zh: "赫尔辛基 Urho Kekkosen katu 1号", en: "Urho Kekkosen katu 1, Helsinki"),
    coordinate: Coordinate(latitude: 60.1690, longitude: 24.9320))
  let station = RidePlace(
    name: LocalizedText(zh: "中央车站", en: "Central Station"),
    coordinate: Coordinate(latitude: 60.1710, longitude: 24.9414))

  func sampleData() throws -> RideData {
    let tariffs = try TestData.helsinkiTariffs()
    let path = RoadPath(
      coordinates: [station.coordinate, kamppi.coordinate], times: [0, 300.25], distance: 1_234.5)
    let fare = tariffs[.taxi].fare(
      for: MeteredTrip(distance: 1_234.5, duration: 300.25, waiting: 40, start: now, isPreOrder: false))
    var data = RideData()
    data.history = [
      TripRecord(
        id: UUID(uuidString: "8C2D6A4E-1F0B-4C3A-9D2E-5B6A7C8D9E0F")!, outcome: .completed, service: .taxi,
        pickup: station, destination: kamppi, requestedAt: now, startedAt: now.addingTimeInterval(123.5),
        endedAt: now.addingTimeInterval(423.75), route: Polyline(path.coordinates),
        driver: Driver(
          name: "Sari Mäkelä", ratingTenths: 48,
          car: CarModel(name: LocalizedText(zh: "斯柯达速派", en: "Škoda Superb")),
          colour: CarColour(name: LocalizedText(zh: "黑色", en: "black")), plate: "KTX-42"),
        isPreOrder: false, fare: fare, cancellationFee: nil)
    ]
    try data.history[0].rate(4)
    data.recents.add(kamppi)
    data.recents.add(station)
    data.savedPlaces = SavedPlaces(home: kamppi, work: station)
    data.scheduledRides = [
      ScheduledRide(
        id: UUID(uuidString: "1C2D6A4E-1F0B-4C3A-9D2E-5B6A7C8D9E0F")!, service: .express, pickup: station,
        destination: kamppi, pickupTime: now.addingTimeInterval(7_200), bookedAt: now, estimate: fare)
    ]
    data.preferences = Preferences(language: "en", appearance: .dark)
    return data
  }

  func save(_ data: RideData, _ store: RideStore) throws {
    try store.save(history: data.history)
    try store.save(recents: data.recents)
    try store.save(savedPlaces: data.savedPlaces)
    try store.save(scheduledRides: data.scheduledRides)
    try store.save(preferences: data.preferences)
  }

  @Test func everythingComesBackAsSaved() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = RideStore(directory: directory.appendingPathComponent("nested/hail"))
    let data = try sampleData()
    try save(data, store)
    let (loaded, warnings) = store.load(now: now)
    #expect(warnings.isEmpty)
    #expect(loaded == data)
    let names = try FileManager.default.contentsOfDirectory(atPath: store.directory.path).sorted()
    #expect(
      names == ["history.json", "places.json", "preferences.json", "recents.json", "scheduled.json"],
      "no temporary files left")
    let history = try String(
      contentsOf: store.directory.appendingPathComponent("history.json"), encoding: .utf8)
    #expect(history.contains(#""format" : "hail-history""#) && history.contains(#""version" : 1"#))
  }

  @Test func nothingStoredIsAnEmptyStart() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let (data, warnings) = RideStore(directory: directory.appendingPathComponent("absent")).load(now: now)
    #expect(data == RideData() && warnings.isEmpty)
  }

  /// Each bad `history.json`: set aside with a warning naming it and the new name; the rest loads.
  @Test(arguments: [
    ("garbage", "\u{0}\u{1}binary junk", "is corrupt (not valid JSON"),
    ("truncated", "", "is corrupt (not valid JSON"),
    ("wrong version", #"{"format": "hail-history", "version": 2, "content": []}"#, "has version 2"),
    (
      "foreign", #"{"name": "something else", "items": [1, 2, 3]}"#,
      "is not a Hail file of this kind (format missing)"
    ),
    (
      "another kind", #"{"format": "hail-recents", "version": 1, "content": {"places": []}}"#,
      #"(format "hail-recents")"#
    ),
    (
      "bad content", #"{"format": "hail-history", "version": 1, "content": [{"id": 5}]}"#,
      "is corrupt ([0].id:"
    ),
    ("an array", "[1, 2, 3]", "is not a Hail file of this kind"),
  ])
  func badFileIsSetAside(kind: String, contents: String, warning: String) throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = RideStore(directory: directory)
    let data = try sampleData()
    try save(data, store)
    let history = directory.appendingPathComponent("history.json")
    let text =
      kind == "truncated" ? String(try String(contentsOf: history, encoding: .utf8).prefix(300)) : contents
    try Data(text.utf8).write(to: history)
    let (loaded, warnings) = store.load(now: now)
    #expect(loaded.history.isEmpty)
    #expect(loaded.recents == data.recents && loaded.savedPlaces == data.savedPlaces)
    #expect(loaded.scheduledRides == data.scheduledRides && loaded.preferences == data.preferences)
    #expect(warnings.count == 1)
    #expect(warnings.first?.hasPrefix(history.path + " ") == true)
    #expect(warnings.first?.contains(warning) == true, "\(warnings)")
    #expect(
      warnings.first?.hasSuffix("moved it to history.json.corrupt-20250312T100000Z and started fresh") == true
    )
    #expect(!FileManager.default.fileExists(atPath: history.path))
    let aside = directory.appendingPathComponent("history.json.corrupt-20250312T100000Z")
    #expect(try Data(contentsOf: aside) == Data(text.utf8), "the bad file is kept as it was")
    // Saving again works, and the next load is clean.
    try store.save(history: data.history)
    #expect(store.load(now: now).warnings.isEmpty)
  }

  @Test func aSecondBadFileInTheSameSecondGetsItsOwnName() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = RideStore(directory: directory)
    let recents = directory.appendingPathComponent("recents.json")
    for _ in 0..<2 {
      try Data("{".utf8).write(to: recents)
      _ = store.load(now: now)
    }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    #expect(names == ["recents.json.corrupt-20250312T100000Z", "recents.json.corrupt-20250312T100000Z-2"])
  }

  @Test func unwritableDirectoryIsATypedErrorNotACrash() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A regular file where the directory should be: unwritable even for root.
    let file = directory.appendingPathComponent("file")
    try Data("x".utf8).write(to: file)
    let store = RideStore(directory: file.appendingPathComponent("hail"))
    #expect(store.load(now: now).data == RideData())
    #expect {
      try store.save(recents: RecentPlaces([kamppi]))
    } throws: { error in
      guard case .cannotWrite(let path, _) = error as? RideStoreError else { return false }
      return path == file.appendingPathComponent("hail/recents.json").path
    }
  }

  @Test func aFailedWriteLeavesTheOldFileAndNoTemporary() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = RideStore(directory: directory)
    // A directory where history.json should be: the rename fails.
    let blocker = directory.appendingPathComponent("history.json/inside")
    try FileManager.default.createDirectory(at: blocker, withIntermediateDirectories: true)
    #expect(throws: RideStoreError.self) { try store.save(history: []) }
    let names = try FileManager.default.contentsOfDirectory(atPath: directory.path)
    #expect(names == ["history.json"])
    #expect(FileManager.default.fileExists(atPath: blocker.path))
  }

  @Test func recentsKeepTheNewestVisitOnceUpToTwenty() {
    var recents = RecentPlaces()
    recents.add(kamppi)
    recents.add(station)
    recents.add(kamppi)
    #expect(recents.places == [kamppi, station])
    for index in 0..<30 {
      recents.add(
        RidePlace(
          name: LocalizedText(zh: "地点\(index)", en: "Place \(index)"),
          coordinate: Coordinate(latitude: 60.17, longitude: 24.94 + Double(index) * 0.001)))
    }
    #expect(recents.places.count == 20)
    #expect(recents.places.first?.name.en == "Place 29")
  }

  @Test func onlyACompletedTripTakesOneToFiveStars() throws {
    var trip = try sampleData().history[0]
    #expect(trip.rating == 4)
    try trip.rate(5)
    #expect(trip.rating == 5)
    #expect(throws: RideError.invalidRating(0)) { try trip.rate(0) }
    #expect(throws: RideError.invalidRating(6)) { try trip.rate(6) }
    #expect(trip.rating == 5)
    trip.outcome = .cancelled
    #expect(throws: RideError.notRateable) { try trip.rate(3) }
  }

  /// History written before ratings existed has no `rating` key: it loads, unrated.
  @Test func historyWithoutRatingsLoadsUnrated() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let store = RideStore(directory: directory)
    try store.save(history: try sampleData().history)
    let url = directory.appendingPathComponent("history.json")
    let text = try String(contentsOf: url, encoding: .utf8)
    let older = text.replacingOccurrences(of: #""rating" : 4,"#, with: "")
    #expect(older != text)
    try Data(older.utf8).write(to: url)
    let (loaded, warnings) = store.load(now: now)
    #expect(warnings.isEmpty)
    #expect(loaded.history.count == 1 && loaded.history[0].rating == nil)
  }
}
