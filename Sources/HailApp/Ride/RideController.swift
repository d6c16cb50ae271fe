import Foundation
import Ride
import UIKit

/// The app's side of the ride service: it runs the session on the app's clock (a display link
/// advances it every frame, so the fleet glides), takes the passenger's actions to it, and keeps
/// what the passenger's data directory holds — history, recent destinations, saved places and
/// bookings — in step with it. Screens read `session` and hear `onFrame` (every frame) and
/// `onTripChange` (the trip moved to another state, found or lost a driver).
///
/// The files are written in the background (`RideStoreWriter`), so a tap that changes them never
/// waits for the disk; everything asked for is written before the app ends
/// (`UIApplication.willTerminateNotification`) or the controller stops, and a write that failed is
/// reported on the next frame.
@MainActor
final class RideController {
  private(set) var session: RideSession
  private let clock: SimulationClock
  private let writer: RideStoreWriter
  private var terminationObserver: (any NSObjectProtocol)?
  private(set) var data: RideData
  private var link: CADisplayLink?
  private var lastTrip: TripSignature
  /// The history's record of the trip that completed last, which the receipt's stars rate.
  private var completedTrip: UUID?
  /// After each step of the simulation.
  var onFrame: [() -> Void] = []
  /// After the trip changed state (or found, or lost, a driver).
  var onTripChange: [() -> Void] = []
  /// Where problems with stored data are reported.
  var log: (String) -> Void = { print($0) }

  init(service: RideService, dataDirectory: URL) {
    session = service.session
    clock = service.clock
    writer = RideStoreWriter(store: RideStore(directory: dataDirectory))
    let loaded = writer.store.load(now: service.session.time)
    data = loaded.data
    lastTrip = TripSignature(service.session.trip)
    session.restoreScheduledRides(loaded.data.scheduledRides.filter { $0.pickupTime > session.time })
    for warning in loaded.warnings { log(warning) }
    terminationObserver = NotificationCenter.default.addObserver(
      forName: UIApplication.willTerminateNotification, object: nil, queue: nil
    ) { [weak self] _ in
      // Posted on the main thread (UIKit posts it there), as the app is about to end.
      MainActor.assumeIsolated { self?.finishWrites() }
    }
  }

  isolated deinit {
    if let terminationObserver { NotificationCenter.default.removeObserver(terminationObserver) }
    // A controller dropped without `stop()`: what it asked for is written before it goes.
    finishWrites()
  }

  var trip: Trip { session.trip }
  /// The service as it stands now: this session (its fleet and trip) on the same clock.
  var service: RideService { RideService(session: session, clock: clock) }
  var now: Date { session.time }

  /// Starts stepping the simulation with the display.
  func start() {
    guard link == nil else { return }
    // A link keeps its target until it is invalidated, as Core Animation's does: the target holds
    // this controller weakly, so a screen dropped without `stop()` does not live on with its link.
    let link = CADisplayLink(target: FrameStepper(controller: self), selector: FrameStepper.step)
    link.add(to: .main, forMode: .common)
    self.link = link
  }

  /// Stops stepping the simulation, and finishes writing the passenger's data: a screen made after
  /// this (the app relaunched in another language) reads the files as they now stand.
  func stop() {
    link?.invalidate()
    link = nil
    finishWrites()
  }

  /// Waits for the files asked for to be written, and reports any write that failed.
  func finishWrites() {
    writer.flush()
    reportFailedWrites()
  }

  private func reportFailedWrites() {
    for failure in writer.takeFailures() { log(failure) }
  }

  /// Runs the simulation to the app's time `hostTime` and tells the screens.
  func advance(to hostTime: CFTimeInterval) {
    let bookings = session.scheduledRides.count
    session.advance(to: clock.date(atHostTime: hostTime))
    reportFailedWrites()
    if session.scheduledRides.count != bookings { saveBookings() }
    keepFinishedTrips()
    for observer in onFrame { observer() }
    let signature = TripSignature(session.trip)
    if signature != lastTrip {
      lastTrip = signature
      for observer in onTripChange { observer() }
    }
  }

