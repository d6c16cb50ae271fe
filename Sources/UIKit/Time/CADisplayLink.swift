@_spi(Hail) import EngineTime
import Foundation

/// A frame callback, as Core Animation's display link: it calls its target once per frame of the
/// engine's frame loop (every n-th frame with `preferredFramesPerSecond`), on the engine's clock.
///
/// Selectors need the Objective-C runtime, which Linux lacks: the target's method is a typed method
/// reference (`CADisplayLink(target: self, selector: CarView.step)`). As on iOS the link keeps its
/// target until invalidated, and a link added for `.default` does not fire while a scroll view
/// tracks (`RunLoop`); `.common` fires in every mode.
@preconcurrency @MainActor
public final class CADisplayLink {
  /// The time of the frame being prepared (the last frame shown, when the target is called).
  public private(set) var timestamp: CFTimeInterval = 0
  /// The time the next frame this link fires for is due: `timestamp` plus the link's interval.
  public private(set) var targetTimestamp: CFTimeInterval = 0
  /// The interval between the display's frames ("the time interval between screen refresh
  /// updates"); `targetTimestamp − timestamp` is the link's own interval.
  public private(set) var duration: CFTimeInterval = 0
  public var isPaused = false
  /// The rate the target wants; 0 (the default) is the display's rate. The link fires on every
  /// n-th frame, n the display's rate over this rounded (at least 1): as on iOS the actual rate is
  /// a factor of the display's maximum ("the actual frame rate is a factor of the maximum refresh
  /// rate of the device", Apple docs, `preferredFramesPerSecond`).
  public var preferredFramesPerSecond = 0
  /// iOS 15's form of the preferred rate; its `preferred` value (else `maximum`) is used.
  public var preferredFrameRateRange: CAFrameRateRange {
    get { CAFrameRateRange(minimum: 0, maximum: Float(preferredFramesPerSecond), preferred: nil) }
    set { preferredFramesPerSecond = Int((newValue.preferred ?? newValue.maximum).rounded()) }
  }

  /// The target's method or the engine's closure; nil once invalidated (Apple, `invalidate()`:
  /// "The display link also releases the target").
  private var handler: ((CADisplayLink) -> Void)?
  private weak var application: UIApplication?
  private var modes: Set<RunLoop.Mode> = []
  /// Frames seen since the link was added: with a preferred rate it fires on every n-th.
  private var framesSeen = 0

  /// `init(target:selector:)` with a typed method reference taking the link.
  public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (CADisplayLink) -> Void) {
    handler = { link in selector(target)(link) }
  }

  /// `init(target:selector:)` with a typed method reference taking no argument.
  public init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
    handler = { _ in selector(target)() }
  }

  /// The engine's closure form.
  @_spi(Hail) public init(handler: @escaping (CADisplayLink) -> Void) {
    self.handler = handler
  }

  /// Starts the callbacks on the run loop's frames in `mode` (`.common`: in every mode).
  public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    modes.formUnion(mode == .common ? [.default, .tracking] : [mode])
    add(to: UIApplication.shared)
  }

  /// Stops the callbacks in `mode`; with no mode left the link stops.
  public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
    modes.subtract(mode == .common ? [.default, .tracking] : [mode])
    if modes.isEmpty { detach() }
  }

  /// Starts the callbacks on `application`'s frames in every mode (the engine's own motion: scroll
  /// physics keeps running while the run loop tracks).
  @_spi(Hail) public func add(to application: UIApplication = .shared) {
    if self.application == nil, modes.isEmpty { modes = [.default, .tracking] }
    self.application = application
    application.addDisplayLink(self)
  }

  /// Stops the callbacks for good and lets go of the target, so an owner that keeps its link while
  /// the link keeps the owner is freed.
  public func invalidate() {
    detach()
    handler = nil
  }

  private func detach() {
    application?.removeDisplayLink(self)
    application = nil
  }

  /// Whether the link will call its target on coming frames.
  var isActive: Bool { !isPaused && application != nil }

  func fire(timestamp: TimeInterval, frameInterval: TimeInterval, mode: RunLoop.Mode) {
    guard !isPaused, modes.contains(mode), let handler else { return }
    let preferred = preferredFramesPerSecond
    let step = preferred > 0 ? max(Int((1 / (frameInterval * Double(preferred))).rounded()), 1) : 1
    defer { framesSeen += 1 }
    guard framesSeen % step == 0 else { return }
    self.timestamp = timestamp
    targetTimestamp = timestamp + Double(step) * frameInterval
    duration = frameInterval
    handler(self)
  }
}

/// The range of frame rates a display link asks for (iOS 15).
public struct CAFrameRateRange: Equatable, Sendable {
  public var minimum: Float
  public var maximum: Float
  public var preferred: Float?

  public init(minimum: Float, maximum: Float, preferred: Float? = nil) {
    self.minimum = minimum
    self.maximum = maximum
    self.preferred = preferred
  }

  public static let `default` = CAFrameRateRange(minimum: 0, maximum: 0, preferred: nil)
}

/// Core Foundation's time interval, in seconds (QuartzCore's time type).
public typealias CFTimeInterval = Double

/// The engine clock's current time in seconds: Core Animation's media time, the time
/// `CALayer.beginTime` and display-link timestamps are measured on.
public func CACurrentMediaTime() -> CFTimeInterval {
  EngineClock.now
}
