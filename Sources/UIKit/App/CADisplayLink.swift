import Foundation

/// A frame callback, as Core Animation's display link. Selectors need the Objective-C runtime, which
/// Linux lacks, so the target is a closure; `add(to:)` takes the application whose frames drive it.
@preconcurrency @MainActor
public final class CADisplayLink {
  /// The time of the frame being prepared (the last frame's start when called).
  public private(set) var timestamp: TimeInterval = 0
  /// The time the next frame is due.
  public private(set) var targetTimestamp: TimeInterval = 0
  /// The interval between frames, in seconds.
  public var duration: TimeInterval { targetTimestamp - timestamp }
  public var isPaused = false

  private let handler: (CADisplayLink) -> Void
  private weak var application: UIApplication?

  @_spi(Hail) public init(handler: @escaping (CADisplayLink) -> Void) {
    self.handler = handler
  }

  /// Starts the callbacks on `application`'s frames (the shared application by default).
  @_spi(Hail) public func add(to application: UIApplication = .shared) {
    self.application = application
    application.addDisplayLink(self)
  }

  /// Stops the callbacks for good.
  public func invalidate() {
    application?.removeDisplayLink(self)
    application = nil
  }

  func fire(timestamp: TimeInterval, targetTimestamp: TimeInterval) {
    guard !isPaused else { return }
    self.timestamp = timestamp
    self.targetTimestamp = targetTimestamp
    handler(self)
  }
}
