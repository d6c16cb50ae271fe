import Dispatch
import Foundation
import OpenStreetMap
import Ride
import Testing

@Suite struct RideStoreWriterTests {
  let now = TestData.utc("2025-03-12T10:00:00Z")

  func place(_ name: String) -> RidePlace {
    RidePlace(
      name: LocalizedText(zh: name, en: name), coordinate: Coordinate(latitude: 60.17, longitude: 24.94))
  }

  @Test func writesWaitForTheQueueAndFlushWaitsForThem() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let queue = DispatchQueue(label: "test.ride-store")
    let writer = RideStoreWriter(store: RideStore(directory: directory), queue: queue)
    queue.suspend()
    writer.save(recents: RecentPlaces([place("Kamppi")]))
    // Asked for, not made: the caller did not wait for the disk.
    #expect(!FileManager.default.fileExists(atPath: directory.appendingPathComponent("recents.json").path))
    queue.resume()
    writer.flush()
    #expect(writer.store.load(now: now).data.recents == RecentPlaces([place("Kamppi")]))
    #expect(writer.takeFailures().isEmpty)
  }

  @Test func theNewestContentOfAFileIsWhatStays() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    let queue = DispatchQueue(label: "test.ride-store")
    let writer = RideStoreWriter(store: RideStore(directory: directory), queue: queue)
    queue.suspend()
    var recents = RecentPlaces()
    for name in ["Kamppi", "Kaisaniemi", "Töölö"] {
      recents.add(place(name))
      writer.save(recents: recents)
    }
    writer.save(preferences: Preferences(language: "en", appearance: .dark))
    queue.resume()
    writer.flush()
    let stored = writer.store.load(now: now)
    #expect(stored.warnings.isEmpty)
    #expect(stored.data.recents == recents)
    #expect(stored.data.recents.places.map(\.name.en) == ["Töölö", "Kaisaniemi", "Kamppi"])
    #expect(stored.data.preferences == Preferences(language: "en", appearance: .dark))
  }

  @Test func aFailedWriteIsReportedOnceAndTheRestAreMade() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // A directory where history.json should be: its rename fails; the other files are written.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("history.json/inside"), withIntermediateDirectories: true)
    let writer = RideStoreWriter(store: RideStore(directory: directory))
    writer.save(history: [])
    writer.save(savedPlaces: SavedPlaces(home: place("Kamppi"), work: nil))
    writer.flush()
    let failures = writer.takeFailures()
    #expect(failures.count == 1)
    #expect(failures.first?.contains(directory.appendingPathComponent("history.json").path) == true)
    #expect(writer.takeFailures().isEmpty)
    #expect(writer.store.load(now: now).data.savedPlaces.home == place("Kamppi"))
  }

  @Test func aFileAskedForAgainBeforeItsWriteBeganIsWrittenOnce() throws {
    let directory = try TestData.temporaryDirectory()
    defer { try? FileManager.default.removeItem(at: directory) }
    // Every write of history.json fails (a folder stands there): the failures count the writes made.
    try FileManager.default.createDirectory(
      at: directory.appendingPathComponent("history.json/inside"), withIntermediateDirectories: true)
    let queue = DispatchQueue(label: "test.ride-store")
    let writer = RideStoreWriter(store: RideStore(directory: directory), queue: queue)
    queue.suspend()
    for _ in 0..<3 { writer.save(history: []) }
    queue.resume()
    writer.flush()
    #expect(writer.takeFailures().count == 1)
    // Asked for once the last write is done: written again.
    writer.save(history: [])
    writer.flush()
    #expect(writer.takeFailures().count == 1)
  }
}
