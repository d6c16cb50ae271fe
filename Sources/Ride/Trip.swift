import Foundation

/// One ride as an explicit state machine: `handle(_:at:)` moves it along the transition table
/// (`TripTransitions.swift`) and refuses, with a typed error and no change, every event the
/// current state does not allow. A value: the session owns it, tests drive it directly.
public struct Trip: Hashable, Sendable {
  public let tariffs: TariffBook
  public private(set) var state: TripState = .idle
  public private(set) var preview: RidePreview?
  public private(set) var service: Service?
  /// The booked pickup time, for a scheduled ride (a pre-order).
  public private(set) var scheduledPickup: Date?
  public private(set) var matchingStartedAt: Date?
  /// Dispatch gave up; matching waits for a retry or a cancel.
  public private(set) var noDriverAvailable = false
  public private(set) var assignment: Assignment?
  public private(set) var arrivedAt: Date?
  public private(set) var startedAt: Date?
  public private(set) var endedAt: Date?
  /// The receipt, once completed.
  public private(set) var fare: FareBreakdown?
  /// What cancelling cost, once cancelled (zero when free).
  public private(set) var cancellationFee: Money?
  /// The state the trip was cancelled in.
  public private(set) var cancelledIn: TripState?

  public init(tariffs: TariffBook) { self.tariffs = tariffs }

  /// The chosen service's tariff.
  public var tariff: Tariff? { service.map { tariffs[$0] } }

  /// Applies `event` at `time`, or throws and changes nothing.
  public mutating func handle(_ event: TripEvent, at time: Date) throws(TripError) {
    guard let next = TripTransitions.next(state, event.kind, noDriverAvailable: noDriverAvailable) else {
      throw .notAllowed(event.kind, in: state)
    }
    switch event {
    case .openSearch, .back, .driverArrived, .start, .complete, .cancel, .noDriverAvailable, .retry, .close:
      break
    case .choose(let preview):
      self.preview = preview
    case .call(let service):
      self.service = service
      matchingStartedAt = time
    case .schedule(let service, let pickupAt):
      let minimum = tariffs[service].preOrder.minimumLead
      guard pickupAt.timeIntervalSince(time) >= minimum else {
        throw .tooSoonToSchedule(lead: pickupAt.timeIntervalSince(time), minimum: minimum)
      }
    case .startScheduled(let ride, let preview):
      self.preview = preview
      service = ride.service
      scheduledPickup = ride.pickupTime
      matchingStartedAt = time
    case .assign(let assignment):
      self.assignment = assignment
    case .dismiss:
      self = Trip(tariffs: tariffs)
    }
    apply(event.kind, at: time)
    state = next
  }

  /// The bookkeeping of events whose values are the time they happen at.
  private mutating func apply(_ kind: TripEvent.Kind, at time: Date) {
    switch kind {
    case .close, .schedule:
      preview = nil
    case .noDriverAvailable:
      noDriverAvailable = true
    case .retry:
      noDriverAvailable = false
      matchingStartedAt = time
    case .driverArrived:
      arrivedAt = time
    case .start:
      startedAt = time
    case .complete:
      endedAt = time
      fare = finalFare(at: time)
    case .cancel:
      endedAt = time
      cancelledIn = state
      cancellationFee =
        tariff?.cancellationFee(sinceAssignment: assignment.map { time.timeIntervalSince($0.assignedAt) })
        ?? .zero(tariffs.currency)
    default:
      break
    }
  }

  /// When waiting starts counting: the car's arrival, or the booked time if the car came early.
  public var waitingSince: Date? {
    guard let arrivedAt else { return nil }
    guard let scheduledPickup else { return arrivedAt }
    return max(arrivedAt, scheduledPickup)
  }

  /// The fare of the trip as driven: the path's distance, the time since the start, the waiting.
  private func finalFare(at time: Date) -> FareBreakdown? {
    guard let tariff, let preview, let startedAt else { return nil }
    let waiting = waitingSince.map { max(0, startedAt.timeIntervalSince($0)) } ?? 0
    return tariff.fare(
      for: MeteredTrip(
        distance: preview.path.distance, duration: time.timeIntervalSince(startedAt), waiting: waiting,
        start: startedAt, isPreOrder: scheduledPickup != nil))
  }
}
