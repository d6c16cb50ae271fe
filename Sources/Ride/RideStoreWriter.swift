import Dispatch
import Foundation

/// Writes a `RideStore`'s files on a queue of its own, each file's in the order asked, so the
/// thread that changes the data (the app's main thread, in a frame) never waits for the encoding
/// or the disk: an atomic write flushes the file and its directory (`AtomicFile`), which can take
/// milliseconds on a phone's or a laptop's storage.
///
/// A file asked for again before its last write has begun is written once, with the newest
/// content. `flush()` returns once everything asked for is on disk (the app calls it when it is
/// about to end); a write that fails is kept for `takeFailures()`, in the order they happened.
///
/// Unchecked sendable: `state` is read and written only under `lock`. An `NSLock` (a pthread mutex)
/// rather than `Synchronization.Mutex`, whose futex in the uninstrumented standard library
/// ThreadSanitizer cannot see: `make sanitize-thread` reported the writer's accesses under it as a
/// race (as it had HierarchySearch's pool, `SparePool`).
public final class RideStoreWriter: @unchecked Sendable {
  public let store: RideStore
  private let queue: DispatchQueue
  private let lock = NSLock()
  private var state = State()

  private struct State {
    /// The newest content of each file not yet written, by file name.
    var pending: [String: @Sendable (RideStore) throws -> Void] = [:]
    var failures: [String] = []
  }

  /// Writes `store`'s files on `queue`: a serial queue (one of its own unless given).
  public init(store: RideStore, queue: DispatchQueue = DispatchQueue(label: "hail.ride-store", qos: .utility))
  {
    self.store = store
    self.queue = queue
  }

  public func save(history: [TripRecord]) {
    enqueue(StoreFile.history.name) { try $0.save(history: history) }
  }
  public func save(recents: RecentPlaces) {
    enqueue(StoreFile.recents.name) { try $0.save(recents: recents) }
  }
  public func save(savedPlaces: SavedPlaces) {
    enqueue(StoreFile.savedPlaces.name) { try $0.save(savedPlaces: savedPlaces) }
  }
  public func save(scheduledRides: [ScheduledRide]) {
    enqueue(StoreFile.scheduledRides.name) { try $0.save(scheduledRides: scheduledRides) }
  }
  public func save(preferences: Preferences) {
    enqueue(StoreFile.preferences.name) { try $0.save(preferences: preferences) }
  }

  /// Waits until every write asked for so far has been made (or has failed).
  public func flush() { queue.sync {} }

  /// The writes that failed since the last call, each as its error's line.
  public func takeFailures() -> [String] {
    lock.withLock {
      defer { state.failures.removeAll() }
      return state.failures
    }
  }

  /// Keeps `write` as `name`'s newest content and has the queue write it: one job per request,
  /// the first of which for a name takes the newest content, the later ones finding nothing left.
  private func enqueue(_ name: String, _ write: @escaping @Sendable (RideStore) throws -> Void) {
    lock.withLock { state.pending[name] = write }
    queue.async {
      guard let write = self.lock.withLock({ self.state.pending.removeValue(forKey: name) }) else { return }
      do {
        try write(self.store)
      } catch {
        self.lock.withLock { self.state.failures.append("\(error)") }
      }
    }
  }
}
