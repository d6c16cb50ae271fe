/// A fare, item by item, with what was metered: an estimate before the trip, a receipt after it.
/// Every item is rounded to the cent on its own and `total` is their sum, so the items add up.
public struct FareBreakdown: Hashable, Sendable, Codable {
  public var service: Service
  public var currency: String
  /// Metres charged (whole metres, rounded down).
  public var metres: Int
  /// Seconds of driving charged (whole seconds, rounded down).
  public var seconds: Int
  /// Seconds the car waited at the pickup, and of those the ones charged (after the free time).
  public var waitingSeconds: Int
  public var chargedWaitingSeconds: Int
  /// The tariff period at the start (its id), nil for the default prices.
  public var period: String?

  public var base: Money
  public var distance: Money
  public var time: Money
  /// The period's multiplier on the distance and time charges (zero without one).
  public var surcharge: Money
  public var waiting: Money
  /// What lifts the metered part (base to waiting) to the tariff's minimum fare.
  public var minimumFareTopUp: Money
  public var bookingFee: Money
  public var preOrderFee: Money
  public var total: Money

  /// The items in receipt order, leaving out those that are zero (the base always shows).
  public var items: [FareItem] {
    let all: [FareItem] = [
      FareItem(kind: .base, amount: base), FareItem(kind: .distance, amount: distance),
      FareItem(kind: .time, amount: time), FareItem(kind: .surcharge, amount: surcharge),
      FareItem(kind: .waiting, amount: waiting), FareItem(kind: .minimumFareTopUp, amount: minimumFareTopUp),
      FareItem(kind: .bookingFee, amount: bookingFee), FareItem(kind: .preOrderFee, amount: preOrderFee),
    ]
    return all.filter { $0.kind == .base || $0.amount.cents != 0 }
  }
}

/// One line of a receipt.
public struct FareItem: Hashable, Sendable {
  public enum Kind: String, Hashable, Sendable, CaseIterable {
    case base, distance, time, surcharge, waiting, minimumFareTopUp, bookingFee, preOrderFee

    public var name: LocalizedText {
      switch self {
      case .base: LocalizedText(zh: "起步价", en: "Base fare")
      case .distance: LocalizedText(zh: "里程费", en: "Distance")
      case .time: LocalizedText(zh: "时长费", en: "Time")
      case .surcharge: LocalizedText(zh: "时段加价", en: "Surcharge")
      case .waiting: LocalizedText(zh: "等候费", en: "Waiting")
      case .minimumFareTopUp: LocalizedText(zh: "最低消费补足", en: "Minimum fare top-up")
      case .bookingFee: LocalizedText(zh: "服务费", en: "Booking fee")
      case .preOrderFee: LocalizedText(zh: "预约费", en: "Pre-order fee")
      }
    }
  }

  public var kind: Kind
  public var amount: Money
}
