import Foundation

/// What a fare is computed from: the trip as the meter saw it, or as the route predicts it.
public struct MeteredTrip: Hashable, Sendable {
  /// Metres driven with the passenger.
  public var distance: Double
  /// Seconds driven with the passenger.
  public var duration: TimeInterval
  /// Seconds the car waited at the pickup before the trip started.
  public var waiting: TimeInterval
  /// When the trip starts: it decides the tariff period for the whole trip.
  public var start: Date
  /// A ride booked ahead (the pre-order fee applies).
  public var isPreOrder: Bool

  public init(distance: Double, duration: TimeInterval, waiting: TimeInterval, start: Date, isPreOrder: Bool)
  {
    self.distance = distance
    self.duration = duration
    self.waiting = waiting
    self.start = start
    self.isPreOrder = isPreOrder
  }
}

extension Tariff {
  /// The fare for a trip, item by item. Pure: the same trip always costs the same.
  ///
  /// Rounding: distance counts whole metres and times whole seconds (both rounded down, as a meter
  /// counts units); each item is then rounded to the cent on its own, halves away from zero.
  /// The minimum fare applies to the metered part (base, distance, time, surcharge, waiting); the
  /// booking and pre-order fees come on top.
  public func fare(for trip: MeteredTrip) -> FareBreakdown {
    let metres = Tariff.whole(trip.distance)
    let seconds = Tariff.whole(trip.duration)
    let waitingSeconds = Tariff.whole(trip.waiting)
    let chargedWaiting = max(0, waitingSeconds - Int(waiting.free))
    let period = period(at: trip.start)
    let base = period?.baseFare ?? baseFare
    let distanceCents = Money.rounded(perKilometre.cents * metres, over: 1000)
    let timeCents = Money.rounded(perMinute.cents * seconds, over: 60)
    let multiplier = period?.multiplierPerMille ?? 1000
    let surchargeCents = Money.rounded((distanceCents + timeCents) * (multiplier - 1000), over: 1000)
    let waitingCents = Money.rounded(waiting.perHour.cents * chargedWaiting, over: 3600)
    let metered = base.cents + distanceCents + timeCents + surchargeCents + waitingCents
    let topUp = max(0, minimumFare.cents - metered)
    let preOrderCents = trip.isPreOrder ? preOrder.fee.cents : 0
    func money(_ cents: Int) -> Money { Money(cents: cents, currency: currency) }
    return FareBreakdown(
      service: service, currency: currency, metres: metres, seconds: seconds, waitingSeconds: waitingSeconds,
      chargedWaitingSeconds: chargedWaiting, period: period?.id, base: base, distance: money(distanceCents),
      time: money(timeCents), surcharge: money(surchargeCents), waiting: money(waitingCents),
      minimumFareTopUp: money(topUp), bookingFee: bookingFee, preOrderFee: money(preOrderCents),
      total: money(metered + topUp + bookingFee.cents + preOrderCents))
  }

  /// Whole units rounded down, from 0 up to 10⁹ (a million kilometres or 30 years: nothing a
  /// trip reaches, and far from overflowing the cent arithmetic); not-a-number counts as 0.
  static func whole(_ value: Double) -> Int {
    value.isNaN ? 0 : Int(min(max(value, 0), 1e9))
  }

  /// The fare a route predicts: its length and expected time, no waiting, starting at `start`.
  public func estimate(
    distance: Double, expectedTravelTime: TimeInterval, start: Date, isPreOrder: Bool = false
  )
    -> FareBreakdown
  {
    fare(
      for: MeteredTrip(
        distance: distance, duration: expectedTravelTime, waiting: 0, start: start, isPreOrder: isPreOrder))
  }
}
