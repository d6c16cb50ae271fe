import Foundation
import OpenStreetMap

/// The passenger's actions, each at the session's time; a refused one changes nothing.
extension RideSession {
  public mutating func openSearch() throws(RideError) { try handle(.openSearch) }
  public mutating func close() throws(RideError) { try handle(.close) }
  public mutating func back() throws(RideError) { try handle(.back) }

  /// Routes from `pickup` to `destination` and shows each service's estimate for leaving now.
  public mutating func choose(destination: RidePlace, pickup: RidePlace) throws(RideError) {
    guard TripTransitions.next(trip.state, .choose, noDriverAvailable: trip.noDriverAvailable) != nil else {
      throw .trip(.notAllowed(.choose, in: trip.state))
    }
    let path: RoadPath
    do {
      path = try network.path(from: pickup.coordinate, to: destination.coordinate)
    } catch {
      throw .road(error)
    }
    try handle(
      .choose(
        RidePreview(pickup: pickup, destination: destination, path: path, tariffs: tariffs, start: time)))
  }

  /// 呼叫: dispatch starts now.
  public mutating func call(_ service: Service) throws(RideError) {
    try handle(.call(service))
    requestedAt = time
    searchIndex = 0
  }

  /// 预约: books the previewed ride for `pickupTime`, at least the tariff's pre-order lead ahead.
  @discardableResult
  public mutating func schedule(_ service: Service, at pickupTime: Date) throws(RideError) -> ScheduledRide {
    guard let preview = trip.preview else { throw .trip(.notAllowed(.schedule, in: trip.state)) }
    try handle(.schedule(service, pickupAt: pickupTime))
    let ride = ScheduledRide(
      id: UUID(&random), service: service, pickup: preview.pickup, destination: preview.destination,
      pickupTime: pickupTime, bookedAt: time,
      estimate: tariffs[service].estimate(
        distance: preview.path.distance, expectedTravelTime: preview.path.duration, start: pickupTime,
        isPreOrder: true))
    scheduledRides.append(ride)
    return ride
  }

  /// Cancels a booking before its dispatch started (free).
  public mutating func cancelScheduledRide(_ id: UUID) throws(RideError) {
    guard scheduledRides.contains(where: { $0.id == id }) else { throw .noSuchScheduledRide }
    scheduledRides.removeAll { $0.id == id }
  }

  /// Puts back bookings kept from an earlier run (the store's).
  public mutating func restoreScheduledRides(_ rides: [ScheduledRide]) {
    scheduledRides = rides
  }

  /// After "no driver available": search again from the first radius.
  public mutating func retry() throws(RideError) {
    try handle(.retry)
    searchIndex = 0
  }

  /// Cancels the ride: free before a driver is assigned and within the grace after, a fee later.
  public mutating func cancel() throws(RideError) {
    let calledBefore = trip.service != nil
    try handle(.cancel)
    if let car = trip.assignment?.carID { try? fleet.release(car, at: time) }
    if calledBefore { record(.cancelled) }
    let fee = trip.cancellationFee ?? .zero(tariffs.currency)
    notify(
      .cancelled,
      fee.cents > 0
        ? LocalizedText(
          zh: "行程已取消，取消费 \(fee.symbolText)", en: "Ride cancelled: cancellation fee \(fee.symbolText)")
        : LocalizedText(zh: "行程已取消", en: "Ride cancelled"))
  }

  /// The receipt's done, or the cancellation seen: back to the home screen.
  public mutating func dismiss() throws(RideError) {
    try handle(.dismiss)
    requestedAt = nil
    boardingAt = nil
  }

  /// Finished rides (completed or cancelled after a call) since the last time, for the history.
  public mutating func takeFinishedTrips() -> [TripRecord] {
    defer { finished = [] }
    return finished
  }

  /// The road ETA of the nearest free car of `service` to `pickup` ("3分钟上车"), seconds.
  public func pickupTime(at pickup: Coordinate, service: Service) -> TimeInterval? {
    dispatcher.pickupTime(pickup: pickup, service: service, fleet: fleet, network: network)
  }

  private mutating func handle(_ event: TripEvent) throws(RideError) {
    do {
      try trip.handle(event, at: time)
    } catch {
      throw .trip(error)
    }
  }
}
