import Foundation

/// The application: the run loop that turns time and input into frames.
///
/// A frame runs, in order: time-based gesture decisions (tap windows, touch delays) → display-link
/// callbacks (scroll physics, anything frame-driven) → finished
/// animations' completions → the layout pass of every window → `frameObservers` (the renderer and the
/// SDL host present there). Events are delivered when they arrive, through `sendEvent(_:)`, as UIKit
/// does between frames.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
  /// The one application. Headless by default: a virtual clock that moves only when told.
  public static let shared = UIApplication()

  /// Where time comes from: virtual in tests and replays, monotonic in a window.
  @_spi(Hail) public var clock: any Clock = VirtualClock()

  /// Frames per second of the frame loop; UIKit's default display rate.
  @_spi(Hail) public var preferredFramesPerSecond = 60

  /// The windows made visible, back to front.
  public private(set) var windows: [UIWindow] = []
  public var keyWindow: UIWindow? { windows.last { $0.isKeyWindow } }

  /// The time of the last frame run.
  @_spi(Hail) public private(set) var lastFrameTime: TimeInterval = 0

  /// Called at the end of each frame, after layout (renderers, hosts, recorders).
  @_spi(Hail) public var frameObservers: [(TimeInterval) -> Void] = []

  private var displayLinks: [CADisplayLink] = []
  let animator = Animator()

  @_spi(Hail) public var frameInterval: TimeInterval { 1 / TimeInterval(max(preferredFramesPerSecond, 1)) }

  /// Starts over with a fresh virtual clock, no windows and no pending animations: each headless
  /// test or replay begins from the same state.
  @_spi(Hail) public func resetHeadless(clock: any Clock = VirtualClock()) {
    self.clock = clock
    windows.removeAll()
    displayLinks.removeAll()
    frameObservers.removeAll()
    animator.removeAll()
    UIPasteboard.general.reset()
    lastFrameTime = clock.now
  }

  /// Delivers an event to the window it belongs to, as `UIApplication.sendEvent(_:)`.
  open func sendEvent(_ event: UIEvent) {
    let targetWindows = Set(event.allTouches?.compactMap { $0.window.map(ObjectIdentifier.init) } ?? [])
    for window in windows where targetWindows.contains(ObjectIdentifier(window)) {
      window.sendEvent(event)
    }
  }

  /// Runs one frame at the clock's current time.
  @_spi(Hail) public func runFrame() {
    let now = clock.now
    lastFrameTime = now
    for window in windows {
      window.touchDispatcher.frameTick(at: now)
    }
    for link in displayLinks {
      link.fire(timestamp: now, targetTimestamp: now + frameInterval)
    }
    animator.completeFinishedGroups(at: now)
    for window in windows {
      window.layoutIfNeeded()
    }
    for observer in frameObservers {
      observer(now)
    }
  }

  /// Advances a virtual clock by `seconds`, running every frame that falls due on the way
  /// (one per `frameInterval`). Does nothing to a real clock.
  @_spi(Hail) public func advance(by seconds: TimeInterval) {
    guard let virtualClock = clock as? VirtualClock, seconds.isFinite, seconds > 0 else { return }
    let end = virtualClock.now + seconds
    while lastFrameTime + frameInterval <= end + 1e-9 {
      virtualClock.advance(to: lastFrameTime + frameInterval)
      runFrame()
    }
    virtualClock.advance(to: end)
  }

  /// Advances a virtual clock to `time`, running the frames due on the way.
  @_spi(Hail) public func advance(to time: TimeInterval) {
    advance(by: time - clock.now)
  }

  func addDisplayLink(_ link: CADisplayLink) {
    guard !displayLinks.contains(where: { $0 === link }) else { return }
    displayLinks.append(link)
  }

  func removeDisplayLink(_ link: CADisplayLink) {
    displayLinks.removeAll { $0 === link }
  }

  func windowDidBecomeVisible(_ window: UIWindow) {
    windows.removeAll { $0 === window }
    windows.append(window)
  }

  func windowDidHide(_ window: UIWindow) {
    windows.removeAll { $0 === window }
  }

  override open var next: UIResponder? { nil }

  // Presses that reach the application were handled by no responder: the host may use the key.

  override open func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    event?.reachedApplication = true
  }

  override open func pressesChanged(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    event?.reachedApplication = true
  }

  override open func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    event?.reachedApplication = true
  }

  override open func pressesCancelled(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
    event?.reachedApplication = true
  }
}