  // MARK: The passenger's actions

  /// Performs `action` on the session; a refused action changes nothing and is returned.
  @discardableResult
  func perform(_ action: (inout RideSession) throws -> Void) -> RideError? {
    do {
      try action(&session)
    } catch {
      // The session's actions throw only `RideError`s (typed throws do not survive the closure).
      return error as? RideError
    }
    keepFinishedTrips()
    let signature = TripSignature(session.trip)
    if signature != lastTrip {
      lastTrip = signature
      for observer in onTripChange { observer() }
    }
    return nil
  }

  /// Chooses the destination (it joins the recent places) and previews the ride.
  func choose(destination: RidePlace, pickup: RidePlace) -> RideError? {
    let error = perform { try $0.choose(destination: destination, pickup: pickup) }
    if error == nil {
      data.recents.add(destination)
      writer.save(recents: data.recents)
    }
    return error
  }

  /// Books the previewed ride for `time`.
  func schedule(_ service: Service, at time: Date) -> RideError? {
    let error = perform { try $0.schedule(service, at: time) }
    if error == nil { saveBookings() }
    return error
  }

  func cancelBooking(_ id: UUID) {
    perform { try $0.cancelScheduledRide(id) }
    saveBookings()
  }

  /// Saves `place` as 家 (home) or 公司 (work).
  func save(_ place: RidePlace, as kind: SavedPlaceKind) {
    switch kind {
    case .home: data.savedPlaces.home = place
    case .work: data.savedPlaces.work = place
    }
    writer.save(savedPlaces: data.savedPlaces)
  }

  /// The receipt's stars: the trip that just completed, rated in the history.
  func rateCompletedTrip(_ stars: Int) {
    guard let completedTrip else { return }
    rateTrip(completedTrip, stars: stars)
  }

  /// Rates (or rates again) a trip of the history from its receipt in 我的.
  func rateTrip(_ id: UUID, stars: Int) {
    guard let index = data.history.firstIndex(where: { $0.id == id }) else { return }
    do {
      try data.history[index].rate(stars)
    } catch {
      log("\(error)")
      return
    }
    writer.save(history: data.history)
  }

  /// Keeps the drawer's settings.
  func save(_ preferences: Preferences) {
    data.preferences = preferences
    writer.save(preferences: preferences)
  }

  private func keepFinishedTrips() {
    let finished = session.takeFinishedTrips()
    guard !finished.isEmpty else { return }
    if let completed = finished.last(where: { $0.outcome == .completed }) { completedTrip = completed.id }
    data.history.insert(contentsOf: finished.reversed(), at: 0)
    writer.save(history: data.history)
  }

  private func saveBookings() {
    data.scheduledRides = session.scheduledRides
    writer.save(scheduledRides: data.scheduledRides)
  }
}

/// The ride controller's display-link target. With the controller itself the target, the link
/// would keep it (and its session, fleet and history) and it the link, for good; this holds it
/// weakly and invalidates the link at the first frame after it is gone.
@MainActor
private final class FrameStepper {
  weak var controller: RideController?

  init(controller: RideController) {
    self.controller = controller
  }

  func step(_ link: CADisplayLink) {
    guard let controller else { return link.invalidate() }
    controller.advance(to: link.timestamp)
  }
}

/// 家 or 公司.
enum SavedPlaceKind: CaseIterable {
  case home, work
}

/// What about a trip changes the screens: its state, and whether dispatch found a car or gave up.
private struct TripSignature: Equatable {
  var state: TripState
  var noDriver: Bool
  var car: Int?

  init(_ trip: Trip) {
    state = trip.state
    noDriver = trip.noDriverAvailable
    car = trip.assignment?.carID
  }
}
