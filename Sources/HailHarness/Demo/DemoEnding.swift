import Foundation

/// When the demo's ride is over: the recording follows the ride, however fast `--speed` runs it,
/// rather than a fixed length. Once the receipt shows, done is tapped `doneDelay` later and the
/// recording stops `closingTime` after that (the home screen back); it never runs past
/// `maximumDuration`, so a slow `--speed` gives at most a minute with the ride unfinished.
public struct DemoEnding: Equatable, Sendable {
  /// The longest a demo runs, seconds (the limit for the GIF).
  public static let maximumDuration: TimeInterval = 60
  /// How long the receipt shows before done is tapped, and the home screen after.
  public static let doneDelay: TimeInterval = 2
  public static let closingTime: TimeInterval = 1.5

  /// When the receipt first showed, once it has.
  public private(set) var receiptShownAt: TimeInterval?

  public init() {}

  /// Notes the frame at `time`: `receiptShowing` says whether the ride is at its receipt. Returns
  /// when to tap done, the first time the receipt shows.
  public mutating func observe(time: TimeInterval, receiptShowing: Bool) -> TimeInterval? {
    guard receiptShownAt == nil, receiptShowing else { return nil }
    receiptShownAt = time
    return time + Self.doneDelay
  }

  /// Where the recording ends: after done and the home screen, or at the limit.
  public var endTime: TimeInterval {
    min(receiptShownAt.map { $0 + Self.doneDelay + Self.closingTime } ?? .infinity, Self.maximumDuration)
  }

  /// Whether the ride reached its receipt.
  public var rideFinished: Bool { receiptShownAt != nil }
}
